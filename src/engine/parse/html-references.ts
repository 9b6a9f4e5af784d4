/**
 * What the walker reads by generator, beside what html-generators.ts recognises and Javadoc's (html-javadoc.ts):
 * Doxygen's description levels and labels, TypeDoc's labels and flags, Haddock's declarations, DocBook's reference
 * pages and title pages, gi-docgen's names, Texinfo's headings, definitions and footers, and man pages' NAME lines.
 * @module
 */
import { type Element, isTag, type ChildNode } from 'domhandler';
import { classesOf, findDescendant, hasClassOf, isDropped, parentOf, textOf } from './html-chrome.ts';
import { BLOCK_TAGS, HEADING, leadingText, onlyContent } from './html-dom.ts';
import { LINE_LOOK } from './html-text-headings.ts';

/**
 * The level of the group headings ("Detailed Description", "Member Function Documentation", `h2.groupheader`) among
 * an element's children, as beside Doxygen's description of a class or file; undefined if none: a page of its own
 * (the main page, a related page) is a textblock alone.
 */
export function groupLevelIn(parent: Element): number | undefined {
  const group = parent.children.find((c): c is Element => isTag(c) && HEADING.test(c.name) && classesOf(c).includes('groupheader'));
  return group ? Number(HEADING.exec(group.name)![1]) : undefined;
}

/** The highest level (smallest number) of the headings an element holds; 6 without any. */
export function topHeadingLevel(el: Element): number {
  let top = 6;
  // Visits every element in the description, stopping at an h1 (none is higher).
  findDescendant(el, (c) => {
    const level = HEADING.exec(c.name);
    if (level) top = Math.min(top, Number(level[1]));
    return top === 1;
  });
  return top;
}

/**
 * Whether a heading in a TypeDoc page is a label of the member it stands in: "Parameters", "Returns this", "Example"
 * (h4 and below), or any heading of the member's doc comment (a `## Usage` there is an h2).
 */
export function isTypeDocLabel(el: Element, level: number): boolean {
  let comment = false;
  for (let at = el.parent; at && isTag(at); at = at.parent) {
    const classes = classesOf(at);
    if (classes.includes('tsd-comment')) comment = true;
    if (classes.includes('tsd-member') || classes.includes('tsd-description') || classes.includes('tsd-signatures')) return level >= 4 || comment;
    // A type's property (`li.tsd-parameter`, headed by an h5) whose comment has a heading (`@default` as an h4).
    if (classes.includes('tsd-parameter')) return comment;
  }
  return false;
}

/**
 * Whether a heading stands in a Haddock declaration's documentation (`div.top > div.doc`: `withObject`'s "Error message
 * example", `omitNothingFields`' "Note"): a label of it. Haddock heads declarations deeper than those headings, so as
 * sections they held every declaration after them.
 */
export function inHaddockDeclaration(el: Element): boolean {
  for (let at = el.parent; at && isTag(at); at = at.parent) {
    if (at.name === 'div' && classesOf(at).includes('doc')) {
      const declaration = parentOf(at);
      return declaration !== undefined && classesOf(declaration).includes('top');
    }
  }
  return false;
}

/**
 * A flag TypeDoc writes before a member's name (`Readonly`, `Static`, `Optional`), as a word of its own: glued to the
 * name it hid it (`ReadonlyactiveCount`), and dropped it lost what the signature does not say (`static`).
 */
export function typeDocFlag(el: Element): string {
  return textOf(el).trim().toLowerCase();
}

/** A Haddock comment that only says since which version of a package something exists. */
export const HADDOCK_SINCE_ONLY = /^Since: [\w.-]+$/;

/** A label Doxygen sets beside a C++ member or class (`<span class="mlabel">static</span>`). */
export function isDoxygenLabel(el: Element): boolean {
  return el.name === 'span' && classesOf(el).includes('mlabel');
}

/**
 * A DocBook reference page's name line (`div.refnamediv`'s paragraph: "flatpak build-bundle — Create a single-file
 * bundle"), when it stands among others of its kind in one file: a page made of one reference page is titled by it
 * already.
 */
export function referenceName(refentry: Element): { text: string; div: Element } | undefined {
  const div = refentry.children.find((c): c is Element => isTag(c) && classesOf(c).includes('refnamediv'));
  const line = div?.children.find((c): c is Element => isTag(c) && c.name === 'p');
  const text = line ? textOf(line, 300).replace(/\s+/g, ' ').trim() : '';
  return div && text ? { text, div } : undefined;
}

