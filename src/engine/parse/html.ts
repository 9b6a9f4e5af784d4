/**
 * HTML pages (Sphinx, DocBook, Node.js API docs, generic sites) to the page model: the main content only,
 * headings as sections, `pre` as code rebuilt from its highlighting spans, inline code in backticks, API
 * definition lists (`dl.py.function`) as sub-sections, tables as rows of text. Generators that mark their parts
 * without the tags for them (Doxygen's fragments and signatures, Haddock's and ocamldoc's declarations, RDoc's method
 * headings, groff's indented options) are recognised in html-generators.ts and read here, as are layout rows,
 * man2html's pre per section, Javadoc's language and Texinfo's titles. What is site chrome and where the content
 * starts is decided in html-chrome.ts; the tree is built with the end tags HTML implies (html-implied.ts). The walker
 * stays one class (over 500 lines) because the open list, table, link and anchor it carries from element to element
 * are one state; what it asks of elements is answered in modules by concern: html-dom.ts (small questions of the
 * tree), html-readers.ts (which reader an element gets), html-inline.ts and html-code.ts (text and code),
 * html-links.ts, html-contents.ts (navigation), html-text-headings.ts (headings written in the text's own marks),
 * html-definitions.ts and html-entries.ts (reference entries), html-tables.ts, html-tabs.ts, and by generator
 * html-javadoc.ts and html-references.ts.
 * @module
 */
import { DomHandler, type Element, isTag, isText, type ChildNode } from 'domhandler';
import type { ParsedPage, Section } from '../types.ts';
import { boundHtml, finishSteps, type Steps } from './bounds.ts';
import { CRYSTAL_MEMBER_LEVEL, DECLARATION_LEVEL, haddockMethodAnchor, indentedEntries, isQandaTable, qandaQuestion, qandaRowKind, PYDOCTOR_MEMBER_LEVEL, RDOC_METHOD_LEVEL, withoutQuestionLabel } from './html-generators.ts';
import { HtmlTreeParser } from './html-implied.ts';
import { ALNUM, capitalize, dedent, editOutsideCode, keepLine, wrapCode } from './_shared.ts';
import { classesOf, cleanTitle, findDescendant, findRoot, hasText, headerNameLine, isDoxygenSourcesNote, isDropped, isGiDocgenMain, nextElementOf, parentOf, previousElementOf, textOf, type Generator } from './html-chrome.ts';
import { jsonCommentTitle, splitYamlFrontMatter } from './markdown-front-matter.ts';
import { withoutJekyllHtmlMarkup } from './markdown-jekyll.ts';
import { normalizeHeading, PageBuilder, type Sink } from './page.ts';
import { isRunningHeadOnly, manPageLines, manPageWords, readManSection, readRenderedManPage } from './man-text.ts';
import { codeText, langFromClasses, langOfCode, PAGE_LANGUAGES, scriptText, wordInSentence } from './html-code.ts';
import { contentsList, endsPage, ENTRY_INDEX_MIN, entryText, entryTextsOf, introducedList, isTexinfoNavigation } from './html-contents.ts';
import {
  CAPTION,
  insideDefinition,
  isFieldListValue,
  isAnchoredEntry,
  isBlankDefinition,
  isEntryList,
  isLinkedDefinition,
  isOneLink,
  isTermOrDefinition,
  JOINED_TERMS_MAX,
  listAnchor,
  listItems,
  trailingAnchor,
  withoutStackedBlanks,
} from './html-definitions.ts';
import {
  anchorNamed,
  BLOCK_TAGS,
  childAnchor,
  descendants,
  enclosingDiv,
  hasDescendant,
  HEADING,
  headingBefore,
  INLINE_CODE,
  isBlankText,
  isEmpty,
  MAX_DEPTH,
  onlyContent,
  withinClass,
  wrapsHeading,
} from './html-dom.ts';
import { type AnchoredItem, anchoredItems, blockName, classedEntryHeads, codeTermEntries, type CodeTermEntry, headLine, INDENT_ENTRIES_MIN, indentEntries, type IndentEntry, segmentedEntry } from './html-entries.ts';
import { epydocDetailNames, epydocTableHeader, isDetailedSummaryRow } from './html-epydoc.ts';
import { inlineOf } from './html-inline.ts';
import {
  cappedTypeList,
  isJavadocHeader,
  isOverrideLabel,
  JAVADOC_DESCRIPTION_LEVEL,
  JAVADOC_GENERATED_PAGE,
  JAVADOC_LAYOUT_LISTS,
  JAVADOC_SUMMARY_TABLES,
  javadocCaption,
  javadocSummaryLabel,
  withConstantValue,
} from './html-javadoc.ts';
import { isLink, isPermalink, linkSaysMore, namesEntry } from './html-links.ts';
import { isPlainBlock, type Reader, readerOf } from './html-readers.ts';
import {
  firstAnchorIn,
  groupLevelIn,
  HADDOCK_SINCE_ONLY,
  inHaddockDeclaration,
  isDoxygenLabel,
  isOldTexinfoDefinition,
  isTexinfoCategory,
  isTypeDocLabel,
  MAN_SECTION_TITLE,
  manPageName,
  pointerHeading,
  referenceName,
  separatedName,
  TEXINFO_CATEGORY,
  TEXINFO_FOOTER,
  TEXINFO_PROSE_PRE,
  TEXINFO_SECTIONING,
  TEXINFO_TEXT_HEADINGS,
  TITLE_PAGE_LINES,
  topHeadingLevel,
  typeDocFlag,
} from './html-references.ts';
import {
  admonitionTable,
  captionOf,
  cardHead,
  cellListItems,
  cellsOf,
  entryRows,
  hasBlockContent,
  hasOptionTableAfter,
  hasProseCell,
  isCardSized,
  monospaceBox,
  optionEntryTable,
  PROSE_HEADER,
  rowCells,
  tableLines,
  tableRows,
  titledRows,
} from './html-tables.ts';
import { isCodeGroupBlock, TabLabels } from './html-tabs.ts';
import {
  ADMONITION_KINDS,
  ANCHORED_LINES_MIN,
  anchoredTermLine,
  boldLead,
  boldOnly,
  emphasisedAnchorLine,
  isContentsHeading,
  labelledQuestion,
  leadTitle,
  LINE_LOOK,
  lineOfItsOwn,
  openingAnchor,
  paragraphNodes,
  type TextTitle,
} from './html-text-headings.ts';

/** Boxes whose title (Sphinx `p.admonition-title`, DocBook `h3.title`) prefixes their text instead of starting a section. */
const ADMONITION_CLASSES = new Set([
  'admonition', 'note', 'tip', 'warning', 'caution', 'important', 'danger', 'hint', 'attention', 'seealso', 'error',
  // VitePress' and Docusaurus' boxes, whatever their kind
  'custom-block', 'theme-admonition',
]);

/** A title numbered as a section or a FAQ's entry is: "5.4. ", "12 ", "Q3. ". */
const NUMBERED_TITLE = /^(?:Q\s?)?\d+(?:\.\d+)*\.?\s/;
const HTML_OPTIONS = { decodeEntities: true, recognizeSelfClosing: true };
/** Sphinx object descriptions: `<dl class="py function">` and friends. */
const API_DOMAINS = new Set(['py', 'c', 'cpp', 'js', 'rst', 'describe', 'object', 'cmdoption', 'envvar', 'option']);

export function parseHtml(html: string): ParsedPage {
  return finishSteps(htmlSteps(html));
}

/** The text the HTML parser is given at a time: a 5 MB page is read in about 20 steps of 10-30 ms. */
const PARSE_CHUNK_CHARS = 256 * 1024;

/** parseHtml in steps: the parser is fed a chunk at a time (it streams), so a large page lets a server answer meanwhile. */
export function* htmlSteps(html: string, chunkChars = PARSE_CHUNK_CHARS, constants?: ReadonlyMap<string, string>): Steps<ParsedPage> {
  const handler = new DomHandler();
  const parser = new HtmlTreeParser(handler, HTML_OPTIONS);
  // A Jekyll site's HTML page may open with front matter, as its Markdown pages do; its layout adds the <head>, and
  // Jekyll renders its Liquid.
  const frontMatter = splitYamlFrontMatter(html);
  const text = frontMatter ? withoutJekyllHtmlMarkup(boundHtml(frontMatter.body)) : boundHtml(html);
  for (let at = 0; at < text.length; at += chunkChars) {
    parser.write(text.slice(at, at + chunkChars));
    yield;
  }
  parser.end();
  const doc = handler.root;
  const { root, title: docTitle, description, refresh, generator, scaladocType, javadocSource } = findRoot(doc.children);
  const out = new PageBuilder();
  const walker = new HtmlWalker(out, 0, true);
  // Javadoc and Haddock mark no code's language, and it is the language the page documents.
  walker.pageLanguage = PAGE_LANGUAGES[generator ?? ''] ?? (scaladocType ? 'scala' : undefined);
  walker.generator = generator;
  if (generator === 'javadoc') walker.constants = constants;
  // man2html signs its pages at their end ("This document was created by <A HREF=…>man2html</A>").
  walker.man2html = /created\s+by\s*(?:<[^<>]{0,200}>\s*)*man2html\b/i.test(text.slice(-4000));
  walker.scaladocType = scaladocType;
  if (generator === 'gi-docgen') walker.giDocTitle = docTitle;
  walker.contentRoot = root.length === 1 && isTag(root[0]!) ? root[0] : null;
  const texinfo = generator === 'texinfo';
  yield* walker.childrenSteps(root);
  walker.finish();
  // A Texinfo node's page is titled by its first heading ("9.1 Including named files"); its <title> is the node's
  // name with the manual's ("Include (GNU M4 1.4.19 macro processor)"), whose words every section would carry.
  // JSDoc's titles all start "JSDoc: ". Go's documents are titled by the JSON in their opening comment.
  const pageTitle = texinfo ? undefined : cleanTitle(generator === 'jsdoc' ? docTitle?.replace(/^\s*JSDoc:\s*/, '') : (docTitle ?? frontMatter?.fields.title ?? jsonCommentTitle(html)));
  // A first h1 that is a book's back index or contents, after other headings ("Index": SWI-Prolog's package manuals
  // have no other h1), names no page: the <title> does.
  const backMatter = walker.firstH1 && pageTitle && /^(?:index|contents|table of contents)$/i.test(walker.firstH1) && walker.headedBeforeH1;
  const firstH1 = backMatter ? undefined : walker.firstH1;
  // pod2html's first h1 is "NAME"; its <title> is the module's name and line. Javadoc's <title> adds the window title
  // to the type's name ("FileUtils (Apache Commons IO 2.11.0 API)"): its header's title names the page as JDK 17's h1
  // does, and is not repeated below the page's title.
  const heading = generator === 'pod2html' ? (pageTitle ?? firstH1) : (firstH1 ?? walker.headerTitle ?? walker.javadocTitle ?? pageTitle);
  const read = out.page(heading ?? undefined, description ?? (frontMatter?.fields.description || undefined));
  // A first h1 "Contents" or "Index" over nothing but lines of links, wherever it stands (Doxygen's main page opens
  // with `\section contents Contents`, its sections' links), names no page either: the header title or the <title> does.
  const h1 = firstH1 !== undefined && read.sections.find((s) => s.level === 1);
  const contentsOnly = h1 && /^(?:index|contents|table of contents)$/i.test(firstH1) && h1.blocks.length === 0 && walker.firstH1Dropped > 0 && read.sections.at(-1) !== h1;
  const otherTitle = contentsOnly ? (walker.headerTitle ?? walker.javadocTitle ?? pageTitle) : undefined;
  const built = otherTitle ? { ...read, title: otherTitle } : read;
  // Doxygen's header title names the page when text comes before the first h1 (lmdb's "Getting Started" before its
  // "Cursors"); when the h1 comes first it is the page's own title ("Chapter 3: Opening a remote shell", then "Opening
  // a remote shell"), and both would match the same words twice in every section's path.
  const introFirst = built.sections[0] !== undefined && built.sections[0].level === 0;
  const page = withSyntaxUnderName(withoutBanner(walker.headerTitle && introFirst ? { ...built, title: walker.headerTitle } : built, pageTitle));
  const name = page.sections.some((s) => s.heading === 'NAME') ? undefined : headerNameLine(doc.children);
  if (name) page.sections.unshift({ level: 2, heading: 'NAME', blocks: [{ type: 'text', text: name }] });
  // A page that moved (Texinfo leaves one per old node name, "The node you are looking for is at ..."): its few
  // words would only compete with the page it sends to.
  if (refresh && pageChars(page) < REDIRECT_MAX_CHARS) return { ...page, redirect: true };
  // JSDoc writes each source file as a page of its own ("Source: command.js"; docdash titles it "command.js"), one
  // listing with line numbers: the code, not its documentation.
  if (generator === 'jsdoc' && (/^Source: /.test(page.title ?? '') || (walker.sourceListing && walker.codeBlocks === 1))) return { ...page, sourceListing: true };
  // So does Javadoc with `-linksource`: a class's code, line by line, its licence first.
  if (javadocSource) return { ...page, sourceListing: true };
  if (isSiteTemplate(page)) return { ...page, template: true };
  return page;
}

