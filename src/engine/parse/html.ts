/**
 * HTML pages (Sphinx, DocBook, Node.js API docs, generic sites) to the page model: the main content only,
 * headings as sections, `pre` as code rebuilt from its highlighting spans, inline code in backticks, API
 * definition lists (`dl.py.function`) as sub-sections, tables as rows of text. Generators that mark their parts
 * without the tags for them (Doxygen's fragments and signatures, Haddock's and ocamldoc's declarations, RDoc's method
 * headings, groff's indented options) are recognised in html-generators.ts and read here, as are layout rows,
 * man2html's pre per section, Javadoc's language and Texinfo's titles. What is site chrome and where the content
 * starts is decided in html-chrome.ts; the tree is built with the end tags HTML implies (html-implied.ts). The walker
 * stays one class (over 500 lines) because the open list, table, link and anchor it carries from element to element
 * are one state.
 * @module
 */
import { DomHandler, Element, isTag, isText, type ChildNode } from 'domhandler';
import type { ParsedPage, Section } from '../types.ts';
import { boundHtml, finishSteps, type Steps } from './bounds.ts';
import {
  CRYSTAL_MEMBER_LEVEL,
  DECLARATION_LEVEL,
  generatorReader,
  indentedEntries,
  isQandaTable,
  qandaQuestion,
  qandaRowKind,
  PYDOCTOR_MEMBER_LEVEL,
  RDOC_METHOD_LEVEL,
  withoutQuestionLabel,
  type GeneratorReader,
} from './html-generators.ts';
import { HtmlTreeParser } from './html-implied.ts';
import { ALNUM, API_NAME_MAX, capitalize, dedent, editOutsideCode, keepLine, namesApiEntry, withoutTrailingEmpty, wrapCode, type InlineText } from './_shared.ts';
import { classesOf, cleanTitle, findRoot, hasClass, hasText, headerNameLine, isDoxygenSourcesNote, isDropped, isGiDocgenMain, nextElementOf, parentOf, previousElementOf, textOf, type Generator } from './html-chrome.ts';
import { splitYamlFrontMatter } from './markdown-front-matter.ts';
import { withoutJekyllHtmlMarkup } from './markdown-jekyll.ts';
import { normalizeHeading, PageBuilder, type Sink } from './page.ts';
import { isRunningHeadOnly, manPageLines, manPageWords, readManSection, readRenderedManPage } from './man-text.ts';

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main',
  'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'ul', 'summary', 'caption',
  'menu', 'body', 'html', 'listing', 'xmp',
]);
const INLINE_CODE = new Set(['code', 'tt', 'kbd', 'samp']);
/** Boxes whose title (Sphinx `p.admonition-title`, DocBook `h3.title`) prefixes their text instead of starting a section. */
const ADMONITION_CLASSES = new Set([
  'admonition', 'note', 'tip', 'warning', 'caution', 'important', 'danger', 'hint', 'attention', 'seealso', 'error',
  // VitePress' and Docusaurus' boxes, whatever their kind
  'custom-block', 'theme-admonition',
]);
/** The kinds of admonition a title may name, however its site writes its case ("WARNING", "tip"). */
const ADMONITION_KINDS = new Set(['note', 'tip', 'info', 'warning', 'caution', 'important', 'danger', 'hint', 'attention', 'error', 'details', 'success']);
const HEADING = /^h([1-6])$/;
/**
 * A table of contents' heading, numbered or not, with a capital as prose writes it: "Contents", "Table of Contents",
 * "2. Table of Contents", "Quick Contents", "On this page" (a member named `contents` is no such heading).
 */
const CONTENTS_HEADINGS = new Set(['contents', 'table of contents', 'short table of contents', 'quick contents', 'page contents', 'on this page', 'in this article']);
const CONTENTS_NUMBER = /^\d+(?:\.\d+)*[.)]?\s+/;

function isContentsHeading(text: string): boolean {
  const words = text.replace(CONTENTS_NUMBER, '').replace(/:$/, '').trim();
  return /^[A-Z]/.test(words) && CONTENTS_HEADINGS.has(words.toLowerCase().replace(/\s+/g, ' '));
}

/**
 * A superscript or subscript of a formula as plain text writes it: `H<sup>-1</sup>` is "H^(-1)", `LL<sup>T</sup>`
 * "LL^T", `y<sub>n</sub>` "y_n"; read as the letters alone, an inverse read "H-1". Not an ordinal's ending
 * (1<sup>st</sup>) or a mark (<sup>®</sup>, <sup>[1]</sup>): those read as written.
 */
function scriptText(el: Element): string | undefined {
  if (el.name !== 'sup' && el.name !== 'sub') return undefined;
  // A footnote's mark: a link that is the mark alone (Texinfo's, mdBook's, pandoc's `<a href="#fn1"><sup>1</sup></a>`,
  // `<sup><a href="notes.html#n1">1</a></sup>`), or so classed. A bare number is bracketed, not glued to the word it
  // follows (LAME's `--mp1input<sup>1</sup>` had read "--mp1input1"). A superscript in a link that says more
  // (`<a href="#complexity">O(n<sup>2</sup>)</a>`) is a formula.
  const parent = parentOf(el);
  const link = parent?.name === 'a' ? parent : findDescendant(el, (c) => c.name === 'a');
  // The link's own text but for brackets and stops round the mark (ntpsec's `<a href="#fn1bl"><sup>1</sup>)</a>`).
  const markAlone = link !== undefined && (link === parent ? textOf(link, 12).replace(/[\s()[\].,:;]/g, '') === textOf(el, 12).trim() : true);
  const footnote = link ? markAlone : [el.attribs.class ?? '', el.attribs.id ?? ''].some((v) => /foot|fn|note/i.test(v));
  if (footnote) {
    const mark = textOf(el, 8).trim();
    return el.name === 'sup' && /^(?:\d{1,3}|[*†‡])$/.test(mark) ? `[${mark}]` : undefined;
  }
  const text = textOf(el, 20).trim();
  if (!/^[-+−]?[\p{L}\p{N}]{1,6}(?:\/[\p{L}\p{N}]{1,6})?$/u.test(text) || (el.name === 'sup' && /^(?:st|nd|rd|th|e|er|re|TM)$/i.test(text))) return undefined;
  return `${el.name === 'sup' ? '^' : '_'}${text.length > 1 ? `(${text})` : text}`;
}

/** A title numbered as a section or a FAQ's entry is: "5.4. ", "12 ", "Q3. ". */
const NUMBERED_TITLE = /^(?:Q\s?)?\d+(?:\.\d+)*\.?\s/;

/** Elements a table of contents' list may stand in, right after its heading (AsciiDoc's section body). */
const CONTENTS_CONTAINERS = new Set(['div', 'section', 'nav', 'center', 'blockquote']);
/** How deep in such containers the list is looked for. */
const CONTENTS_DEPTH = 3;
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
  walker.contentRoot = root.length === 1 && isTag(root[0]!) ? root[0] : null;
  const texinfo = generator === 'texinfo';
  yield* walker.childrenSteps(root);
  walker.finish();
  // A Texinfo node's page is titled by its first heading ("9.1 Including named files"); its <title> is the node's
  // name with the manual's ("Include (GNU M4 1.4.19 macro processor)"), whose words every section would carry.
  // JSDoc's titles all start "JSDoc: ".
  const pageTitle = texinfo ? undefined : cleanTitle(generator === 'jsdoc' ? docTitle?.replace(/^\s*JSDoc:\s*/, '') : (docTitle ?? frontMatter?.fields.title));
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



/**
 * Elements walk() reads as plain blocks (block(), not a reader of their own): the containers a page is made of.
 * `reader` is what readerOf said of the element: one with a reader of its generator's is not plain.
 */
function isPlainBlock(node: ChildNode, reader: Reader | undefined): node is Element {
  if (!isTag(node) || reader || !BLOCK_TAGS.has(node.name) || HEADING.test(node.name) || OWN_READERS.has(node.name)) return false;
  return !isDropped(node, classesOf(node));
}

type Reader = GeneratorReader | 'row';

/** How walk() reads an element by its marks rather than its tag: its generator's (html-generators.ts), or a layout row. */
function readerOf(el: Element, classes: readonly string[]): Reader | undefined {
  // A row of inline cells in a layout table (Doxygen's member lists hold their headings in a row of their own).
  return generatorReader(el, classes) ?? (el.name === 'tr' && inlineCells(el) ? 'row' : undefined);
}

const OWN_READERS = new Set(['pre', 'listing', 'xmp', 'br', 'hr', 'ul', 'ol', 'menu', 'table', 'dl', 'a', ...INLINE_CODE]);

/** Deeper nesting than this is read as flat text (absurdly nested pages must not exhaust the stack). */
const MAX_DEPTH = 200;

/** Text of a `pre`: every descendant's text concatenated as is, `br` as a line break, line numbers dropped. */
function codeText(node: ChildNode, depth = 0): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (depth > MAX_DEPTH) return textOf(node);
  if (node.name === 'br') return '\n';
  const classes = classesOf(node);
  // Line numbers: Pygments', Prism's, and Hugo's Chroma (`span.ln` inline, `span.lnt` in a table's first column).
  if (classes.some((c) => CODE_LINE_NUMBERS.has(c))) return '';
  if (node.name === 'script' || node.name === 'style' || node.name === 'button') return '';
  // rustdoc's declarations: a "Show 73 methods" toggle and notable-traits tooltips inside the code.
  if (node.name === 'summary' || classes.some((c) => c === 'notable-traits' || c === 'hideme')) return '';
  // A formula's superscript or subscript reads as in prose (`z<sub>k</sub> = abs<sup>1/n</sup>`: "z_k = abs^(1/n)").
  const script = scriptText(node);
  if (script !== undefined) return script;
  let s = '';
  for (const c of node.children) s += codeText(c, depth + 1);
  // A line written as a block of its own right in the code (Expressive Code's `div.ec-line`, no line break between).
  const parent = parentOf(node)?.name;
  if (node.name === 'div' && (parent === 'code' || parent === 'pre') && s !== '' && !s.endsWith('\n')) s += '\n';
  return s;
}

const CODE_LINE_NUMBERS = new Set(['linenos', 'lineno', 'line-numbers-rows', 'ln', 'lnt']);

