/**
 * References written without definition lists, each item an entry of its own: lists of named items or of code terms,
 * DocBook's segmented lists, blocks that head entries by their class, and lines of emphasis over an indent.
 * @module
 */
import { type Element, isTag, isText, type ChildNode } from 'domhandler';
import { ALNUM } from './_shared.ts';
import { classesOf, hasText, textOf } from './html-chrome.ts';
import { ENTRY_TERM_MAX } from './html-definitions.ts';
import { anchorNamed, BLOCK_TAGS, hasDescendant, HEADING, holdsText, isBlankText, isEmpty, leadingText } from './html-dom.ts';
import { CODE_LEADS, EMPHASIS, ENTRY_HEAD_MAX_CHARS, HEAD_LINE_NODES } from './html-text-headings.ts';

/** A list item that names a reference entry: the item, its opening line, and the name and anchor that line gives. */
export interface AnchoredItem {
  li: Element;
  lead: Element;
  name: string;
  anchor: string;
}

/**
 * A reference written as a list whose every item opens with a line of an anchor and a name in bold or code alone, then
 * says more (WeeChat's options in Asciidoctor: `<li><p><a id="option_weechat.color.bar_more"></a>
 * <strong>weechat.color.bar_more</strong></p>` and a list of its description, type and default): the items, each with
 * that line, its name and its anchor; else undefined. Read as a list, 300 options were one section of 75 KB.
 */
export function anchoredItems(list: Element): AnchoredItem[] | undefined {
  const items = list.children.filter((c): c is Element => isTag(c) && c.name === 'li');
  if (items.length < ANCHORED_ITEMS_MIN) return undefined;
  const out: AnchoredItem[] = [];
  for (const li of items) {
    const parts = li.children.filter((c) => !isBlankText(c));
    const lead = parts[0];
    if (!lead || !isTag(lead) || lead.name !== 'p' || parts.length < 2) return undefined;
    const inner = lead.children.filter((c) => !isBlankText(c));
    const anchor = inner.length === 2 && isTag(inner[0]!) ? anchorNamed(inner[0]) : undefined;
    const name = anchor && isTag(inner[1]!) && NAME_ELEMENTS.has(inner[1].name) ? textOf(inner[1]).trim() : '';
    if (!anchor || !name || name.length > ENTRY_TERM_MAX) return undefined;
    out.push({ li, lead, name, anchor });
  }
  return out;
}
const ANCHORED_ITEMS_MIN = 3;

/** One entry of a list of code terms (see codeTermEntries): its terms, the items they head, and what each says after its term. */
export interface CodeTermEntry {
  terms: string[];
  items: { li: Element; rest: ChildNode[] }[];
}

/** What may end a code term's line in a list item: a line break, or a block. */
const TERM_LINE_END = new Set(['br', 'p', 'ul', 'ol', 'dl', 'pre', 'div', 'blockquote', 'table']);

/**
 * A reference written as a list whose every item opens with a line of one code term alone, ended by a line break or a
 * block, and then explains it (mcpp's options: `<li><samp>-C</samp><br>Output also comments…`): its entries, each
 * titled by its term; an item of its term alone shares the next item's explanation (`<li><samp>-D &lt;macro&gt;</samp>
 * <br><li><samp>-D &lt;macro(a,b)&gt;</samp><br>Define a macro…`), as stacked terms of a definition list do. Items
 * whose code runs on in the line (`<li><code>foo</code> does x`) are bullets, and so is such a list. Read as one list,
 * 344 options had stood in chunks of a dozen under their chapters.
 */
