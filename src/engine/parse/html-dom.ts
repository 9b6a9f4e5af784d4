/**
 * Small questions the HTML readers ask of the parsed tree: which tags are blocks, headings or inline code, whether a
 * node is blank or an anchor and what it names, what an element holds (searched iteratively, so depth cannot
 * overflow) and which element of a class it stands in.
 * @module
 */
import { type Element, isTag, isText, type ChildNode } from 'domhandler';
import { classesOf, findDescendant, hasClass, hasText, isDropped, parentOf, textOf } from './html-chrome.ts';

export const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main',
  'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'ul', 'summary', 'caption',
  'menu', 'body', 'html', 'listing', 'xmp',
]);
export const INLINE_CODE = new Set(['code', 'tt', 'kbd', 'samp']);
export const HEADING = /^h([1-6])$/;

/** Deeper nesting than this is read as flat text (absurdly nested pages must not exhaust the stack). */
export const MAX_DEPTH = 200;

/** The `div` of a class an element stands in, if any: Javadoc's description (`div.block`), Doxygen's (`div.textblock`). */
export function enclosingDiv(el: Element, className: string): Element | undefined {
  for (let at = el.parent; at && isTag(at); at = at.parent) if (at.name === 'div' && classesOf(at).includes(className)) return at;
  return undefined;
}

/** The elements below `el`, at most `depth` levels down, that `test` accepts, in document order. */
export function descendants(el: Element, test: (e: Element) => boolean, depth: number): Element[] {
  const out: Element[] = [];
  const visit = (node: Element, level: number) => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (test(child)) out.push(child);
      else if (level < depth) visit(child, level + 1);
    }
  };
  visit(el, 1);
  return out;
}

/** Whether an element's first content is a heading (`<a name="x"><h3>…</h3></a>`). */
export function wrapsHeading(el: Element): boolean {
  const first = el.children.find((c) => !isBlankText(c));
  return first !== undefined && isTag(first) && HEADING.test(first.name);
}

/** The name an anchor (`<a name="x">`, `<a id="x">`, no link) gives the place it stands. */
export function anchorNamed(el: Element): string | undefined {
  return el.name === 'a' && el.attribs.href === undefined ? el.attribs.id || el.attribs.name || undefined : undefined;
}

/** An element's one child that is not white space, if it has no other (looking no further than the second). */
export function onlyContent(el: Element): ChildNode | undefined {
  let only: ChildNode | undefined;
  for (const c of el.children) {
    if (isBlankText(c)) continue;
    if (only) return undefined;
    only = c;
  }
  return only;
}

/** The text of `nodes` in a row, white space collapsed, read no further than `max` characters. */
export function leadingText(nodes: ChildNode[], max: number): string {
  let text = '';
  for (const n of nodes) {
    if (text.length >= max) break;
    text += textOf(n, max - text.length);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** A text node of white space only (between the tags of a page's source). */
export function isBlankText(node: ChildNode): boolean {
  return isText(node) && !/\S/.test(node.data);
}

/** An element without content: Javadoc writes its member anchors as `<a id="copy(java.io.File)"><!-- --></a>`. */
export function isEmpty(el: Element): boolean {
  return el.children.every((c) => !isTag(c) && !(isText(c) && /\S/.test(c.data)));
}

/** Whether an ancestor of `el`, at most `levels` up, has the class (in any case: DSSSL writes `TITLEPAGE`). */
export function withinClass(el: Element, name: string, levels: number): boolean {
  let node = parentOf(el);
  for (let up = 0; node && up < levels; up++, node = parentOf(node)) if (hasClass(classesOf(node), name)) return true;
  return false;
}

/** Text a reader sees: an element not left out that holds some, or a text node that is not blank. */
export function saysSomething(node: ChildNode): boolean {
  return holdsText(node) && !(isTag(node) && isDropped(node, classesOf(node)));
}

/** An element that holds text, or a text node that is not blank. */
export function holdsText(node: ChildNode): boolean {
  return isTag(node) ? hasText(node) : isText(node) && /\S/.test(node.data);
}

/** `<h2>Title<a id="x"></a></h2>`: the first named anchor inside an element. */
export function childAnchor(el: Element, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  for (const c of el.children) {
    if (!isTag(c)) continue;
    // Not Scaladoc's type links in a signature (`<a href="Nothing.html" class="extype" name="scala.Nothing">`): their
    // name is the type's.
    if (c.name === 'a' && classesOf(c).includes('extype')) continue;
    if (c.name === 'a' && (c.attribs.id || c.attribs.name)) return c.attribs.id || c.attribs.name;
    // A control's id (rustdoc's `<button id="copy-path">` in its h1) names the control, not the heading.
    if (c.attribs.id && c.name !== 'a' && !CONTROLS.has(c.name)) return c.attribs.id;
    const inner = childAnchor(c, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}

const CONTROLS = new Set(['button', 'input', 'select', 'textarea', 'label', 'svg', 'img']);

/** The heading right before an element (white space between them aside), if there is one. */
export function headingBefore(el: Element): Element | undefined {
  let prev = el.prev;
  while (prev && isText(prev) && !/\S/.test(prev.data)) prev = prev.prev;
  return prev && isTag(prev) && HEADING.test(prev.name) ? prev : undefined;
}

/** Whether an element holds an element (not itself) that `test` accepts; iterative, so depth cannot overflow. */
export function hasDescendant(el: Element, test: (c: Element) => boolean): boolean {
  return findDescendant(el, test) !== undefined;
}

/** The document an element stands in: its topmost ancestor. */
export function documentRoot(el: Element): Element {
  let top: Element = el;
  for (let up = parentOf(top); up; up = parentOf(up)) top = up;
  return top;
}
