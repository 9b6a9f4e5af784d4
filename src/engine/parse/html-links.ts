/**
 * What a link is: one that names an entry, a permalink, an address written out, or a link around code that says more
 * than the code; and the letters links hold, which tell lists and tables of links (navigation) from text.
 * @module
 */
import { type Element, isTag } from 'domhandler';
import { API_NAME_MAX, namesApiEntry } from './_shared.ts';
import { classesOf, parentOf, textOf } from './html-chrome.ts';
import { isBlankText } from './html-dom.ts';

/**
 * A link whose text names an API entry: a call (`ssh_channel_close()`, as Doxygen's "See also" writes them) or a man
 * page (`git-commit(1)`, as a SEE ALSO section writes them). Its text is content, not navigation.
 */
export function namesEntry(link: Element): boolean {
  // Javadoc's links to a type ("See Also:", "Enclosing class:", a superclass) say so in their title; those to another
  // site's API (the JDK's, linked with `-link`) say "class or interface in java.lang".
  if (/^(?:class|interface|enum|annotation|record|exception|error)(?: or interface)? in /.test(link.attribs.title ?? '')) return true;
  // rustdoc's module and crate indexes: each item's name is a link beside its summary.
  const cell = parentOf(link);
  if (cell && cell.name === 'div' && classesOf(cell).some((c) => c === 'item-left' || c === 'item-name')) return true;
  // Sphinx's reference as a field's value (`Return type: Store`, `int`): what the field says, not a way elsewhere.
  if (classesOf(link).includes('reference') && inFieldList(link)) return true;
  // TypeDoc's links to a type or member say its kind in their class (`tsd-kind-class`), as in a hierarchy; Crystal's
  // summaries name each member by a link classed as its signature (`.new(size : Int, value : T)`).
  if (classesOf(link).some((c) => c.startsWith('tsd-kind-') || c === 'signature')) return true;
  // An address written out, alone in its paragraph or definition (a man page's RESOURCES, "Home page: https://..."):
  // where the project lives. Beside other links (a footer, a breadcrumb) it is navigation like them.
  if (isWrittenAddress(link)) return true;
  return namesApiEntry(textOf(link, API_NAME_MAX + 1));
}

/** A link whose text is its own address, the only text of its paragraph, definition or list item. */
function isWrittenAddress(link: Element): boolean {
  const block = parentOf(link);
  if (!block || !ADDRESS_BLOCKS.has(block.name)) return false;
  // The link is the block's one node but for white space (looked at without reading the block's text: a paragraph of
  // many such links is read once).
  if (block.children.some((c) => c !== link && !isBlankText(c))) return false;
  return /^https?:\/\/\S{1,200}$/.test(textOf(link, LABEL_READ_MAX).trim());
}

const ADDRESS_BLOCKS = new Set(['p', 'dd', 'li', 'div']);
/** Characters of a link read to tell what it is: a permalink's mark, a written address (at most 200 characters). */
export const LABEL_READ_MAX = 400;

/** Whether an element stands in a definition of a Sphinx field list (`dl.field-list > dd`), a few levels up at most. */
function inFieldList(el: Element): boolean {
  let at = el.parent;
  for (let up = 0; up < 4 && at && isTag(at); up++, at = at.parent) {
    if (at.name === 'dd') {
      const list = parentOf(at);
      return list !== undefined && classesOf(list).includes('field-list');
    }
  }
  return false;
}

/** Letters of a link's text, counted once per link (a link of many code elements asks for each). */
const linkLetters = new WeakMap<Element, number>();
/** Whether the link around a piece of code says more than the code: a sentence that quotes it, not a name. */
export function linkSaysMore(code: Element, inner: string): boolean {
  let link = parentOf(code);
  for (let depth = 0; link && link.name !== 'a' && depth < 3; depth++) link = parentOf(link);
  if (link?.name !== 'a') return false;
  let n = linkLetters.get(link);
  if (n === undefined) linkLetters.set(link, (n = letters(textOf(link, LINK_ITEM_CHARS))));
  return n > letters(inner) + LINK_WORDS_BESIDE_CODE;
}
/** Letters a link may hold beside its code and still be the code's name (`os.RWF_HIPRI()`, "the `-v` flag"). */
const LINK_WORDS_BESIDE_CODE = 12;

/** A link that only points at its own heading or entry (`#`, `¶`, `§`), or away from it ("More...", Haddock's "Source"). */
export function isPermalink(el: Element): boolean {
  const label = textOf(el, LABEL_READ_MAX).trim();
  if (label === 'Source' && classesOf(el).includes('link')) return true; // Haddock's link to a declaration's source
  return label === '#' || label === '¶' || label === '§' || label === '◆' || /^(?:more\.\.\.|more…|read more)$/i.test(label);
}

export const isLink = (el: Element): boolean => el.name === 'a' && el.attribs.href !== undefined;
/** How much of a contents item's part is read to weigh its link. */
export const LINK_ITEM_CHARS = 400;
export const letters = (text: string): number => text.replace(/[^\p{L}\p{N}]/gu, '').length;