/**
 * A site's template rather than a page of it: a Hugo layout (`{{ .Title }}`, `{{ partial "main/last-modified.html" . }}`)
 * or a Jekyll include or page made of Liquid (`{% for post in site.posts %}{% include news_item.html %}`), whose text
 * is mostly template tags. Tags a page shows as text in its code blocks do not count.
 */
function isSiteTemplate(page: ParsedPage): boolean {
  let text = 0;
  let tags = 0;
  const count = (s: string) => {
    text += s.replace(/\s+/g, '').length;
    // Tags shown as inline code (`{% include search.html %}` in a guide) are the page's subject, not its template.
    editOutsideCode(s, (prose) => {
      for (const m of prose.matchAll(TEMPLATE_TAG)) tags += m[0].replace(/\s+/g, '').length;
      return prose;
    });
  };
  if (page.title) count(page.title);
  for (const section of page.sections) {
    count(section.heading);
    for (const block of section.blocks) if (block.type === 'text') count(block.text);
  }
  return text > 0 && tags >= TEMPLATE_SHARE * text;
}
/** Go's and Liquid's template actions and tags, each bounded (a stray `{{` is no tag). */
const TEMPLATE_TAG = /\{\{[^{}\n]{1,300}\}\}|\{%[^%\n]{1,300}%\}/g;
/** The share of a page's text in template tags from which it is a template. */
const TEMPLATE_SHARE = 0.3;

/** A heading that gives an entry's call forms: "syntax: (date int-secs)", "Usage: …", "Synopsis: …". */
const SYNTAX_HEADING = /^(?:syntax|usage|synopsis|signature|prototype)\s*:/i;

/**
 * A syntax heading right below an entry's name heading, with nothing between them (newLISP's manual: `<h2>date</h2>
 * <h4>syntax: (date)<br>syntax: (date int-secs …)</h4>`, then the description), is the entry's first line, not a
 * section under it: the entry is titled by its name, and its text is its own.
 */
function withSyntaxUnderName(page: ParsedPage): ParsedPage {
  const sections = page.sections;
  if (!sections.some((s) => SYNTAX_HEADING.test(s.heading))) return page;
  const out: Section[] = [];
  for (const section of sections) {
    const name = out[out.length - 1];
    // An entry's name is below the page's title (a tool's `<h1>` over "Usage: command line" and "Usage: library" stays whole).
    if (name && name.level > 1 && name.blocks.length === 0 && section.level > name.level && SYNTAX_HEADING.test(section.heading)) {
      name.blocks.push({ type: 'text', text: section.heading }, ...section.blocks);
      continue;
    }
    out.push({ ...section, blocks: [...section.blocks] });
  }
  return { ...page, sections: out };
}

/**
 * A site's banner written as every page's h1 ("The XML C parser and toolkit of Gnome"), with the page's own title, the
 * one its <title> gives, as the heading right after it: the banner goes, and the page is titled by its own. As a
 * heading it put its words in every section's path.
 */
function withoutBanner(page: ParsedPage, title: string | undefined): ParsedPage {
  const [first, second] = page.sections;
  if (!title || !first || !second || first.level !== 1 || first.blocks.length > 0 || second.level !== 2) return page;
  const same = (a: string, b: string) => normalizeHeading(a).toLowerCase() === normalizeHeading(b).toLowerCase();
  if (same(first.heading, title) || !same(second.heading, title)) return page;
  // A page's real title over sections one of which happens to be called as the page is keeps it.
  if (page.sections.slice(2).some((s) => s.level <= 2)) return page;
  return { ...page, title, sections: page.sections.slice(1) };
}

/** A page with a meta refresh and no more text than this only sends its reader elsewhere. */
const REDIRECT_MAX_CHARS = 500;

function pageChars(page: ParsedPage): number {
  let n = 0;
  for (const s of page.sections) for (const b of s.blocks) n += b.type === 'text' ? b.text.length : b.code.length;
  return n;
}

/** A whole HTML text (bounded, see boundHtml) parsed into its top-level nodes at once. */
export function htmlNodes(html: string): ChildNode[] {
  const handler = new DomHandler();
  new HtmlTreeParser(handler, HTML_OPTIONS).end(boundHtml(html));
  return handler.root.children;
}

/**
 * Writes an HTML fragment (raw HTML inside Markdown) to a sink: visible text, no images, no link-only lines.
 * Headings in the fragment become headings of the sink; returns the text of its first `h1`.
 */
export function htmlFragment(html: string, out: Sink, headingOffset = 0): { firstH1?: string } {
  const walker = new HtmlWalker(out, headingOffset);
  walker.walkChildren(htmlNodes(html));
  walker.finish();
  return walker.firstH1 === undefined ? {} : { firstH1: walker.firstH1 };
}
/** Containers whose paragraphs are theirs, not the page's: a bold lead there is a label of the item or the box. */
const OUT_OF_FLOW = new Set(['dd', 'dt', 'dl', 'li', 'ul', 'ol', 'td', 'th', 'table', 'blockquote', 'details', 'aside', 'figure', 'header', 'footer', 'nav', 'summary']);

/**
 * A list item outside any list (`AWStats can works with :<br><li> All web server…<br><li> Most of…`): as the HTML
 * standard reads it, it holds the rest of its parent, the page's flow that follows it included.
 */
function isStrayItem(el: Element): boolean {
  const parent = parentOf(el);
  return el.name === 'li' && parent !== undefined && !['ul', 'ol', 'menu', 'dir'].includes(parent.name);
}

/** Elements that hold a hand-written page's flow of text directly, between line breaks (see flowLead). */
const FLOW_HOLDERS = new Set(['body', 'div', 'section', 'article', 'main']);

const LINK_SEPARATOR = /^\s*(?:or|and)\s*$/i;

class HtmlWalker {
  private out: Sink;
  private headingOffset: number;
  /** Pieces of the current line of prose. */
  private pieces: string[] = [];
  private plain = false;
  private media = false;
  private linkDepth = 0;
  private depth = 0;
  /** Lines of a list or table being collected into one text block; null outside lists and tables. */
  private group: string[] | null = null;
  private groupDepth = 0;
  private listLevel = 0;
  private itemMarker = '';
  /** Id of an enclosing section or div, for the next heading. */
  private pendingAnchor: string | undefined;
  /** The lists of tables of contents, found from their headings (see contentsList): list() and table() leave them out. */
  private readonly contentsLists = new WeakSet<Element>();
  /** Language of an enclosing `div.highlight-python3`. */
  private langStack: (string | undefined)[] = [];
  firstH1: string | undefined;
  /** Doxygen's page title (`div.headertitle`). */
  headerTitle: string | undefined;
  /** Whether a heading came before the first h1 (an h1 "Index" after them is a book's back index). */
  headedBeforeH1 = false;
  /** How many lines the walker left out (links alone, as a contents' entries are) under the first h1, before the next heading. */
  firstH1Dropped = 0;
  private inFirstH1 = false;
  /** A Javadoc page's title in its header (`div.header > h2.title` in JDK 9-11, which write no h1): "Class FileUtils". */
  javadocTitle: string | undefined;
  /** The language of code that names none, when the generator says (Javadoc: java, Haddock: haskell). */
  pageLanguage: string | undefined;
  /**
   * The generator that wrote the page, whose own layout the walker reads: groff's indented paragraphs may be option
   * entries (see indentedEntries); Javadoc's `ul.blockList` is layout and a heading in a description belongs to it;
   * TypeDoc's overloads list is layout and the headings inside a member are its labels; JSDoc's index's "Home" title is
   * not the library's.
   */
  generator: Generator | undefined;
  /** The type a Scaladoc page documents (see findRoot). */
  scaladocType: string | undefined;
  /** Code blocks read so far, and whether one was JSDoc's listing of a source file (`pre.prettyprint.source.linenums`). */
  codeBlocks = 0;
  sourceListing = false;
  /** The siblings of the table that opened an option's entry (see optionEntryTable), while it takes what follows. */
  private optionEntryNodes: ChildNode[] | undefined;
  /** The list being read is one a sentence introduces: its items of links alone are kept (see list). */
  private linkItemsKept = false;
  /** The line holds a link within the page (a table of contents' item, which goes however introduced). */
  private pageLink = false;
  /** How many definitions (`dd`) of a definition list the walker is in (see definition). */
  private definitions = 0;
  /** Definitions of open entries being read (see apiEntries): a heading inside one labels a part of the entry. */
  private entryDefinitions = 0;
  private tabs = new TabLabels();
  /** The level of a man page's section headings once its NAME heading is seen: a `<pre>` below is man text. */
  private manSections: number | undefined;
  /** A page man2html made (see htmlSteps). */
  man2html = false;
  /** How many DocBook reference pages the page holds, up to two (see severalReferencePages). */
  private referencePages: number | undefined;
  /** A Javadoc class's constants' values by field name, shown after their signatures (see javadoc-constants.ts). */
  constants: ReadonlyMap<string, string> | undefined;
  /** The words of a man2html page's sections (its `<pre>`s), read once. */
  private manWords: Set<string> | undefined;
  /** Headings below the title so far: a man page in a `<pre>` is the page itself only when none came before it. */
  private subHeadings = 0;
  /** The element holding the page's content (see findRoot: `main`, an article), or null for the whole document. */
  contentRoot: Element | null = null;
  /** Whether the page is a gi-docgen API page (its header names a type or symbol), and a guide's `h4#title`. */
  private giApi = false;
  private giTitle: string | undefined;
  /** A gi-docgen page's <title> ("GUPnP – 1.6: UPnP Glossary"), for a guide that heads nothing else (see giDocgenLevel). */
  giDocTitle: string | undefined;
  /** The walker is in a JSDoc member's documentation, after its `h4.name` (see heading). */
  private jsdocMember = false;
  /** The level of Texinfo's last sectioning heading (a chapter, a section), under which its text headings go. */
  private texinfoSection = 0;
  /** The texts of the page's headings and terms (see isEntryIndex), read once when a list asks. */
  private entryTexts: Set<string> | undefined;
  /** The level of the last heading the page wrote as one, under which a paragraph's bold lead goes (see boldLead). */
  private headingLevel = 0;
  /** The level of the last bold lead since that heading (0: none), under which a labelled question goes. */
  private leadLevel = 0;
  /** Whether paragraphs may head sections (see boldLead): a page's, not an HTML block of a Markdown page. */
  private readonly textHeadings: boolean;
  /** Each container read so far, whether the paragraphs in it stand in the page's flow (see inPageFlow). */
  private readonly flowContainers = new WeakMap<Element, boolean>();
  /** The names an Epydoc page's details entries are anchored by, found once (see epydocTable). */
  private epydocDetails: Set<string> | undefined;
  /** Each Javadoc or Doxygen description read so far, the highest level of its headings (see heading). */
  private readonly descriptionTops = new WeakMap<Element, number>();
  /** Each parent of a Doxygen description read so far, the level of the group headings it holds (see heading). */
  private readonly groupLevels = new WeakMap<Element, number | null>();
  /** How many anchored term lines a parent's paragraphs hold, up to ANCHORED_LINES_MIN (see anchoredEntryTitle). */
  private readonly anchoredLines = new WeakMap<Element, number>();
  /** Whether a parent holds several man pages' NAME headings (see severalManPages). */
  private readonly manPageParents = new WeakMap<Element, boolean>();
  /** The level of the NAME heading of the man page being read, one of several on the page (see heading). */
  private manPageLevel: number | undefined;
  /** The blocks of a parent that head entries by their kind (see classedEntryHeads), read once per parent. */
  private readonly classedHeads = new WeakMap<Element, Set<Element>>();

