/**
 * Navigation a page writes in its content: a table of contents (a list, table or definition list of links after its
 * heading), a list a sentence introduces, the page's own index, Texinfo's navigation tables, and the end of a page.
 * @module
 */
import { type Element, isTag, isText, type ChildNode } from 'domhandler';
import { classesOf, findDescendant, isDropped, parentOf, previousElementOf, textOf } from './html-chrome.ts';
import { isTermOrDefinition } from './html-definitions.ts';
import { documentRoot, hasDescendant, HEADING, holdsText, isBlankText, onlyContent, saysSomething } from './html-dom.ts';
import { isLink, LABEL_READ_MAX, letters, LINK_ITEM_CHARS } from './html-links.ts';
import { readerOf } from './html-readers.ts';
import { tableRows } from './html-tables.ts';

/** Elements a table of contents' list may stand in, right after its heading (AsciiDoc's section body). */
const CONTENTS_CONTAINERS = new Set(['div', 'section', 'nav', 'center', 'blockquote']);
/** How deep in such containers the list is looked for. */
const CONTENTS_DEPTH = 3;

/**
 * Whether a list follows a paragraph ending in a colon, whose sentence introduces it: as siblings, or each alone in
 * its block (Asciidoctor's `div.paragraph` and `div.ulist`).
 */
export function introducedList(list: Element): boolean {
  const parent = parentOf(list);
  const holder = parent && onlyContent(parent) === list ? parent : list;
  let before = previousElementOf(holder);
  const inner = before?.name === 'div' ? onlyContent(before) : undefined;
  if (inner && isTag(inner) && inner.name === 'p') before = inner;
  return before?.name === 'p' && /:\s*$/.test(textOf(before, 2000));
}

/**
 * Texinfo's node menus (`table.menu`, Texinfo 6.7 and earlier, or later ones asked for them: every subnode's name and
 * line, on every page that has subnodes) and its indexes (`table.index-cp`, 7.x's `table.cp-entries-printindex`, and
 * the "Jump to:" letter bars around them): links to sections, not content.
 */
export function isTexinfoNavigation(table: Element, rows: Element[]): boolean {
  const classes = classesOf(table);
  if (classes.some((c) => c === 'menu' || c.startsWith('index-') || c.endsWith('-printindex'))) return true;
  const first = rows[0]?.children.find(isTag);
  return first?.name === 'th' && /^\s*Jump to:/.test(textOf(first, LABEL_READ_MAX));
}

/**
 * Whether nothing follows an element in the page's content (`root`, the element holding it) but white space, chrome
 * (a navigation footer) and elements without text (a clearing div, a rule).
 */
export function endsPage(el: Element, root: Element | null): boolean {
  for (let node: Element | undefined = el; node && node !== root && node.name !== 'body' && node.name !== 'html'; node = parentOf(node)) {
    if (!quietFrom(node.next)) return false;
  }
  return true;
}

/**
 * Whether a node and every sibling after it say nothing (see endsPage); remembered per node, since every footnotes
 * block of a page asks it of the siblings after it (thousands of them had made a page quadratic).
 */
function quietFrom(first: ChildNode | null): boolean {
  const unknown: ChildNode[] = [];
  let quiet = true;
  for (let at = first; at; at = at.next) {
    const known = quietAfter.get(at);
    if (known !== undefined) {
      quiet = known;
      break;
    }
    unknown.push(at);
    if (saysSomething(at)) {
      quiet = false;
      break;
    }
  }
  // A node is quiet from itself on when it and what follows are; the one that spoke, and every node before it, is not.
  for (let i = unknown.length - 1; i >= 0; i--) quietAfter.set(unknown[i]!, quiet);
  return quiet;
}

const quietAfter = new WeakMap<ChildNode, boolean>();

/**
 * The contents a table of contents' heading stands over: the first thing after the heading that holds text, or the
 * first in a container of no reader of its own right there (AsciiDoc's `div.sectionbody > div.ulist > ul`), or after
 * the heading's wrapper when the heading stands alone in it, when it is a list at least half of whose items are links
 * (Lynx's guide writes words beside one), a table of links, links themselves (Slurm's lines of links), or site chrome
 * that holds links (Sphinx's `div.toctree-wrapper`, a `nav`), left out already. None when text, another element or a
 * list of plain items comes first: then the heading heads that.
 */
export function contentsList(heading: Element): Element | undefined {
  let next = followingText(heading.next);
  // A heading alone in its wrapper (MediaWiki's `div.toctitle > h2`, then the list): its contents come after the wrapper.
  for (let at: Element = heading, depth = 0; !next && depth < CONTENTS_DEPTH && !saidBefore(at); depth++) {
    const wrapper = at.parent;
    if (!wrapper || !isTag(wrapper) || !CONTENTS_CONTAINERS.has(wrapper.name) || readerOf(wrapper, classesOf(wrapper)) !== undefined) break;
    next = followingText(wrapper.next);
    at = wrapper;
  }
  for (let depth = 0; next && isTag(next); depth++) {
    if (isDropped(next, classesOf(next))) return isLink(next) || hasDescendant(next, isLink) ? next : undefined;
    if (isLink(next)) return startsLinkLines(next) ? next : undefined;
    if (LIST_TAGS.has(next.name)) return isLinkList(next) ? next : undefined;
    if (next.name === 'dl') return isLinkDefinitionList(next) ? next : undefined;
    if (next.name === 'table') return isLinkTable(next) ? next : undefined;
    if (depth === CONTENTS_DEPTH || !CONTENTS_CONTAINERS.has(next.name) || readerOf(next, classesOf(next)) !== undefined) return undefined;
    next = followingText(next.children[0] ?? null);
  }
  return undefined;
}

