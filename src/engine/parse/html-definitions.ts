/**
 * Definition lists (`dl`): whether one is a list of entries (options, anchored or Texinfo definitions) or of text, its
 * items, its anchor, and the terms and definitions that stand apart (a link alone, a blank definition).
 * @module
 */
import { type Element, isTag, isText, type ChildNode } from 'domhandler';
import { hasClassOf, hasText, parentOf, textOf } from './html-chrome.ts';
import { childAnchor, hasDescendant, isBlankText, saysSomething } from './html-dom.ts';

/** Whether a definition is one link and nothing else, bare or in a paragraph of its own. */
export function isOneLink(dd: Element): boolean {
  const content = (el: Element) => el.children.filter((c) => isTag(c) || (isText(c) && /\S/.test(c.data)));
  let inner = content(dd);
  if (inner.length === 1 && isTag(inner[0]!) && inner[0]!.name === 'p') inner = content(inner[0]!);
  return inner.length === 1 && isTag(inner[0]!) && inner[0]!.name === 'a';
}

/** A line of several words, not an address: a definition given as a link (see HtmlWalker.definition). */
export function isLinkedDefinition(text: string): boolean {
  return /^[^\s/]+(?:\s+[^\s/]+)+$/.test(text) && !/^(?:https?|ftp):|^www\./i.test(text);
}

/**
 * The anchor that makeinfo writes for a table's item at the end of the definition before it (zsh's `<span
 * id="index-AUTO_005fCD"></span>` ... `</dd><dt>AUTO_CD`; flex's `@anchor` `option_002dnoline` before its index
 * entries): the run of empty anchors that ends `prev`, its first that is no index entry's, else its first.
 */
export function trailingAnchor(prev: Element | undefined): string | undefined {
  if (!prev || prev.name !== 'dd') return undefined;
  const ids: string[] = [];
  for (let i = prev.children.length - 1; i >= 0; i--) {
    const c = prev.children[i]!;
    if (isBlankText(c)) continue;
    if (!isTag(c) || (c.name !== 'span' && c.name !== 'a') || c.children.some((d) => !isBlankText(d))) break;
    const id = c.attribs.id || c.attribs.name;
    if (!id) break;
    ids.unshift(id);
  }
  return ids.find((id) => !id.startsWith('index-')) ?? ids[0];
}

/**
 * A line that captions what follows, a phrase ("Report partition summary information:", "Execute the program … whenever
 * the primary slurmctld fails."), not an option's or a name's term.
 */
export const CAPTION = /^[^-\s]\S*(?:\s+\S+){2}/;

export function isBlankDefinition(item: Element | undefined): boolean {
  return item?.name === 'dd' && item.children.every(isBlankText);
}

/**
 * A definition list's items without the blank definitions between a term and the next term whose definition is not
 * blank; with `namedNext`, only before a term that says something.
 */
export function withoutStackedBlanks(items: Element[], namedNext = false): Element[] {
  const dropped = new Set<Element>();
  // Read from the end, so that whether a definition after an item says something is known in one pass.
  let said = false;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const next = items[i + 1];
    // man2html's `<DT><DD>` with no term is a paragraph break, not an alternative term (`namedNext`).
    if (isBlankDefinition(item) && said && next?.name === 'dt' && (!namedNext || hasText(next))) dropped.add(item);
    if (item.name === 'dd' && !isBlankDefinition(item)) said = true;
  }
  return items.filter((item) => !dropped.has(item));
}

/**
 * A definition list of reference entries (DocBook's parameter lists, an AsciiDoc man page's options, a glossary):
 * several short terms, each explained at some length. Each entry becomes a sub-section of its own, so that a
 * question about one option finds that option's entry rather than the whole page. A list of one-line
 * definitions stays text.
 */
export function isEntryList(items: Element[]): boolean {
  const terms = items.filter((c) => c.name === 'dt');
  const definitions = items.filter((c) => c.name === 'dd');
  // Options (`-f <file>`, `--sdlba=<sdlba>`) are entries however few and short: a man page's subsection may hold one.
  if (terms.length > 0 && definitions.length > 0 && terms.every((t) => OPTION_TERM.test(textOf(t)))) return true;
  // Not one that ends in terms with no definition after them (they would be an entry with nothing to say).
  if (isAnchoredList(terms, definitions) && items[items.length - 1]?.name === 'dd') return true;
  if (terms.length < 3 || definitions.length < 3) return false;
  // Terms that repeat are labels of a list's parts, not names (docutils' "Problem", "Workaround", "Problem", ...: as
  // entries, one section gathered every problem and another every workaround). Empty terms (man2html's `<DT><DD>`
  // between paragraphs) are neither.
  const named = terms.map((t) => textOf(t).trim().toLowerCase()).filter(Boolean);
  if (new Set(named).size * 2 <= named.length) return false;
  // Mostly short terms (a few long syntax forms are still entries).
  if (terms.filter((t) => textOf(t).trim().length > ENTRY_TERM_MAX).length * 4 > terms.length) return false;
  const explained = definitions.reduce((n, d) => n + textOf(d).trim().length, 0) / definitions.length;
  return explained >= ENTRY_DEFINITION_MIN;
}

/**
 * A definition list's terms and definitions in order: also those HTML lets a `div` group (`<dl><div><dt>…<dd>…</div>`),
 * and any other element with text that a page puts between them (Scaladoc's example block in a member's
 * attributes), read in its place as a definition is. Both had been left out.
 */