  constructor(out: Sink, headingOffset = 0, textHeadings = false) {
    this.out = out;
    this.headingOffset = headingOffset;
    this.textHeadings = textHeadings;
  }

  finish(): void {
    this.flushLine();
    this.emitGroup();
  }

  walkChildren(nodes: ChildNode[]): void {
    finishSteps(this.childrenSteps(nodes));
  }

  /**
   * walkChildren in steps: a pause after each block container read (a `div`, a `section`: a large page is mostly
   * nested containers); what is inside a list, table or paragraph is read whole.
   */
  *childrenSteps(nodes: ChildNode[]): Steps<void> {
    if (++this.depth > MAX_DEPTH) {
      for (const n of nodes) this.append(` ${textOf(n)} `);
    } else {
      const entries = this.group || this.generator !== 'groff' ? undefined : indentedEntries(nodes);
      const indents = this.indentEntriesOf(nodes);
      let skipTo: ChildNode | undefined;
      for (const n of nodes) {
        if (skipTo) {
          if (n === skipTo) skipTo = undefined;
          continue;
        }
        const indented = indents?.get(n);
        if (indented) {
          yield* this.indentEntry(indented);
          skipTo = indented.indent;
          continue;
        }
        const definitions = entries?.get(n);
        if (definitions) {
          yield* this.indentedEntry(n as Element, definitions);
          continue;
        }
        if (entries?.inside.has(n)) continue;
        if (isTag(n) && this.isJavadocPackageLine(n, classesOf(n))) continue;
        // Asked once here, not again by walk(): a table row's reader looks through its cells.
        const reader = isTag(n) ? (readerOf(n, classesOf(n)) ?? null) : null;
        if (reader === 'qanda-entry') {
          // Read in steps as a plain block is: a FAQ may be one page of entries.
          yield* this.qandaEntry(n as Element);
          yield;
        } else if (isPlainBlock(n, reader ?? undefined)) {
          yield* this.block(n);
          yield;
        } else this.walk(n, reader);
      }
    }
    this.depth--;
    // An option's entry ends with the element that holds its table: what follows is the page's again.
    if (nodes === this.optionEntryNodes) this.closeOptionEntry();
  }

  /** A parent's entries of lines over indents (see indentEntries), when `nodes` are its children in the page's own flow. */
  private indentEntriesOf(nodes: ChildNode[]): Map<ChildNode, IndentEntry> | undefined {
    if (!this.textHeadings || this.generator !== undefined || this.group || this.optionEntryNodes || nodes.length < 2 * INDENT_ENTRIES_MIN) return undefined;
    const parent = parentOf(nodes[0]!);
    if (!parent || parent.children !== nodes || !(parent === this.contentRoot || FLOW_HOLDERS.has(parent.name) || isStrayItem(parent))) return undefined;
    const entries = indentEntries(parent);
    return entries.size > 0 ? entries : undefined;
  }

  /** An entry of a line over an indent: the line its title, the indent its text. */
  private *indentEntry({ title, anchor, indent }: IndentEntry): Steps<void> {
    this.flushLine();
    this.out.open(title, anchor);
    yield* this.childrenSteps(indent.children);
    this.flushLine();
    this.out.close();
  }

  /**
   * Javadoc's package (and module) line above a class's title ("Package org.unbescape.csv"; `div.subTitle` in JDK
   * 8-11, `div.sub-title` from JDK 17): before the title it made a section of its own, titled by the page's <title>,
   * one per package once repeats were dropped; the class's hierarchy names the package.
   */
  private isJavadocPackageLine(el: Element, classes: readonly string[]): boolean {
    return this.generator === 'javadoc' && (classes.includes('subTitle') || classes.includes('sub-title')) && isJavadocHeader(parentOf(el));
  }

  /**
   * A Scaladoc member declared by another type (`li[name="scala.AnyRef#hashCode"]` on Option's page), or available by
   * an implicit conversion: copied onto every page that has it, 90% of the library's member entries, so that whole
   * pages (List, Map) were dropped as repeats of others. It is documented on its own type's page.
   */
  private inheritedMember(li: Element): boolean {
    const name = li.attribs.name;
    if (this.scaladocType === undefined || !name) return false;
    const hash = name.indexOf('#');
    return hash > 0 && name.slice(0, hash) !== this.scaladocType;
  }

  /** Ends an open option's entry (see optionEntryTable): what follows goes to the section around it again. */
  private closeOptionEntry(): void {
    if (!this.optionEntryNodes) return;
    this.flushLine();
    this.out.close();
    this.optionEntryNodes = undefined;
  }

  /** An option of a groff man page in HTML: its paragraph opens an entry holding the deeper paragraphs after it. */
  private *indentedEntry(term: Element, definitions: Element[]): Steps<void> {
    this.flushLine();
    const name = inlineOf(term, false).text;
    if (this.group) this.emitGroup();
    this.out.open(name, childAnchor(term));
    for (const d of definitions) yield* this.block(d);
    this.flushLine();
    this.out.close();
  }

  private append(text: string): void {
    this.pieces.push(text);
    // "or" between two links ("<a>…</a> <i>or</i> <a>…</a>": two questions of a FAQ's contents) says nothing of its own.
    if (this.linkDepth === 0 && !this.plain && ALNUM.test(text) && !(this.inContentsItem() && LINK_SEPARATOR.test(text))) this.plain = true;
  }

  /** In an item of a list of links into the page itself, on a page no generator made: a hand-written contents. */
  private inContentsItem(): boolean {
    return this.generator === undefined && this.pageLink && this.itemMarker !== '';
  }

  private flushLine(): void {
    if (this.pieces.length === 0) {
      this.plain = false;
      this.media = false;
      this.pageLink = false;
      return;
    }
    let text = this.pieces.join('').replace(/\s+/g, ' ').trim();
    if (this.generator === 'javadoc') text = cappedTypeList(text);
    const keep =
      (keepLine({ text, plain: this.plain, media: this.media }) ||
        (this.definitions > 0 && this.generator !== 'javadoc' && isLinkedDefinition(text)) ||
        (this.linkItemsKept && this.itemMarker !== '' && !this.pageLink && ALNUM.test(text))) &&
      !(this.generator === 'texinfo' && TEXINFO_FOOTER.test(text));
    this.pieces = [];
    this.plain = false;
    this.media = false;
    this.pageLink = false;
    if (!keep && this.inFirstH1 && text) this.firstH1Dropped++;
    if (!keep) return;
    this.pendingAnchor = undefined;
    if (this.group) {
      const indent = '  '.repeat(Math.max(0, this.listLevel - 1));
      this.group.push(`${indent}${this.itemMarker || (this.listLevel > 0 ? '  ' : '')}${text}`);
      this.itemMarker = '';
    } else this.out.text(text);
  }

  /** A label's line among a list's collected lines, at the list's depth (a term, a box's title, a tab's name). */
  private groupLine(text: string): string {
    return `${'  '.repeat(this.listLevel)}${text}`;
  }

  /** Emits the collected lines of a list or table as one text block (the group stays open). */
  private emitGroup(): void {
    if (this.group && this.group.length > 0) {
      this.out.text(this.group.join('\n'));
      this.group.length = 0;
    }
  }

  private startGroup(): boolean {
    this.flushLine();
    if (this.group) {
      this.groupDepth++;
      return false;
    }
    this.group = [];
    this.groupDepth = 1;
    return true;
  }

  private endGroup(): void {
    this.flushLine();
    if (--this.groupDepth === 0) {
      this.emitGroup();
      this.group = null;
    }
  }

  /** One node; `known` is readerOf's answer when the caller has asked it already (null: no reader). */
  private walk(node: ChildNode, known?: Reader | null): void {
    if (isText(node)) {
      if (!isDoxygenSourcesNote(node)) this.append(node.data);
      return;
    }
    if (!isTag(node)) return;
    const el = node;
    const name = el.name;
    const classes = classesOf(el);
    if (isDropped(el, classes)) {
      if (name === 'img' || name === 'svg' || name === 'picture') this.media = true;
      // An empty named anchor before a heading (`<a name="x"></a>`) still names it.
      return;
    }
    const h = HEADING.exec(name);
    if (h) return this.heading(el, Number(h[1]));
    const reader = known === undefined ? readerOf(el, classes) : known;
    if (reader === 'title') {
      // The page's title, not a section: a tutorial page repeats it as its first heading ("Chapter 3: Opening a
      // remote shell", then "Opening a remote shell"), and a section under both matched their words twice.
      // Without Doxygen's C++ labels, glued to it ("Class Referenceabstract").
      const title = inlineOf(el, false, isDoxygenLabel).text;
      if (title && this.headerTitle === undefined) this.headerTitle = title;
      return;
    }
    if (reader === 'method') return this.heading(el, RDOC_METHOD_LEVEL);
    if (reader === 'crystal-member') return this.heading(el, CRYSTAL_MEMBER_LEVEL);
    if (reader === 'pydoctor-member') {
      // Its anchor is the named anchor right before it (the one its permalink points at), not its list's id.
      const before = previousElementOf(el);
      if (before?.name === 'a' && before.attribs.name && isEmpty(before)) this.pendingAnchor = before.attribs.name;
      return this.heading(el, PYDOCTOR_MEMBER_LEVEL);
    }
    if (reader === 'declaration') return this.heading(el, DECLARATION_LEVEL);
    if (reader === 'fragment') return this.fragment(el);
    if (reader === 'signature') return this.signature(el);
    if (reader === 'typedoc-signature') return this.signatureCode(el, 'ts', false);
    if (reader === 'row') return this.row(el);
    if (reader === 'javadoc-signature') return this.signatureCode(el, 'java', true);
    if (reader === 'javadoc-summary') return this.summaryGrid(el);
    if (reader === 'qanda-entry') return finishSteps(this.qandaEntry(el));
    if (reader === 'haddock-instances') return this.haddockInstances(el);
    if (reader === 'haddock-methods') return this.haddockMethods(el);
    // A word in a `<pre>` amid a sentence ("If <pre>export</pre> is true, …": Javadoc comments written so) is inline
    // code; as a block of its own, it left a hole in the sentence.
    const word = name === 'pre' ? wordInSentence(el) : undefined;
    if (word) {
      this.append(wrapCode(word));
      this.plain = true;
      return;
    }
    switch (name) {
      case 'pre':
      case 'listing':
      case 'xmp':
        return this.pre(el, classes);
      case 'br':
        // A line break in a paragraph ends a line the author chose (AsciiDoc's hard breaks: two forms of a command,
        // an alias list; in a list item, a line of the item: mutt's two synopses, `alias ...` and `unalias ...`);
        // elsewhere (a cell, a heading, a definition being collected) it is a space.
        if (parentOf(el)?.name === 'p' && (!this.group || this.listLevel > 0)) this.flushLine();
        else this.append(' ');
        return;
      case 'hr':
        this.flushLine();
        return;
      case 'ul':
      case 'ol':
      case 'menu':
        return this.list(el);
      case 'table':
        return this.table(el);
      case 'dl':
        return this.dl(el, classes);
      case 'span':
        // rustdoc's struct fields, one after another when undocumented: a line each.
        if (this.generator === 'rustdoc' && classes.includes('structfield')) {
          this.flushLine();
          this.walkChildren(el.children);
          this.flushLine();
          return;
        }
        // Doxygen's C++ labels of a member ("static", "pure virtual"), side by side without a space between them.
        if (isDoxygenLabel(el)) {
          this.append(` ${textOf(el, 40).trim()} `);
          return;
        }
        // Texinfo names a heading with an empty span before it: `<span id="Including-named-files"></span><h3>`.
        if (el.attribs.id && isEmpty(el) && !this.pendingAnchor) this.pendingAnchor = el.attribs.id;
        this.walkChildren(el.children);
        return;
      case 'a': {
        if (el.attribs.href === undefined) {
          // An empty anchor names what follows; one wrapped round a heading (old hand-written pages' `<a name="status">
          // <h3>…</h3></a>`) names the heading.
          if ((isEmpty(el) || wrapsHeading(el)) && !this.pendingAnchor) this.pendingAnchor = anchorNamed(el);
          this.walkChildren(el.children);
          return;
        }
        if (isPermalink(el)) return;
        // A link into the page alone on a line of the page's flow, between line breaks (Snack's index above its
        // sections: `<br><a href="#SYNOPSIS">SYNOPSIS</a><br>`), is a line of its own, and so goes as links alone do:
        // outside a paragraph a line break is a space, and the index had been one line of text.
        if (el.attribs.href.startsWith('#') && !this.group && this.inFlowLine(el)) {
          const reference = namesEntry(el);
          this.flushLine();
          this.media = true;
          this.pageLink = true;
          if (!reference) this.linkDepth++;
          this.walkChildren(el.children);
          if (!reference) this.linkDepth--;
          this.flushLine();
          return;
        }
        this.media = true;
        if (el.attribs.href.startsWith('#')) this.pageLink = true;
        // A link to an API entry is content, as code is: a "See also" of functions is not navigation.
        const reference = namesEntry(el);
        if (!reference) this.linkDepth++;
        this.walkChildren(el.children);
        if (!reference) this.linkDepth--;
        return;
      }
    }
    if (classes.includes('tsd-tag')) {
      this.append(` ${typeDocFlag(el)} `);
      return;
    }
    // A code block written inside inline code (Javadoc's comments: `<code><pre>…</pre></code>`) is a code block.
    if (INLINE_CODE.has(name) && el.children.some((c) => isTag(c) && c.name === 'pre')) {
      this.walkChildren(el.children);
      return;
    }
    if (INLINE_CODE.has(name)) {
      const inner = inlineOf(el, false).text;
      if (inner) this.append(wrapCode(inner));
      // Code is content even as a link's text (Javadoc's "See Also: `copyFile(File, File)`"); not in a hand-written
      // page's list of links into itself, its contents ("Analog doesn't have a `setup.exe`." of a FAQ's questions).
      if (!this.plain && ALNUM.test(inner) && !(this.linkDepth > 0 && this.inContentsItem() && linkSaysMore(el, inner))) this.plain = true;
      return;
    }
    const script = scriptText(el);
    if (script !== undefined) {
      this.append(script);
      return;
    }
    if (!BLOCK_TAGS.has(name)) {
      if ((name === 'b' || name === 'strong') && this.flowLead(el)) return;
      this.walkChildren(el.children);
      return;
    }
    finishSteps(this.block(el));
  }