/** Whether something before `node`, among its siblings, holds text. */
function saidBefore(node: ChildNode): boolean {
  for (let p = node.prev; p; p = p.prev) if (holdsText(p)) return true;
  return false;
}

/** The first node from `node` on (itself or a later sibling) that holds text, shown or left out. */
function followingText(node: ChildNode | null): ChildNode | undefined {
  for (let n = node; n; n = n.next) if (holdsText(n)) return n;
  return undefined;
}

/** A link followed by another, with nothing but blanks and line breaks between (Slurm's contents: a link a line). */
function startsLinkLines(link: Element): boolean {
  for (let n = link.next; n; n = n.next) {
    if (isText(n) ? /\S/.test(n.data) : isTag(n) && n.name !== 'br') return isTag(n) && isLink(n);
  }
  return false;
}

/**
 * A table of links laid out in cells (old hand-written sites): each of its rows that say something is links, its links
 * holding at least half of the row's words, and no cell holds a heading, a paragraph or a block of code. A table of
 * linked names and what each is says more than its links.
 */
function isLinkTable(table: Element): boolean {
  // A table that lays out a page (its sections, paragraphs or code in its cells) is the page, whatever links it holds.
  if (hasDescendant(table, (c) => HEADING.test(c.name) || LAYOUT_CONTENT.has(c.name))) return false;
  const rows = tableRows(table).filter(holdsText);
  return rows.length > 0 && rows.every((row) => 2 * linkedLetters(row) >= letters(textOf(row, LINK_ROW_CHARS)));
}

/** What a table of contents' cells never hold: a page laid out in a table does. */
const LAYOUT_CONTENT = new Set(['p', 'pre', 'table', 'dl', 'blockquote', 'listing', 'xmp']);

/** How much of a table row is read to weigh its links. */
const LINK_ROW_CHARS = 2000;

/** The letters and digits of the links an element holds (each read up to LINK_ITEM_CHARS). */
function linkedLetters(el: Element): number {
  let n = 0;
  const stack: ChildNode[] = [...el.children];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (!isTag(c)) continue;
    if (isLink(c)) n += letters(textOf(c, LINK_ITEM_CHARS));
    else for (const k of c.children) stack.push(k);
  }
  return n;
}

/**
 * A list at least half of whose items are links: its first link holds at least half of the item's own words (its
 * sub-entries' list aside: "Cookies (Me want cookie!)", "1. Overview"), not a name linked in a line that says what it
 * is ("foo.h: the public header").
 */
function isLinkList(list: Element): boolean {
  const items = list.children.filter((c): c is Element => isTag(c) && c.name === 'li');
  return items.length > 0 && items.filter(isLinkItem).length * 2 >= items.length;
}

/**
 * A definition list whose every term and definition is one link, or a definition list of its own as such (mcpp's
 * contents: `<dt><a href="#2">2. Invocation Options</a><dd><a href="#2.1">2.1. …</a><dd><dl><dt>…`). Line breaks
 * between the items aside.
 */
function isLinkDefinitionList(dl: Element, depth = 0): boolean {
  let links = 0;
  for (const c of dl.children) {
    if (isBlankText(c) || (isTag(c) && c.name === 'br')) continue;
    if (!isTag(c) || !isTermOrDefinition(c)) return false;
    const inner = c.children.filter((n) => !isBlankText(n) && !(isTag(n) && n.name === 'br'));
    const only = inner.length === 1 && isTag(inner[0]!) ? inner[0] : undefined;
    if (only?.name === 'dl' && depth < CONTENTS_DEPTH) {
      if (!isLinkDefinitionList(only, depth + 1)) return false;
    } else if (!(only && isLink(only))) return false;
    links++;
  }
  return links > 0;
}

/** A list item that is a link: its first link holds at least half of its own words (sub-lists aside). */
function isLinkItem(item: Element): boolean {
  const own = item.children.filter((c) => !isTag(c) || !LIST_TAGS.has(c.name));
  const link = own.map((c) => (isTag(c) ? (isLink(c) ? c : findDescendant(c, isLink)) : undefined)).find((l) => l !== undefined);
  const said = own.reduce((n, c) => n + letters(textOf(c, LINK_ITEM_CHARS)), 0);
  return link !== undefined && 2 * letters(textOf(link, LINK_ITEM_CHARS)) >= said;
}

/** A contents item's own text leaves out the lists of its sub-entries. */
const LIST_TAGS = new Set(['ul', 'ol', 'menu']);

/** Items a list needs at least to be read as a page's own index (see isEntryIndex). */
export const ENTRY_INDEX_MIN = 3;
/** Characters of a heading, term or item compared (longer ones are no index entries). */
const ENTRY_TEXT_MAX = 200;

/** An element's text as an index entry is compared: spaces folded, at most ENTRY_TEXT_MAX characters. */
export function entryText(el: Element): string | undefined {
  const text = textOf(el, ENTRY_TEXT_MAX).replace(/\s+/g, ' ').trim();
  return text && text.length <= ENTRY_TEXT_MAX ? text : undefined;
}

/** The texts of every heading and definition term of the document that holds `el`. */
export function entryTextsOf(el: Element): Set<string> {
  const out = new Set<string>();
  const stack: Element[] = [documentRoot(el)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.name === 'dt' || HEADING.test(node.name)) {
      const text = entryText(node);
      if (text) out.add(text);
      continue;
    }
    for (const child of node.children) if (isTag(child)) stack.push(child);
  }
  return out;
}