export function codeTermEntries(list: Element): CodeTermEntry[] | undefined {
  const items = list.children.filter((c): c is Element => isTag(c) && c.name === 'li');
  if (items.length < ANCHORED_ITEMS_MIN) return undefined;
  const entries: CodeTermEntry[] = [];
  let pending: CodeTermEntry = { terms: [], items: [] };
  let explained = 0;
  for (const li of items) {
    const parts = li.children.filter((c) => !isBlankText(c));
    const [code, end] = parts;
    if (!code || !isTag(code) || !CODE_LEADS.has(code.name) || hasDescendant(code, (e) => e.name === 'br' || e.name === 'a')) return undefined;
    if (end !== undefined && !(isTag(end) && TERM_LINE_END.has(end.name))) return undefined;
    const term = textOf(code, ENTRY_TERM_MAX + 1).replace(/\s+/g, ' ').trim();
    if (!ALNUM.test(term) || term.length > ENTRY_TERM_MAX) return undefined;
    const rest = end === undefined ? [] : li.children.slice(li.children.indexOf(end) + (end.name === 'br' ? 1 : 0));
    pending.terms.push(term);
    pending.items.push({ li, rest });
    if (rest.some(holdsText)) {
      entries.push(pending);
      pending = { terms: [], items: [] };
      explained++;
    }
  }
  // Terms alone at the end have nothing to share; a list mostly of terms alone is a list of names.
  if (pending.terms.length > 0 || 2 * explained < items.length) return undefined;
  return entries;
}