  /**
   * A bold line of its own in a hand-written page's flow of text outside any paragraph, as a paragraph's bold lead is
   * (see boldLead): AWStats' FAQ, `<a name="OLDLOG"></a><br><b><u>FAQ-COM350 : HOW CAN I PROCESS AN OLD LOG FILE
   * ?</u></b><br>` then its answer, one entry after another in the page's body. Read as one section, its 90 KB were
   * one answer.
   */
  private flowLead(bold: Element): boolean {
    if (!this.textHeadings || this.generator !== undefined || this.group || this.optionEntryNodes || this.headingLevel >= 6) return false;
    // The line may be the anchor that wraps the bold text alone (`<a name="install"><b>Installing it</b></a><br>`).
    const wrapper = parentOf(bold);
    // (The anchor's name first: counting the children of every bold text's parent would read a page's body once a bold.)
    const wrapperName = wrapper && anchorNamed(wrapper);
    const wrapName = wrapperName && onlyContent(wrapper!) === bold ? wrapperName : undefined;
    const line = wrapName ? wrapper! : bold;
    const parent = parentOf(line);
    if (!parent || !(parent === this.contentRoot || FLOW_HOLDERS.has(parent.name) || isStrayItem(parent)) || !this.inPageFlow(line)) return false;
    const own = lineOfItsOwn(line);
    // Named by an anchor, as a link to it would find it: bold text between line breaks is otherwise as often a
    // warning, a command in running text, a label in an answer or a footer as a title.
    const anchor = own && (wrapName || bold.attribs.id || childAnchor(bold) || own.anchor);
    const title = anchor && leadTitle(bold, true);
    // Not a sentence in bold ("This is not recommended."), unless numbered as a FAQ numbers its entries ("5.4. When I
    // run htmerge, it stops with an out of diskspace message."); nor one word (a synopsis' command, `<b>backend</b><br>`).
    if (!title || (title.endsWith('.') && !NUMBERED_TITLE.test(title)) || !title.includes(' ')) return false;
    this.flushLine();
    this.leadLevel = Math.max(2, this.headingLevel + 1);
    this.pseudoHeading(this.leadLevel, title, anchor);
    return true;
  }

  /** Whether an element stands alone on a line of the page's own flow, between line breaks, blocks or its parent's ends. */
  private inFlowLine(el: Element): boolean {
    const parent = parentOf(el);
    if (!parent || !(parent === this.contentRoot || FLOW_HOLDERS.has(parent.name) || isStrayItem(parent))) return false;
    const ends = (n: ChildNode | null, step: (n: ChildNode) => ChildNode | null): boolean => {
      for (let i = 0; n && i < LINE_LOOK; n = step(n), i++) {
        if (isBlankText(n)) continue;
        return isTag(n) && (n.name === 'br' || BLOCK_TAGS.has(n.name));
      }
      return n === null;
    };
    return ends(el.prev, (n) => n.prev) && ends(el.next, (n) => n.next);
  }

  /** A block element that walk() has no reader of its own for (see isPlainBlock). */
  private *block(el: Element): Steps<void> {
    const name = el.name;
    const classes = classesOf(el);
    this.flushLine();
    // A Javadoc package page's summaries of its packages and classes (JDK 16-21) after a description with headings of
    // its own: each a section of its own, not the description's last ("4.9 Domain Name Validation" had held the list of
    // every class of Commons Validator's routines), nor the summary before it (BeanUtils' classes had stood under
    // "Related Packages", the caption of the table above theirs).
    const summary = name === 'div' && this.inJavadocDescriptionHeading() ? javadocSummaryLabel(el) : undefined;
    if (summary) this.out.heading(2 + this.headingOffset, summary, el.attribs.id);
    // gi-docgen's member list on a class page ("Constructors", "Instance methods"): each member a line, `- name:
    // summary`. As a section each, titled by its C name, the list outranked the member's own page (89 of gupnp's 132
    // C names), which says all the summary does and more.
    const pointer = name === 'div' && this.generator === 'gi-docgen' ? pointerHeading(el) : undefined;
    if (pointer) return this.pointerLine(el, pointer);
    // DocBook's segmented list item (aptitude's configuration options: "Option: APT::Install-Recommends", "Default:
    // true", "Description: ..."), anchored: an entry named by its first segment's value.
    const segmented = name === 'div' && classes.includes('seglistitem') && !this.group ? segmentedEntry(el) : undefined;
    if (segmented) {
      this.out.open(segmented.name, segmented.anchor);
      yield* this.childrenSteps(el.children);
      this.flushLine();
      this.out.close();
      return;
    }
    // DocBook's reference pages made into one HTML file (flatpak's 48 commands): each is a section of its own, headed
    // by its name line ("flatpak build-bundle — Create a single-file bundle …") and anchored by its id, its own
    // sections (Synopsis, Description, Options) below it. As one page's, every option had stood under the book's title.
    const refName = name === 'div' && classes.includes('refentry') && !this.group && this.severalReferencePages(el) ? referenceName(el) : undefined;
    if (refName) {
      const outer = this.headingLevel;
      // At the top, as a page's own title would be: units of two reference pages share no heading below the file's
      // title, so they are not joined into one part as the sections of one page are (flatpak's options of several
      // commands had stood in one part under the "Commands" chapter).
      const level = 1 + this.headingOffset;
      const anchor = firstAnchorIn(el);
      this.pseudoHeading(level, refName.text, anchor?.id);
      const offset = this.headingOffset;
      // Its sections' h2 one level below its name.
      this.headingOffset = level - 1;
      for (const child of el.children) if (child !== refName.div && child !== anchor?.element) this.walk(child);
      this.flushLine();
      this.headingOffset = offset;
      this.headingLevel = outer;
      return;
    }
    const boxed = name === 'div' && !this.group ? monospaceBox(el) : undefined;
    if (boxed) {
      this.out.code(boxed);
      return;
    }
    const id = el.attribs.id;
    if (id && (name === 'section' || name === 'div' || name === 'article')) this.pendingAnchor = id;
    // Footnotes gathered at the end of the page (DocBook's, pandoc's): a section of the page's own, not the last
    // section's text. Those at the end of a section (pandoc's per section) stay its text: which heading they close
    // the page does not say.
    if (classes.includes('footnotes') && (name === 'div' || name === 'section' || name === 'aside') && !this.group && endsPage(el, this.contentRoot)) {
      this.closeOptionEntry();
      this.out.heading(1 + this.headingOffset, 'Footnotes');
    }
    if ((name === 'p' && (classes.includes('admonition-title') || classes.includes('custom-block-title'))) || classes.some((c) => c.startsWith('admonitionHeading'))) {
      const written = inlineOf(el).text;
      // VitePress writes "WARNING", Docusaurus "tip" (their stylesheets set the case): "Warning", "Tip".
      const t = ADMONITION_KINDS.has(written.toLowerCase()) ? capitalize(written.toLowerCase()) : written;
      // In a list or table being collected, a line of its own in its place; elsewhere it leads the box's text.
      if (t && this.group) this.group.push(this.groupLine(`${t}:`));
      else if (t) this.out.prefix(t);
      return;
    }
    // A tab's panel says which tab it is ("npm:", "pnpm:"): read together, two panels of one command are otherwise two
    // unlabelled blocks.
    const tab = el.attribs.role === 'tabpanel' || classes.includes('tabbed-block') || isCodeGroupBlock(el) ? this.tabs.labelOf(el) : undefined;
    if (tab && this.group) this.group.push(this.groupLine(`${tab}:`));
    else if (tab) this.out.text(`${tab}:`);
    // Starlight's aside says its kind in its label; its visible title is hidden from assistive technology.
    if (name === 'aside' && classes.includes('starlight-aside')) {
      const kind = el.attribs['aria-label']?.trim();
      if (kind) this.out.prefix(kind);
      yield* this.childrenSteps(el.children);
      this.flushLine();
      if (kind) this.out.dropPrefix();
      return;
    }
    // Only on a hand-written page's own flow of paragraphs: not in a generator's layout, a list, a definition, a table,
    // a box or an HTML block of a Markdown page (whose outline is the Markdown's), nor below the deepest heading.
    const flow =
      this.textHeadings && this.generator === undefined && (name === 'p' || name === 'div') && !this.group && !this.optionEntryNodes && this.headingLevel < 6 && this.inPageFlow(el);
    const read = flow && name === 'p' ? paragraphNodes(el) : undefined;
    const lead = (read && (boldLead(el, read) ?? emphasisedAnchorLine(read) ?? boldOnly(el, read) ?? this.anchoredEntryTitle(el))) || (flow ? this.classedEntryTitle(el) : undefined);
    const titled = lead ?? (read && labelledQuestion(el, read));
    if (titled) {
      // A hand-written page's sections: one heading, and each part a paragraph led by its title in bold on a line of its
      // own (ProFTPD's how-tos, SWIG's special variables); read as one section, the whole page was one answer. A FAQ's
      // entry, "Question: …" then "Answer: …", heads its answer below that, as a heading would.
      if (lead) this.leadLevel = Math.max(2, this.headingLevel + 1);
      const level = lead ? this.leadLevel : Math.max(2, Math.max(this.headingLevel, this.leadLevel) + 1);
      this.pseudoHeading(level, titled.title, titled.anchor);
      yield* this.childrenSteps(titled.rest);
      this.flushLine();
      return;
    }
    if (name === 'dt' || name === 'summary') {
      // A `dt` outside a definition list, or a details summary: one line of its own.
      this.walkChildren(el.children);
      this.flushLine();
      return;
    }
    // gi-docgen marks a declaration `div.docblock.c-decl`; its examples say nothing (guides hold shell, CSS, XML).
    const lang = langFromClasses(classes) ?? (classes.includes('c-decl') ? 'c' : undefined);
    const pushed = lang !== undefined || classes.some((c) => c.startsWith('highlight-'));
    if (pushed) this.langStack.push(lang);
    yield* this.childrenSteps(el.children);
    if (pushed) this.langStack.pop();
    this.flushLine();
    if (classes.some((c) => ADMONITION_CLASSES.has(c))) this.out.dropPrefix();
    // A block's id names what it holds: one that closed before any heading (Xiph's `div#xiphlogo` round the logo)
    // names no heading after it. An empty one is a placeholder a script fills (Hatari's `div#generated-toc` holding a
    // comment, for its table of contents), not a mark: an inline anchor (`<a name>`, an empty span) is.
    if (id && this.pendingAnchor === id) this.pendingAnchor = undefined;
  }

