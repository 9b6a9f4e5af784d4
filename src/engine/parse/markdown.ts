/**
 * Markdown and MDX to the page model, through mdast: headings with GitHub slugs, fenced code with its language,
 * lists and tables as text, front matter title and description, raw HTML reduced to visible text, MDX JSX
 * reduced to its text children and the entries it is given as data (mdx-entries.ts), and `:::tip` admonitions to
 * prefixed text. Front matter is read in
 * markdown-front-matter.ts, Jekyll's Liquid and kramdown markup dropped in markdown-jekyll.ts; large pages are cut
 * into pieces in markdown-pieces.ts; TypeDoc's generated headings are read as labels in markdown-typedoc.ts.
 * @module
 */
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { fromMarkdown, type Extension as MdastExtension } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { ParsedPage } from '../types.ts';
import { ALNUM, capitalize, escapeHtml, keepLine, namesApiEntry, type InlineText, wrapCode } from './_shared.ts';
import { PARSE_LIMITS } from '../../defaults.ts';
import { boundMarkdown, FenceTracker, finishSteps, joinLines, mdxExpressionWork, type Steps } from './bounds.ts';
import { readTomlFrontMatter, readYamlFrontMatter } from './markdown-front-matter.ts';
import { optionListing } from './option-listing.ts';
import { attributeEntries, type DataEntry } from './mdx-entries.ts';
import { withoutHugoShortcodes } from './markdown-hugo.ts';
import { withoutJekyllMarkup } from './markdown-jekyll.ts';
import { withBoxesAsDirectives } from './markdown-boxes.ts';
import { shownTarget } from './rst/inline.ts';
import { splitAtHeadings } from './markdown-pieces.ts';
import { isTypeDocMarkdown, TypeDocPage } from './markdown-typedoc.ts';
import { htmlFragment } from './html.ts';
import { PageBuilder, Slugger, type Sink } from './page.ts';

/**
 * A paragraph's or a list item's text as a line of the page, or undefined when it says nothing (see keepLine). A line
 * that is one link alone to another site (a README's "[Guide](https://…)", a feature's page, a client in another
 * language) is kept with where it leads; links within the page (a table of contents), to its other pages (a sidebar)
 * and images (badges) still go.
 */
function lineOf(inline: InlineText & { away?: string }): string | undefined {
  if (keepLine(inline)) return inline.text;
  return inline.away ? `${inline.text} (${withoutTracking(inline.away)})` : undefined;
}

/** An address without its campaign-tracking parameters (`utm_source` and the like), which say nothing of the page. */
function withoutTracking(address: string): string {
  if (!address.includes('utm_')) return address;
  try {
    const url = new URL(address);
    for (const key of [...url.searchParams.keys()]) if (key.startsWith('utm_')) url.searchParams.delete(key);
    return url.toString();
  } catch {
    return address;
  }
}

const CLOSE_DETAILS = /^\s*<\/details\s*>/i;

/**
 * The summary of an HTML block that opens a collapsed block and says nothing else (`<details><summary>ES6</summary><br>`),
 * as text; else undefined.
 */
function detailsSummary(html: string): string | undefined {
  const block = html.trim();
  if (block.length > 2000 || !/^<details\b/i.test(block) || /<\/details\s*>/i.test(block)) return undefined;
  const open = block.search(/<summary\b/i);
  const close = block.search(/<\/summary\s*>/i);
  if (open < 0 || close < open) return undefined;
  const after = block.slice(close).replace(/^<\/summary\s*>/i, '').replace(/<br\s*\/?>|<p>|<\/p>/gi, '').trim();
  if (after !== '' || block.slice(0, open).replace(/<details\b[^>]*>/i, '').trim() !== '') return undefined;
  const inner = block.slice(block.indexOf('>', open) + 1, close).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return inner || undefined;
}

const EMOJI_SHORTCODE = /(^|\s):[a-z0-9_+-]{2,40}:(?=\s|$)/g;

/**
 * A paragraph of nothing but imports of components (`import RulesTable from "@site/src/components/RulesTable";`,
 * `import {Tabs} from '…'`): what Docusaurus renders in their place. Not an import a page shows (`import "core-js/stable";`,
 * `import fetch from 'node-fetch';`): a component's name is capitalised.
 */
const COMPONENT_IMPORT = String.raw`import\s+(?:[A-Z][\w$]*(?:\s*,\s*\{[^{}\n]{0,300}\})?|\{\s*[A-Z][^{}\n]{0,300}\})\s+from\s+['"][^'"\n]{1,300}['"];?`;
const ESM_IMPORTS = new RegExp(String.raw`^${COMPONENT_IMPORT}(?:\s+${COMPONENT_IMPORT})*$`);

/** A link to another site. */
const ABSOLUTE_URL = /^https?:\/\/[^\s]+$/i;

/** A MyST target on a line of its own: `(label)=`. */
const MYST_TARGET = /^\([\w.:-]{1,200}\)=$/;
/** A MyST role right before inline code: `{attr}`, `{py:func}`. */
const MYST_ROLE = /\{[a-z][\w:.-]{0,30}\}$/;

/** The mdast nodes we read, loosely typed: the walker checks `type` itself. */
interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  ordered?: boolean | null;
  start?: number | null;
  name?: string | null;
  data?: { directiveLabel?: boolean };
  attributes?: unknown;
  /** A link's address. */
  url?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const FRONT_MATTER = ['yaml', 'toml'] as const;
/** Only the flow constructs of directives (`:::tip` blocks, `::leaf`): text directives would eat `a:b` in prose. */
const flowDirectives: MicromarkExtension = { flow: directive().flow };
const ADMONITION_NAMES: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution',
  important: 'Important', success: 'Success', example: 'Example', question: 'Question', quote: 'Quote',
  abstract: 'Abstract', bug: 'Bug', failure: 'Failure', hint: 'Hint', attention: 'Attention', error: 'Error',
  seealso: 'See also', secondary: 'Note', versionadded: 'Added in version', versionchanged: 'Changed in version',
  deprecated: 'Deprecated since version',
};
/** One attribute of a heading's attribute list: `#id`, `.class`, `key=value`, or Pandoc's `-` (unnumbered). */
const ATTRIBUTE = String.raw`(?:#[\w-]+|\.[\w-]+|[\w-]+=(?:"[^"\n]*"|'[^'\n]*'|[^\s"'{}]+)|-)`;
const ATTRIBUTE_LIST = new RegExp(String.raw`^\{:?[ \t]*${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*[ \t]*\}$`);
const ATTRIBUTES = new RegExp(ATTRIBUTE, 'g');