/** The element's id, or its first anchor's among its first children (DocBook's `<a id="flatpak-run"></a>`). */
export function firstAnchorIn(el: Element): { id: string; element?: Element } | undefined {
  if (el.attribs.id) return { id: el.attribs.id };
  const anchor = el.children.slice(0, 3).find((c): c is Element => isTag(c) && c.name === 'a' && (c.attribs.id ?? c.attribs.name) !== undefined);
  return anchor && { id: (anchor.attribs.id ?? anchor.attribs.name)!, element: anchor };
}

/** Texinfo's headings outside the node structure, and its sectioning commands' classes (`h4.subsubsection`). */
export const TEXINFO_TEXT_HEADINGS = new Set(['majorheading', 'chapheading', 'heading', 'subheading', 'subsubheading']);
export const TEXINFO_SECTIONING = /^(?:top|chapter|section|subsection|subsubsection|unnumbered\w*|appendix\w*)$/;

/** Texinfo's preformatted prose: `@display`, `@format` and their small forms (`pre.display-preformatted`). */
export const TEXINFO_PROSE_PRE = /^(?:small)?(?:display|format)(?:-preformatted)?$/;

/** A man page's section heading, in capitals ("SYNOPSIS", "SEE ALSO", "FILTER TYPES"). */
export const MAN_SECTION_TITLE = /^[A-Z][A-Z0-9 ,&/()-]*$/;
/** The name a man page's NAME line gives, before its dash: "snack::debug - Control Snack debugging facilities". */
const MAN_NAME_LINE = /^(\S.{0,79}?)\s+(?:--|[-–—])\s+\S/;

/** The name the line right after a NAME heading gives (see MAN_NAME_LINE), read up to a block. */
export function manPageName(heading: Element): string | undefined {
  const nodes: ChildNode[] = [];
  for (let n = heading.next, i = 0; n && i < LINE_LOOK; n = n.next, i++) {
    if (isTag(n) && (BLOCK_TAGS.has(n.name) || n.name === 'br')) break;
    nodes.push(n);
  }
  return MAN_NAME_LINE.exec(leadingText(nodes, 200))?.[1]?.trim();
}

/** DocBook's title-page headings and pandoc's title block's that are lines of text (see heading). */
export const TITLE_PAGE_LINES = new Set(['author', 'corpauthor', 'editor', 'editedby', 'othercredit', 'subtitle', 'date']);

/** gi-docgen's header name: its parts' text, a `.` for each separator between them (`span.sep`). */
export function separatedName(h1: Element): string {
  return h1.children
    .map((c) => (!isTag(c) ? textOf(c) : classesOf(c).includes('sep') ? '.' : isDropped(c, classesOf(c)) ? '' : textOf(c)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A gi-docgen heading that only points at another page of the site (a class page's member list: `<h6><a
 * href="ctor.RootDevice.new.html">gupnp_root_device_new</a></h6>` over the member's summary): the member's own page
 * documents it.
 */
export function isPagePointer(heading: Element): boolean {
  const only = onlyContent(heading);
  if (!only || !isTag(only) || only.name !== 'a') return false;
  const href = only.attribs.href ?? '';
  return href !== '' && !href.startsWith('#') && !/^[a-z][a-z\d+.-]*:/i.test(href);
}

/**
 * A gi-docgen member of a class page's list: its block, opened by an h6 that is a page pointer (see isPagePointer), in
 * a list's `div.docblock` under a `toggle-wrapper` ("Constructors", "Instance methods"). Not a guide's own text block
 * that opens with a link in a heading.
 */
export function pointerHeading(member: Element): Element | undefined {
  const list = parentOf(member);
  if (hasClassOf(member, 'docblock') || !list || !hasClassOf(list, 'docblock') || !hasClassOf(parentOf(list), 'toggle-wrapper')) return undefined;
  const first = member.children.find(isTag);
  return first && first.name === 'h6' && isPagePointer(first) ? first : undefined;
}

/** The line texi2any and texi2html put under every page of some manuals: when and by what it was made. */
export const TEXINFO_FOOTER = /^This document was generated (?:on|by) .{0,200}\busing (?:texi2any|texi2html|makeinfo)\b/;

/** An old Texinfo definition's category before its signature: "Function: ", "Data type: ", "Method on stream: ". */
export const TEXINFO_CATEGORY = /^[A-Z][\w-]*(?: [\w-]+){0,3}: /;

export function isOldTexinfoDefinition(dt: Element): boolean {
  return (dt.attribs.id?.startsWith('index-') ?? false) && TEXINFO_CATEGORY.test(textOf(dt, 200).trim());
}

/** Texinfo's category before a definition's signature ("Function: ", "Macro: "): every entry has one. */
export function isTexinfoCategory(node: Element): boolean {
  return node.name === 'span' && classesOf(node).some((c) => c === 'category' || c === 'category-def');
}