  /**
   * Haddock's instance list under a class or type: one line for each instance its own comment documents (postgresql-
   * simple's `FromField CalendarDiffTime`: "interval. Requires you to configure intervalstyle as iso_8601"), its head
   * as code; the others, and every instance's methods and "Defined in" line, the same on every page, are left out.
   */
  private haddockInstances(el: Element): void {
    const lines = new Set<string>();
    for (const row of descendants(el, (e) => e.name === 'tr', 4)) {
      const cells = row.children.filter((c): c is Element => isTag(c) && c.name === 'td');
      const head = cells.find((c) => classesOf(c).includes('src'));
      const doc = cells.find((c) => classesOf(c).includes('doc'));
      const said = doc && inlineOf(doc).text;
      const name = head && inlineOf(head, false).text;
      // "Since: base-4.2.0.0" alone documents nothing (base's instances all carry one); a strict and a lazy instance
      // may read alike.
      if (said && name && !HADDOCK_SINCE_ONLY.test(said)) lines.add(`- ${wrapCode(name)}: ${said}`);
    }
    if (lines.size === 0) return;
    this.flushLine();
    if (this.group) this.group.push(this.groupLine('Instances:'), ...[...lines].map((l) => this.groupLine(l)));
    else this.out.text(`Instances:\n${[...lines].join('\n')}`);
  }

  /**
   * Haddock's methods of a class (`div.subs.methods`): each `p.src` with its defining anchor an entry below the class,
   * its signature the title and the `div.doc` after it its text; the "Methods" caption says nothing. Read as the
   * class's text, MonadParsec's 16 methods (`lookAhead`, `try`) had no entry of their own. The instance list after
   * them is the class's again.
   */
  private haddockMethods(el: Element): void {
    this.flushLine();
    let open = false;
    for (const c of el.children) {
      if (isTag(c) && c.name === 'p' && classesOf(c).includes('caption')) continue;
      const anchor = isTag(c) ? haddockMethodAnchor(c) : undefined;
      if (!anchor) {
        this.walk(c);
        continue;
      }
      this.flushLine();
      if (this.group) this.emitGroup();
      if (open) this.out.close();
      this.out.open(inlineOf(c as Element, false).text, anchor);
      open = true;
    }
    this.flushLine();
    if (open) this.out.close();
  }

  /** A gi-docgen member pointing at its own page (see block): one line of its list's section. */
  private pointerLine(member: Element, heading: Element): void {
    const said = member.children.filter((c): c is Element => isTag(c) && c !== heading).map((c) => inlineOf(c).text);
    const summary = said.filter(Boolean).join(' ');
    const line = `- ${inlineOf(heading, false).text}${summary ? `: ${summary}` : ''}`;
    this.pendingAnchor = undefined;
    if (this.group) this.group.push(this.groupLine(line));
    else this.out.text(line);
  }

  /** Whether the page holds more than one DocBook reference page (`div.refentry`), counted once. */
  private severalReferencePages(el: Element): boolean {
    if (this.referencePages === undefined) {
      let top: Element = el;
      for (let up = parentOf(top); up; up = parentOf(up)) top = up;
      let n = 0;
      const stack: ChildNode[] = [top];
      while (stack.length > 0 && n < 2) {
        const node = stack.pop()!;
        if (!isTag(node)) continue;
        if (node.name === 'div' && classesOf(node).includes('refentry')) n++;
        else for (const c of node.children) stack.push(c);
      }
      this.referencePages = n;
    }
    return this.referencePages > 1;
  }

  /**
   * An anchored term line (see anchoredTermLine) that titles an entry: one of at least three among its parent's
   * paragraphs, so that a lone paragraph opening with an anchor stays a paragraph. Counted once per parent.
   */
  private anchoredEntryTitle(p: Element): TextTitle | undefined {
    const line = anchoredTermLine(p);
    const parent = parentOf(p);
    if (!line || !parent) return undefined;
    let count = this.anchoredLines.get(parent);
    if (count === undefined) {
      count = 0;
      for (const c of parent.children) if (isTag(c) && anchoredTermLine(c) && ++count >= ANCHORED_LINES_MIN) break;
      this.anchoredLines.set(parent, count);
    }
    return count >= ANCHORED_LINES_MIN ? line : undefined;
  }

  /** A block that heads an entry by its kind (see classedEntryHeads): its first line as the title, its id as the anchor. */
  private classedEntryTitle(el: Element): TextTitle | undefined {
    const parent = parentOf(el);
    if (!parent) return undefined;
    let heads = this.classedHeads.get(parent);
    if (heads === undefined) {
      heads = classedEntryHeads(parent);
      this.classedHeads.set(parent, heads);
    }
    const line = heads.has(el) ? headLine(el) : undefined;
    if (!line) return undefined;
    const anchor = blockName(el);
    return { title: line.text, ...(anchor ? { anchor } : {}), rest: line.rest };
  }

  /** A heading the page writes in its text's own marks (see boldLead, labelledQuestion). */
  private pseudoHeading(level: number, text: string, anchor: string | undefined): void {
    this.out.heading(level, text, anchor ?? this.pendingAnchor);
    this.pendingAnchor = undefined;
  }

  /**
   * Whether an element (a paragraph, a bold line, a table) stands in the page's flow: no list, definition, table or box
   * holds it (see block).
   */
  private inPageFlow(el: Element): boolean {
    const parent = parentOf(el);
    if (!parent || parent === this.contentRoot) return true;
    let known = this.flowContainers.get(parent);
    if (known === undefined) {
      const boxed = (OUT_OF_FLOW.has(parent.name) && !isStrayItem(parent)) || classesOf(parent).some((c) => ADMONITION_CLASSES.has(c));
      known = !boxed && this.inPageFlow(parent);
      this.flowContainers.set(parent, known);
    }
    return known;
  }

  private heading(el: Element, level: number): void {
    // A heading in a Javadoc description ("Using NIO" in a class's, "3. Cancellation") is part of it: at its own
    // level it would hold the summaries and every member after it. Its headings are shifted together, not clamped, so
    // a chapter still holds its sections (BeanUtils' "5. Utility Objects…", an h1, over its h3 "Background"; clamped
    // to one level, they had been siblings).
    const description = this.generator === 'javadoc' ? enclosingDiv(el, 'block') : undefined;
    if (description) {
      let top = this.descriptionTops.get(description);
      if (top === undefined) this.descriptionTops.set(description, (top = topHeadingLevel(description)));
      level = Math.min(6, JAVADOC_DESCRIPTION_LEVEL + level - top);
    }
    // So is a heading in Doxygen's description of a class (`\section Stream Management`, an h1): at its own level it
    // held every member documented after it. Its headings stand below the page's group headings, so the next one
    // ("Member Function Documentation") ends them.
    const textblock = this.generator === undefined ? enclosingDiv(el, 'textblock') : undefined;
    const holder = textblock && parentOf(textblock);
    // Once per parent: textblocks side by side are not each a look at all of it.
    let groupLevel = holder && this.groupLevels.get(holder);
    if (holder && groupLevel === undefined) this.groupLevels.set(holder, (groupLevel = groupLevelIn(holder) ?? null));
    if (textblock && groupLevel) {
      let top = this.descriptionTops.get(textblock);
      if (top === undefined) this.descriptionTops.set(textblock, (top = topHeadingLevel(textblock)));
      level = Math.min(6, groupLevel + 1 + level - top);
    }
    this.flushLine();
    const classes = classesOf(el);
    // Epydoc's docstring headings (`h1.heading`, `h2.heading`) stand below the page's title, its `h1.epydoc`.
    if (this.generator === 'epydoc' && classes.includes('heading')) level = Math.min(6, level + 1);
    if (this.generator === 'jsdoc') {
      // JSDoc's member is an `h4.name`; its "Parameters:", "Returns:", "Example" (h5) up to the next heading are its labels.
      if (level <= 4) this.jsdocMember = el.name === 'h4' && classes.includes('name');
      // Its "Methods" and "Members" (`h3.subsection-title`) stand beside the class's "Constructor" (an h2), not under it.
      if (classes.includes('subsection-title')) level = Math.min(level, 2);
    }
    const parent = parentOf(el);
    // gi-docgen's page header: the kind ("Class", "Method") over the name, written as links between separators
    // (`Gtk` · `Button` · `set_label`): the name as its introspection path, "Gtk.Button.set_label".
    const section = parent?.name === 'header' ? parentOf(parent) : undefined;
    const giHeader = this.generator === 'gi-docgen' && section !== undefined && isGiDocgenMain(section);
    if (giHeader && el.name !== 'h1') return;
    if (giHeader) this.giApi = true;
    const text = giHeader ? separatedName(el) : inlineOf(el, false).text;
    if (!text) return;
    // A table of contents ("Quick Contents", "2. Table of Contents") is navigation, its heading and its links right
    // after it: the text after them belongs to the section above (Magick++'s class pages open with their contents,
    // then the class's description). A heading so named over anything else stays a section.
    const contents = isContentsHeading(text) ? contentsList(el) : undefined;
    if (contents) {
      this.contentsLists.add(contents);
      // An anchor before it (its wrapper's id) names the contents, not the section after them.
      this.pendingAnchor = undefined;
      return;
    }
    // JSDoc's index page is titled "Home" above the README it shows, whose own title names the library.
    if (this.generator === 'jsdoc' && text === 'Home' && classes.includes('page-title')) return;
    if (this.generator === 'texinfo') {
      const texinfo = this.texinfoLevel(el, classes, level);
      if (texinfo === 'label') {
        this.out.prefix(text);
        return;
      }
      level = texinfo;
    }
    if (this.generator === 'gi-docgen') {
      const gi = this.giDocgenLevel(el, level, text);
      if (gi === undefined) return;
      level = gi;
    }
    // DocBook's title page names its authors and subtitle in headings (`h3.author`): a line of the text, not a
    // section that would hold the abstract and the revision history.
    // So do the author and date of pandoc's title block (`h1.title`, then `h4.author`, `h4.date`): an R vignette's
    // text had been filed under its author's name. A subtitle there may head the text (a page's first section).
    if (classes.some((c) => TITLE_PAGE_LINES.has(c.toLowerCase())) && (withinClass(el, 'titlepage', 8) || (classes.some((c) => TITLE_BLOCK_LINES.has(c.toLowerCase())) && inTitleBlock(el)))) {
      this.lineOfText(text);
      return;
    }
    // Erlang's "Types" label inside a function's entry is an h3 under the function's h4: a label, not a section; and
    // so are TypeDoc's "Parameters", "Returns this", "Example" inside a member (as sections they split it, and the
    // next overload's signature fell under the last of them).
    const jsdocLabel = this.generator === 'jsdoc' && this.jsdocMember && level > 4;
    if (classes.includes('func-types-title') || jsdocLabel || (this.generator === 'typedoc' && isTypeDocLabel(el, level)) || (this.generator === 'haddock' && inHaddockDeclaration(el))) {
      this.lineOfText(text);
      return;
    }
    if (parent && classesOf(parent).some((c) => ADMONITION_CLASSES.has(c)) && parent.children.find(isTag) === el) {
      this.out.prefix(text);
      return;
    }
    // So are LDoc's "Parameters:", "Returns:" and "Usage:" (`h3`s inside a function's `dd`), and any other heading
    // without an anchor inside an entry's definition: as sections they took the entry's parameters, returns and
    // example from it. One with an anchor is a place of its own (a FAQ answer's "Linux" part), a sub-section.
    if (this.entryDefinitions > 0 && !(openingAnchor(el) || el.attribs.id || childAnchor(el))) {
      this.lineOfText(text);
      return;
    }
    const anchor = openingAnchor(el) || el.attribs.id || childAnchor(el) || this.pendingAnchor;
    this.pendingAnchor = undefined;
    // Texinfo's footnotes heading (level 1, at the end of a page whose chapter is an h2) does not title the page.
    const first = level === 1 && this.firstH1 === undefined && !classes.includes('footnotes-heading');
    if (first) this.firstH1 = text;
    else if (level > 1) this.subHeadings++;
    if (this.firstH1 === undefined && level > 1) this.headedBeforeH1 = true;
    if (this.generator === 'javadoc' && this.javadocTitle === undefined && classes.includes('title') && isJavadocHeader(parent)) this.javadocTitle = text;
    if (text === 'NAME' && level > 1) this.manSections = level + this.headingOffset;
    else if (this.manSections !== undefined && level + this.headingOffset < this.manSections) this.manSections = undefined;
    // Several man pages written on one page (Snack's commands, each `<h3><a name="debug"></a>NAME</h3> snack::debug -
    // Control …` and its SYNOPSIS and DESCRIPTION): each NAME heading is titled by the page's name, and the sections
    // in capitals after it stand below it. Titled NAME, SYNOPSIS and DESCRIPTION alone, eight of each said nothing of
    // the command they describe.
    let title = text;
    const name = text === 'NAME' && level > 1 && this.severalManPages(el) ? manPageName(el) : undefined;
    if (name) {
      title = name;
      this.manPageLevel = level;
    } else if (this.manPageLevel !== undefined) {
      if (level < this.manPageLevel || !MAN_SECTION_TITLE.test(text)) this.manPageLevel = undefined;
      else level = Math.min(6, level + 1);
    }
    if (this.group) this.emitGroup();
    this.closeOptionEntry();
    this.out.heading(level + this.headingOffset, title, anchor);
    this.inFirstH1 = first;
    this.headingLevel = level + this.headingOffset;
    this.leadLevel = 0;
    // A heading inside a list item starts a section: the list was layout (Javadoc's member details are list items of
    // `ul.blockList`), and what follows is not an item's text to mark and indent.
    this.listLevel = 0;
    this.itemMarker = '';
  }

