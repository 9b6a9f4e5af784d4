/**
 * The end tags an HTML page may leave out, as the HTML standard's tree construction implies them, for the two
 * places that keep a stack of open elements: the parser (html.ts) and the depth bound run before it (bounds.ts).
 * htmlparser2 closes an open `<p>`, `<li>`, `<dd>` or `<dt>` only when it is the innermost element, so the
 * hand-written style `<dt>term<dd><p>text…<dt>next` nested every later entry of a definition list inside the
 * previous one's paragraph (Graphviz's attribute reference lost every attribute's name this way); the same holds for
 * a table's cells, rows and row groups, whose end tags minified pages leave out. A heading's end tag closes the open
 * heading of whatever level (`<h6>Arguments</h3>`), and a heading's start tag ends the heading still open: else the
 * heading ran on over the paragraphs after it (Pure Data's manual lost five sections so).
 * @module
 */
import { type Handler, Parser } from 'htmlparser2';
import { PARSE_LIMITS } from '../../defaults.ts';

/** The standard's "special" elements: an `<li>`, `<dd>` or `<dt>` does not close a list item across one of them. */
const SPECIAL = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br', 'button',
  'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div', 'dl', 'dt', 'embed', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr',
  'html', 'iframe', 'img', 'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav',
  'noembed', 'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search', 'section',
  'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead',
  'title', 'tr', 'track', 'ul', 'wbr', 'xmp', 'svg', 'math',
]);
/** ...except these, which a list item's start looks through (`<li><div>a<li>b` ends the first item). */
const LOOKED_THROUGH = new Set(['address', 'div', 'p']);
/** Where the search for an open `<p>` stops ("button scope"): a paragraph outside a table cell stays open. */
const P_SCOPE = new Set(['applet', 'button', 'caption', 'html', 'marquee', 'object', 'table', 'td', 'template', 'th', 'svg', 'math']);
/** Opening tags that end an open paragraph. */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'dd',
  'dt', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'summary', 'table', 'ul', 'xmp',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Where the search for an open heading stops (the standard's default scope): a heading outside a table cell stays open. */
const SCOPE = new Set(['applet', 'caption', 'html', 'marquee', 'object', 'table', 'td', 'template', 'th', 'svg', 'math']);
const ITEM_ENDS: Record<string, ReadonlySet<string>> = { li: new Set(['li']), dd: new Set(['dd', 'dt']), dt: new Set(['dd', 'dt']) };
/**
 * A table's parts that a new one ends, and where the search for them stops: a cell ends the open cell of its row, a
 * row the open row (and its cell), a body, head or foot the open one; never across the table they are in. Minified
 * pages leave every such end tag out (Docusaurus: `<tr><th>Option<th>Type<tbody><tr><td>…`).
 */
const CELL = new Set(['td', 'th']);
const ROW_GROUP = new Set(['tbody', 'thead', 'tfoot']);
/** A caption or column group left open ends at the table's first row, cell or row group. */
const BEFORE_ROWS = ['caption', 'colgroup'];
const TABLE_ENDS: Record<string, { ends: ReadonlySet<string>; stops: ReadonlySet<string> }> = {
  td: { ends: new Set([...CELL, ...BEFORE_ROWS]), stops: new Set(['tr', 'table']) },
  th: { ends: new Set([...CELL, ...BEFORE_ROWS]), stops: new Set(['tr', 'table']) },
  tr: { ends: new Set(['tr', ...BEFORE_ROWS]), stops: new Set(['table', ...ROW_GROUP]) },
  tbody: { ends: new Set([...ROW_GROUP, ...BEFORE_ROWS]), stops: new Set(['table']) },
  thead: { ends: new Set([...ROW_GROUP, ...BEFORE_ROWS]), stops: new Set(['table']) },
  tfoot: { ends: new Set([...ROW_GROUP, ...BEFORE_ROWS]), stops: new Set(['table']) },
  colgroup: { ends: new Set(BEFORE_ROWS), stops: new Set(['table']) },
};

/**
 * How many open elements, innermost first, the opening tag `name` closes: an open list item or definition term it
 * ends (with whatever is open inside it), then an open paragraph. `openAt(0)` is the innermost open element.
 * Walks at most `htmlDepth` open elements.
 */
export function impliedEnds(name: string, openCount: number, openAt: (fromInnermost: number) => string): number {
  let ends = 0;
  // No deeper than the nesting the bound keeps (bounds.ts): a tag costs at most that many steps whatever the page.
  const depth = Math.min(openCount, PARSE_LIMITS.htmlDepth);
  const part = TABLE_ENDS[name];
  if (part) {
    for (let i = 0; i < depth; i++) {
      const open = openAt(i);
      if (part.ends.has(open)) return i + 1;
      if (part.stops.has(open)) return 0;
    }
    return 0;
  }
  const items = ITEM_ENDS[name];
  if (items) {
    for (let i = 0; i < depth; i++) {
      const open = openAt(i);
      if (items.has(open)) {
        ends = i + 1;
        break;
      }
      if (SPECIAL.has(open) && !LOOKED_THROUGH.has(open)) break;
    }
  }
  if (CLOSES_P.has(name)) {
    for (let i = ends; i < depth; i++) {
      const open = openAt(i);
      if (open === 'p') {
        ends = i + 1;
        break;
      }
      if (P_SCOPE.has(open)) break;
    }
  }
  // A heading's start tag, with a heading the current node (once a paragraph is closed), pops that heading.
  if (HEADINGS.has(name) && ends < openCount && HEADINGS.has(openAt(ends))) ends++;
  return ends;
}

/**
 * How many open elements, innermost first, the end tag of heading `name` closes: up to the innermost open heading
 * of any level (`<h6>Arguments</h3>` closes the h6), if one is open in scope; `undefined` for any other end tag.
 * Walks at most `htmlDepth` open elements.
 */
export function headingEnd(name: string, openCount: number, openAt: (fromInnermost: number) => string): number | undefined {
  if (!HEADINGS.has(name)) return undefined;
  const depth = Math.min(openCount, PARSE_LIMITS.htmlDepth);
  for (let i = 0; i < depth; i++) {
    const open = openAt(i);
    if (HEADINGS.has(open)) return i + 1;
    if (SCOPE.has(open)) return 0;
  }
  return 0;
}

/** What HtmlTreeParser reads of htmlparser2's Parser: private there, stable within the pinned version (tests cover it). */
interface ParserInternals {
  /** Open elements, innermost first. */
  stack: string[];
  endIndex: number;
  startIndex: number;
  readTagName(start: number, endIndex: number): string;
  popElement(implied: boolean): void;
  emitOpenTag(name: string): void;
  closeCurrentTag(isOpenImplied: boolean): void;
  isVoidElement(name: string): boolean;
  cbs: Partial<Handler>;
  htmlMode: boolean;
}

/**
 * htmlparser2's parser with the standard's implied end tags for paragraphs, list items, definition lists, tables and
 * headings.
 */
export class HtmlTreeParser extends Parser {
  // The base method's two lines, with the implied ends between them: the name can be read only once (reading it
  // drops the input pieces before it).
  override onopentagname(start: number, endIndex: number): void {
    const self = this as unknown as ParserInternals;
    self.endIndex = endIndex;
    const name = self.readTagName(start, endIndex);
    const ends = impliedEnds(name, self.stack.length, (k) => self.stack[k]!);
    for (let k = 0; k < ends; k++) self.popElement(true);
    self.emitOpenTag(name);
  }

  // The base method with a heading's end tag read as the standard reads it: up to the innermost open heading. Any
  // other end tag closes up to the open element of its name, as htmlparser2 reads it.
  override onclosetag(start: number, endIndex: number): void {
    const self = this as unknown as ParserInternals;
    self.endIndex = endIndex;
    const name = self.readTagName(start, endIndex);
    const ends = headingEnd(name, self.stack.length, (k) => self.stack[k]!);
    if (ends !== undefined) {
      for (let k = 0; k < ends; k++) self.popElement(k < ends - 1);
    } else if (!self.isVoidElement(name)) {
      const pos = self.stack.indexOf(name);
      if (pos !== -1) {
        for (let k = 0; k < pos; k++) self.popElement(true);
        self.popElement(false);
      } else if (self.htmlMode && name === 'p') {
        // Implicit open before close
        self.emitOpenTag('p');
        self.closeCurrentTag(true);
      }
    } else if (self.htmlMode && name === 'br') {
      // `<br>` cannot be opened by emitOpenTag, which would close it at once.
      self.cbs.onopentagname?.('br');
      self.cbs.onopentag?.('br', {}, true);
      self.cbs.onclosetag?.('br', false);
    }
    self.startIndex = endIndex + 1;
  }
}