/**
 * A heading without its trailing attribute list, and the id the list gives: Docusaurus' `{#custom-id}`, MkDocs'
 * (attr_list) `{ #id .class }` and `{: #id }`, Pandoc's `{-}`. Only a list with an id, a class or `-`: `{key=value}`
 * alone may be the heading's own text.
 */
function withoutAttributeList(heading: string): { text: string; id?: string } {
  const text = heading.trim();
  const open = text.lastIndexOf('{');
  const list = open >= 0 && text.endsWith('}') ? text.slice(open) : '';
  if (!ATTRIBUTE_LIST.test(list)) return { text };
  // Read attribute by attribute: a `#` inside a quoted value (`style="color: #fff"`) is no id.
  const attributes = list.match(ATTRIBUTES) ?? [];
  if (!attributes.some((a) => a === '-' || a.startsWith('#') || a.startsWith('.'))) return { text };
  return { text: text.slice(0, open).trim(), id: attributes.find((a) => a.startsWith('#'))?.slice(1) };
}

/**
 * Docusaurus line-highlighting comments inside code fences, tested on a trimmed line (white space on both sides of the
 * optional closer backtracked quadratically).
 */
const HIGHLIGHT_COMMENT = /^(?:\/\/|#|<!--|\{?\/\*)\s*highlight-(?:next-line|start|end)\s*(?:-->|\*\/\}?)?$/;

/** How to read a Markdown page: as MDX; with the variables of the Jekyll site it belongs to. */
interface MarkdownOptions {
  mdx?: boolean;
  site?: Record<string, string>;
}

export function parseMarkdown(text: string, opts: MarkdownOptions = {}): ParsedPage {
  return finishSteps(markdownSteps(text, opts));
}

/** parseMarkdown in steps: it yields after each piece of a large page, so that a caller can let other work run. */
export function* markdownSteps(whole: string, opts: MarkdownOptions = {}): Steps<ParsedPage> {
  const { title: blockTitle, body: text } = opts.mdx === true ? { body: whole } : pandocTitleBlock(whole);
  const prepared = preprocess(opts.mdx === true ? text : withBoxesAsDirectives(withoutHugoShortcodes(withoutJekyllMarkup(text, undefined, opts.site))), opts.mdx === true);
  // An MDX page is parsed whole (JSX and ESM may span any blank line); past MDX_WHOLE_MAX, when its expressions would
  // cost the MDX reader too much (PARSE_LIMITS.mdxExpressionWork), or when it is no valid MDX, it is read as Markdown
  // like any page, so that it cannot hold the caller up for long.
  const mdxTree = opts.mdx && prepared.length <= MDX_WHOLE_MAX && mdxExpressionWork(prepared) <= PARSE_LIMITS.mdxExpressionWork ? parsedAsMdx(prepared) : undefined;
  if (mdxTree) return walked(mdxTree, true, true);
  const source = boundMarkdown(prepared, PARSE_LIMITS, 'markdown');
  const typeDoc = isTypeDocMarkdown(source);
  if (source.length <= SPLIT_ABOVE) return walked(parse(source, false), opts.mdx === true, false, blockTitle, typeDoc);
  // A large page is parsed heading by heading: micromark's time and memory grow faster than the length of the text
  // it is given (a whole 250 KB page costs more than 100 MB). Headings end blocks anyway; link definitions go with
  // the pieces that use them.
  const walker = new MarkdownWalker(opts.mdx === true, false, typeDoc);
  for (const [i, piece] of splitAtHeadings(source, PIECE_CHARS).entries()) {
    // Front matter opens the page only: a later piece that starts at a `---` rule is not YAML.
    walker.flow(parse(piece, false, i === 0).children ?? []);
    yield;
  }
  return finish(walker, blockTitle);
}

/**
 * Pandoc's title block as man-page sources write it (go-md2man's: `% containers.conf 5 Container engine configuration
 * file`, `% DOCKER(1)`, `% "PODMAN" "1"`, then `% author` and `% date`): metadata, not text; its first line titles the
 * page. Only when that line names a page and its section: a page that opens with a shell's `%` prompt
 * (`% ./configure`, `% make`) or a sentence on a percentage keeps its lines.
 */
function pandocTitleBlock(text: string): { title?: string; body: string } {
  const block = /^\uFEFF?(?:%[ \t][^\n]*(?:\n|$)){1,3}/.exec(text);
  if (!block || !MAN_TITLE_LINE.test(text)) return { body: text };
  const title = block[0].replace(/^\uFEFF?%[ \t]*/, '').split('\n')[0]!.replace(/"/g, '').replace(/\s+/g, ' ').trim();
  return { title: title || undefined, body: text.slice(block[0].length) };
}

/** The page as MDX, a block that mixes markup and Markdown lines bounded as any other (see boundMarkdown); none when it is no valid MDX. */
function parsedAsMdx(text: string): MdNode | undefined {
  try {
    return parse(boundMarkdown(text, PARSE_LIMITS, 'mdx'), true);
  } catch {
    return undefined;
  }
}

function walked(tree: MdNode, mdxFile: boolean, mdxParsed: boolean, blockTitle?: string, typeDoc = false): ParsedPage {
  const walker = new MarkdownWalker(mdxFile, mdxParsed, typeDoc);
  walker.flow(tree.children ?? []);
  return finish(walker, blockTitle);
}

/** The page the walker read; `blockTitle`: the title of Pandoc's title block (see pandocTitleBlock). */
function finish(walker: MarkdownWalker, blockTitle?: string): ParsedPage {
  walker.endTable();
  walker.typeDoc?.endLabel();
  const fm = walker.frontMatter;
  // A page that opens with an h1 saying what its front matter's title says and more (`title: File` over
  // `# cordova-plugin-file`, `title: Architecture` over `# CodeceptJS Architecture`) is titled as its readers see it;
  // titled by the front matter, its h1 stood as one more level over all its sections.
  const opening = walker.openingH1;
  const title = (fm.title && opening && saysAll(opening, fm.title) ? opening : fm.title) || blockTitle || walker.firstH1 || fm.sidebar_label || fm.sidebar_title || undefined;
  return withLead(walker.out.page(title, fm.description || fm.summary || undefined, false), fm.description || fm.lead || undefined);
}

/** Whether `text` holds every word of `words` (case aside). */
function saysAll(text: string, words: string): boolean {
  const own = new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const wanted = words.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return wanted.length > 0 && wanted.every((w) => own.has(w));
}

/**
 * The front matter's description as the page's opening text, as most sites' themes show it (typescript-eslint's rule
 * pages: "Require Promise-like statements to be handled appropriately."; Bootstrap's and Doks' `lead`): the authors'
 * summary of the page, which its own text may never say.
 */
function withLead(page: ParsedPage, lead: string | undefined): ParsedPage {
  const text = lead?.replace(/\s+/g, ' ').trim();
  if (!text) return page;
  // Not when the page opens with it already.
  const opening = page.sections.flatMap((s) => s.blocks).find((b) => b.type === 'text');
  if (opening?.type === 'text' && opening.text.replace(/\s+/g, ' ').toLowerCase().startsWith(text.toLowerCase())) return page;
  const first = page.sections[0];
  const block = { type: 'text' as const, text };
  if (first?.level === 0) return { ...page, sections: [{ ...first, blocks: [block, ...first.blocks] }, ...page.sections.slice(1)] };
  return { ...page, sections: [{ level: 0, heading: '', blocks: [block] }, ...page.sections] };
}

/**
 * `% name(1)`, `% name 5 Title…`, `% "NAME" "1" …`: a man page's name and section (a shell's `% sleep 10` or
 * `% kill 9 1234` is none).
 */
const MAN_TITLE_LINE = /^\uFEFF?%[ \t]+(?:"[\w.+-]+"[ \t]+"[1-9][a-z]{0,4}"|[\w.+-]+(?:\([1-9][a-z]{0,4}\)|[ \t]+[1-9][a-z]{0,4}(?=[ \t]+[A-Za-z]|[ \t]*(?:\n|$))))/;

/** Blocks that write no text (a heading is read by heading()): a TypeDoc page's filter lets them by (see TypeDocPage.block). */
const SILENT = new Set(['heading', 'thematicBreak', 'definition', 'yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression']);

const SPLIT_ABOVE = 8 * 1024;
const FRONT_MATTER_VALUE = /\{\{[ \t]*\$frontmatter\.([A-Za-z_$][\w$]{0,63})[ \t]*\}\}/g;
const TOC_MARKER = /^(?:\[\[toc\]\]|\[TOC\])$/i;
const MDX_WHOLE_MAX = 256 * 1024;
const PIECE_CHARS = 4 * 1024;

function parse(text: string, mdx: boolean, frontMatter = true): MdNode {
  // GFM tables and strikethrough only: autolink literals and footnotes cost a third of the parse time and
  // change no visible text.
  const extensions: MicromarkExtension[] = [gfmTable(), gfmStrikethrough(), ...(frontMatter ? [frontmatter([...FRONT_MATTER])] : []), flowDirectives];
  const mdastExtensions: (MdastExtension | MdastExtension[])[] = [
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    ...(frontMatter ? [frontmatterFromMarkdown([...FRONT_MATTER])] : []),
    directiveFromMarkdown(),
  ];
  if (mdx) {
    extensions.push(mdxjs());
    mdastExtensions.push(mdxFromMarkdown());
  }
  return fromMarkdown(text, { extensions, mdastExtensions }) as unknown as MdNode;
}

/**
 * Outside code fences: `:::tip Title` (old Docusaurus syntax) → `:::tip[Title]`; in MDX, a heading id
 * `## Title {#id}` (not an MDX expression) → the comment expression form that MDX parses.
 */
function preprocess(text: string, mdx: boolean): string {
  if (!text.includes(':::') && !(mdx && text.includes('{#'))) return text;
  const lines = text.split('\n');
  const code = new FenceTracker();
  /** The fences of the boxes open, innermost last: a box is closed by a fence at least as long as its own. */
  const boxes: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (code.inside(line)) continue;
    // Boxes inside boxes (in quotes and list items too) no deeper than MAX_BOX_DEPTH: micromark's time grows with the
    // square of the boxes left open (a thousand unclosed `:::note` lines took 17 s); a deeper one's opening line is text.
    const box = BOX_LINE.exec(line);
    if (box?.[3]) {
      if (boxes.length >= MAX_BOX_DEPTH) {
        lines[i] = `${box[1]}\\${line.slice(box[1]!.length)}`;
        continue;
      }
      boxes.push(box[2]!.length);
    } else if (box && box[2]!.length >= (boxes[boxes.length - 1] ?? Infinity)) boxes.pop();
    // The title runs to the line's end (a lazy match before trailing spaces backtracked over long runs of them).
    const m = /^(\s*:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*)$/.exec(line);
    if (m) lines[i] = `${m[1]}${m[2]}[${m[3]!.trimEnd().replace(/[[\]]/g, '')}]`;
    else if (mdx && line.startsWith('#') && line.endsWith('}')) lines[i] = line.replace(/\{#([\w-]+)\}$/, '{/* #$1 */}');
  }
  return lines.join('\n');
}

/**
 * A box's fence after any quote or list marks: `:::note` opens one (a name follows), `::::` alone closes one. Groups:
 * the marks, the colons, the name's first letter.
 */
const BOX_LINE = /^([\s>*+\-\d.)]*)(:{3,})(?:([A-Za-z])|[ \t]*$)/;
/** How deep boxes nest (see preprocess); documentation nests two or three. */
const MAX_BOX_DEPTH = 8;

class MarkdownWalker {
  out = new PageBuilder();
  frontMatter: Record<string, string> = {};
  firstH1: string | undefined;
  /** The h1 that is the page's first heading, if one is. */
  openingH1: string | undefined;
  /** The page says API Documenter wrote it: its title is a `##` heading, over a breadcrumb of links. */
  private apiDocumenter = false;
  /** Headings read so far (see heading). */
  private headings = 0;
  /** `<details>` blocks opened as sub-sections and not yet closed (see html). */
  private openDetails = 0;
  /** An HTML table opened and not yet closed, with the blocks since (see endTable). */
  private openTable: OpenTable | undefined;
  /** How deep flow() is: 0 for a page's own blocks, more inside a quote or a box. */
  private flowDepth = 0;
  private slugger = new Slugger();
  private mdxFile: boolean;
  private mdxParsed: boolean;
  /** The page is typedoc-plugin-markdown's (see isTypeDocMarkdown): its generated headings are labels of its entries. */
  typeDoc: TypeDocPage | undefined;

  constructor(mdxFile: boolean, mdxParsed: boolean, typeDoc = false) {
    this.mdxFile = mdxFile;
    this.mdxParsed = mdxParsed;
    if (typeDoc) this.typeDoc = new TypeDocPage((line) => this.out.text(line));
  }

  flow(nodes: MdNode[], sink: Sink = this.out): void {
    const depth = this.flowDepth++;
    for (const node of nodes) {
      const table = this.openTable;
      // Link definitions come at a piece's end (see splitAtHeadings): they print nothing.
      if (table && node.type === 'definition') continue;
      if (table && (node.type === 'paragraph' || node.type === 'html' || CELL_BLOCKS.has(node.type))) {
        this.gather(table, node);
        continue;
      }
      if (table) this.endTable();
      if (this.typeDoc && depth === 0 && !SILENT.has(node.type) && !this.typeDocKeeps(node, this.typeDoc)) continue;
      const opens = node.type === 'html' ? tableDepthChange(node.value ?? '') : 0;
      if (opens > 0) {
        this.openTable = { nodes: [node], depth: opens, chars: (node.value ?? '').length, flowDepth: depth, sink, html: readHtml(node.value ?? '', HTML_TEXT) };
        continue;
      }
      this.block(node, sink);
    }
    this.flowDepth--;
    // A large page comes in pieces (flow once for each): a table still open goes on into the next piece. A nested
    // flow (a quote's, a box's) ends with its container.
    if (this.openTable && depth > 0 && this.openTable.flowDepth === depth) this.endTable();
  }

  /** Whether a TypeDoc page keeps a block of its own flow (see TypeDocPage.block). */
  private typeDocKeeps(node: MdNode, page: TypeDocPage): boolean {
    if (node.type !== 'paragraph') return page.block(blockKey(node), 'other');
    const inline = this.inline(node.children ?? []);
    const [first, second] = node.children ?? [];
    const breadcrumb = first?.type === 'link' && second?.type === 'text' && (second.value ?? '').startsWith(' / ');
    return page.block(inline.text, breadcrumb ? 'breadcrumb' : lineOf(inline) === undefined ? 'links' : 'paragraph');
  }

  /** Adds a cell's paragraph or the next tags to the open table; reads the table once it closes. */
  private gather(table: OpenTable, node: MdNode): void {
    // A paragraph after tags left open (a long HTML block cut inside a tag, an attribute's quote, a <script> or
    // <textarea> not closed, in any block before) is the rest of what they opened, not a cell: joined, it would be
    // swallowed or shown as text.
    if (node.type !== 'html' && table.html.in !== 'text') table.cut = true;
    table.nodes.push(node);
    if (node.type === 'html') {
      if (!table.cut) table.html = readHtml(node.value ?? '', table.html);
      table.depth += tableDepthChange(node.value ?? '');
      table.chars += (node.value ?? '').length;
    } else table.chars += sourceLength(node);
    if (table.depth <= 0 || table.chars > TABLE_RUN_CHARS) this.endTable();
  }

  /**
   * An HTML table whose cells hold Markdown set off by blank lines (API Documenter writes every table so): CommonMark
   * ends the HTML at each blank line, so the table's tags and its cells' paragraphs come as siblings. Read together,
   * they are one table; read apart, each cell had been a paragraph of its own. A table that does not close (a README's
   * layout table left open, one cut off by another kind of block) is read block by block, as written.
   */
  endTable(): void {
    const table = this.openTable;
    if (!table) return;
    this.openTable = undefined;
    if (table.depth > 0 || table.cut) {
      for (const node of table.nodes) this.block(node, table.sink);
      return;
    }
    this.html(table.nodes.map((n) => this.cellHtml(n)).join('\n'), table.sink);
  }

  /** A block of an HTML table's cell as HTML: a paragraph's text, a fenced block as `pre`, a list as `ul`/`ol`. */
  private cellHtml(node: MdNode): string {
    switch (node.type) {
      case 'html':
        return node.value ?? '';
      case 'code':
        return `<pre><code${node.lang ? ` class="language-${escapeHtml(node.lang)}"` : ''}>${escapeHtml(node.value ?? '')}</code></pre>`;
      case 'list': {
        const tag = node.ordered ? 'ol' : 'ul';
        const items = (node.children ?? []).map((item) => `<li>${(item.children ?? []).map((c) => this.cellHtml(c)).join('\n')}</li>`);
        return `<${tag}>${items.join('')}</${tag}>`;
      }
      default:
        return escapeHtml(this.inline(node.children ?? []).text);
    }
  }

  /** HTML in the Markdown, read as HTML; its first h1 may title the page, its opening comment name its generator. */
  private html(html: string, sink: Sink): void {
    // A collapsed block (`<details><summary>Monorepos</summary>`, Markdown, `</details>`: a README's FAQ or advanced
    // topics, one after another) is a sub-section titled by its summary; read as lines, its topics ran together.
    let rest = html;
    // One block may close a collapsed block and open the next (`</details>` and `<details><summary>bun</summary>`).
    for (let end = CLOSE_DETAILS.exec(rest); end && this.openDetails > 0; end = CLOSE_DETAILS.exec(rest)) {
      sink.close();
      this.openDetails--;
      rest = rest.slice(end[0].length);
    }
    if (rest.trim() === '') return;
    const summary = detailsSummary(rest);
    if (summary !== undefined) {
      sink.open(summary);
      this.openDetails++;
      return;
    }
    html = rest;
    if (API_DOCUMENTER.test(html)) this.apiDocumenter = true;
    const { firstH1 } = htmlFragment(html, sink);
    if (firstH1 !== undefined) this.firstH1 ??= firstH1;
  }

  private block(node: MdNode, sink: Sink): void {
    switch (node.type) {
      case 'heading':
        return this.heading(node, sink);
      case 'paragraph': {
        if (this.apiDocumenter && this.firstH1 === undefined && isBreadcrumb(node)) return;
        const inline = this.inline(node.children ?? []);
        // A table of contents' marker (VitePress's `[[toc]]`, Python-Markdown's `[TOC]`), which the site renders as one.
        if (TOC_MARKER.test(inline.text)) return;
        if (this.mdxFile && !this.mdxParsed && (/^(?:import|export)\s/.test(inline.text) || /^\{[^]*\}$/.test(inline.text))) return;
        // Docusaurus reads every `.md` page as MDX: a paragraph of imports of components (`import Note from
        // './_Note.md';`) is the page's code, not its text.
        if (ESM_IMPORTS.test(inline.text)) return;
        // MyST's target for cross references (`(instances-snapshots)=` above a heading) is no text.
        if (MYST_TARGET.test(inline.text)) return;
        const line = lineOf(inline);
        if (line) sink.text(line);
        return;
      }
      case 'code': {
        // A command's options printed as text (Cobra's reference pages): an entry per option.
        const options = node.lang ? undefined : optionListing(node.value ?? '');
        if (options) {
          writeEntries(options, sink);
          return;
        }
        // The file a block shows or the tab it stands for (```json title="package.json"```, VitePress's ```sh [npm]```).
        const label = codeLabel(node.meta ?? '');
        if (label) sink.text(`${label}:`);
        sink.code(withoutCodeAnnotations(node.value ?? ''), node.lang ?? undefined);
        return;
      }
      case 'list': {
        const lines: string[] = [];
        this.list(node, sink, lines, 0);
        if (lines.length > 0) sink.text(lines.join('\n'));
        return;
      }
      case 'table':
        return this.table(node, sink);
      case 'blockquote':
        return this.blockquote(node, sink);
      case 'html':
        return this.html(node.value ?? '', sink);
      case 'yaml':
        this.frontMatter = readYamlFrontMatter(node.value ?? '');
        return;
      case 'toml':
        this.frontMatter = readTomlFrontMatter(node.value ?? '');
        return;
      case 'containerDirective':
        return this.admonition(node, sink);
      case 'mdxJsxFlowElement':
        return this.component(node, sink);
      case 'leafDirective': {
        const inline = this.inline(node.children ?? []);
        if (keepLine(inline)) sink.text(inline.text);
        return;
      }
      case 'thematicBreak':
      case 'definition':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return;
      default:
        if (node.children) this.flow(node.children, sink);
    }
  }

  private heading(node: MdNode, sink: Sink): void {
    let custom: string | undefined;
    const children = (node.children ?? []).filter((c) => {
      // An anchor written in the heading (`### <a name="publish"></a> Publish a port`, what the page's own links
      // point at) names it.
      if (c.type === 'html') {
        const named = /^<a\s+(?:name|id)\s*=\s*["']([\w.:-]+)["']\s*\/?>(?:\s*<\/a>)?$/i.exec((c.value ?? '').trim())?.[1];
        if (named) custom ??= named;
        return !named && !/^<\/a>$/i.test((c.value ?? '').trim());
      }
      if (c.type !== 'mdxTextExpression') return true;
      custom ??= /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/.exec(c.value ?? '')?.[1] ?? /^#([\w-]+)$/.exec((c.value ?? '').trim())?.[1];
      return false;
    });
    const written = withoutAttributeList(this.inline(children, false).text);
    const shown = this.withFrontMatterValues(written.text);
    custom ??= written.id;
    if (!shown) return;
    // The anchor is the site's (GitHub's slug keeps an emoji's shortcode); the heading's words are the reader's, and an
    // emoji's shortcode (`## :computer: Getting Started`) is a picture, no word.
    const anchor = custom ? this.slugger.unique(custom) : this.slugger.slug(shown);
    const text = shown.replace(EMOJI_SHORTCODE, '$1').trim() || shown;
    // API Documenter titles each page with a `##` ("Async.mapAsync() method"); its Parameters and Remarks, `##` too,
    // are that member's.
    const depth = this.apiDocumenter && this.firstH1 === undefined && node.depth === 2 ? 1 : (node.depth ?? 1);
    // The page's title is its h1 when that opens it (a stray heading before it aside): a README whose only h1 is its
    // last section ("# License", after its "##" ones) is not titled by it.
    if (depth === 1 && this.firstH1 === undefined && this.headings < 2) this.firstH1 = text;
    if (depth === 1 && this.headings === 0) this.openingH1 = text;
    this.headings++;
    const role = this.typeDoc?.heading(depth, text);
    if (role === 'dropped') return;
    // TypeDoc's generated heading (`### Parameters`, `#### callbackfn`) is written when what it labels is (see TypeDocPage).
    if (role !== 'label') sink.heading(depth, text, anchor);
  }

  /**
   * VitePress's interpolation of the page's front matter, as the site renders it (`# {{ $frontmatter.title }}` opens
   * every page of Rollup's guide): the value, or nothing when the page sets none.
   */
  private withFrontMatterValues(text: string): string {
    if (!text.includes('$frontmatter')) return text;
    return text.replace(FRONT_MATTER_VALUE, (_, key: string) => (Object.hasOwn(this.frontMatter, key) ? this.frontMatter[key]! : '')).replace(/ {2,}/g, ' ').trim();
  }

  private list(node: MdNode, sink: Sink, lines: string[], level: number): void {
    let n = node.start ?? 1;
    const indent = '  '.repeat(level);
    for (const item of node.children ?? []) {
      const marker = node.ordered ? `${n++}. ` : '- ';
      let first = true;
      for (const child of item.children ?? []) {
        if (child.type === 'paragraph' || child.type === 'heading') {
          const line = lineOf(this.inline(child.children ?? []));
          if (!line) continue;
          lines.push(`${indent}${first ? marker : '  '}${line}`);
          first = false;
        } else if (child.type === 'list') {
          this.list(child, sink, lines, level + 1);
        } else {
          // Code, tables, quotes, HTML inside an item: what precedes becomes its own block.
          if (lines.length > 0) sink.text(lines.splice(0).join('\n'));
          this.block(child, sink);
        }
      }
    }
  }

  private table(node: MdNode, sink: Sink): void {
    const rows: string[] = [];
    for (const row of node.children ?? []) {
      const cells = (row.children ?? []).map((cell) => this.inline(cell.children ?? []).text);
      if (cells.some((c) => ALNUM.test(c))) rows.push(cells.join(' | '));
    }
    if (rows.length > 0) sink.text(rows.join('\n'));
  }

  private blockquote(node: MdNode, sink: Sink): void {
    const children = node.children ?? [];
    const first = children[0];
    // GitHub alerts: `> [!NOTE]` on the first line.
    if (first?.type === 'paragraph') {
      const head = first.children?.[0];
      const m = head?.type === 'text' ? /^\[!(\w+)\]\s*/.exec(head.value ?? '') : null;
      if (m) {
        const kind = m[1]!.toLowerCase();
        sink.prefix(ADMONITION_NAMES[kind] ?? capitalize(kind));
        const rest = { ...head!, value: (head!.value ?? '').slice(m[0].length) };
        this.flow([{ ...first, children: [rest, ...(first.children ?? []).slice(1)] }, ...children.slice(1)], sink);
        sink.dropPrefix();
        return;
      }
    }
    // A heading in a quote (`> ## Note`) labels the quote; as a section it took every section after it.
    this.flow(children.map((c) => (c.type === 'heading' ? { type: 'paragraph', children: c.children ?? [] } : c)), sink);
  }

  private admonition(node: MdNode, sink: Sink): void {
    const name = (node.name ?? '').toLowerCase();
    const children = node.children ?? [];
    const labelNode = children[0]?.data?.directiveLabel ? children[0] : undefined;
    const label = labelNode ? this.inline(labelNode.children ?? []).text : '';
    const kind = ADMONITION_NAMES[name];
    if (kind) sink.prefix(label ? `${kind}: ${label} —` : kind);
    else if (label) sink.prefix(label);
    this.flow(labelNode ? children.slice(1) : children, sink);
    sink.dropPrefix();
  }

  /**
   * An MDX component: a tab says what it stands for (`<Tab value="pnpm">`, `<TabItem label="npm">`) and a callout what
   * kind it is and its title (`<Callout type="warn" title="Deprecated">`, `<Accordion title="Vite">`), as a
   * `:::warning` block does; any other component's content is read as it is. Entries given as data in its attributes
   * (see attributeEntries) come first, as sub-sections.
   */
  private component(node: MdNode, sink: Sink): void {
    const name = node.name ?? '';
    const attribute = (key: string) => jsxAttribute(node, key);
    let prefix: string | undefined;
    if (/^(?:Tab|TabItem|Tabs\.Tab|Tabs\.Item)$/.test(name)) {
      const tab = attribute('label') ?? attribute('title') ?? attribute('value');
      prefix = tab ? `${tab}:` : undefined;
    } else if (/^(?:Callout|Admonition|Aside|Alert|Note|Tip|Info|Warning|Caution|Danger|Important|Accordion|Details|Collapsible)$/.test(name)) {
      // The kind is its type, or its name (`<Warning>`); a Callout's or an Accordion's own name is no kind.
      const type = (attribute('type') ?? name).toLowerCase();
      const kind = ADMONITION_NAMES[type === 'warn' ? 'warning' : type === 'error' ? 'danger' : type];
      const title = attribute('title') ?? attribute('summary');
      prefix = kind ? (title ? `${kind}: ${title} —` : kind) : title;
    }
    if (prefix) sink.prefix(prefix);
    // Entries given as data (`<PropertiesTable content={[{ name: "strategy", ... }]} />`): a self-closing element
    // has no children, and a reference page's "Options" had been an empty section.
    writeEntries(attributeEntries(node.attributes), sink);
    this.flow(node.children ?? [], sink);
    if (prefix) sink.dropPrefix();
  }

  /** Phrasing content to text; `code` false leaves inline code without backticks (headings). */
  private inline(nodes: MdNode[], code = true): InlineText & { away?: string } {
    const acc: InlineText = { text: '', plain: false, media: false };
    /** Links seen, and the last to another site that a line of it alone is kept for (see lineOf). */
    let links = 0;
    let away: string | undefined;
    let strong = 0;
    let htmlLink = 0;
    const visit = (node: MdNode, inLink: boolean): void => {
      switch (node.type) {
        case 'text': {
          const v = joinLines(node.value ?? '');
          acc.text += v;
          if (!inLink && htmlLink === 0 && !acc.plain && ALNUM.test(v)) acc.plain = true;
          return;
        }
        case 'inlineCode': {
          let v = joinLines(node.value ?? '');
          // A MyST role before the code (`` {attr}`object.__dict__` ``, `` {func}`~attrs.define` ``) is how Sphinx links
          // it: the name shows, as the role renders it (`~` keeps the last part, `!` is no link).
          // (Only the text's end is read: a paragraph of many code spans stays linear.)
          const end = acc.text.slice(-40);
          const role = MYST_ROLE.exec(end);
          if (role) {
            acc.text = acc.text.slice(0, acc.text.length - end.length + role.index);
            v = shownTarget(v);
          }
          acc.text += code ? wrapCode(v) : v;
          if (!inLink && htmlLink === 0 && !acc.plain && ALNUM.test(v)) acc.plain = true;
          return;
        }
        case 'break':
          acc.text += ' ';
          return;
        case 'image':
        case 'imageReference':
          acc.media = true;
          return;
        case 'link':
        case 'linkReference': {
          acc.media = true;
          const before = acc.text.length;
          // A link that names an API entry (`` [`--no-deprecation`](…) ``, [fs.glob()](…)) is content, as code is.
          for (const c of node.children ?? []) visit(c, inLink || !namesApi(node));
          // Words that lead to another site (a README's "[Guide](https://…)", its features' pages, other languages'
          // clients): what the line says may be where to read more.
          // Not a call to action (a link in bold, or bold around it; "Get updates →"): an advertisement's button. An
          // address written as its own text (an autolink) needs no second copy.
          const words = acc.text.slice(before);
          const button = /[→»›➜]/.test(words) || strong > 0 || (node.children?.length === 1 && node.children[0]!.type === 'strong');
          links++;
          if (node.type === 'link' && ABSOLUTE_URL.test(node.url ?? '') && ALNUM.test(words) && !button && words.trim() !== node.url) away = node.url;
          return;
        }
        case 'html': {
          const tag = /^<\s*(\/?)\s*([A-Za-z][\w-]*)/.exec(node.value ?? '');
          if (!tag) return;
          const name = tag[2]!.toLowerCase();
          if (name === 'img' || name === 'picture' || name === 'svg') acc.media = true;
          else if (name === 'br') acc.text += ' ';
          else if (name === 'code' || name === 'kbd' || name === 'tt') acc.text += code ? '`' : '';
          else if (name === 'a') {
            acc.media = true;
            htmlLink = Math.max(0, htmlLink + (tag[1] ? -1 : 1));
          }
          return;
        }
        case 'footnoteReference':
        case 'mdxTextExpression':
        case 'mdxjsEsm':
          return;
        case 'textDirective':
          // Only reached if text directives are enabled; keep what the reader saw.
          acc.text += `:${node.name ?? ''}`;
          for (const c of node.children ?? []) visit(c, inLink);
          return;
        default:
          if (node.value !== undefined && !node.children) {
            acc.text += node.value;
            return;
          }
          if (node.type === 'strong') strong++;
          for (const c of node.children ?? []) visit(c, inLink);
          if (node.type === 'strong') strong--;
      }
    };
    for (const n of nodes) visit(n, false);
    acc.text = acc.text.replace(/[ \t\u00a0]+/g, ' ').trim();
    // One link alone, to another site: a line of navigation holds several.
    return !acc.plain && links === 1 && away !== undefined && ALNUM.test(acc.text) ? { ...acc, away } : acc;
  }
}

/**
 * Code without the annotations highlighters read from it: Docusaurus's `// highlight-next-line` lines and Shiki's
 * `// [!code highlight]`, `# [!code ++]` notes; a line Shiki marks removed (`[!code --]`) goes with its note, as it is
 * not in the code the example ends with.
 */
function withoutCodeAnnotations(code: string): string {
  if (!code.includes('highlight-') && !code.includes('[!code')) return code;
  const lines: string[] = [];
  for (const line of code.split('\n')) {
    if (HIGHLIGHT_COMMENT.test(line.trim())) continue;
    const note = shikiNote(line);
    if (!note) lines.push(line);
    else if (!note.removed && note.code.trim() !== '') lines.push(note.code);
  }
  return lines.join('\n');
}

/** Comment marks a Shiki note follows (`// [!code ++]`, `# [!code focus]`, `<!-- [!code highlight] -->`). */
const NOTE_MARKS = ['//', '#', '<!--', '/*', '--', ';'];

/**
 * A line's trailing Shiki note, read from its end without a pattern: the code before it, and whether the note marks
 * the line removed (`[!code --]`). Undefined when the line does not end in a comment holding only a note (code that
 * writes `cache[!code]`, or a line that shows the notation in a string).
 */
function shikiNote(line: string): { code: string; removed: boolean } | undefined {
  let end = line.trimEnd();
  if (end.endsWith('-->')) end = end.slice(0, -3).trimEnd();
  else if (end.endsWith('*/')) end = end.slice(0, -2).trimEnd();
  if (!end.endsWith(']')) return undefined;
  const note = end.lastIndexOf('[!code ');
  if (note < 0 || end.indexOf(']', note) !== end.length - 1) return undefined;
  const before = line.slice(0, note).trimEnd();
  const mark = NOTE_MARKS.find((m) => before.endsWith(m));
  if (!mark) return undefined;
  return { code: before.slice(0, -mark.length).trimEnd(), removed: /^\s*--/.test(end.slice(note + 7, -1)) };
}

/**
 * Entries, each a sub-section of the section that holds them: a command's options printed as text (see
 * optionListing), a component's entries given as data (see attributeEntries), whose nested entries are sub-sections of
 * theirs. Each cites the heading that holds them (`MANUAL.md#options`): an anchor of its own an entry has none. An
 * entry without a name is text of the section around it.
 */
function writeEntries(entries: readonly { name?: string; text?: string; entries?: readonly DataEntry[] }[], sink: Sink): void {
  for (const entry of entries) {
    if (entry.name !== undefined) sink.open(entry.name, undefined, true);
    if (entry.text) sink.text(entry.text);
    if (entry.entries) writeEntries(entry.entries, sink);
    if (entry.name !== undefined) sink.close();
  }
}

/**
 * A block's text, by which a TypeDoc page knows a description or an example written again (see TypeDocPage.block);
 * undefined for what is kept as it is: HTML, and a quote, the form the plugin writes a signature in (each overload's
 * heads what follows it, even when its text is another's).
 */
function blockKey(node: MdNode): string | undefined {
  if (node.type === 'code') return `${node.lang ?? ''}\n${node.value ?? ''}`;
  if (node.type === 'list' || node.type === 'table') return `${node.type}\n${plainText(node)}`;
  return undefined;
}

/** The text of a node and all it holds, in order (a list's, a quote's), read once. */
function plainText(node: MdNode): string {
  const parts: string[] = [];
  const visit = (n: MdNode): void => {
    if (n.value !== undefined) parts.push(n.value);
    for (const c of n.children ?? []) visit(c);
  };
  visit(node);
  return parts.join(' ');
}

/** A JSX element's attribute given as a string (`value="pnpm"`), else undefined. */
function jsxAttribute(node: MdNode, key: string): string | undefined {
  if (!Array.isArray(node.attributes)) return undefined;
  for (const a of node.attributes as { type?: string; name?: string; value?: unknown }[]) {
    if (a.type === 'mdxJsxAttribute' && a.name === key && typeof a.value === 'string' && a.value.trim()) return a.value.trim();
  }
  return undefined;
}

/** A code block's label from its fence's meta: `title="package.json"`, `filename=...`, or VitePress's `[npm]`. */
function codeLabel(meta: string): string | undefined {
  const named = /(?:^|\s)(?:title|filename|file)=(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|(\S{1,200}))/.exec(meta);
  if (named) return named[1] ?? named[2] ?? named[3];
  return /^\[([^\]\n]{1,100})\]/.exec(meta.trim())?.[1];
}

/** Whether a link's text, in code or not, styled or not, names an API entry (see namesApiEntry). */
function namesApi(link: MdNode): boolean {
  const text = (node: MdNode): string => node.value ?? (node.children ?? []).map(text).join('');
  return namesApiEntry(text(link));
}

/** An HTML table's tags and cells being gathered (see MarkdownWalker.endTable). */
/**
 * Blocks besides paragraphs a cell of an HTML table may hold, set off by blank lines (API Documenter's descriptions
 * with an example or a list): read as the cell's, not as the end of the table (which had been read block by block,
 * its names of members, links alone, left out as navigation).
 */
const CELL_BLOCKS = new Set(['code', 'list']);

interface OpenTable {
  nodes: MdNode[];
  /** Tables open. */
  depth: number;
  /** Characters gathered, about. */
  chars: number;
  /** The flow() it was opened in. */
  flowDepth: number;
  sink: Sink;
  /** A paragraph continued a cut tag: read block by block. */
  cut?: boolean;
  /** Where its HTML blocks so far leave a reader (see readHtml). */
  html: HtmlState;
}

/** Characters gathered into one HTML table at most; a longer run is read block by block. */
const TABLE_RUN_CHARS = 1_000_000;

/**
 * Where HTML read so far leaves a reader: in text, or inside something that takes the text after it (a tag, an
 * attribute's quoted value, a comment, an element whose content is raw text).
 */
interface HtmlState {
  in: 'text' | 'tag' | 'comment' | 'raw';
  /** In a tag: its quoted value's quote, and whether `=` came last (a quote opens a value only after it). */
  quote: string;
  afterEquals: boolean;
  /** The raw-text element a tag opens (`script`), or is in. */
  raw: string;
}

const HTML_TEXT: HtmlState = { in: 'text', quote: '', afterEquals: false, raw: '' };

/**
 * The state after reading `html` from `state` (see HtmlState): a table's HTML blocks are read in turn, so that what one
 * leaves open (`<td title="x>`, `<textarea>`) is known after the blocks that follow it (`<br>`). Linear in `html`.
 */
function readHtml(html: string, state: HtmlState): HtmlState {
  const lower = html.toLowerCase();
  let { in: where, quote, afterEquals, raw } = state;
  let at = 0;
  while (at < lower.length) {
    if (where === 'comment') {
      const close = lower.indexOf('-->', at);
      if (close < 0) return { in: 'comment', quote: '', afterEquals: false, raw: '' };
      at = close + 3;
      where = 'text';
    } else if (where === 'raw') {
      const close = lower.indexOf(`</${raw}`, at);
      if (close < 0) return { in: 'raw', quote: '', afterEquals: false, raw };
      at = close + 2;
      raw = '';
      where = 'tag';
    } else if (where === 'tag') {
      for (; at < lower.length; at++) {
        const c = lower[at]!;
        if (quote) {
          if (c === quote) quote = '';
        } else if ((c === '"' || c === "'") && afterEquals) quote = c;
        else if (c === '>') break;
        if (c === '=') afterEquals = true;
        else if (!/\s/.test(c)) afterEquals = false;
      }
      if (at >= lower.length) return { in: 'tag', quote, afterEquals, raw };
      at++;
      afterEquals = false;
      where = raw ? 'raw' : 'text';
    } else {
      const open = lower.indexOf('<', at);
      if (open < 0) return HTML_TEXT;
      if (lower.startsWith('<!--', open)) {
        // `<!-->` and `<!--->` are empty comments.
        at = lower.startsWith('>', open + 4) ? open + 5 : lower.startsWith('->', open + 4) ? open + 6 : open + 4;
        where = at > open + 4 ? 'text' : 'comment';
        continue;
      }
      const tag = /^<(\/?)([a-z][\w-]*)/.exec(lower.slice(open, open + 40));
      if (!tag) {
        // `a < b`: no tag.
        at = open + 1;
        continue;
      }
      raw = !tag[1] && RAW_TEXT.has(tag[2]!) ? tag[2]! : '';
      at = open + tag[0].length;
      where = 'tag';
    }
  }
  return { in: where, quote, afterEquals, raw };
}

/** Elements whose content a browser reads as raw text, not markup, to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'iframe', 'xmp', 'noembed', 'noframes', 'plaintext']);

/** A block's length in the page's source, when the parser says where it is; a paragraph's worth otherwise. */
function sourceLength(node: MdNode): number {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start !== undefined && end !== undefined ? end - start : 80;
}

/** Tables an HTML block opens, less those it closes. */
function tableDepthChange(html: string): number {
  const tags = withoutComments(html);
  return (tags.match(/<table(?=[\s>/])/gi)?.length ?? 0) - (tags.match(/<\/table\s*>/gi)?.length ?? 0);
}

/** HTML without its comments (`<!-- <table> -->`), read once from start to end. */
function withoutComments(html: string): string {
  let out = '';
  let at = 0;
  for (let open = html.indexOf('<!--'); open >= 0; open = html.indexOf('<!--', at)) {
    out += html.slice(at, open);
    const close = html.indexOf('-->', open + 4);
    if (close < 0) return out;
    at = close + 3;
  }
  return out + html.slice(at);
}

/** The comment API Documenter (Microsoft's, from api-extractor's model) opens each page with. */
const API_DOCUMENTER = /^<!--\s*Do not edit this file\. It is automatically generated by API Documenter\./;

/** A paragraph of links with only separators between them (`[Home](./index.md) > [Async](./x.async.md)`). */
function isBreadcrumb(paragraph: MdNode): boolean {
  const children = paragraph.children ?? [];
  return children.some((c) => c.type === 'link') && children.every((c) => c.type === 'link' || (c.type === 'text' && /^(?:>|›|»|\/)?$/.test((c.value ?? '').trim())));
}