  /** Whether a NAME heading's parent holds another (see heading), counted once per parent. */
  private severalManPages(heading: Element): boolean {
    const parent = parentOf(heading);
    if (!parent) return false;
    let several = this.manPageParents.get(parent);
    if (several === undefined) {
      let names = 0;
      for (const c of parent.children) if (isTag(c) && HEADING.test(c.name) && textOf(c, 20).trim() === 'NAME') names++;
      this.manPageParents.set(parent, (several = names >= 2));
    }
    return several;
  }

  /**
   * A Texinfo heading's level, or 'label' for a footnote's number. makeinfo writes `@subsubsection` and
   * `@subsubheading` as h4, as it does `@subsection`; `@heading`-style headings stand in a node's text, below its own;
   * its footnotes' heading stands for the page's (or node's) footnotes, each numbered by an h5 of its own.
   */
  private texinfoLevel(el: Element, classes: readonly string[], level: number): number | 'label' {
    if (classes.some((c) => c.includes('subsubsec'))) level = Math.max(level, 5);
    if (classes.some((c) => TEXINFO_TEXT_HEADINGS.has(c))) level = Math.min(6, Math.max(level, this.texinfoSection + 1));
    else if (classes.some((c) => TEXINFO_SECTIONING.test(c))) this.texinfoSection = level;
    if (classes.includes('footnotes-heading')) level = 1;
    return classes.includes('footnote-body-heading') || (el.name === 'h5' && /^FOOT\d+$/.test(childAnchor(el) ?? '')) ? 'label' : level;
  }

  /**
   * A gi-docgen heading's level, or undefined to leave it out. An API page heads its parts with h4-h6 ("Description",
   * "Instance methods", each method), where the Markdown of a description (`div.docblock`) writes h1-h3, parts of it;
   * a newer guide page is titled by `h4#title` over its Markdown's own headings (an older one by its Markdown's h1).
   */
  private giDocgenLevel(el: Element, level: number, text: string): number | undefined {
    if (!this.giApi && el.attribs.id === 'title' && el.name === 'h4') {
      this.giTitle = text;
      return 1;
    }
    if (!withinClass(el, 'docblock', 6)) return level;
    // A guide written as a list of terms, each its Markdown's h1 (a glossary: "Action", "Control Point"), without
    // `h4#title`: titled by its <title>, the terms below it. The first term had titled the page and held the others.
    if (!this.giApi && this.giTitle === undefined && level === 1 && this.firstH1 === undefined && this.giDocTitle && severalH1s(el)) {
      this.giTitle = giDocgenGuideTitle(this.giDocTitle);
      this.firstH1 = this.giTitle;
      this.out.heading(1 + this.headingOffset, this.giTitle);
    }
    // A guide's Markdown may open with its own h1 of the title: said once.
    if (this.giTitle !== undefined && level === 1 && text === this.giTitle) return undefined;
    if (this.giApi) return Math.min(6, level + 4);
    return this.giTitle !== undefined ? Math.min(6, level + 1) : level;
  }

  /**
   * A row of a layout table whose cells hold only inline content, as one line: Doxygen's `void_throwable` beside
   * `setOption (enum ssh_options_e type, ...)`. A cell of links is kept when the row says something besides.
   */
  private row(el: Element): void {
    this.flushLine();
    const line = rowCells(el).join(' ');
    if (!ALNUM.test(line)) return;
    this.pendingAnchor = undefined;
    if (this.group) this.group.push(line);
    else this.out.text(line);
  }

  /**
   * A signature a generator writes as spans in a div (TypeDoc's `div.tsd-signature`, Javadoc's `div.member-signature`),
   * as code. Javadoc's indentation only aligns a long parameter list: each line is trimmed, by hand (a regular expression
   * around the line breaks backtracked over long runs of spaces).
   */
  private signatureCode(el: Element, lang: string, trimLines: boolean): void {
    this.flushLine();
    const lines = codeText(el).replace(/\u00a0/g, ' ').split('\n');
    this.code((trimLines ? lines.map((line) => line.trim()) : lines).join('\n').trim(), lang);
  }

  /**
   * Javadoc's (JDK 17) summary table: a grid of divs, one header cell per column, then the cells row by row. One line
   * per row, its cells joined as a table's are (`void | addAttribute(Attribute attribute) | Adds an attribute...`).
   */
  private summaryGrid(el: Element): void {
    const cells = el.children.filter((c): c is Element => isTag(c) && c.name === 'div' && !isDropped(c, classesOf(c)));
    const columns = cells.filter((c) => classesOf(c).includes('table-header')).length;
    const body = cells.filter((c) => !classesOf(c).includes('table-header'));
    if (columns === 0) return finishSteps(this.block(el));
    this.startGroup();
    for (let at = 0; at < body.length; at += columns) {
      const cells = body.slice(at, at + columns).map((cell) => inlineOf(cell).text);
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      const line = cells.join(' | ');
      if (ALNUM.test(line)) this.group!.push(line);
    }
    this.endGroup();
  }

  /** Doxygen's code: `<div class="fragment">`, a `<div class="line">` per line instead of a `pre`. */
  private fragment(el: Element): void {
    this.flushLine();
    // Its tooltips (`div.ttc`, what a linked name is) are site chrome.
    const lines = el.children
      .filter((c): c is Element => isTag(c) && !isDropped(c, classesOf(c)))
      .map((line) => codeText(line).replace(/\u00a0/g, ' ').replace(/\n+$/, ''));
    this.code(lines.join('\n'), undefined);
  }

  /** Doxygen's signature, a table of its parts (`int ssh_connect | ( | ssh_session | session | )`), as one line of code. */
  private signature(el: Element): void {
    this.flushLine();
    const text = textOf(el).replace(/[\s\u00a0]+/g, ' ').replace(/\( /g, '(').replace(/ ([),])/g, '$1').trim();
    if (text) this.code(text, undefined);
  }

  private pre(el: Element, classes: readonly string[]): void {
    this.flushLine();
    // Texinfo's `@display` and `@format` keep the author's line breaks in prose: lines of text, not code.
    if (this.generator === 'texinfo' && classes.some((c) => TEXINFO_PROSE_PRE.test(c))) {
      for (const line of codeText(el).split('\n')) {
        if (!line.trim()) continue;
        if (this.group) this.group.push(this.groupLine(line.trim()));
        else this.out.text(line.trim());
      }
      return;
    }
    this.codeBlocks++;
    if (classes.includes('source') && classes.includes('linenums')) this.sourceListing = true;
    // A no-break space in HTML is layout (Javadoc's `public&nbsp;String`), and not whitespace to a compiler.
    let code = codeText(el).replace(/\u00a0/g, ' ');
    if (code.startsWith('\n')) code = code.slice(1);
    const manPage = !this.group && this.subHeadings === 0 ? manPageLines(code) : undefined;
    if (manPage) {
      this.pendingAnchor = undefined;
      readRenderedManPage(manPage, this.out, 2 + this.headingOffset);
      return;
    }
    // mdBook writes a runnable block as `pre > pre.playground > code.language-rust`.
    const nested = el.children.filter(isTag);
    const holder = nested.length === 1 && nested[0]!.name === 'pre' ? nested[0]! : el;
    const inner = holder.children.find((c): c is Element => isTag(c) && c.name === 'code');
    // man2html: a `<pre>` per section, right after the page's own NAME, DESCRIPTION... headings, its text straight
    // in the pre. Code stays code: an AsciiDoc example in a listing block of its own, a pre holding a code element
    // (a POD page's), and a SYNOPSIS, whose prototypes are one a line.
    const heading = headingBefore(el);
    const manText = heading !== undefined && textOf(heading).trim() !== 'SYNOPSIS' && inner === undefined;
    if (!this.group && this.manSections !== undefined && manText) {
      if (isRunningHeadOnly(code)) return;
      this.pendingAnchor = undefined;
      this.manWords ??= manPageWords((el.parent?.children ?? [el]).filter((c): c is Element => isTag(c) && c.name === 'pre').map((c) => codeText(c)));
      if (readManSection(code, this.out, this.manSections + 1, this.manWords)) return;
    } else if (!this.group && isRunningHeadOnly(code)) return;
    let lang = langOfCode(el, classes) ?? (inner && langOfCode(inner, classesOf(inner)));
    // `data-language`, or Asciidoctor's `<code data-lang="c">` (its highlighters write no language class).
    lang ??= el.attribs['data-language'] || el.attribs['data-lang'] || inner?.attribs['data-lang'] || inner?.attribs['data-language'] || undefined;
    if (lang === undefined) {
      for (let i = this.langStack.length - 1; i >= 0 && lang === undefined; i--) lang = this.langStack[i];
    }
    if (lang === undefined) lang = this.pageLanguage;
    // gtk-doc's program listings are C; its screens (an object hierarchy, a shell session) say nothing.
    if (lang === undefined && this.generator === 'gtk-doc' && classes.includes('programlisting')) lang = 'c';
    // pydoctor's docstring examples (reStructuredText literal blocks, still indented), doctests and constant values.
    if (lang === undefined && this.generator === 'pydoctor') {
      if (classes.includes('py-doctest')) lang = 'pycon';
      else if (classes.includes('rst-literal-block') || classes.includes('constant-value')) lang = 'python';
      // Not /\s+$/: it backtracks over every run of white space that does not end the block (quadratic).
      if (lang) code = dedent(code.split('\n')).join('\n').replace(/^\n+/, '').trimEnd();
    }
    if (lang === 'none' || lang === 'plaintext') lang = 'text';
    this.code(code, lang);
  }

  /** A code block after the lines of a list or table collected so far (an anchor waiting for a heading is spent). */
  private code(code: string, lang: string | undefined): void {
    this.pendingAnchor = undefined;
    if (this.group) this.emitGroup();
    this.out.code(this.constants ? withConstantValue(code, this.constants) : code, lang);
  }