/** Flattened text of an element (heading, table cell, `dt`): inline code in backticks unless `code` is false. */
function inlineOf(el: Element, code = true, skip?: (node: Element) => boolean): InlineText {
  const acc: InlineText = { text: '', plain: false, media: false };
  const visit = (node: ChildNode, inLink: boolean, inCode: boolean, depth: number): void => {
    if (isText(node)) {
      acc.text += node.data;
      if (!inLink && !acc.plain && ALNUM.test(node.data)) acc.plain = true;
      return;
    }
    if (!isTag(node) || skip?.(node)) return;
    if (depth > MAX_DEPTH) {
      const t = textOf(node);
      acc.text += ` ${t} `;
      if (!inLink && ALNUM.test(t)) acc.plain = true;
      return;
    }
    const classes = classesOf(node);
    if (node.name === 'img' || node.name === 'svg' || node.name === 'picture') {
      acc.media = true;
      return;
    }
    if (isDropped(node, classes)) return;
    if (node.name === 'br') {
      acc.text += ' ';
      return;
    }
    if (classes.includes('tsd-tag')) {
      acc.text += ` ${typeDocFlag(node)} `;
      return;
    }
    if (BLOCK_TAGS.has(node.name)) acc.text += ' ';
    // VitePress's home page title: the site's name and its tagline, two spans that CSS sets on lines of their own.
    if (classes.includes('text') && isVitePressName(previousElementOf(node))) acc.text = `${acc.text.trimEnd().replace(/:$/, '')}: `;
    const anchor = node.name === 'a' && node.attribs.href !== undefined;
    const link = anchor && !namesEntry(node);
    if (link && isPermalink(node)) return;
    if (anchor) acc.media = true;
    if (code && !inCode && INLINE_CODE.has(node.name)) {
      const inner = inlineOf(node, false, skip).text.replace(/\s+/g, ' ').trim();
      if (inner) {
        acc.text += wrapCode(inner);
        // Code is content even as a link's text (Javadoc's "See Also: `copyFile(File, File)`").
        if (ALNUM.test(inner)) acc.plain = true;
      }
      return;
    }
    const script = scriptText(node);
    if (script !== undefined) {
      acc.text += script;
      return;
    }
    for (const c of node.children) visit(c, inLink || link, inCode || INLINE_CODE.has(node.name), depth + 1);
    if (BLOCK_TAGS.has(node.name)) acc.text += ' ';
  };
  for (const c of el.children) visit(c, false, false, 0);
  acc.text = acc.text.replace(/\s+/g, ' ').trim();
  return acc;
}

/** VitePress's name in its home page's hero (`h1.heading > span.name.clip`), before the text the hero gives. */
function isVitePressName(el: Element | undefined): boolean {
  if (!el || el.name !== 'span' || !classesOf(el).includes('name') || !classesOf(el).includes('clip')) return false;
  const h1 = parentOf(el);
  return h1?.name === 'h1' && classesOf(h1).includes('heading');
}

/**
 * A link whose text names an API entry: a call (`ssh_channel_close()`, as Doxygen's "See also" writes them) or a man
 * page (`git-commit(1)`, as a SEE ALSO section writes them). Its text is content, not navigation.
 */