export function listItems(dl: Element): Element[] {
  const items: Element[] = [];
  const add = (c: ChildNode) => {
    if (isTag(c) && (isTermOrDefinition(c) || saysSomething(c))) items.push(c);
  };
  for (const c of dl.children) {
    // A group of terms and definitions (HTML lets a div hold them) is read as the list's own items, in place.
    if (isTag(c) && c.name === 'div' && c.children.some(isTermOrDefinition)) c.children.forEach(add);
    else add(c);
  }
  return items;
}

export function isTermOrDefinition(node: ChildNode): boolean {
  return isTag(node) && (node.name === 'dt' || node.name === 'dd');
}

/**
 * A list of one short term explained in a sentence at least. Shorter than a list's entries need be: the anchor says it
 * is one (IDLE's menu items, one list each, say what they do in a line).
 */
export function isAnchoredEntry(items: Element[]): boolean {
  const terms = items.filter((c) => c.name === 'dt');
  const definitions = items.filter((c) => c.name === 'dd');
  if (terms.length !== 1 || definitions.length !== 1) return false;
  // Read no more than the test needs: a list nested in each definition would read the text below it again per level.
  const term = textOf(terms[0]!, ENTRY_TERM_MAX * 4).replace(/\s+/g, ' ').trim();
  const definition = textOf(definitions[0]!, ANCHORED_DEFINITION_MIN * 8).replace(/\s+/g, ' ').trim();
  return term.length > 0 && term.length <= ENTRY_TERM_MAX && definition.length >= ANCHORED_DEFINITION_MIN;
}

const ANCHORED_DEFINITION_MIN = 20;

/**
 * Terms each named by a link target of its own (Asciidoctor's `[[EntryNodes]]` settings, ELinks' cache object
 * properties) and explained in a sentence: entries, however short their explanations. A section of two settings had
 * been read as two lines of its text, titled and anchored by the section, and so had five anchored properties
 * explained in a line each.
 */
function isAnchoredList(terms: Element[], definitions: Element[]): boolean {
  // Several call forms may share one definition (SWI-Prolog's `rsa_private_encrypt/4` … `rsa_public_decrypt/4`).
  if (terms.length < 2 || definitions.length === 0 || definitions.length > terms.length) return false;
  const anchors = terms.map((t) => t.attribs.id ?? childAnchor(t));
  if (anchors.some((a) => !a || /^index-/.test(a)) || new Set(anchors).size < anchors.length) return false;
  const short = terms.every((t) => {
    const term = textOf(t, ENTRY_TERM_MAX * 4).replace(/\s+/g, ' ').trim();
    return term.length > 0 && term.length <= ENTRY_TERM_MAX;
  });
  return short && definitions.every((d) => textOf(d, ANCHORED_DEFINITION_MIN * 8).replace(/\s+/g, ' ').trim().length >= ANCHORED_DEFINITION_MIN);
}

/** Whether a list stands in a definition (`dd`), directly or in a block or two inside it. */
export function insideDefinition(el: Element): boolean {
  let at = parentOf(el);
  for (let up = 0; at && up < 3; up++, at = parentOf(at)) if (at.name === 'dd') return true;
  return false;
}

/** A list that is the value of a Sphinx field (`dl.field-list > dd > dl`: numpydoc's parameters, each name, type, text). */
export function isFieldListValue(el: Element): boolean {
  const dd = parentOf(el);
  return dd?.name === 'dd' && hasClassOf(parentOf(dd), 'field-list');
}

/**
 * A definition list's own anchor: its id, or its wrapper's when the list is all the wrapper holds, or the anchor in
 * its one term (htdig's reference writes each attribute as a list of its own, `<dt><a name="max_doc_size">`).
 */
export function listAnchor(dl: Element, items: Element[]): string | undefined {
  if (dl.attribs.id) return dl.attribs.id;
  const parent = parentOf(dl);
  if (parent?.attribs.id && parent.name === 'div' && parent.children.every((c) => c === dl || isBlankText(c))) return parent.attribs.id;
  // Only a link target (`<a name>`), not an index entry's target (Sphinx's `span#index-2` before a PEP's title in a
  // "See also" box).
  const terms = items.filter((c) => c.name === 'dt');
  const target = terms.length === 1 ? childAnchor(terms[0]!) : undefined;
  return target && !/^index-/.test(target) && hasDescendant(terms[0]!, (c) => c.name === 'a' && (c.attribs.name === target || c.attribs.id === target)) ? target : undefined;
}

export const ENTRY_TERM_MAX = 120;
/**
 * A term naming a command-line option: `-a`, `--all`, `-n <nsid>`, `-4`; not a number of several digits or a decimal
 * (`-12`, `-0.5`), an errno (`-EINVAL`) or a CSS property with a vendor prefix (`-webkit-appearance`).
 */
const OPTION_TERM = /^\s*(?!-\d{2,}\s*$|-\d+\.\d+\s*$|-E[A-Z]{2,}\s*$|-(?:webkit|moz|ms|o)-)--?[A-Za-z0-9?][\w-]*(?:[=\s[,<]|$)/;
/** Terms of one definition longer than this together stay one name and lines of text. */
export const JOINED_TERMS_MAX = 160;
const ENTRY_DEFINITION_MIN = 80;