  private list(el: Element): void {
    if (this.contentsLists.has(el)) return;
    // Javadoc's last member of a list is `ul.blockListLast`; JDK 17 writes its layout lists as `ul.member-list` and the like.
    if (this.generator === 'javadoc' && classesOf(el).some((c) => JAVADOC_LAYOUT_LISTS.has(c))) return this.blocks(el);
    // TypeDoc lists a member's overloads, each a signature and its description.
    if (this.generator === 'typedoc' && classesOf(el).includes('tsd-signatures')) return this.blocks(el);
    // JSDoc's docdash theme wraps each description in a list of one item (`ul.dummy`).
    if (this.generator === 'jsdoc' && classesOf(el).includes('dummy')) return this.blocks(el);
    if (this.isEntryIndex(el)) return;
    const named = this.group ? undefined : anchoredItems(el);
    if (named) return this.anchoredEntries(named);
    const coded = this.group ? undefined : codeTermEntries(el);
    if (coded) return this.codeTermEntries(coded);
    this.startGroup();
    const outer = this.listLevel;
    this.listLevel++;
    // The items of a list a sentence introduces ("The supported extensions include:") are what it names, links or not.
    const linksKept = this.linkItemsKept;
    // JDK 17's "See Also:" list: what the member refers to (an RFC, a scheme's page), links or not.
    const seeList = this.generator === 'javadoc' && classesOf(el).some((c) => c === 'see-list' || c === 'see-list-long');
    this.linkItemsKept = introducedList(el) || seeList;
    let n = Number(el.attribs.start ?? 1);
    if (!Number.isFinite(n)) n = 1;
    const ordered = el.name === 'ol';
    for (const child of el.children) {
      if (isTag(child) && child.name === 'li') {
        this.flushLine();
        // Each item at its own level again, though a heading in the one before reset it (see heading).
        this.listLevel = outer + 1;
        this.itemMarker = ordered ? `${n++}. ` : '- ';
        if (isDropped(child, classesOf(child)) || this.inheritedMember(child)) continue;
        // ...but not its links to Javadoc's own generated pages ("Constant Field Values", "Serialized Form").
        if (seeList && findDescendant(child, (c) => isLink(c) && JAVADOC_GENERATED_PAGE.test(c.attribs.href ?? ''))) continue;
        this.walkChildren(child.children);
        this.flushLine();
        this.itemMarker = '';
      } else this.walk(child);
    }
    this.linkItemsKept = linksKept;
    this.listLevel = outer;
    this.endGroup();
  }

  /** Whether the walker stands under a heading of a Javadoc package's description, below the page's title. */
  private inJavadocDescriptionHeading(): boolean {
    return this.generator === 'javadoc' && this.headingLevel > 1 + this.headingOffset && (this.firstH1?.startsWith('Package') ?? false);
  }

  /** A reference written as a list of named items (see anchoredItems): each item an entry of its own. */
  private anchoredEntries(items: AnchoredItem[]): void {
    this.flushLine();
    for (const { li, lead, name, anchor } of items) {
      this.out.open(name, anchor);
      this.walkChildren(li.children.filter((c) => c !== lead));
      this.flushLine();
      this.out.close();
    }
  }

  /** A reference written as a list of code terms (see codeTermEntries): each term, or run of terms, an entry of its own. */
  private codeTermEntries(entries: CodeTermEntry[]): void {
    this.flushLine();
    for (const { terms, items } of entries) {
      let title = terms[0]!;
      for (const more of terms.slice(1)) if (title.length + more.length <= JOINED_TERMS_MAX) title = `${title}, ${more}`;
      this.out.open(title, items.map(({ li }) => li.attribs.id).find(Boolean));
      for (const { rest } of items) {
        this.walkChildren(rest);
        this.flushLine();
      }
      this.out.close();
    }
  }

  /**
   * A page's own index written as a list of plain items, each word for word one of its headings or terms (w3m's FAQ
   * lists its questions, unlinked, above the same questions as `dt`s): an answer's words in a section without it.
   * Linked tables of contents go as navigation already.
   */
  private isEntryIndex(el: Element): boolean {
    const items = el.children.filter((c): c is Element => isTag(c) && c.name === 'li');
    if (items.length < ENTRY_INDEX_MIN) return false;
    const texts = items.map((li) => entryText(li));
    if (texts.some((t) => t === undefined)) return false;
    // Items that hold the headings themselves (TypeDoc's members) are the entries, not an index of them.
    if (items.some((li) => hasDescendant(li, (c) => c.name === 'dt' || HEADING.test(c.name)))) return false;
    this.entryTexts ??= entryTextsOf(el);
    return texts.every((t) => this.entryTexts!.has(t!));
  }

  /** A list used for layout (Javadoc's `ul.blockList`): its items' content as ordinary blocks, unmarked. */
  private blocks(el: Element): void {
    this.flushLine();
    for (const child of el.children) {
      if (isTag(child) && child.name === 'li') {
        if (isDropped(child, classesOf(child)) || this.inheritedMember(child)) continue;
        this.walkChildren(child.children);
        this.flushLine();
      } else this.walk(child);
    }
  }

  private table(el: Element): void {
    if (this.contentsLists.has(el)) return;
    const classes = classesOf(el);
    // ...and JDK 8-11's class and interface summaries (`table.typeSummary`, captioned "Class Summary").
    if (!this.group && classes.some((c) => JAVADOC_SUMMARY_TABLES.has(c)) && this.inJavadocDescriptionHeading()) {
      this.flushLine();
      this.out.heading(2 + this.headingOffset, javadocCaption(el) ?? 'Summary');
    }
    if (this.generator === 'epydoc' && this.epydocTable(el, classes)) return;
    const rows = tableRows(el);
    if (classes.includes('funcprototype-table')) return this.functionPrototype(rows);
    const cells = rows.length === 1 ? cellsOf(rows[0]!) : [];
    const boxed = !this.group && cells.length === 1 ? monospaceBox(cells[0]!) : undefined;
    if (boxed) {
      this.flushLine();
      this.out.code(boxed);
      return;
    }
    if (this.generator === 'texinfo' && isTexinfoNavigation(el, rows)) return;
    if (!this.group && isQandaTable(el, rows)) return finishSteps(this.qandaTable(rows));
    const admonition = admonitionTable(el);
    if (admonition) {
      // AsciiDoc's admonition: a table of its label's icon and its text, read as Sphinx's boxes are ("Note: ...");
      // in a list being collected, its label is a line of the list.
      this.flushLine();
      if (this.group) this.group.push(this.groupLine(`${admonition.label}:`));
      else this.out.prefix(admonition.label);
      this.walkChildren(admonition.content.children);
      this.flushLine();
      if (!this.group) this.out.dropPrefix();
      return;
    }
    // A table of an entry's, in a run of them: its name heads it, its rows are its text.
    const card = !this.group && this.inPageFlow(el) ? cardHead(el) : undefined;
    if (card && (cardHead(previousElementOf(el)) || cardHead(nextElementOf(el))) && isCardSized(el)) return this.cardEntry(el, card);
    const titled = !this.group ? titledRows(el) : undefined;
    if (titled) return this.titledTable(titled, el);
    const blockContent = hasBlockContent(el);
    // Only in the page's flow: a table in a definition, a list item or a box is that entry's, not entries of its own.
    // JSDoc's tables of a member's parameters and properties (`table.params`, `table.props`) are its text: as entries
    // of their own, titled "grid" or "col", they were alike from member to member.
    const memberTable = this.generator === 'jsdoc' && (classes.includes('params') || classes.includes('props'));
    const entries = !this.group && !blockContent && !memberTable && this.inPageFlow(el) ? entryRows(el) : undefined;
    if (entries) return this.entryTable(entries, el);
    if (blockContent || hasProseCell(el)) {
      // A layout table: its cells hold ordinary content.
      this.flushLine();
      this.walkChildren(el.children);
      this.flushLine();
      return;
    }
    const entry = !this.group ? optionEntryTable(el) : undefined;
    if (entry && (this.optionEntryNodes !== undefined || hasOptionTableAfter(el))) {
      // An option's own table, its prose after it: an entry until the next one, the next heading or the end of the
      // element that holds it. One such table alone (a package's facts box) is a row like any other.
      this.closeOptionEntry();
      this.out.open(entry.name, this.pendingAnchor);
      this.pendingAnchor = undefined;
      this.optionEntryNodes = el.parent?.children;
      this.out.text(entry.facts.join(' | '));
      return;
    }
    this.startGroup();
    const caption = captionOf(el);
    if (caption) this.group!.push(caption);
    // Line by line: spread as arguments, a table of 150,000 rows overflowed the stack.
    for (const line of tableLines(tableRows(el))) this.group!.push(line);
    this.endGroup();
  }

  /**
   * Epydoc's summary and details tables (see html-epydoc.ts): a header row alone ("Method Details") is a section one
   * level below the page's title; a summary's rows of members the page details go, and its header with them when none
   * is left (as text, a class's summary repeated every member's first line in one section that outranked them).
   * Whether the table was read.
   */
  private epydocTable(el: Element, classes: readonly string[]): boolean {
    const summary = classes.includes('summary');
    if (!summary && !classes.includes('details')) return false;
    const rows = tableRows(el);
    const title = rows[0] && epydocTableHeader(rows[0]);
    if (title === undefined) return false;
    this.epydocDetails ??= epydocDetailNames(el);
    const kept = summary ? rows.slice(1).filter((row) => !isDetailedSummaryRow(row, this.epydocDetails!)) : [];
    this.flushLine();
    if (this.group) this.emitGroup();
    if (rows.length > 1 && kept.length === 0) {
      this.pendingAnchor = undefined;
      return true;
    }
    this.pseudoHeading(Math.min(6, 2 + this.headingOffset), title, undefined);
    this.headingLevel = 2 + this.headingOffset;
    if (kept.some((row) => hasBlockContent(row))) {
      for (const row of kept) {
        this.walkChildren(row.children);
        this.flushLine();
      }
      return true;
    }
    this.startGroup();
    for (const line of tableLines(kept)) this.group!.push(line);
    this.endGroup();
    return true;
  }

  /** A table headed by an entry's name (see cardHead): an entry, the rest of its cells its text, a cell a block. */
  private cardEntry(el: Element, card: { name: string; anchor: string; head: Element }): void {
    this.flushLine();
    this.closeOptionEntry();
    this.out.open(card.name, card.anchor);
    for (const row of tableRows(el)) {
      for (const cell of cellsOf(row)) {
        const at = cell.children.indexOf(card.head);
        this.walkChildren(at < 0 ? cell.children : cell.children.slice(at + 1));
        this.flushLine();
      }
    }
    this.out.close();
  }