/** A DocBook segmented list item's name (its first segment's value, after the segment's title) and anchor, if anchored. */
export function segmentedEntry(item: Element): { name: string; anchor: string } | undefined {
  const anchor = item.children.map((c) => (isTag(c) ? anchorNamed(c) : undefined)).find(Boolean);
  const seg = item.children.find((c): c is Element => isTag(c) && classesOf(c).includes('seg'));
  if (!anchor || !seg) return undefined;
  const title = seg.children.find((c): c is Element => isTag(c) && hasDescendant(c, (d) => classesOf(d).includes('segtitle')));
  const name = textOf(seg).slice(title ? textOf(title).length : 0).trim();
  return name && name.length <= ENTRY_TERM_MAX ? { name, anchor } : undefined;
}
const NAME_ELEMENTS = new Set(['strong', 'b', 'code', 'tt']);
/** Blocks of one kind among a parent's, or pairs of kinds in a section, that make them entries' heads. */
const ENTRY_HEADS_MIN = 3;
/** A line that reads as code: a name called (`master:bind(`, `ftp.get{`), or an option (`--auto`, `-h`). */
const CALL_OR_OPTION = /[\p{L}_$][\w$.:]*\s*[({]|^--?\p{L}/u;
/** Inline elements whose text is code, or a name set apart, on an entry's head line. */
const HEAD_MARKUP = new Set(['code', 'tt', 'kbd', 'samp', 'b', 'strong']);
/** Words of a head line whose code or bold markup makes it read as code (`socket.<b>_DEBUG</b>`, `A, B = <b>qp</b>`). */
const HEAD_MARKUP_MAX_WORDS = 6;

/** A block's class as written, the kind a hand-written page gives its paragraphs (`p.name`, `p.paramdesc`). */
function kindOf(el: Element): string {
  return `${el.name}.${(el.attribs.class ?? '').trim()}`;
}

/** The name a block carries: its id, or that of a named anchor it opens with (`<p><a name="bind">…`). */
export function blockName(el: Element): string | undefined {
  const first = el.children.find((n) => !isBlankText(n));
  return el.attribs.id || (first && isTag(first) ? anchorNamed(first) : undefined);
}

/**
 * A block's first line (up to its first line break, looked for among its own children), if short and no sentence: its
 * text, whether it holds code or bold markup, and what follows the break.
 */
export function headLine(el: Element): { text: string; markup: boolean; rest: ChildNode[] } | undefined {
  let text = '';
  let markup = false;
  // At most HEAD_LINE_NODES nodes are read: a block holding a page (a wrapper `div`, nested many deep on a hostile
  // page) is no line, and is not read to its end at every depth.
  let nodes = 0;
  let i = 0;
  for (; i < el.children.length; i++) {
    const c = el.children[i]!;
    if (isTag(c) && c.name === 'br') break;
    const stack: ChildNode[] = [c];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (++nodes > HEAD_LINE_NODES || text.length > ENTRY_HEAD_MAX_CHARS) return undefined;
      if (isText(n)) text += n.data;
      if (!isTag(n)) continue;
      if (BLOCK_TAGS.has(n.name) || n.name === 'br' || n.name === 'script' || n.name === 'style') return undefined;
      if (HEAD_MARKUP.has(n.name)) markup = true;
      for (let k = n.children.length - 1; k >= 0; k--) stack.push(n.children[k]!);
    }
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (!text || text.length > ENTRY_HEAD_MAX_CHARS || !ALNUM.test(text) || /[.:;?!]$/.test(text)) return undefined;
  return { text, markup, rest: el.children.slice(i + 1) };
}

/**
 * The blocks among a parent's children that head entries, as a hand-written manual marks its functions and options
 * by class rather than with a definition list. Either named blocks of one kind whose first line reads as code, three
 * or more (LuaSocket's `<p class="name" id="bind">master:<b>bind(</b>address, port<b>)</b></p>`, then its
 * `p.description` and `p.parameters`); or, within one section, a one-line block of a kind followed three or more times
 * by blocks of another kind (Hatari's `<p class="parameter">--auto &lt;program&gt;</p><p class="paramdesc">…`). Read
 * once per parent, in one pass.
 */
export function classedEntryHeads(parent: Element): Set<Element> {
  const heads = new Set<Element>();
  const named = new Map<string, Element[]>();
  let pairs = new Map<string, Element[]>();
  // The kinds with a block in the section that is no one-line term: a description's kind, whose short last paragraph
  // is followed by the next term (Hatari's "Print version information and terminate"), is no term's.
  let notLines = new Set<string>();
  const closeSection = () => {
    for (const [pair, terms] of pairs) {
      if (terms.length < ENTRY_HEADS_MIN || notLines.has(kindOf(terms[0]!))) continue;
      // Terms and definitions of one line each pair both ways (Hatari's `--cpuclock <x>`, "Set the CPU clock (8, 16 or
      // 32 MHz)"): the terms are the kind the run opens with.
      const [a, b] = pair.split('\n');
      const reverse = pairs.get(`${b}\n${a}`);
      if (reverse && reverse.length >= ENTRY_HEADS_MIN && !notLines.has(b!) && order.get(reverse[0]!)! < order.get(terms[0]!)!) continue;
      for (const t of terms) heads.add(t);
    }
    pairs = new Map();
    notLines = new Set();
  };
  const order = new Map<Element, number>();
  let before: Element | undefined;
  for (const c of parent.children) {
    if (!isTag(c)) continue;
    order.set(c, order.size);
    if (HEADING.test(c.name)) {
      closeSection();
      before = undefined;
      continue;
    }
    if (c.name !== 'p' && c.name !== 'div') {
      before = undefined;
      continue;
    }
    const line = headLine(c);
    const id = blockName(c);
    // Code in a line of many words is a sentence's (ProFTPD's "Question: If I use this `ScanOnLogin` option, how …").
    if (id && line && ((line.markup && line.text.split(' ').length <= HEAD_MARKUP_MAX_WORDS) || CALL_OR_OPTION.test(line.text))) {
      const kind = kindOf(c);
      const blocks = named.get(kind);
      if (blocks) blocks.push(c);
      else named.set(kind, [c]);
    }
    // A term is a block of one line of its own kind, right before a block of another kind.
    if (before && c.attribs.class && kindOf(before) !== kindOf(c)) {
      const pair = `${kindOf(before)}\n${kindOf(c)}`;
      const terms = pairs.get(pair);
      if (terms) terms.push(before);
      else pairs.set(pair, [before]);
    }
    const oneLine = line?.rest.every(isBlankText) ?? false;
    if (!oneLine) notLines.add(kindOf(c));
    before = c.attribs.class && oneLine ? c : undefined;
  }
  closeSection();
  for (const blocks of named.values()) if (blocks.length >= ENTRY_HEADS_MIN) for (const b of blocks) heads.add(b);
  return heads;
}

/** An entry a hand-written manual writes as a line of emphasis and an indent (see indentEntries). */
export interface IndentEntry {
  title: string;
  anchor?: string;
  /** The line's nodes (or the paragraph that holds it alone), and the indent that explains it. */
  line: ChildNode[];
  indent: Element;
}

/** Nodes of a parent looked through back from an indent for its line, and the characters a line may have (a call form
 * and its options: Snack's `speatures` line writes sixteen in 330). */
const INDENT_LINE_NODES = 16;
const INDENT_LINE_MAX_CHARS = 500;
export const INDENT_ENTRIES_MIN = 3;

/** An indent: a `ul` or `blockquote` that holds no list items, which old editors wrote to indent a paragraph (see indentEntries). */
function isIndent(el: Element): boolean {
  return (el.name === 'ul' || el.name === 'blockquote') && !el.children.some((c) => isTag(c) && c.name === 'li');
}

/**
 * Emphasis alone (bold and italic in any mix, an empty named anchor among it): the name of the anchor, or '' when
 * none; undefined when anything else stands in it.
 */
function emphasisOnly(nodes: ChildNode[]): string | undefined {
  let anchor = '';
  let read = 0;
  // Each node with whether it stands inside the emphasis: text only there, white space between.
  const stack: [ChildNode, boolean][] = nodes.map((n) => [n, false]);
  while (stack.length > 0) {
    const [n, inside] = stack.pop()!;
    if (++read > HEAD_LINE_NODES) return undefined;
    if (isText(n) && (inside || isBlankText(n))) continue;
    if (!isTag(n)) return undefined;
    const name = isEmpty(n) ? anchorNamed(n) : undefined;
    if (name) anchor = name;
    else if (!EMPHASIS.has(n.name)) return undefined;
    else for (const c of n.children) stack.push([c, true]);
  }
  return anchor;
}

/**
 * The entries a hand-written manual writes as lines of emphasis each over an indent that explains them (Snack's
 * commands: `<a name="latency"></a><b>snack::audio playLatency</b><ul>Sets/queries…</ul>`, or the line alone in a
 * paragraph the indent closes): three or more among a parent's children, the line on its own after a line break, a
 * block or nothing. Titled by the line, anchored by its anchor if it has one. Read as lines, the unnamed ones were
 * text of the section, and a named one had headed every command after it.
 */
export function indentEntries(parent: Element): Map<ChildNode, IndentEntry> {
  const entries = new Map<ChildNode, IndentEntry>();
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    const indent = children[i]!;
    if (!isTag(indent) || !isIndent(indent)) continue;
    // The line: the nodes back to a line break, a block or the parent's start, or a paragraph that holds it alone.
    let start = i;
    while (start > 0 && i - start < INDENT_LINE_NODES) {
      const n = children[start - 1]!;
      if (isTag(n) && (n.name === 'br' || BLOCK_TAGS.has(n.name))) break;
      start--;
    }
    let line = children.slice(start, i);
    const before = children[start - 1];
    if (line.every(isBlankText) && before && isTag(before) && before.name === 'p') line = [before];
    else if (start > 0 && !(before && isTag(before) && (before.name === 'br' || BLOCK_TAGS.has(before.name)))) continue;
    line = line.filter((n) => !isBlankText(n));
    if (line.length === 0) continue;
    const inner = line.length === 1 && isTag(line[0]!) && line[0].name === 'p' ? line[0].children : children.slice(start, i);
    const anchor = emphasisOnly(inner);
    if (anchor === undefined || !inner.some((n) => isTag(n) && EMPHASIS.has(n.name))) continue;
    const title = leadingText(inner, INDENT_LINE_MAX_CHARS + 1);
    if (!ALNUM.test(title) || title.length > INDENT_LINE_MAX_CHARS || !hasText(indent)) continue;
    entries.set(line[0]!, { title, ...(anchor ? { anchor } : {}), line, indent });
  }
  return entries.size >= INDENT_ENTRIES_MIN ? entries : new Map();
}