function namesEntry(link: Element): boolean {
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
const LABEL_READ_MAX = 400;

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

/** Javadoc's "Overrides:" or "Specified by:" label: in a span of its own (JDK 8-15), or as the term's whole text. */
function isOverrideLabel(dt: Element, javadoc: boolean): boolean {
  if (hasDescendant(dt, (c) => classesOf(c).includes('overrideSpecifyLabel'))) return true;
  return javadoc && /^(?:Overrides|Specified by):$/.test(textOf(dt).trim());
}

/** The lists Javadoc lays a page out with (JDK 8-15, then 17 on): sections, not items. */
const JAVADOC_LAYOUT_LISTS = new Set(['blockList', 'blockListLast', 'member-list', 'summary-list', 'details-list', 'block-list']);

/** Where a Javadoc description's highest headings go: below the member details' (h4) and the class's. */
const JAVADOC_DESCRIPTION_LEVEL = 5;

/** The `div` of a class an element stands in, if any: Javadoc's description (`div.block`), Doxygen's (`div.textblock`). */
function enclosingDiv(el: Element, className: string): Element | undefined {
  for (let at = el.parent; at && isTag(at); at = at.parent) if (at.name === 'div' && classesOf(at).includes(className)) return at;
  return undefined;
}

/**
 * The level of the group headings ("Detailed Description", "Member Function Documentation", `h2.groupheader`) among
 * an element's children, as beside Doxygen's description of a class or file; undefined if none: a page of its own
 * (the main page, a related page) is a textblock alone.
 */
function groupLevelIn(parent: Element): number | undefined {
  const group = parent.children.find((c): c is Element => isTag(c) && HEADING.test(c.name) && classesOf(c).includes('groupheader'));
  return group ? Number(HEADING.exec(group.name)![1]) : undefined;
}

/** The highest level (smallest number) of the headings an element holds; 6 without any. */
function topHeadingLevel(el: Element): number {
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
function isTypeDocLabel(el: Element, level: number): boolean {
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
function inHaddockDeclaration(el: Element): boolean {
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
function typeDocFlag(el: Element): string {
  return textOf(el).trim().toLowerCase();
}

/**
 * The labels of tabbed panels: the tab a panel names or that names it, else by position, the n-th panel the n-th tab's (Docusaurus and Starlight, `role=tab`
 * in a `role=tablist` beside the panels; Material for MkDocs, `label`s in `div.tabbed-labels` beside `div.tabbed-content`;
 * VitePress' code groups, `label`s in `div.tabs` beside `div.blocks`).
 * Each container's tabs and panels are read once.
 */
class TabLabels {
  private known = new Map<Element, Map<Element, string>>();
  /** Each element's tab list among its children or grandchildren (null: none), and each tab list's tabs, found once. */
  private lists = new Map<Element, Element | null>();
  private tabsOf = new Map<Element, Element[]>();

  labelOf(panel: Element): string | undefined {
    const parent = parentOf(panel);
    if (!parent) return undefined;
    let labels = this.known.get(parent);
    if (!labels) {
      labels = new Map();
      this.known.set(parent, labels);
      const material = classesOf(panel).includes('tabbed-block');
      const codeGroup = isCodeGroupBlock(panel);
      const isPanel = (c: Element) => (material ? classesOf(c).includes('tabbed-block') : codeGroup ? isCodeGroupBlock(c) : c.attribs.role === 'tabpanel');
      const panels = parent.children.filter((c): c is Element => isTag(c) && isPanel(c));
      const tabs = material || codeGroup ? this.besideTabs(parent, material ? materialTabs : codeGroupTabs) : this.ariaTabs(parent);
      // A panel named by its tab (`aria-labelledby`) or naming it (`aria-controls`) is that tab's; otherwise by position.
      // One panel whose content a script changes (Javadoc's "All Methods", "Static Methods" tabs) is no tab's own, and
      // tabs that do not match the panels one for one (a nested set's, a carousel's) say nothing of them by position.
      const byId = new Map(tabs.filter((t) => t.attribs.id).map((t) => [t.attribs.id!, t]));
      const byPanel = new Map(tabs.filter((t) => t.attribs['aria-controls']).map((t) => [t.attribs['aria-controls']!, t]));
      const inOrder = panels.length >= 2 && tabs.length === panels.length;
      panels.forEach((p, i) => {
        const tab = byId.get(p.attribs['aria-labelledby'] ?? '') ?? byPanel.get(p.attribs.id ?? '') ?? (inOrder ? tabs[i] : undefined);
        const text = tab && textOf(tab).replace(/\s+/g, ' ').trim();
        if (text && panels.length >= 2) labels!.set(p, text);
      });
    }
    return labels.get(panel);
  }

  /** The labels beside a container of blocks (Material's, VitePress'), read once per set that holds the container. */
  private besideTabs(container: Element, read: (container: Element) => Element[]): Element[] {
    const set = parentOf(container) ?? container;
    let tabs = this.tabsOf.get(set);
    if (!tabs) {
      tabs = read(container);
      this.tabsOf.set(set, tabs);
    }
    return tabs;
  }

  /** The `role=tab` elements of the tab list beside a container of panels: in it, or in its parent. */
  private ariaTabs(container: Element): Element[] {
    const around = parentOf(container);
    const list = this.listIn(container) ?? (around ? this.listIn(around) : null);
    if (!list) return [];
    let tabs = this.tabsOf.get(list);
    if (!tabs) {
      tabs = descendants(list, (e) => e.attribs.role === 'tab', 3);
      this.tabsOf.set(list, tabs);
    }
    return tabs;
  }

  /** The `role=tablist` among an element's children or grandchildren, looked for once per element. */
  private listIn(el: Element): Element | null {
    let list = this.lists.get(el);
    if (list === undefined) {
      list = null;
      for (const child of el.children) {
        if (!isTag(child)) continue;
        list = child.attribs.role === 'tablist' ? child : (child.children.find((c): c is Element => isTag(c) && c.attribs.role === 'tablist') ?? null);
        if (list) break;
      }
      this.lists.set(el, list);
    }
    return list;
  }
}

/** A block of VitePress' code group: a `div.language-*` in the group's `div.blocks`. */
function isCodeGroupBlock(el: Element): boolean {
  const blocks = parentOf(el);
  const group = blocks && parentOf(blocks);
  return classesOf(el).some((c) => c.startsWith('language-')) && blocks !== undefined && classesOf(blocks).includes('blocks') && group !== undefined && classesOf(group).includes('vp-code-group');
}

/** VitePress' labels for the blocks of a code group: the `label`s of the `div.tabs` beside its `div.blocks`. */
function codeGroupTabs(blocks: Element): Element[] {
  const tabs = parentOf(blocks)?.children.find((c): c is Element => isTag(c) && classesOf(c).includes('tabs'));
  return tabs ? tabs.children.filter((c): c is Element => isTag(c) && c.name === 'label') : [];
}

/** Material's labels for the blocks of its `div.tabbed-content`: the `label`s of the `div.tabbed-labels` beside it. */
function materialTabs(content: Element): Element[] {
  const labels = parentOf(content)?.children.find((c): c is Element => isTag(c) && classesOf(c).includes('tabbed-labels'));
  return labels ? labels.children.filter((c): c is Element => isTag(c) && c.name === 'label') : [];
}

/** The elements below `el`, at most `depth` levels down, that `test` accepts, in document order. */
function descendants(el: Element, test: (e: Element) => boolean, depth: number): Element[] {
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

/** Whether a definition is one link and nothing else, bare or in a paragraph of its own. */
function isOneLink(dd: Element): boolean {
  const content = (el: Element) => el.children.filter((c) => isTag(c) || (isText(c) && /\S/.test(c.data)));
  let inner = content(dd);
  if (inner.length === 1 && isTag(inner[0]!) && inner[0]!.name === 'p') inner = content(inner[0]!);
  return inner.length === 1 && isTag(inner[0]!) && inner[0]!.name === 'a';
}

/** A line of several words, not an address: a definition given as a link (see HtmlWalker.definition). */
function isLinkedDefinition(text: string): boolean {
  return /^[^\s/]+(?:\s+[^\s/]+)+$/.test(text) && !/^(?:https?|ftp):|^www\./i.test(text);
}

/** A Haddock comment that only says since which version of a package something exists. */
const HADDOCK_SINCE_ONLY = /^Since: [\w.-]+$/;

/** Characters and words a paragraph's bold lead may have to be its title (a sentence in bold is emphasis). */
const BOLD_LEAD_MAX_CHARS = 80;
const BOLD_LEAD_MAX_WORDS = 10;
/** Characters of a question read for its heading, in bold or labelled (a question is a sentence or two). */
const QUESTION_MAX_CHARS = 400;
const QUESTION_LABEL = /^\s*(?:Question|Q)\s*:\s*/;
const ANSWER_LABEL = /^\s*(?:Answer|A)\s*:/;
/** Containers whose paragraphs are theirs, not the page's: a bold lead there is a label of the item or the box. */
const OUT_OF_FLOW = new Set(['dd', 'dt', 'dl', 'li', 'ul', 'ol', 'td', 'th', 'table', 'blockquote', 'details', 'aside', 'figure', 'header', 'footer', 'nav', 'summary']);
/** Elements a labelled question may open with: its label is text, or text in an inline element. */
const LABEL_HOLDERS = new Set(['b', 'strong', 'font', 'span', 'i', 'em', 'u']);

/** A paragraph's title written in its text, the named anchor before it, and the paragraph's nodes after the title. */
interface TextTitle {
  title: string;
  anchor?: string;
  rest: ChildNode[];
}

/**
 * A paragraph's nodes, looked through a named anchor that opens it: around the title alone (Slurm's FAQ,
 * `<p><a id="suspend"><b>…</b></a><br>`) or left open around the rest (ProFTPD's, `<p><a name="FAQ"><b>…`). `content`
 * leaves out white space.
 */
interface ParagraphNodes {
  nodes: ChildNode[];
  content: ChildNode[];
  anchor?: string;
}

function paragraphNodes(p: Element): ParagraphNodes {
  const hasContent = (c: ChildNode) => !isBlankText(c);
  const named = p.children.find(hasContent);
  const anchor = named && isTag(named) ? anchorNamed(named) : undefined;
  if (!anchor) return { nodes: p.children, content: p.children.filter(hasContent) };
  const nodes = [...(named as Element).children, ...p.children.slice(p.children.indexOf(named!) + 1)];
  return { nodes, content: nodes.filter(hasContent), anchor };
}

/**
 * A paragraph that opens with a short text in bold on a line of its own (`<p><b>Configuring ProFTPD behind NAT</b><br>`),
 * or a question in bold (a FAQ's entry): its title and what follows the line break. Not an admonition's label
 * ("Note"), nor bold text that runs on in the paragraph's line (emphasis).
 */
function boldLead(p: Element, { nodes, content, anchor }: ParagraphNodes): TextTitle | undefined {
  const [bold, br] = content;
  if (!bold || !isTag(bold) || !br || !isTag(br) || br.name !== 'br') return undefined;
  const own = p.attribs.id || bold.attribs.id || anchor;
  // A term in code on its line titles the paragraph when the paragraph is named (Artistic Style's options,
  // `<p id="_pad-oper"><code class="title">--pad-oper / -p</code><br>…`): unnamed, it is code a sentence shows.
  const title = leadTitle(bold, false, own !== undefined);
  if (!title) return undefined;
  return { title, ...(own ? { anchor: own } : {}), rest: nodes.slice(nodes.indexOf(br) + 1) };
}

/**
 * A named paragraph of one short bold term and nothing else, its name on it or on an empty anchor right before it
 * (HyperSQL's DocBook guide: `<a name="N11C66" class="indexterm"></a><p><span class="bold"><strong>CONCAT</strong>
 * </span></p>`, then the syntax and the description): an entry's title. Not a DocBook formal object's title
 * (`p.title`: "Example 4.1. …"), a numbered caption nor a sentence.
 */
function boldOnly(p: Element, { content, anchor }: ParagraphNodes): TextTitle | undefined {
  if (content.length !== 1 || !isTag(content[0]!) || classesOf(p).includes('title')) return undefined;
  let bold: Element = content[0];
  for (let depth = 0; bold.name === 'span' && depth < 3; depth++) {
    const inner = bold.children.filter((c) => !isBlankText(c));
    if (inner.length !== 1 || !isTag(inner[0]!)) return undefined;
    bold = inner[0];
  }
  const own = p.attribs.id || anchor || anchorBefore(p);
  const title = own ? leadTitle(bold) : undefined;
  // A sentence in bold is a caption (Wireshark's "Help information available from editcap." over its listing).
  return title && !NUMBERED_CAPTION.test(title) && !title.endsWith('.') ? { title, anchor: own, rest: [] } : undefined;
}

/** Emphasis a paragraph's first line may be written in, nested in any order (see emphasisedAnchorLine). */
const EMPHASIS = new Set(['b', 'strong', 'i', 'em']);
/** An anchor's name that reads as an option's or a command's identifier (`g_admin_to`, `cat`, `log-level`). */
const IDENTIFIER_NAME = /^[A-Za-z_][\w.:-]{0,59}$/;

/**
 * A paragraph whose first line, up to its line break, is bold or italic text alone holding a named anchor, its name an
 * identifier (smstools' options: `<p><i><b><a name="g_admin_to">admin_to</a> = phone number</b></i><br><font
 * size="1">Default value: …</font><br>…`): an entry, titled by the line and anchored by the name. Read as text, a
 * reference of 227 options had stood in 40 windows under two headings.
 */
function emphasisedAnchorLine({ content, nodes }: ParagraphNodes): TextTitle | undefined {
  const [line, br] = content;
  if (!line || !isTag(line) || !EMPHASIS.has(line.name) || !br || !isTag(br) || br.name !== 'br') return undefined;
  // Emphasis and the anchor alone, no line break or link in the line.
  let anchor: string | undefined;
  let nodesRead = 0;
  const stack: ChildNode[] = [...line.children];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (++nodesRead > HEAD_LINE_NODES) return undefined;
    if (!isTag(n)) continue;
    const name = anchorNamed(n);
    if (name) anchor ??= name;
    else if (!EMPHASIS.has(n.name)) return undefined;
    for (const c of n.children) stack.push(c);
  }
  const title = textOf(line, ENTRY_HEAD_MAX_CHARS + 1).replace(/\s+/g, ' ').trim();
  if (!anchor || !IDENTIFIER_NAME.test(anchor) || title.length > ENTRY_HEAD_MAX_CHARS || !ALNUM.test(title) || /[.:]$/.test(title)) return undefined;
  return { title, anchor, rest: nodes.slice(nodes.indexOf(br) + 1) };
}

/**
 * The name of an empty anchor that opens a heading, which the page's own links point at: asciidoc's `[[availability]]`
 * writes `<h3 id="_a_id_availability_a_availability"><a id="availability"></a>Availability</h3>`.
 */
function openingAnchor(heading: Element): string | undefined {
  const first = heading.children.find((c) => !isBlankText(c));
  return first && isTag(first) && first.name === 'a' && first.attribs.href === undefined && isEmpty(first) ? anchorNamed(first) : undefined;
}

/** The name of an empty anchor right before an element (white space between them aside). */
function anchorBefore(el: Element): string | undefined {
  let n = el.prev;
  while (n && isBlankText(n)) n = n.prev;
  return n && isTag(n) && isEmpty(n) ? anchorNamed(n) : undefined;
}

/** Inline code that may title a named paragraph (see boldLead). */
const CODE_LEADS = new Set(['code', 'tt', 'kbd', 'samp']);

/**
 * The title a bold line writes (see boldLead): short, or a question. Not a link (a way elsewhere), two lines, a label
 * ("Parameters:", "Note", "Warning!"), a labelled question or answer (see labelledQuestion), nor contents.
 */
function leadTitle(bold: Element, named = false, code = false): string | undefined {
  if (bold.name !== 'b' && bold.name !== 'strong' && !(code && CODE_LEADS.has(bold.name))) return undefined;
  if (hasDescendant(bold, (e) => e.name === 'br' || (e.name === 'a' && e.attribs.href !== undefined))) return undefined;
  const title = textOf(bold, QUESTION_MAX_CHARS + 1).replace(/\s+/g, ' ').trim();
  const short = title.length <= BOLD_LEAD_MAX_CHARS && title.split(' ').length <= BOLD_LEAD_MAX_WORDS;
  // A line named by an anchor (a FAQ's "FAQ-COM050 : WHAT IS THE LOG SIZE LIMIT AWSTATS CAN ANALYZE") may be as long as a question.
  const long = (named || title.endsWith('?')) && title.length <= QUESTION_MAX_CHARS;
  if (!ALNUM.test(title) || !(short || long)) return undefined;
  if (title.endsWith(':') || QUESTION_LABEL.test(title) || ANSWER_LABEL.test(title) || isContentsHeading(title)) return undefined;
  if (ADMONITION_KINDS.has(title.replace(/[!.]+$/, '').toLowerCase())) return undefined;
  return title;
}

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
/** What may stand right before a line of its own in such a flow, and (but a rule) right after it: a line break, a rule, a block. */
const LINE_BEFORE = new Set(['br', 'hr', 'p', 'table', 'ul', 'ol', 'dl', 'pre', 'div', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Whether an element (bold text, or the anchor that wraps it) stands on a line of its own in its parent's flow: after
 * a line break, a rule or a block (or first), an empty named anchor between them (its name returned), and before a
 * line break or a block.
 */
function lineOfItsOwn(line: Element): { anchor?: string } | undefined {
  const namedAnchor = (n: ChildNode) => (isTag(n) && isEmpty(n) ? anchorNamed(n) : undefined);
  let before: ChildNode | undefined;
  let anchor: string | undefined;
  // The anchor that names the line is looked through, right before it or before the line break that opens it
  // (`<a name="OLDLOG"></a><br><b>…`). At most LINE_LOOK siblings each way: reading them all, a page of thousands of
  // bold lines cost time quadratic in its length.
  let breaks = 0;
  let steps = 0;
  for (let n = line.prev; n && steps < LINE_LOOK; n = n.prev, steps++) {
    if (isBlankText(n)) continue;
    const name = namedAnchor(n);
    if (name) {
      anchor ??= name;
      continue;
    }
    if (before === undefined) before = n;
    if (!(isTag(n) && n.name === 'br') || ++breaks > 1 || anchor !== undefined) break;
  }
  if (steps >= LINE_LOOK) return undefined;
  if (before !== undefined && !(isTag(before) && LINE_BEFORE.has(before.name))) return undefined;
  let after = line.next;
  for (steps = 0; after && isBlankText(after) && steps < LINE_LOOK; after = after.next, steps++);
  if (!after || !isTag(after) || !LINE_BEFORE.has(after.name) || after.name === 'hr') return undefined;
  return anchor ? { anchor } : {};
}

/** A label Doxygen sets beside a C++ member or class (`<span class="mlabel">static</span>`). */
function isDoxygenLabel(el: Element): boolean {
  return el.name === 'span' && classesOf(el).includes('mlabel');
}

/** Whether an element's first content is a heading (`<a name="x"><h3>…</h3></a>`). */
function wrapsHeading(el: Element): boolean {
  const first = el.children.find((c) => !isBlankText(c));
  return first !== undefined && isTag(first) && HEADING.test(first.name);
}

/** The name an anchor (`<a name="x">`, `<a id="x">`, no link) gives the place it stands. */
function anchorNamed(el: Element): string | undefined {
  return el.name === 'a' && el.attribs.href === undefined ? el.attribs.id || el.attribs.name || undefined : undefined;
}

/** A list item that names a reference entry: the item, its opening line, and the name and anchor that line gives. */
interface AnchoredItem {
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
function anchoredItems(list: Element): AnchoredItem[] | undefined {
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
interface CodeTermEntry {
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
function codeTermEntries(list: Element): CodeTermEntry[] | undefined {
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

/**
 * The anchor that makeinfo writes for a table's item at the end of the definition before it (zsh's `<span
 * id="index-AUTO_005fCD"></span>` ... `</dd><dt>AUTO_CD`; flex's `@anchor` `option_002dnoline` before its index
 * entries): the run of empty anchors that ends `prev`, its first that is no index entry's, else its first.
 */
function trailingAnchor(prev: Element | undefined): string | undefined {
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
 * Whether a list follows a paragraph ending in a colon, whose sentence introduces it: as siblings, or each alone in
 * its block (Asciidoctor's `div.paragraph` and `div.ulist`).
 */
function introducedList(list: Element): boolean {
  const parent = parentOf(list);
  const holder = parent && onlyContent(parent) === list ? parent : list;
  let before = previousElementOf(holder);
  const inner = before?.name === 'div' ? onlyContent(before) : undefined;
  if (inner && isTag(inner) && inner.name === 'p') before = inner;
  return before?.name === 'p' && /:\s*$/.test(textOf(before, 2000));
}

const LINK_SEPARATOR = /^\s*(?:or|and)\s*$/i;

/** Letters of a link's text, counted once per link (a link of many code elements asks for each). */
const linkLetters = new WeakMap<Element, number>();
/** Whether the link around a piece of code says more than the code: a sentence that quotes it, not a name. */
function linkSaysMore(code: Element, inner: string): boolean {
  let link = parentOf(code);
  for (let depth = 0; link && link.name !== 'a' && depth < 3; depth++) link = parentOf(link);
  if (link?.name !== 'a') return false;
  let n = linkLetters.get(link);
  if (n === undefined) linkLetters.set(link, (n = letters(textOf(link, LINK_ITEM_CHARS))));
  return n > letters(inner) + LINK_WORDS_BESIDE_CODE;
}
/** Letters a link may hold beside its code and still be the code's name (`os.RWF_HIPRI()`, "the `-v` flag"). */
const LINK_WORDS_BESIDE_CODE = 12;

/**
 * A Javadoc line that only lists types ("All Known Implementing Classes:" of an interface with 573 of them, which had
 * filled three windows before the interface's one-line description): its first TYPE_LIST_MAX, and how many more.
 */
function cappedTypeList(text: string): string {
  if (text.length < TYPE_LIST_MAX * 4 || !text.startsWith('`')) return text;
  const items = text.split(', ');
  if (items.length <= TYPE_LIST_MAX || !items.every((item) => /^`[^`]+`$/.test(item))) return text;
  return `${items.slice(0, TYPE_LIST_MAX).join(', ')}, … (${items.length - TYPE_LIST_MAX} more)`;
}
const TYPE_LIST_MAX = 30;

/**
 * A Javadoc field's signature with its value, which only the site's constant-values page says: `public static final
 * int DEFAULT_PORT = 445`. Other code as it is.
 */
function withConstantValue(code: string, constants: ReadonlyMap<string, string>): string {
  const signature = code.trim();
  if (signature.length > CONSTANT_SIGNATURE_MAX || signature.includes('=')) return code;
  const words = signature.split(/\s+/);
  if (!words.includes('static') || !words.includes('final')) return code;
  const value = constants.get(words[words.length - 1]!);
  return value === undefined ? code : `${signature} = ${value}`;
}
const CONSTANT_SIGNATURE_MAX = 300;

/**
 * A DocBook reference page's name line (`div.refnamediv`'s paragraph: "flatpak build-bundle — Create a single-file
 * bundle"), when it stands among others of its kind in one file: a page made of one reference page is titled by it
 * already.
 */
function referenceName(refentry: Element): { text: string; div: Element } | undefined {
  const div = refentry.children.find((c): c is Element => isTag(c) && classesOf(c).includes('refnamediv'));
  const line = div?.children.find((c): c is Element => isTag(c) && c.name === 'p');
  const text = line ? textOf(line, 300).replace(/\s+/g, ' ').trim() : '';
  return div && text ? { text, div } : undefined;
}

/** The element's id, or its first anchor's among its first children (DocBook's `<a id="flatpak-run"></a>`). */
function firstAnchorIn(el: Element): { id: string; element?: Element } | undefined {
  if (el.attribs.id) return { id: el.attribs.id };
  const anchor = el.children.slice(0, 3).find((c): c is Element => isTag(c) && c.name === 'a' && (c.attribs.id ?? c.attribs.name) !== undefined);
  return anchor && { id: (anchor.attribs.id ?? anchor.attribs.name)!, element: anchor };
}

/** The one short line of a `pre` with text of its sentence right before and after it (see HtmlWalker.walk). */
function wordInSentence(pre: Element): string | undefined {
  const before = pre.prev;
  const after = pre.next;
  if (!before || !after || !isText(before) || !isText(after) || !/\w[ \t]*$/.test(before.data) || !/^[ \t]*[\w,.;:)]/.test(after.data)) return undefined;
  // Lines broken by `<br>` are a block's, however short.
  if (findDescendant(pre, (c) => c.name === 'br')) return undefined;
  const text = textOf(pre, INLINE_PRE_MAX + 1).trim();
  return text.length > 0 && text.length <= INLINE_PRE_MAX && !text.includes('\n') ? text : undefined;
}
const INLINE_PRE_MAX = 40;

/** A link to one of the pages Javadoc generates beside the API's (see folder.ts's GENERATED). */
const JAVADOC_GENERATED_PAGE = /(?:^|\/)(?:constant-values|serialized-form)\.html(?:#|$)/;

/** The tables of classes and packages that JDK 8-11's package and overview pages hold. */
const JAVADOC_SUMMARY_TABLES = new Set(['typeSummary', 'packageSummary', 'overviewSummary']);

/** The caption of a Javadoc summary table (JDK 8-11's `caption > span`), or its first tab's label. */
function javadocCaption(el: Element): string | undefined {
  const caption = findDescendant(el, (c) => c.name === 'caption' || classesOf(c).includes('caption') || c.attribs.role === 'tab');
  const text = caption ? textOf(caption, 200).replace(/\s+/g, ' ').trim() : '';
  return text || undefined;
}

/**
 * The label of a Javadoc summary table (JDK 16-21) from the element that holds it: its caption (`div.caption`), or the
 * active tab of its tab bar (`div.table-tabs`: "All Classes and Interfaces"), which is all that names a table with tabs.
 */
function javadocSummaryLabel(el: Element): string | undefined {
  const lead = el.children.find(isTag);
  if (!lead || lead.name !== 'div') return undefined;
  const leadClasses = classesOf(lead);
  const label = leadClasses.includes('caption') ? lead : leadClasses.includes('table-tabs') ? findDescendant(lead, (c) => classesOf(c).includes('active-table-tab')) : undefined;
  const text = label ? textOf(label, 200).replace(/\s+/g, ' ').trim() : '';
  return text || undefined;
}

/** A DocBook segmented list item's name (its first segment's value, after the segment's title) and anchor, if anchored. */
function segmentedEntry(item: Element): { name: string; anchor: string } | undefined {
  const anchor = item.children.map((c) => (isTag(c) ? anchorNamed(c) : undefined)).find(Boolean);
  const seg = item.children.find((c): c is Element => isTag(c) && classesOf(c).includes('seg'));
  if (!anchor || !seg) return undefined;
  const title = seg.children.find((c): c is Element => isTag(c) && hasDescendant(c, (d) => classesOf(d).includes('segtitle')));
  const name = textOf(seg).slice(title ? textOf(title).length : 0).trim();
  return name && name.length <= ENTRY_TERM_MAX ? { name, anchor } : undefined;
}
const NAME_ELEMENTS = new Set(['strong', 'b', 'code', 'tt']);

/** An element's one child that is not white space, if it has no other (looking no further than the second). */
function onlyContent(el: Element): ChildNode | undefined {
  let only: ChildNode | undefined;
  for (const c of el.children) {
    if (isBlankText(c)) continue;
    if (only) return undefined;
    only = c;
  }
  return only;
}

/** Siblings lineOfItsOwn looks through each way. */
const LINE_LOOK = 8;

/** The text of `nodes` in a row, white space collapsed, read no further than `max` characters. */
function leadingText(nodes: ChildNode[], max: number): string {
  let text = '';
  for (const n of nodes) {
    if (text.length >= max) break;
    text += textOf(n, max - text.length);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A FAQ's entry written as a paragraph labelled "Question:" (or "Q:"), its answer labelled "Answer:" (or "A:") after a
 * line break or in the next paragraph: the question, without its label, and what follows the line break.
 */
function labelledQuestion(p: Element, { nodes, content, anchor }: ParagraphNodes): TextTitle | undefined {
  // The label first, read from the paragraph's opening text alone.
  const first = content[0];
  if (!first || (isTag(first) && !LABEL_HOLDERS.has(first.name)) || !QUESTION_LABEL.test(leadingText(content.slice(0, 2), 24))) return undefined;
  const br = content.find((n) => isTag(n) && n.name === 'br');
  const written = leadingText(br ? nodes.slice(0, nodes.indexOf(br)) : nodes, QUESTION_MAX_CHARS + 1);
  if (!QUESTION_LABEL.test(written) || written.length > QUESTION_MAX_CHARS) return undefined;
  const rest = br ? nodes.slice(nodes.indexOf(br) + 1) : [];
  const next = nextElementOf(p);
  const answered = ANSWER_LABEL.test(br ? leadingText(rest, 20) : next?.name === 'p' ? textOf(next, 20) : '');
  const title = written.replace(QUESTION_LABEL, '').trim();
  if (!answered || !ALNUM.test(title)) return undefined;
  const own = p.attribs.id || anchor;
  return { title, ...(own ? { anchor: own } : {}), rest };
}

/** A term an anchored line names (`--abr n`), at most this long and this many words; the whole line at most this long. */
const ANCHORED_TERM_MAX_CHARS = 60;
const ANCHORED_TERM_MAX_WORDS = 6;
const ANCHORED_LINE_MAX_CHARS = 160;
/** Anchored lines among a parent's paragraphs that make them its entries' titles. */
const ANCHORED_LINES_MIN = 3;
/** A numbered caption: "Listing 2: …", "Figure 3. …", "Table 1 - …". */
const NUMBERED_CAPTION = /^\p{L}+\s+\d+(?:\.\d+)*\s*[.:-]/u;

/**
 * A paragraph that is one line opening with a named anchor round a short term, and perhaps a few words on it (LAME's
 * switches: `<p class="settingtitle"><a name="abr"><span>--abr n</span></a> Average bitrate encoding</p>`, then its
 * paragraphs): the term as a title, its anchor, and the words after it. See anchoredEntryTitle for when it heads one.
 */
function anchoredTermLine(p: Element): TextTitle | undefined {
  if (p.name !== 'p') return undefined;
  const first = p.children.find((c) => !isBlankText(c));
  const anchor = first && isTag(first) && !isEmpty(first) ? anchorNamed(first) : undefined;
  if (!anchor) return undefined;
  const term = textOf(first!, ANCHORED_TERM_MAX_CHARS + 1);
  // A footnote's number (`<a name="note1"><sup>1</sup></a>`) names no entry, nor does a caption ("Listing 2: …").
  if (term.length > ANCHORED_TERM_MAX_CHARS || term.split(' ').length > ANCHORED_TERM_MAX_WORDS || !/\p{L}/u.test(term) || NUMBERED_CAPTION.test(term)) return undefined;
  if (textOf(p, ANCHORED_LINE_MAX_CHARS + 1).length > ANCHORED_LINE_MAX_CHARS || hasDescendant(p, (e) => e.name === 'br')) return undefined;
  return { title: term, anchor, rest: p.children.slice(p.children.indexOf(first!) + 1) };
}

/** An entry head's line (see classedEntryHeads), at most this long: a call with its arguments, options with theirs. */
const ENTRY_HEAD_MAX_CHARS = 100;
/** Blocks of one kind among a parent's, or pairs of kinds in a section, that make them entries' heads. */
const ENTRY_HEADS_MIN = 3;
/** A line that reads as code: a name called (`master:bind(`, `ftp.get{`), or an option (`--auto`, `-h`). */
const CALL_OR_OPTION = /[\p{L}_$][\w$.:]*\s*[({]|^--?\p{L}/u;
/** Inline elements whose text is code, or a name set apart, on an entry's head line. */
const HEAD_MARKUP = new Set(['code', 'tt', 'kbd', 'samp', 'b', 'strong']);
/** Words of a head line whose code or bold markup makes it read as code (`socket.<b>_DEBUG</b>`, `A, B = <b>qp</b>`). */
const HEAD_MARKUP_MAX_WORDS = 6;
/** Nodes of a block read for its first line (see headLine). */
const HEAD_LINE_NODES = 64;

/** A block's class as written, the kind a hand-written page gives its paragraphs (`p.name`, `p.paramdesc`). */
function kindOf(el: Element): string {
  return `${el.name}.${(el.attribs.class ?? '').trim()}`;
}

/** The name a block carries: its id, or that of a named anchor it opens with (`<p><a name="bind">…`). */
function blockName(el: Element): string | undefined {
  const first = el.children.find((n) => !isBlankText(n));
  return el.attribs.id || (first && isTag(first) ? anchorNamed(first) : undefined);
}

/**
 * A block's first line (up to its first line break, looked for among its own children), if short and no sentence: its
 * text, whether it holds code or bold markup, and what follows the break.
 */
function headLine(el: Element): { text: string; markup: boolean; rest: ChildNode[] } | undefined {
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
function classedEntryHeads(parent: Element): Set<Element> {
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

/** A text node of white space only (between the tags of a page's source). */
function isBlankText(node: ChildNode): boolean {
  return isText(node) && !/\S/.test(node.data);
}

/** An element without content: Javadoc writes its member anchors as `<a id="copy(java.io.File)"><!-- --></a>`. */
function isEmpty(el: Element): boolean {
  return el.children.every((c) => !isTag(c) && !(isText(c) && /\S/.test(c.data)));
}

/** A link that only points at its own heading or entry (`#`, `¶`, `§`), or away from it ("More...", Haddock's "Source"). */
function isPermalink(el: Element): boolean {
  const label = textOf(el, LABEL_READ_MAX).trim();
  if (label === 'Source' && classesOf(el).includes('link')) return true; // Haddock's link to a declaration's source
  return label === '#' || label === '¶' || label === '§' || label === '◆' || /^(?:more\.\.\.|more…|read more)$/i.test(label);
}

function langFromClasses(classes: readonly string[]): string | undefined {
  for (const c of classes) {
    const m = /^(?:language|lang|highlight|brush|sourceCode)-(.+)$/.exec(c);
    if (m) return m[1] === 'default' ? undefined : m[1];
  }
  return undefined;
}

/** Languages a code block may name by a bare class (rustdoc's `<pre class="rust rust-example-rendered">`). */
const BARE_LANGUAGES = new Set([
  'rust', 'java', 'kotlin', 'scala', 'go', 'ruby', 'python', 'javascript', 'typescript', 'cpp', 'csharp', 'swift', 'haskell', 'erlang', 'elixir', 'lua', 'perl', 'php',
  // TypeDoc's short names
  'ts', 'tsx', 'js', 'jsx', 'sh', 'bash', 'shell', 'console', 'json',
]);

/** The language a code element's own classes name: prefixed (`language-js`), or for `pre` and `code`, bare (`rust`). */
function langOfCode(el: Element, classes: readonly string[]): string | undefined {
  return langFromClasses(classes) ?? classes.find((c) => BARE_LANGUAGES.has(c));
}

/** The language of code that names none, when the generator documents one language's API. */
const PAGE_LANGUAGES: Record<string, string> = { javadoc: 'java', haddock: 'haskell', pod2html: 'perl', odoc: 'ocaml' };

/** Texinfo's headings outside the node structure, and its sectioning commands' classes (`h4.subsubsection`). */
const TEXINFO_TEXT_HEADINGS = new Set(['majorheading', 'chapheading', 'heading', 'subheading', 'subsubheading']);
const TEXINFO_SECTIONING = /^(?:top|chapter|section|subsection|subsubsection|unnumbered\w*|appendix\w*)$/;

/** Texinfo's preformatted prose: `@display`, `@format` and their small forms (`pre.display-preformatted`). */
const TEXINFO_PROSE_PRE = /^(?:small)?(?:display|format)(?:-preformatted)?$/;

/** An entry a hand-written manual writes as a line of emphasis and an indent (see indentEntries). */
interface IndentEntry {
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
const INDENT_ENTRIES_MIN = 3;

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
function indentEntries(parent: Element): Map<ChildNode, IndentEntry> {
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

/** A man page's section heading, in capitals ("SYNOPSIS", "SEE ALSO", "FILTER TYPES"). */
const MAN_SECTION_TITLE = /^[A-Z][A-Z0-9 ,&/()-]*$/;
/** The name a man page's NAME line gives, before its dash: "snack::debug - Control Snack debugging facilities". */
const MAN_NAME_LINE = /^(\S.{0,79}?)\s+(?:--|[-–—])\s+\S/;

/** The name the line right after a NAME heading gives (see MAN_NAME_LINE), read up to a block. */
function manPageName(heading: Element): string | undefined {
  const nodes: ChildNode[] = [];
  for (let n = heading.next, i = 0; n && i < LINE_LOOK; n = n.next, i++) {
    if (isTag(n) && (BLOCK_TAGS.has(n.name) || n.name === 'br')) break;
    nodes.push(n);
  }
  return MAN_NAME_LINE.exec(leadingText(nodes, 200))?.[1]?.trim();
}

/** DocBook's title-page headings that are lines of text (see heading). */
const TITLE_PAGE_LINES = new Set(['author', 'corpauthor', 'editor', 'editedby', 'othercredit', 'subtitle']);

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
    if (classes.some((c) => TITLE_PAGE_LINES.has(c.toLowerCase())) && withinClass(el, 'titlepage', 8)) {
      if (this.group) this.group.push(text);
      else this.out.text(text);
      return;
    }
    // Erlang's "Types" label inside a function's entry is an h3 under the function's h4: a label, not a section; and
    // so are TypeDoc's "Parameters", "Returns this", "Example" inside a member (as sections they split it, and the
    // next overload's signature fell under the last of them).
    if (classes.includes('func-types-title') || (this.generator === 'typedoc' && isTypeDocLabel(el, level)) || (this.generator === 'haddock' && inHaddockDeclaration(el))) {
      // In a list being collected, in its place among the list's lines.
      if (this.group) this.group.push(text);
      else this.out.text(text);
      return;
    }
    if (parent && classesOf(parent).some((c) => ADMONITION_CLASSES.has(c)) && parent.children.find(isTag) === el) {
      this.out.prefix(text);
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
    const entries = !this.group && !blockContent && this.inPageFlow(el) ? entryRows(el) : undefined;
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
    const partLabels = insideDefinition(el) && items.every((c) => c.name !== 'dt' || textOf(c).trim().endsWith(':'));
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
        this.definition(item);
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

/**
 * Texinfo's node menus (`table.menu`, Texinfo 6.7 and earlier, or later ones asked for them: every subnode's name and
 * line, on every page that has subnodes) and its indexes (`table.index-cp`, 7.x's `table.cp-entries-printindex`, and
 * the "Jump to:" letter bars around them): links to sections, not content.
 */
function isTexinfoNavigation(table: Element, rows: Element[]): boolean {
  const classes = classesOf(table);
  if (classes.some((c) => c === 'menu' || c.startsWith('index-') || c.endsWith('-printindex'))) return true;
  const first = rows[0]?.children.find(isTag);
  return first?.name === 'th' && /^\s*Jump to:/.test(textOf(first, LABEL_READ_MAX));
}

/** gi-docgen's header name: its parts' text, a `.` for each separator between them (`span.sep`). */
function separatedName(h1: Element): string {
  return h1.children
    .map((c) => (!isTag(c) ? textOf(c) : classesOf(c).includes('sep') ? '.' : isDropped(c, classesOf(c)) ? '' : textOf(c)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether an ancestor of `el`, at most `levels` up, has the class (in any case: DSSSL writes `TITLEPAGE`). */
function withinClass(el: Element, name: string, levels: number): boolean {
  let node = parentOf(el);
  for (let up = 0; node && up < levels; up++, node = parentOf(node)) if (hasClass(classesOf(node), name)) return true;
  return false;
}

/**
 * Whether nothing follows an element in the page's content (`root`, the element holding it) but white space, chrome
 * (a navigation footer) and elements without text (a clearing div, a rule).
 */
function endsPage(el: Element, root: Element | null): boolean {
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
function contentsList(heading: Element): Element | undefined {
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

const isLink = (el: Element): boolean => el.name === 'a' && el.attribs.href !== undefined;

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
/** How much of a contents item's part is read to weigh its link. */
const LINK_ITEM_CHARS = 400;
const letters = (text: string): number => text.replace(/[^\p{L}\p{N}]/gu, '').length;

/** Text a reader sees: an element not left out that holds some, or a text node that is not blank. */
function saysSomething(node: ChildNode): boolean {
  return holdsText(node) && !(isTag(node) && isDropped(node, classesOf(node)));
}

/** An element that holds text, or a text node that is not blank. */
function holdsText(node: ChildNode): boolean {
  return isTag(node) ? hasText(node) : isText(node) && /\S/.test(node.data);
}

/**
 * A line that captions what follows, a phrase ("Report partition summary information:", "Execute the program … whenever
 * the primary slurmctld fails."), not an option's or a name's term.
 */
const CAPTION = /^[^-\s]\S*(?:\s+\S+){2}/;

function isBlankDefinition(item: Element | undefined): boolean {
  return item?.name === 'dd' && item.children.every(isBlankText);
}

/**
 * A definition list's items without the blank definitions between a term and the next term whose definition is not
 * blank; with `namedNext`, only before a term that says something.
 */
function withoutStackedBlanks(items: Element[], namedNext = false): Element[] {
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

/** The line texi2any and texi2html put under every page of some manuals: when and by what it was made. */
const TEXINFO_FOOTER = /^This document was generated (?:on|by) .{0,200}\busing (?:texi2any|texi2html|makeinfo)\b/;

/** An old Texinfo definition's category before its signature: "Function: ", "Data type: ", "Method on stream: ". */
const TEXINFO_CATEGORY = /^[A-Z][\w-]*(?: [\w-]+){0,3}: /;

function isOldTexinfoDefinition(dt: Element): boolean {
  return (dt.attribs.id?.startsWith('index-') ?? false) && TEXINFO_CATEGORY.test(textOf(dt, 200).trim());
}

/** Texinfo's category before a definition's signature ("Function: ", "Macro: "): every entry has one. */
function isTexinfoCategory(node: Element): boolean {
  return node.name === 'span' && classesOf(node).some((c) => c === 'category' || c === 'category-def');
}

/**
 * A definition list of reference entries (DocBook's parameter lists, an AsciiDoc man page's options, a glossary):
 * several short terms, each explained at some length. Each entry becomes a sub-section of its own, so that a
 * question about one option finds that option's entry rather than the whole page. A list of one-line
 * definitions stays text.
 */
function isEntryList(items: Element[]): boolean {
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
function listItems(dl: Element): Element[] {
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

function isTermOrDefinition(node: ChildNode): boolean {
  return isTag(node) && (node.name === 'dt' || node.name === 'dd');
}

/**
 * A list of one short term explained in a sentence at least. Shorter than a list's entries need be: the anchor says it
 * is one (IDLE's menu items, one list each, say what they do in a line).
 */
function isAnchoredEntry(items: Element[]): boolean {
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
function insideDefinition(el: Element): boolean {
  let at = parentOf(el);
  for (let up = 0; at && up < 3; up++, at = parentOf(at)) if (at.name === 'dd') return true;
  return false;
}

/**
 * A definition list's own anchor: its id, or its wrapper's when the list is all the wrapper holds, or the anchor in
 * its one term (htdig's reference writes each attribute as a list of its own, `<dt><a name="max_doc_size">`).
 */
function listAnchor(dl: Element, items: Element[]): string | undefined {
  if (dl.attribs.id) return dl.attribs.id;
  const parent = parentOf(dl);
  if (parent?.attribs.id && parent.name === 'div' && parent.children.every((c) => c === dl || isBlankText(c))) return parent.attribs.id;
  // Only a link target (`<a name>`), not an index entry's target (Sphinx's `span#index-2` before a PEP's title in a
  // "See also" box).
  const terms = items.filter((c) => c.name === 'dt');
  const target = terms.length === 1 ? childAnchor(terms[0]!) : undefined;
  return target && !/^index-/.test(target) && hasDescendant(terms[0]!, (c) => c.name === 'a' && (c.attribs.name === target || c.attribs.id === target)) ? target : undefined;
}

const ENTRY_TERM_MAX = 120;
/**
 * A term naming a command-line option: `-a`, `--all`, `-n <nsid>`, `-4`; not a number of several digits or a decimal
 * (`-12`, `-0.5`), an errno (`-EINVAL`) or a CSS property with a vendor prefix (`-webkit-appearance`).
 */
const OPTION_TERM = /^\s*(?!-\d{2,}\s*$|-\d+\.\d+\s*$|-E[A-Z]{2,}\s*$|-(?:webkit|moz|ms|o)-)--?[A-Za-z0-9?][\w-]*(?:[=\s[,<]|$)/;
/** Terms of one definition longer than this together stay one name and lines of text. */
const JOINED_TERMS_MAX = 160;
const ENTRY_DEFINITION_MIN = 80;

/** `<h2>Title<a id="x"></a></h2>`: the first named anchor inside an element. */
function childAnchor(el: Element, depth = 0): string | undefined {
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
function headingBefore(el: Element): Element | undefined {
  let prev = el.prev;
  while (prev && isText(prev) && !/\S/.test(prev.data)) prev = prev.prev;
  return prev && isTag(prev) && HEADING.test(prev.name) ? prev : undefined;
}

/** Whether a table row's cells hold only inline content (no paragraph, list, heading or code block). */
function inlineCells(row: Element): boolean {
  return !row.children.some((cell) => isTag(cell) && hasDescendant(cell, (c) => BLOCK_TAGS.has(c.name)));
}

/** Whether an element holds an element (not itself) that `test` accepts; iterative, so depth cannot overflow. */
function hasDescendant(el: Element, test: (c: Element) => boolean): boolean {
  return findDescendant(el, test) !== undefined;
}

/** An element (not itself) that `test` accepts, among those an element holds, in document order. */
function findDescendant(el: Element, test: (c: Element) => boolean): Element | undefined {
  const stack: ChildNode[] = [...el.children].reverse();
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (!isTag(c)) continue;
    if (test(c)) return c;
    for (let i = c.children.length - 1; i >= 0; i--) stack.push(c.children[i]!);
  }
  return undefined;
}

/** A row's cells as text: a cell of links is navigation, unless the row says something besides (then it names what
 * the row is about: Doxygen's member beside its type, Javadoc's class beside its summary). */
function rowCells(row: Element): string[] {
  const inlines = cellsOf(row).map((c) => inlineOf(c, true, isList));
  // A Doxygen member's row (`tr.memitem:…`) names it by links alone, its type and its name (`yaml_mark_t`
  // `problem_mark`): they are what the row says.
  const content = inlines.some((i) => i.plain) || (row.attribs.class?.startsWith('memitem:') ?? false);
  return withoutTrailingEmpty(inlines.map((i) => (i.text && (i.plain || !i.media || content) ? i.text : '')));
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'));
}

/**
 * A list that reads better after its row than inside it: a bulleted or numbered one of two items or more. A `dl` stays
 * in its cell (Sphinx writes a constant's name in one), and so does a list of one item.
 */
function isList(node: Element): boolean {
  return (node.name === 'ul' || node.name === 'ol') && node.children.filter((c) => isTag(c) && c.name === 'li').length >= 2;
}

/**
 * The items of the lists in a row's cells, as lines (the outermost lists; a list inside an item stays in its item's
 * line), dropped parts and items of links alone left out as everywhere else.
 */
function cellListItems(row: Element): string[] {
  const out: string[] = [];
  const stack: ChildNode[] = [];
  const pushChildren = (nodes: ChildNode[]) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]!);
  };
  pushChildren(cellsOf(row));
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node) || isDropped(node, classesOf(node))) continue;
    if (!isList(node)) {
      pushChildren(node.children);
      continue;
    }
    let n = Number(node.attribs.start ?? 1);
    if (!Number.isFinite(n)) n = 1;
    for (const item of node.children) {
      if (!isTag(item) || item.name !== 'li' || isDropped(item, classesOf(item))) continue;
      const inline = inlineOf(item);
      const marker = node.name === 'ol' ? `${n++}.` : '-';
      if (keepLine(inline)) out.push(`${marker} ${inline.text}`);
    }
  }
  return out;
}

/** Items a list needs at least to be read as a page's own index (see isEntryIndex). */
const ENTRY_INDEX_MIN = 3;
/** Characters of a heading, term or item compared (longer ones are no index entries). */
const ENTRY_TEXT_MAX = 200;

/** An element's text as an index entry is compared: spaces folded, at most ENTRY_TEXT_MAX characters. */
function entryText(el: Element): string | undefined {
  const text = textOf(el, ENTRY_TEXT_MAX).replace(/\s+/g, ' ').trim();
  return text && text.length <= ENTRY_TEXT_MAX ? text : undefined;
}

/** The texts of every heading and definition term of the document that holds `el`. */
function entryTextsOf(el: Element): Set<string> {
  let top: Element = el;
  for (let up = parentOf(top); up; up = parentOf(up)) top = up;
  const out = new Set<string>();
  const stack: Element[] = [top];
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

/** Javadoc's page header (`div.header`), which holds a class's package line and title. */
function isJavadocHeader(el: Element | undefined | null): boolean {
  return el?.name === 'div' && classesOf(el).includes('header');
}

/** A table's caption as text; '' without one. */
function captionOf(table: Element): string {
  const caption = table.children.find((c): c is Element => isTag(c) && c.name === 'caption');
  return caption ? inlineOf(caption).text : '';
}

/** A table's rows as lines, cells joined by ` | `; a menu's rows (links under labels) are none. */
function tableLines(rows: Element[]): string[] {
  const lines: string[] = [];
  let linkRows = 0;
  let labelRows = 0;
  const spans: RowSpans = { columns: [], budget: SPAN_BUDGET };
  for (const row of rows) {
    const cells = withSpans(row, rowCells(row), spans);
    // A list in a cell (Doxygen's `flags` parameter: a dozen flags, each explained) follows its row, an item a line,
    // rather than making the row one line of thousands of characters.
    const items = cellListItems(row);
    const said = cells.filter((c) => ALNUM.test(c));
    if (said.length === 0 && items.length === 0 && hasDescendant(row, (c) => c.name === 'a')) linkRows++;
    else if (items.length === 0 && said.length === 1 && said[0]!.length <= MENU_LABEL_CHARS) labelRows++;
    if (said.length > 0) lines.push(cells.slice(spacers(row, cells)).join(' | '));
    for (const item of items) lines.push(`  ${item}`);
  }
  // A menu: rows of links each under a label at most ("Developer Menu", "Related links"), the links left out as
  // navigation; its labels alone would head nothing. Rows of short text beside a row of links are content.
  return linkRows === 0 || labelRows < lines.length || labelRows > linkRows ? lines : [];
}

/**
 * Cells spanning rows below their own, by column: their text and how many more rows they cover; and how many more
 * characters a table may repeat.
 */
interface RowSpans {
  columns: ({ text: string; rows: number } | undefined)[];
  budget: number;
}
/** Rows and columns a cell may span as read: HTML allows 65,534 and 1,000; a table's rows bound the rows anyway. */
const MAX_ROW_SPAN = 1000;
const MAX_COL_SPAN = 50;
/**
 * Columns placed by their spans: past these, a row's cells follow one another as written. Each row carries the spans
 * above it, so without a bound a table whose every row spans all below would grow with the square of its rows.
 */
const MAX_SPANNED_COLUMNS = 200;
/** What of a spanning cell's text stands again in the rows below: enough to name the row's group. */
const SPAN_TEXT_MAX = 200;
/** Characters a table may repeat in all: a long cell spanning a thousand rows must not multiply the page. */
const SPAN_BUDGET = 100_000;

/**
 * A row's cells in their columns: a cell that spans rows above (`rowspan`) stands again in each row it covers, where
 * its column is (Postfix's restriction named once beside three rows of versions), and a cell spanning columns
 * (`colspan`) keeps the columns after it in place. `spans` carries the spanning cells from row to row.
 */
function withSpans(row: Element, cells: string[], spans: RowSpans): string[] {
  const elements = cellsOf(row);
  if (spans.columns.length === 0 && !elements.some((c) => c.attribs.rowspan !== undefined || c.attribs.colspan !== undefined)) return cells;
  const out: string[] = [];
  let next = 0;
  for (let column = 0; next < elements.length || column < spans.columns.length; column++) {
    const span = spans.columns[column];
    if (span && span.rows > 0) {
      const text = span.text.length <= spans.budget ? span.text : '';
      spans.budget -= text.length;
      out.push(text);
      span.rows--;
      continue;
    }
    if (next >= elements.length) {
      out.push('');
      continue;
    }
    const cell = elements[next]!;
    const text = cells[next++] ?? '';
    const placed = column < MAX_SPANNED_COLUMNS;
    const rows = placed ? Math.min(MAX_ROW_SPAN, Math.max(1, Number.parseInt(cell.attribs.rowspan ?? '1', 10) || 1)) : 1;
    const columns = placed ? Math.min(MAX_COL_SPAN, Math.max(1, Number.parseInt(cell.attribs.colspan ?? '1', 10) || 1)) : 1;
    const repeated = text.length <= SPAN_TEXT_MAX ? text : `${text.slice(0, SPAN_TEXT_MAX).replace(/\s+\S*$/, '')}…`;
    for (let k = 0; k < columns; k++) {
      out.push(k === 0 ? text : '');
      spans.columns[column + k] = rows > 1 ? { text: k === 0 ? repeated : '', rows: rows - 1 } : undefined;
    }
    column += columns - 1;
  }
  return withoutTrailingEmpty(out);
}

/**
 * How many cells open a row as a layout's spacers, empty and set narrow (`<td width="3%"><br></td>` before each of
 * GraphicsMagick's options): not columns to mark. An empty cell without a width, or a wide one, is a column (a table's
 * corner, an unset parameter direction, a multitable's continued row).
 */
function spacers(row: Element, cells: string[]): number {
  const elements = cellsOf(row);
  let n = 0;
  while (n < cells.length - 1 && cells[n] === '' && isNarrow(elements[n]?.attribs.width)) n++;
  return n;
}

/** A width of at most 5% or 40 pixels. */
function isNarrow(width: string | undefined): boolean {
  const m = width === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(%|px)?\s*$/.exec(width);
  return m !== null && Number(m[1]) <= (m[2] === '%' ? 5 : 40);
}

/**
 * A data table grouped by title rows (see titledTable): leading rows of `th` cells (its header), then rows that are
 * either a heading alone in their one cell or two cells or more holding no code, heading or table; two such data rows
 * at least.
 */
function titledRows(table: Element): { header: Element[]; rows: (Element | { title: Element })[] } | undefined {
  const header: Element[] = [];
  const rows: (Element | { title: Element })[] = [];
  let titles = 0;
  let data = 0;
  for (const row of tableRows(table)) {
    const cells = cellsOf(row);
    const title = cells.length === 1 ? onlyHeading(cells[0]!) : undefined;
    if (title) {
      rows.push({ title });
      titles++;
    } else if (cells.length >= 2 && !hasBlockContent(row)) {
      if (titles === 0 && data === 0 && cells.every((c) => c.name === 'th')) header.push(row);
      else {
        rows.push(row);
        data++;
      }
    } else return undefined;
  }
  // A header of `th` cells says it is data; Doxygen's member tables, titled the same way without one, read as layout.
  return titles > 0 && data >= 2 && header.length > 0 ? { header, rows } : undefined;
}

/** Rows a table of named things needs before each is read as an entry (see entryRows). */
const ENTRY_TABLE_MIN_ROWS = 4;
/**
 * A thing's name as a table's first cell writes it: one word of two characters or more, a letter among them
 * (`mail.pop3.filecache.enable`, `EPOLLIN`, `%Y`, `timeout`).
 */
const ENTRY_NAME = /^(?=[^\s]*[A-Za-z])[\w$@%.:\/\-\[\]<>=*+#]{2,80}$/;
/** A first column's header that says its cells name things. */
const NAME_HEADER = /^(?:name|property|option|key|setting|directive|variable|constant|flag|environment variable|config(?:uration)? key)s?$/i;

/**
 * The body rows of a table of named things, each an entry as a definition list's term is, and the header's cells:
 * Jakarta Mail's `mail.pop3.*` properties, Node.js' errno constants, Python's `select.EPOLLIN`, KiCad's zone
 * properties. Every row names one thing in its first cell, alone, each another, not as a link (a summary points at
 * the things' own pages or sections) nor over two rows; half the rows or more say at least four words of it in a
 * cell after the name (the last may be a default, a version or GTK-Doc's annotations); and the first column's
 * header says they are names ("Name", "Property", "Option", ...), or every name carries its own anchor. At least
 * ENTRY_TABLE_MIN_ROWS rows, none of them a header again.
 */
function entryRows(table: Element): { header: string[]; rows: Element[] } | undefined {
  const rows = tableRows(table);
  const isHeader = (row: Element) => cellsOf(row).every((c) => c.name === 'th');
  const headerRows = rows.findIndex((row) => !isHeader(row));
  const body = headerRows < 0 ? [] : rows.slice(headerRows);
  if (body.length < ENTRY_TABLE_MIN_ROWS) return undefined;
  const header = headerRows > 0 ? cellsOf(rows[headerRows - 1]!).map((c) => inlineOf(c, false).text.trim()) : [];
  const named = NAME_HEADER.test(header[0] ?? '');
  const names = new Set<string>();
  let said = 0;
  for (const row of body) {
    const cells = cellsOf(row);
    if (cells.length < 2 || isHeader(row) || cells[0]!.attribs.rowspan !== undefined) return undefined;
    const name = textOf(cells[0]!, 81).trim();
    if (!ENTRY_NAME.test(name) || names.has(name)) return undefined;
    names.add(name);
    if (hasDescendant(cells[0]!, (c) => c.name === 'a' && c.attribs.href !== undefined)) return undefined;
    if (!named && !cells[0]!.attribs.id && !childAnchor(cells[0]!)) return undefined;
    if (cells.slice(1).some((c) => saysFourWords(textOf(c, ENTRY_SAID_CHARS)))) said++;
  }
  return said * 2 >= body.length ? { header, rows: body } : undefined;
}

/** A column's header that says its cells are the prose about the row's thing, which needs no label (see entryTable). */
const PROSE_HEADER = /^(?:description|definition|meaning|note|comment|purpose|summary|detail|explanation|remark|use|usage|effect|action|desc)s?$/i;
/** Characters of a cell read to see whether it says four words. */
const ENTRY_SAID_CHARS = 200;

function saysFourWords(text: string): boolean {
  return (text.match(/\S+/g)?.length ?? 0) >= 4;
}

/** The cell's heading when the cell holds nothing else. */
function onlyHeading(cell: Element): Element | undefined {
  const elements = cell.children.filter(isTag);
  const heading = elements.length === 1 && HEADING.test(elements[0]!.name) ? elements[0] : undefined;
  return heading && cell.children.every((c) => c === heading || (isText(c) && !c.data.trim())) ? heading : undefined;
}

/** Tables used for layout hold code, headings or other tables. */
function hasBlockContent(el: Element): boolean {
  return hasDescendant(el, (c) => c.name === 'pre' || c.name === 'table' || HEADING.test(c.name));
}

/**
 * AsciiDoc's admonition (asciidoc-py and Asciidoctor alike): `div.admonitionblock > table`, a row of `td.icon` and
 * `td.content`. The label is the icon's title text ("Note"), or with font or image icons the icon's title or alt,
 * or else the block's kind (`admonitionblock warning`).
 */
function admonitionTable(table: Element): { label: string; content: Element } | undefined {
  const block = parentOf(table);
  if (block && DOCBOOK_ADMONITIONS.has(classesOf(block)[0] ?? '')) return docBookAdmonition(table);
  if (!block || !classesOf(block).includes('admonitionblock')) return undefined;
  const row = findDescendant(table, (c) => c.name === 'tr');
  const cells = row ? cellsOf(row) : [];
  const icon = cells.find((c) => classesOf(c).includes('icon'));
  const content = cells.find((c) => classesOf(c).includes('content'));
  if (!icon || !content) return undefined;
  const titled = findDescendant(icon, (c) => c.attribs.title !== undefined || (c.name === 'img' && c.attribs.alt !== undefined));
  const kind = classesOf(block).find((c) => c !== 'admonitionblock');
  const label = textOf(icon).trim() || titled?.attribs.title || titled?.attribs.alt || (kind ? kind[0]!.toUpperCase() + kind.slice(1) : 'Note');
  return { label: label.replace(/\s+/g, ' ').trim(), content };
}

const DOCBOOK_ADMONITIONS = new Set(['note', 'tip', 'important', 'caution', 'warning']);

/**
 * DocBook XSL's graphic admonition: `div.note > table`, a first row of the icon and a `th` title ("Note"), a second
 * row of the text.
 */
function docBookAdmonition(table: Element): { label: string; content: Element } | undefined {
  // Two rows, one title and one cell of text: a data table inside a note box has more.
  const rows = tableRows(table);
  const titles = rows.length === 2 ? cellsOf(rows[0]!).filter((c) => c.name === 'th') : [];
  const cells = rows.length === 2 ? cellsOf(rows[1]!) : [];
  if (titles.length !== 1 || cells.length !== 1) return undefined;
  const label = textOf(titles[0]!).replace(/\s+/g, ' ').trim();
  return label ? { label, content: cells[0]! } : undefined;
}

/** A fact of an option's table ("Type: boolean") is at most this long. */
const OPTION_FACT_CHARS = 60;

/**
 * An option's own table of one row, its name and two facts or more, before the prose that explains it, as Exim's
 * specification writes each of its 677 options: `allow_localhost | Use: smtp | Type: boolean | Default: false`.
 */
function optionEntryTable(table: Element): { name: string; facts: string[] } | undefined {
  if (table.children.some((c) => isTag(c) && c.name !== 'tr' && c.name !== 'tbody')) return undefined;
  const rows = tableRows(table);
  if (rows.length !== 1) return undefined;
  const cells = cellsOf(rows[0]!);
  if (cells.length < 3) return undefined;
  // The name first: a table looked at for a following option is read no further than it must be.
  const name = inlineOf(cells[0]!, false).text;
  if (!/^[\w$.:-]{2,80}$/.test(name)) return undefined;
  const facts: string[] = [];
  for (const cell of cells.slice(1)) {
    const fact = inlineOf(cell, false).text;
    if (fact.length > OPTION_FACT_CHARS || !/^[A-Z][\w ]{0,20}: \S/.test(fact)) return undefined;
    facts.push(fact);
  }
  return { name, facts };
}

/** Elements an entry's name may be set apart in, at the head of a card table (see cardHead). */
const CARD_NAME_MARKS = new Set(['b', 'strong', 'big']);
/** A card's name: a command's, a function's or an option's (`cat`, `addClassPath`, `bsh.system`). */
const CARD_NAME = /^[\p{L}_$][\w$.:-]{0,79}$/u;
/** Elements read down from a card's head to its name: the anchor, the bold and the font round one another. */
const CARD_HEAD_DEPTH = 4;

/** A table's first row, its `tr` or its `thead`'s or `tbody`'s first (see tableRows). */
function firstRowOf(table: Element): Element | undefined {
  for (const c of table.children) {
    if (!isTag(c)) continue;
    if (c.name === 'tr') return c;
    if (c.name === 'thead' || c.name === 'tbody') return c.children.find((r): r is Element => isTag(r) && r.name === 'tr');
  }
  return undefined;
}

/**
 * A table headed by an entry's name, as a reference that gives each entry a table of its own writes it (bshdoc's
 * commands: `<td bgcolor="#cccccc"><a name="cat"><strong><font size="+2">cat</font></strong></a><br>` then the
 * signatures, and the text in a row below): the first cell of its first row opens with a named anchor round a name in
 * bold or an enlarged font, or such a name round the anchor. The name, its anchor and the node that writes them.
 */
function cardHead(table: Element | undefined): { name: string; anchor: string; head: Element } | undefined {
  const row = table?.name === 'table' ? firstRowOf(table) : undefined;
  const cell = row?.children.find((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'));
  const head = cell?.children.find((c) => !isBlankText(c));
  if (!head || !isTag(head)) return undefined;
  let anchor: string | undefined;
  let marked = false;
  let node: Element = head;
  for (let depth = 0; depth < CARD_HEAD_DEPTH; depth++) {
    const name = anchorNamed(node);
    if (name) anchor = name;
    else if (CARD_NAME_MARKS.has(node.name) || (node.name === 'font' && /^\+[1-9]/.test(node.attribs.size ?? ''))) marked = true;
    else return undefined;
    const inner = node.children.filter((c) => !isBlankText(c));
    if (inner.length !== 1) return undefined;
    if (!isTag(inner[0]!)) break;
    node = inner[0];
  }
  const name = textOf(head, 81).trim();
  return anchor && marked && IDENTIFIER_NAME.test(anchor) && CARD_NAME.test(name) ? { name, anchor, head } : undefined;
}

/** A font a page sets code in (`<font face="Courier New, Courier, monospace">`). */
const MONOSPACE_FACE = /courier|monospace|mono\b|consolas|fixed/i;
/** Lines a monospace box holds at least to be a block of code: one line is a value in a box. */
const MONOSPACE_LINES_MIN = 2;

/**
 * A box (a div, or a table's single cell) whose content is text set in a monospace font, its lines separated by line
 * breaks (smstools' message files: `<table border=1><tr><td><font face="Courier New, Courier, monospace">To:
 * 491721234567<br>Flash: yes<br><br>Hello</font></td></tr></table>`): the code its lines write, as a `pre` would hold
 * it. Read as text, the lines ran together ("To: 491721234567 Flash: yes Alphabet: ISO Hello").
 */
function monospaceBox(box: Element): string | undefined {
  const content = box.children.filter((c) => !isBlankText(c));
  const font = content.length === 1 && isTag(content[0]!) ? content[0] : undefined;
  if (!font || !((font.name === 'font' && MONOSPACE_FACE.test(font.attribs.face ?? '')) || font.name === 'tt')) return undefined;
  // The page's source lines are spaces, as in any text; its line breaks are the code's.
  let code = '';
  const stack: ChildNode[] = [...font.children].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (isText(n)) code += n.data.replace(/[ \t\r\n]+/g, ' ');
    else if (!isTag(n)) continue;
    else if (n.name === 'br') code += '\n';
    else if (BLOCK_TAGS.has(n.name) || n.name === 'img') return undefined;
    else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  // Spaces written as such (`&nbsp;491721234567 # Michael`) indent a line; the margin all lines share is the box's.
  const lines = code.split('\n').map((l) => l.replace(/^ +| +$/g, '').replace(/\u00a0/g, ' ').replace(/^\s+$/, ''));
  while (lines.length > 0 && !lines[0]) lines.shift();
  while (lines.length > 0 && !lines.at(-1)) lines.pop();
  return lines.filter((l) => l).length >= MONOSPACE_LINES_MIN ? dedent(lines).join('\n') : undefined;
}

/** Nodes a card table holds at most (see cardHead): an entry's, not a page laid out in a table. */
const CARD_NODES_MAX = 5000;

/** Whether a card table is an entry's size and holds no heading; read no further than CARD_NODES_MAX nodes. */
function isCardSized(table: Element): boolean {
  const stack: ChildNode[] = [table];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (HEADING.test(n.name) || (seen += n.children.length) > CARD_NODES_MAX) return false;
    for (const c of n.children) stack.push(c);
  }
  return true;
}

/** Siblings looked through for a second option table after the first. */
const OPTION_TABLE_LOOKAHEAD = 20;

/** Whether another option's table follows a table among its next few siblings: options come in lists. */
function hasOptionTableAfter(table: Element): boolean {
  let seen = 0;
  for (let at = nextElementOf(table); at && seen < OPTION_TABLE_LOOKAHEAD; at = nextElementOf(at), seen++) {
    if (at.name === 'table' && optionEntryTable(at)) return true;
  }
  return false;
}

/** A row of one short cell, in a table whose other rows are links, is a menu's label. */
const MENU_LABEL_CHARS = 40;

/** Blocks of prose a cell of a layout table holds several of. */
const PROSE_BLOCKS = new Set(['p', 'ul', 'ol', 'dl', 'div', 'blockquote']);
/** A cell with this many blocks of prose, in a table of a row or two, is a page's column, not a value. */
const PROSE_CELL_BLOCKS = 3;
const LAYOUT_MAX_ROWS = 2;

/**
 * Whether a table of a row or two has a cell of several paragraphs or lists: a hand-written page's content column
 * (libxml2's pages), whose paragraphs joined as one row ran together with their lists moved after them. A data
 * table's cell holds a value, or a paragraph or two about it (Sphinx's, Jekyll's references), and a table of many
 * rows is data even when each cell holds a signature, a description and an example (PostgreSQL's functions).
 */
function hasProseCell(table: Element): boolean {
  const rows = tableRows(table);
  // A table with a header row is data, however long its cells (a DocBook admonition's icon beside its `th` title is not one).
  const first = rows[0] ? cellsOf(rows[0]) : [];
  const headed = (first.length > 1 && first.every((c) => c.name === 'th')) || table.children.some((c) => isTag(c) && c.name === 'thead');
  if (rows.length > LAYOUT_MAX_ROWS || headed) return false;
  return rows.some((row) => cellsOf(row).some((cell) => cell.children.filter((c) => isTag(c) && PROSE_BLOCKS.has(c.name)).length >= PROSE_CELL_BLOCKS));
}

/** A table's own rows: its `tr` children and those of its `thead`, `tbody` and `tfoot` (not a nested table's). */
function tableRows(table: Element): Element[] {
  const rows: Element[] = [];
  const collect = (children: ChildNode[]) => {
    // Cells with no row around them (a hand-edited README's `</tr>\n<th>…</th><td>…</td>`) are one row, as a browser
    // reads them.
    let cells: Element[] = [];
    const rowOfCells = () => {
      if (cells.length > 0) rows.push(new Element('tr', {}, cells));
      cells = [];
    };
    for (const c of children) {
      if (!isTag(c)) continue;
      if (c.name === 'td' || c.name === 'th') {
        cells.push(c);
        continue;
      }
      rowOfCells();
      if (c.name === 'tr') rows.push(c);
      else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') collect(c.children);
    }
    rowOfCells();
  };
  collect(table.children);
  return rows;
}