  /**
   * DocBook's function synopsis as its XSL stylesheets lay it out, a table whose cells split the prototype (`int
   * pam_end(` | `pam_handle_t *pamh,` / `int pam_status);`): one line of C, as the source wrote it.
   */
  private functionPrototype(rows: Element[]): void {
    const line = rows.map((row) => row.children.filter(isTag).map((cell) => textOf(cell)).join('')).join(' ');
    const prototype = line.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ ([,)])/g, '$1').trim();
    this.flushLine();
    if (this.group) this.group.push(this.groupLine(prototype));
    else this.out.code(prototype, 'c');
  }

  /** A DSSSL question-and-answer entry (see html-generators.ts): `div.question`, then its answer. */
  private *qandaEntry(entry: Element): Steps<void> {
    const question = qandaQuestion(entry)!;
    yield* this.questionAndAnswer(question, question, entry.children.filter((c) => c !== question));
  }

  /**
   * The XSL stylesheets' question-and-answer table: each question row with the answer rows after it, its cells' content
   * read past the label cell; any other row (a group's title, a preamble) as a layout table's.
   */
  private *qandaTable(rows: Element[]): Steps<void> {
    const contentOf = (row: Element) => row.children.filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th')).at(-1);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const content = contentOf(row);
      if (qandaRowKind(row) !== 'question' || !content) {
        this.flushLine();
        yield* this.childrenSteps(row.children);
        this.flushLine();
        continue;
      }
      const answer: ChildNode[] = [];
      while (i + 1 < rows.length && qandaRowKind(rows[i + 1]!) === 'answer') {
        i++;
        for (const child of contentOf(rows[i]!)?.children ?? []) answer.push(child);
      }
      yield* this.questionAndAnswer(content, row, answer);
    }
    this.flushLine();
  }

  /**
   * DocBook's question and its answer: the question heads a sub-section that holds the answer, as a FAQ's heading
   * would. A question of several blocks (a paragraph, then the error it is about) is headed by its first; the rest
   * opens the answer. A question without text, or one in a list being collected, stays text.
   */
  private *questionAndAnswer(question: Element, anchorHolder: Element, answer: ChildNode[]): Steps<void> {
    this.flushLine();
    const blocks = question.children.filter((c): c is Element => isTag(c) && BLOCK_TAGS.has(c.name));
    const head = blocks.length > 1 ? blocks[0]! : question;
    const text = this.group ? '' : withoutQuestionLabel(inlineOf(head, false).text);
    if (!ALNUM.test(text)) {
      yield* this.childrenSteps([...question.children, ...answer]);
      return;
    }
    this.closeOptionEntry();
    this.out.open(text, childAnchor(anchorHolder) ?? this.pendingAnchor);
    this.pendingAnchor = undefined;
    yield* this.childrenSteps(head === question ? answer : [...question.children.filter((c) => c !== head), ...answer]);
    this.flushLine();
    this.out.close();
  }

  /**
   * A data table whose rows are grouped under titles, each a heading alone in a row (w3m's key bindings: "In-page
   * navigation", then its functions): each title heads a sub-section of the rows after it, under the table's header
   * rows.
   */
  private titledTable(table: { header: Element[]; rows: (Element | { title: Element })[] }, el: Element): void {
    const caption = captionOf(el);
    if (caption) this.out.text(caption);
    let rows: Element[] = [];
    const emit = () => {
      if (rows.length > 0) {
        this.startGroup();
        for (const line of tableLines([...table.header, ...rows])) this.group!.push(line);
        this.endGroup();
      }
      rows = [];
    };
    let open = false;
    for (const row of table.rows) {
      if (!('title' in row)) {
        rows.push(row);
        continue;
      }
      emit();
      const text = inlineOf(row.title, false).text;
      if (open) this.out.close();
      open = false;
      // An empty title heads nothing: its rows are the section's around the table.
      if (!text) continue;
      // A sub-section of the section around the table, which what follows the table continues.
      this.out.open(text, row.title.attribs.id || childAnchor(row.title));
      open = true;
    }
    emit();
    if (open) this.out.close();
  }

  /**
   * A table of named things, each row one (see entryRows): each row heads a sub-section of the section around the
   * table by its name, its other cells the sub-section's text, each but the prose after its column's header ("Type:
   * boolean | If set to true, ... | Default: false"); what follows the table continues that section. A row without
   * an anchor of its own links to the section around the table.
   */
  private entryTable({ header, rows }: { header: string[]; rows: Element[] }, el: Element): void {
    this.flushLine();
    const caption = captionOf(el);
    if (caption) this.out.text(caption);
    for (const row of rows) {
      const [first] = cellsOf(row);
      this.out.open(inlineOf(first!, false).text.trim(), first!.attribs.id || childAnchor(first!) || row.attribs.id, true);
      const text = rowCells(row)
        .slice(1)
        .map((value, i) => (value && header[i + 1] && !PROSE_HEADER.test(header[i + 1]!) ? `${header[i + 1]}: ${value}` : value))
        .filter(Boolean)
        .join(' | ');
      if (text) this.out.text(text);
      for (const item of cellListItems(row)) this.out.text(item);
      this.out.close();
    }
  }

  private dl(el: Element, classes: readonly string[]): void {
    this.flushLine();
    if (this.contentsLists.has(el)) return;
    const all = listItems(el);
    // pod2html's empty definition between terms (stacked `=item` lines: `substr EXPR,OFFSET,LENGTH`, then `substr
    // EXPR,OFFSET` and their text) says the terms share the next definition that says something; so does man2html's
    // before a term (roff's `.PD 0` alternatives: `<DT>while …<DD><DT>until …<DD>The while command…`, where
    // the first term had been lost). Elsewhere (RDoc's constants) an empty one is a term left undocumented.
    const items = this.generator === 'pod2html' ? withoutStackedBlanks(all) : this.man2html ? withoutStackedBlanks(all, true) : all;
    const firstDt = items.find((c) => c.name === 'dt');
    const api =
      firstDt !== undefined &&
      !this.group &&
      (classesOf(firstDt).includes('sig') || classes.some((c) => API_DOMAINS.has(c))) &&
      !classes.includes('field-list') &&
      !classes.includes('simple');
    if (api) return this.apiEntries(items, false);
    // Texinfo's definitions (`@deffn`, `@deftypefn`, `@defmac`: `dl.def`, 7.x's `dl.first-deftypefn`), each of one
    // function, macro or variable, a list of its own: an entry, headed by its signature without its category.
    if (this.generator === 'texinfo' && !this.group && firstDt && classes.some((c) => c === 'def' || c.startsWith('first-def'))) return this.apiEntries(items, false, isTexinfoCategory);
    // Texinfo 5-6.7 writes them as plain lists, each term's category in its text ("Function: void rsa_generate_keypair
    // (...)") and its index anchor as the term's id.
    if (this.generator === 'texinfo' && !this.group && firstDt && classes.length === 0 && isOldTexinfoDefinition(firstDt)) return this.apiEntries(items, false, undefined, undefined, true);
    // Javadoc's Parameters, Returns and Throws are labels of a member, not entries of their own; so are JSDoc's
    // Description, Since and See (`dl.details`).
    // So are a Sphinx field list's in an API entry (`dl.field-list`: Parameters, Returns, Return type), with their
    // colons or without (newer themes leave the colon to CSS).
    const labels = this.generator === 'javadoc' || (this.generator === 'jsdoc' && classes.includes('details')) || (classes.includes('field-list') && insideDefinition(el));
    // Inside a definition, terms that all end in a colon label its parts ("type:", "default:", "used by:" of a
    // setting), as Javadoc's "Parameters:" do.
    // A field's own list (numpydoc's parameters: `dl.field-list > dd > dl`, each a name, its type and its text) is the
    // field's text: as entries, the same parameter of every function had been kept once and left the others empty.
    const partLabels = (insideDefinition(el) && items.every((c) => c.name !== 'dt' || textOf(c).trim().endsWith(':'))) || isFieldListValue(el);
    if (!this.group && !labels && !partLabels && isEntryList(items)) return this.apiEntries(items, true);
    // One term with its own anchor (Asciidoctor writes each of ccache's 44 configuration options as a list of its own,
    // `div#config_base_dir.dlist`): a reference entry someone links to, explained at length.
    const anchor = listAnchor(el, items);
    if (!this.group && !labels && anchor && isAnchoredEntry(items)) return this.apiEntries(items, true, undefined, anchor);
    let inherited = false;
    for (const [index, item] of items.entries()) {
      if (isDropped(item, classesOf(item))) continue;
      // A heading or block between the terms (w3m's manual heads each group of options with an h3 inside the list).
      if (!isTermOrDefinition(item)) {
        this.flushLine();
        this.walk(item);
        continue;
      }
      // Javadoc's "Overrides:" and "Specified by:", on every member that has them: where else the name is declared.
      if (item.name === 'dt') inherited = isOverrideLabel(item, this.generator === 'javadoc');
      if (inherited) continue;
      if (item.name === 'dt') {
        // docdash labels every JSDoc description "Description:": a word each entry would carry.
        if (this.generator === 'jsdoc' && classesOf(item).includes('tag-description')) continue;
        const t = inlineOf(item).text;
        if (!t) continue;
        if (this.group) {
          this.group.push(this.groupLine(t));
        } else this.out.prefix(t);
      } else {
        this.definition(item);
        // A term whose definitions said nothing (their only link left out) labels nothing: not the next term's text.
        if (!this.group && items[index + 1]?.name !== 'dd' && !this.definitionGoesOn(items, index)) this.out.dropPrefix();
      }
    }
  }

  /** A heading read as a line of the text: in a list being collected, in its place among the list's lines. */
  private lineOfText(text: string): void {
    if (this.group) this.group.push(text);
    else this.out.text(text);
  }

  /**
   * A term's definition. A definition that is one link of several words is what the term means (PostgreSQL's acronyms:
   * "ANSI", then a link "American National Standards Institute"), not a way elsewhere; a lone word or address is, and
   * so are Javadoc's "See Also: Constant Field Values" and "Serialized Form", links to its generated pages.
   */
  private definition(dd: Element): void {
    const linked = isOneLink(dd);
    if (linked) this.definitions++;
    this.walkChildren(dd.children);
    this.flushLine();
    if (linked) this.definitions--;
  }

  /**
   * A term with no text before a definition (`<DT><DD>`) is a paragraph break inside the definition before it, which
   * goes on after it: man2html writes one so (Slurm's example captions, "Report partition summary information:", over
   * their `<pre>`s), and so do asciidoc.py lists whose entries go on after a blank term (herbstluftwm's `mousebind`).
   */
  private definitionGoesOn(items: Element[], index: number): boolean {
    const next = items[index + 1];
    return next?.name === 'dt' && !hasText(next) && items[index + 2]?.name === 'dd';
  }

  /**
   * Sphinx object descriptions and lists of reference entries: each `dt` opens a sub-section holding its `dd`.
   * Several terms of one definition (Texinfo's `-c` and `--check`, ffmpeg's `width, w` and `height, h`) are the
   * entry's name together when `joinTerms`; a Sphinx object's further signatures (overloads) are its first lines.
   */
  private apiEntries(items: Element[], joinTerms: boolean, skip?: (node: Element) => boolean, listAnchor?: string, categoryFirst = false): void {
    let open = false;
    let signatures = 0;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (!isTermOrDefinition(item) && HEADING.test(item.name)) {
        // A heading between the entries ends the one open and heads those after it.
        if (open) this.out.close();
        open = false;
        signatures = 0;
        this.walk(item);
        continue;
      }
      if (item.name === 'dt') {
        let text = inlineOf(item, false, skip).text.trim();
        if (categoryFirst) text = text.replace(TEXINFO_CATEGORY, '');
        if (!text) continue;
        // A term whose own definition is blank but goes on past man2html's paragraph break captions what follows
        // (Slurm's "Report partition summary information:" over its example): a line of the section, not an entry.
        if (isBlankDefinition(items[i + 1]) && this.definitionGoesOn(items, i + 1) && CAPTION.test(text)) {
          if (open) this.out.close();
          open = false;
          this.out.text(text);
          i++;
          continue;
        }
        if (open && signatures === 0) {
          this.out.close();
          open = false;
        }
        if (!open && joinTerms) {
          for (let next = items[i + 1]; next?.name === 'dt'; next = items[i + 1]) {
            const more = inlineOf(next, false).text;
            if (more && text.length + more.length > JOINED_TERMS_MAX) break;
            if (more) text = `${text}, ${more}`;
            i++;
          }
        }
        if (!open) {
          this.out.open(text, item.attribs.id || childAnchor(item) || trailingAnchor(items[i - 1]) || listAnchor);
          open = true;
          signatures = 1;
        } else this.out.text(text);
      } else {
        signatures = 0;
        if (open) this.entryDefinitions++;
        this.definition(item);
        if (open) this.entryDefinitions--;
        if (this.group) this.emitGroup();
        // A term's further definitions (`<dt>Lifetime<dd>…<dd>…`) are its text too, not the section's.
        if (open && items[i + 1]?.name !== 'dd' && !this.definitionGoesOn(items, i)) {
          this.out.close();
          open = false;
        }
      }
    }
    if (open) this.out.close();
  }
}

/** Whether the block of Markdown holding a gi-docgen heading holds two h1s or more. */
function severalH1s(heading: Element): boolean {
  const block = parentOf(heading);
  return block !== undefined && block.children.filter((c) => isTag(c) && c.name === 'h1').length >= 2;
}

/** A gi-docgen guide's title from the page's <title>, after the project and version ("GUPnP – 1.6: "). */
function giDocgenGuideTitle(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  return /^[^:]+? – [^:\s]+: (.+)$/.exec(t)?.[1] ?? t;
}

/** The lines of pandoc's title block that say who wrote a page and when (see inTitleBlock). */
const TITLE_BLOCK_LINES = new Set(['author', 'date']);

/** A heading of pandoc's title block: after the page's `h1.title`, with only other lines of the block between. */
function inTitleBlock(el: Element): boolean {
  for (let before = previousElementOf(el), steps = 0; before && steps < 4; before = previousElementOf(before), steps++) {
    const classes = classesOf(before);
    if (before.name === 'h1' && classes.includes('title')) return true;
    if (!/^h[1-6]$/.test(before.name) || !classes.some((c) => TITLE_PAGE_LINES.has(c.toLowerCase()))) return false;
  }
  return false;
}
