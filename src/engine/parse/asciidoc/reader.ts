/**
 * The block level of AsciiDoc: sections, paragraphs, delimited blocks (listing, literal, example, sidebar, quote,
 * open, passthrough, comment), tables (their cells in tables.ts), the three kinds of list with their continuations,
 * admonitions, block attributes and titles, written as the HTML Asciidoctor makes of them (its classes and layout),
 * so that the HTML reader's rules for Asciidoctor's pages (option lists as entries, admonitions, a man page's NAME
 * line) read the source as they read its output.
 *
 * Linear in the document: a delimited block takes the lines up to its end, nested blocks are read once per level and
 * the levels are capped, and every pattern on a line is anchored without nested quantifiers. `include::` and the
 * conditional directives are left out (an included file is indexed on its own; both branches of a condition are
 * read), as are images and other block macros.
 * @module
 */
import { ALNUM, escapeHtml } from '../_shared.ts';
import { finishSteps, trimEndWhere, type Steps } from '../bounds.ts';
import { isAdornment } from '../rst/lines.ts';
import { ATTRIBUTE_ENTRY, Attributes, splitAttributes, unquote, VALUE_MAX } from './attributes.ts';
import { inlineHtml, runOf, XREF_MARK } from './inline.ts';
import { cellRows, columnStyles, lineRows, type Cell } from './tables.ts';

/** Levels of blocks inside blocks (an example in a sidebar in a list item) read as such; deeper ones are literal text. */
const MAX_DEPTH = 16;

const ADMONITIONS = new Set(['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION']);
/** `NOTE: text`: a paragraph led by an admonition's name (one of ADMONITIONS). */
const ADMONITION_LEAD = /^([A-Z]{3,9}):[ \t]+/;

/** A line that opens or closes a delimited block; its kind is its first character. */
const DELIMITER = /^(?:-{4,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,}|\/{4,}|--|[|,:!]={3,}|```.*)$/;

/** `== Title` (or Markdown's `## Title`), with the optional closing marks. */
const SECTION_TITLE = /^(={1,6}|#{1,6})[ \t]+(\S.*)$/;

/** The characters that underline a two-line section title, by level (`=` for the document's title). */
const SETEXT_LEVELS = '=-~^+';

/** Lines the preprocessor reads: conditions (both branches are kept) and includes (indexed as files of their own). */
const PREPROCESSOR = /^(?:ifdef|ifndef|ifeval|endif|include)::/;

/** Block macros with nothing to read: `image::x.png[]`, `toc::[]`, a project's own `name::target[…]`. */
const BLOCK_MACRO = /^[a-z][\w-]{0,50}::[^\s\[]{0,2000}\[[^\n]{0,2000}\]$/;

/**
 * `[source,java]`, `[[id]]`, `[#id]`, `[]`: a line of block attributes, which starts as Asciidoctor's do (a word, `.`,
 * `#`, `%`, `{`, `,` or a quote) and holds no brackets of its own; `[--verbose]` and `[1] See [2]` are text.
 */
const BLOCK_ATTRIBUTES = /^\[(?:\[[^\[\]]*\]|(?:[\p{L}\p{N}_.#%{,"'][^\[\]]*)?)\]$/u;

/** `.Title`: the title of the next block. */
const BLOCK_TITLE = /^\.[^\s.]/;

/** A thematic break or a page break. */
const BREAK = /^(?:'{3,}|<{3,}|-{3}|\*{3}|(?:- ){2}-|(?:\* ){2}\*)$/;

interface BlockAttributes {
  style?: string;
  language?: string;
  id?: string;
  options: Set<string>;
  cols?: string;
  separator?: string;
  attribution?: string;
  /** `subs="attributes+"`: a listing whose attribute references are read. */
  subs?: string;
  /** A table's `format=`: csv, dsv, tsv or psv (cells each after a `|`). */
  format?: string;
}

/** Each kind of list's wrapper, as Asciidoctor writes it. */
const LIST_TAGS: Record<ListMarker['kind'], [string, string]> = {
  dl: ['<div class="dlist"><dl>', '</dl></div>'],
  ul: ['<div class="ulist"><ul>', '</ul></div>'],
  ol: ['<div class="olist"><ol>', '</ol></div>'],
  colist: ['<div class="colist"><ol>', '</ol></div>'],
};

interface ListMarker {
  kind: 'ul' | 'ol' | 'dl' | 'colist';
  /** What siblings share and nested lists differ in: `*`, `**`, `.`, `1.`, `::`, `;;`. */
  key: string;
  text: string;
  /** A description list item's term. */
  term?: string;
}

export function asciidocToHtml(source: string): string {
  return finishSteps(asciidocHtmlSteps(source));
}

/** asciidocToHtml in steps: a caller may pause between the document's top-level blocks. */
export function asciidocHtmlSteps(source: string): Steps<string> {
  return new AsciidocReader(source).htmlSteps();
}

class AsciidocReader {
  private readonly lines: string[];
  private readonly attributes: Attributes;
  /** How deep in blocks the text stands: 0 for a page, more for an AsciiDoc table cell's. */
  private readonly baseDepth: number;
  private readonly out: string[] = [];
  private pending: BlockAttributes = { options: new Set() };
  private pendingTitle: string | undefined;
  private title: string | undefined;
  private readonly ids = new Map<string, number>();
  private readonly sectionTitles = new Map<string, string>();
  /** Lists being read: a paragraph attached to an item ends where the next item starts. */
  private listDepth = 0;
  /** Whether any block has been read (a `= Title` after one is a part's heading, not the document's title). */
  private started = false;

  constructor(source: string, attributes = new Attributes(), baseDepth = 0) {
    this.attributes = attributes;
    this.baseDepth = baseDepth;
    // NUL marks where a cross reference's text goes, \u0001 and \u0002 where a piece of HTML waits (inline.ts): a page's
    // own are nothing to read. Tabs stay (a Makefile's recipe in a listing needs them).
    this.lines = source
      .replace(/[\u0000-\u0002]/g, '')
      .split(/\r\n?|\n/)
      .map((line) => line.trimEnd())
      .filter((line) => !PREPROCESSOR.test(line));
  }

  *htmlSteps(): Steps<string> {
    for (let i = 0; i < this.lines.length; ) {
      yield;
      i = this.blocks(i, this.lines.length, this.baseDepth, true);
    }
    const titles = new Set(this.sectionTitles.values());
    const references = (html: string): string =>
      html.replace(new RegExp(`${XREF_MARK}([^${XREF_MARK}]*)${XREF_MARK}`, 'g'), (_, id: string) =>
        // A reference by title (`<<Default Remote>>`, `<<Configuration>>`) shows it; an unknown id shows in brackets,
        // as Asciidoctor writes it.
        escapeHtml(this.sectionTitles.get(id) ?? (/\s/.test(id) || titles.has(id) ? id : `[${id}]`)),
      );
    const body = references(this.out.join(''));
    const title = this.title ? references(inlineHtml(this.title, this.attributes)) : '';
    const description = this.attributes.get('description');
    return (
      '<!DOCTYPE html><html><head><meta charset="UTF-8">' +
      (title ? `<title>${stripTags(title)}</title>` : '') +
      (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
      '</head><body>' +
      (title ? `<div id="header"><h1>${title}</h1></div>` : '') +
      `<div id="content">${body}</div></body></html>`
    );
  }

  /** The HTML of the text's blocks alone (an AsciiDoc table cell's), its cross references left for the page to fill. */
  fragmentHtml(): string {
    this.blocks(0, this.lines.length, this.baseDepth, false);
    return this.out.join('');
  }

  /** Reads the blocks of lines [start, end); with `single`, only the next block (a list item's attached block). */
  private blocks(start: number, end: number, depth: number, single: boolean): number {
    let i = start;
    while (i < end) {
      const line = this.lines[i]!;
      if (line === '') {
        i++;
        continue;
      }
      const next = this.nonBlock(i, end);
      if (next > i) {
        i = next;
        continue;
      }
      i = this.block(i, end, depth);
      this.started = true;
      if (single) break;
    }
    return i;
  }

  /** Lines that are not blocks: comments, attribute entries, block attributes and titles, breaks, macros. The next line's index, or `i`. */
  private nonBlock(i: number, end: number): number {
    const line = this.lines[i]!;
    if (isLineComment(line)) return i + 1;
    if (/^\/{4,}$/.test(line)) return Math.min(this.closing(line, i, end) + 1, end);
    const entry = ATTRIBUTE_ENTRY.exec(line);
    if (entry) {
      // A value goes on over lines that end in ` \`; what passes an attribute's length is read and left out.
      const parts = [entry[4] ?? ''];
      let length = parts[0]!.length;
      let j = i + 1;
      while (parts.at(-1)!.endsWith(' \\') && j < end) {
        parts[parts.length - 1] = parts.at(-1)!.slice(0, -2);
        const next = this.lines[j++]!.trim();
        if (length < VALUE_MAX) parts.push(next);
        else parts[parts.length - 1] = next.endsWith(' \\') ? ' \\' : '';
        length += next.length;
      }
      if (entry[1] || entry[3]) this.attributes.unset(entry[2]!);
      else this.attributes.set(entry[2]!, parts.join(' ').trim());
      return j;
    }
    if (BLOCK_ATTRIBUTES.test(line)) {
      this.blockAttributes(line);
      return i + 1;
    }
    if (BLOCK_TITLE.test(line)) {
      this.pendingTitle = line.slice(1);
      return i + 1;
    }
    if (BREAK.test(line) || BLOCK_MACRO.test(line)) {
      this.pending = { options: new Set() };
      this.pendingTitle = undefined;
      return i + 1;
    }
    return i;
  }

  /** `[source,java]`, `[NOTE]`, `[[id]]`, `[#id.role%option]`, `[cols="1,2",options="header"]`: for the next block. */
  private blockAttributes(line: string): void {
    const anchor = /^\[\[([\w:.-]{1,200})(?:,[^\]]*)?\]\]$/.exec(line);
    if (anchor) {
      this.pending.id = anchor[1];
      return;
    }
    const list = splitAttributes(line.slice(1, -1));
    list.forEach((item, n) => {
      const named = /^([\w-]{1,50})=(.*)$/.exec(item);
      if (named) {
        const [, name, raw] = named;
        const value = unquote(raw!);
        if (name === 'id') this.pending.id = value;
        else if (name === 'cols') this.pending.cols = value;
        else if (name === 'separator') this.pending.separator = value;
        else if (name === 'options' || name === 'opts') for (const o of value.split(',')) this.pending.options.add(o.trim());
        else if (name === 'language' || name === 'lang') this.pending.language = value;
        else if (name === 'subs') this.pending.subs = value;
        else if (name === 'format') this.pending.format = value.toLowerCase();
        return;
      }
      if (n === 0) {
        // The style, with the shorthands for id, role and options: `source#id.role%linenums`.
        const m = /^([^#.%]*)((?:[#.%][^#.%]*)*)$/.exec(unquote(item));
        const style = m?.[1]?.trim();
        if (style) this.pending.style = style;
        for (const part of (m?.[2] ?? '').match(/[#.%][^#.%]*/g) ?? []) {
          if (part[0] === '#') this.pending.id = part.slice(1);
          else if (part[0] === '%') this.pending.options.add(part.slice(1));
        }
      } else if (n === 1 && item) {
        // `[source,java]` and `[,java]` name a language; `[quote,Author]` and, on a quote block, `[,Author]` an attribution.
        const value = unquote(item);
        if (this.pending.style === 'source' || this.pending.style === undefined) this.pending.language = value;
        if (this.pending.style !== 'source') this.pending.attribution = value;
      }
    });
  }

  /** Reads the block at line i (not blank, not one of nonBlock's) and returns the index after it. */
  private block(i: number, end: number, depth: number): number {
    const line = this.lines[i]!;
    const attrs = this.pending;
    const title = this.pendingTitle;
    this.pending = { options: new Set() };
    this.pendingTitle = undefined;

    // Sections stand at the top level; inside a block or a list a title line is text, unless it is a discrete heading.
    const sectionsHere = (depth === 0 && this.listDepth === 0) || attrs.style === 'discrete' || attrs.style === 'float';
    const section = sectionsHere ? SECTION_TITLE.exec(line) : null;
    // Markdown's `# Title` is a title in a document that writes its titles so, or as its first line.
    if (section && (section[1]![0] === '=' || !this.started || this.looksMarkdown())) {
      this.heading(section[1]!.length - 1, withoutClosingMarks(section[2]!), attrs);
      return this.afterHeading(i + 1, end, section[1]!.length === 1);
    }
    const underline = this.lines[i + 1];
    if (sectionsHere && i + 1 < end && underline !== undefined && isSetextPair(line, underline)) {
      const level = SETEXT_LEVELS.indexOf(underline[0]!);
      // A document titled this way is of AsciiDoc's older dialect (asciidoc-py), which Asciidoctor reads in
      // compatibility mode: `'emphasis'`, `+code+` (git's and crm's man sources).
      if (level === 0 && !this.started && this.title === undefined) this.attributes.set('compat-mode', '');
      this.heading(level, line, attrs);
      return this.afterHeading(i + 2, end, level === 0);
    }
    if (DELIMITER.test(line)) return this.delimited(i, end, depth, attrs, title);
    const marker = listMarker(line);
    if (marker) {
      this.out.push(this.titleHtml(title));
      return this.list(i, end, depth, [], attrs.id);
    }
    return this.paragraph(i, end, attrs, title);
  }

  /** Whether the document writes its section titles the Markdown way (then `# Title` is a heading anywhere). */
  private markdownTitles: boolean | undefined;
  private looksMarkdown(): boolean {
    this.markdownTitles ??= this.lines.some((l) => /^##[ \t]+\S/.test(l));
    return this.markdownTitles;
  }

  private heading(level: number, text: string, attrs: BlockAttributes): void {
    if (level === 0 && !this.started && this.title === undefined) {
      this.title = text;
      return;
    }
    const html = inlineHtml(text, this.attributes);
    const plain = decodeEntities(stripTags(html.replace(new RegExp(XREF_MARK, 'g'), '')));
    const id = attrs.id ?? this.generatedId(plain);
    this.sectionTitles.set(id, plain);
    const tag = `h${Math.min(6, level + 1)}`;
    this.out.push(`<${tag} id="${escapeHtml(id)}">${html}</${tag}>`);
  }

  /**
   * After the document's title, its header: at most an author line and a revision line, then attribute entries and
   * comments. The first other line is the document's text (a title followed directly by paragraphs loses only two).
   */
  private afterHeading(i: number, end: number, documentTitle: boolean): number {
    if (!documentTitle || this.started) return i;
    let j = i;
    for (let skipped = 0; j < end && this.lines[j] !== ''; ) {
      const line = this.lines[j]!;
      // Attribute entries (gpsd's `:robots:index,follow` too, which writes no space) and comments, lines or blocks.
      const entry = ATTRIBUTE_ENTRY.test(line) || isLineComment(line) || /^\/{4,}$/.test(line);
      if (entry) j = this.nonBlock(j, end);
      else if (/^:\w[^:]{0,100}:/.test(line)) j++;
      else if (skipped < 2 && j - skipped === i) {
        skipped++;
        j++;
      } else break;
    }
    return j;
  }

  /** Asciidoctor's id for a section: `_` and the title's words in lower case joined by `_` (or the document's idprefix and idseparator). */
  private generatedId(title: string): string {
    const prefix = this.attributes.get('idprefix') ?? '';
    const separator = (this.attributes.get('idseparator') ?? '_').slice(0, 1);
    let id = title.toLowerCase().replace(/[^\p{L}\p{N}_.-]+/gu, separator || '');
    if (separator) {
      while (id.includes(separator + separator)) id = id.split(separator + separator).join(separator);
      while (id.startsWith(separator)) id = id.slice(1);
      while (id.endsWith(separator)) id = id.slice(0, -1);
    }
    id = prefix + id;
    // The second section of a title gets `_2`, as Asciidoctor numbers them.
    const seen = this.ids.get(id) ?? 0;
    this.ids.set(id, seen + 1);
    return seen === 0 ? id : `${id}${separator}${seen + 1}`;
  }

  /**
   * The line that closes the block opened at `i` (the same delimiter), or `end` when none does before it. A forward
   * scan: the block takes the lines it passes, so no line is scanned again at its level.
   */
  private closing(line: string, i: number, end: number): number {
    const key = delimiterKey(line);
    for (let j = i + 1; j < end; j++) if (this.lines[j] === key) return j;
    return end;
  }

  private delimited(i: number, end: number, depth: number, attrs: BlockAttributes, title: string | undefined): number {
    const line = this.lines[i]!;
    const close = this.closing(line, i, end);
    // The block's lines, for the blocks shown as written (containers read theirs in place).
    const inner = (): string[] => this.lines.slice(i + 1, close);
    const kind = line.startsWith('```') ? '`' : line.length === 2 ? 'open' : line[1] === '=' && line[0] !== '=' ? 'table' : line[0]!;
    const style = attrs.style;
    const next = Math.min(close + 1, end);
    if (kind === '/') return next;
    if (kind === '-' || kind === '`' || ((kind === 'open' || kind === '.') && (style === 'source' || style === 'listing'))) {
      const language = kind === '`' ? line.slice(3).trim().split(/[\s,]/)[0] : (attrs.language ?? (style === 'source' ? this.attributes.get('source-language') : undefined));
      const code = inner().join('\n');
      this.listing(attrs.subs?.includes('attributes') ? this.attributes.substitute(code) : code, language || undefined, title);
      return next;
    }
    if (kind === '.') {
      this.literal(inner().join('\n'), title);
      return next;
    }
    if (kind === '+') {
      if (style === 'stem' || style === 'latexmath' || style === 'asciimath') this.listing(inner().join('\n'), undefined, title);
      else this.out.push(`<div class="passthrough"><p>${escapeHtml(passthroughText(inner().join('\n')))}</p></div>`);
      return next;
    }
    if (kind === 'table') {
      this.table(inner(), line[0]!, attrs, title, depth);
      return next;
    }
    if (depth >= MAX_DEPTH) {
      this.out.push(`<pre>${escapeHtml(inner().join('\n'))}</pre>`);
      return next;
    }
    if (kind === '_' && style === 'verse') {
      this.verse(inner().join('\n'), title);
      return next;
    }
    if (style && ADMONITIONS.has(style)) {
      this.admonition(style, () => this.blocks(i + 1, close, depth + 1, false), title);
      return next;
    }
    const [open, closeTags] =
      kind === '_'
        ? ['<div class="quoteblock"><blockquote>', `</blockquote>${attrs.attribution ? `<div class="attribution">— ${inlineHtml(attrs.attribution, this.attributes)}</div>` : ''}</div>`]
        : kind === '*'
          ? ['<div class="sidebarblock"><div class="content">', '</div></div>']
          : kind === '='
            ? ['<div class="exampleblock"><div class="content">', '</div></div>']
            : ['<div class="openblock"><div class="content">', '</div></div>'];
    this.out.push(open);
    if (kind !== '_') this.out.push(this.titleHtml(title));
    this.blocks(i + 1, close, depth + 1, false);
    this.out.push(closeTags);
    return next;
  }

  private titleHtml(title: string | undefined): string {
    return title ? `<div class="title">${inlineHtml(title, this.attributes)}</div>` : '';
  }

  private literal(text: string, title: string | undefined): void {
    this.out.push(`<div class="literalblock">${this.titleHtml(title)}<div class="content"><pre>${escapeHtml(text)}</pre></div></div>`);
  }

  /** A verse keeps its lines, as Asciidoctor shows it (ccache's synopsis). */
  private verse(text: string, title: string | undefined): void {
    this.out.push(`<div class="verseblock">${this.titleHtml(title)}<pre class="content">${inlineHtml(text, this.attributes)}</pre></div>`);
  }

  private listing(code: string, language: string | undefined, title: string | undefined): void {
    const lang = language ? escapeHtml(language.toLowerCase()) : undefined;
    const codeHtml = escapeHtml(code.split('\n').map(withoutCallouts).join('\n'));
    this.out.push(
      `<div class="listingblock">${this.titleHtml(title)}<div class="content"><pre class="highlight">` +
        (lang ? `<code class="language-${lang}" data-lang="${lang}">${codeHtml}</code>` : `<code>${codeHtml}</code>`) +
        '</pre></div></div>',
    );
  }

  private admonition(name: string, body: () => void, title: string | undefined): void {
    this.out.push(
      `<div class="admonitionblock ${name.toLowerCase()}"><table><tr><td class="icon"><div class="title">${name[0]}${name.slice(1).toLowerCase()}</div></td><td class="content">${this.titleHtml(title)}`,
    );
    body();
    this.out.push('</td></tr></table></div>');
  }

  /** Whether line j is a block title before a block's attributes or delimiter (a wrapped line may start with a dot: `.cvsignore files`). */
  private isNextBlockTitle(j: number): boolean {
    const next = this.lines[j + 1];
    return BLOCK_TITLE.test(this.lines[j]!) && next !== undefined && (DELIMITER.test(next) || BLOCK_ATTRIBUTES.test(next));
  }

  /** A paragraph: its lines up to a blank line or a delimiter; its style (source, literal, an admonition, quote) says how it shows. */
  private paragraph(i: number, end: number, attrs: BlockAttributes, title: string | undefined): number {
    let j = i;
    const lines: string[] = [];
    while (j < end && this.lines[j] !== '' && (j === i || !(DELIMITER.test(this.lines[j]!) || BLOCK_ATTRIBUTES.test(this.lines[j]!) || this.isNextBlockTitle(j) || (this.listDepth > 0 && (this.lines[j] === '+' || listMarker(this.lines[j]!)))))) {
      if (!isLineComment(this.lines[j]!)) lines.push(this.lines[j]!);
      j++;
    }
    const style = attrs.style;
    // An indented paragraph is literal, as is one styled so.
    if (style === 'source' || style === 'listing') this.listing(lines.join('\n'), attrs.language ?? this.attributes.get('source-language'), title);
    else if (style === 'literal' || (style === undefined && /^[ \t]/.test(lines[0]!))) {
      this.literal((lines.some((l) => !/^[ \t]/.test(l)) ? lines : dedentLines(lines)).join('\n'), title);
    } else if (style && ADMONITIONS.has(style)) {
      this.admonition(style, () => this.out.push(inlineHtml(lines.join('\n'), this.attributes)), title);
    } else if (style === 'verse') {
      this.verse(lines.join('\n'), title);
    } else if (style === 'quote') {
      this.out.push(`<div class="quoteblock"><blockquote>${inlineHtml(lines.join('\n'), this.attributes)}</blockquote></div>`);
    } else {
      const admonition = ADMONITION_LEAD.exec(lines[0]!);
      if (admonition && ADMONITIONS.has(admonition[1]!)) {
        const text = [lines[0]!.slice(admonition[0].length), ...lines.slice(1)].join('\n');
        this.admonition(admonition[1]!, () => this.out.push(inlineHtml(text, this.attributes)), title);
      } else {
        // `[%hardbreaks]` keeps the paragraph's lines.
        const text = attrs.options.has('hardbreaks') ? lines.map((l) => `${l} +`).join('\n') : lines.join('\n');
        this.out.push(`<div class="paragraph">${this.titleHtml(title)}<p>${inlineHtml(text, this.attributes)}</p></div>`);
      }
    }
    return j;
  }

  /**
   * A list from line i: items of the same marker, each with its text (the lines up to a blank line, another item or a
   * delimiter), the blocks attached to it by `+` lines and the lists nested in it (another marker, not an
   * ancestor's). Returns the index after the list.
   */
  private list(i: number, end: number, depth: number, ancestors: string[], id?: string): number {
    const first = listMarker(this.lines[i]!)!;
    const { kind, key } = first;
    const [open, close] = LIST_TAGS[kind];
    // A list's id is its wrapper's, as Asciidoctor writes it (a one-term list with an id is an entry to the HTML reader).
    this.out.push(id ? open.replace('<div class="', `<div id="${escapeHtml(id)}" class="`) : open);
    this.listDepth++;
    let j = i;
    while (j < end) {
      let marker = listMarker(this.lines[j]!);
      if (!marker || marker.key !== key) break;
      if (kind === 'dl') {
        // Terms with no text of their own share the next one's definition (`-I <paths>::` then `--include=<paths>::`).
        for (let k = this.nextContent(j + 1, end); marker.text === ''; k = this.nextContent(j + 1, end)) {
          const next = k < end ? listMarker(this.lines[k]!) : undefined;
          if (next?.key !== key) break;
          this.out.push(`<dt class="hdlist1">${inlineHtml(marker.term!, this.attributes)}</dt>`);
          [marker, j] = [next, k];
        }
        this.out.push(`<dt class="hdlist1">${inlineHtml(marker.term!, this.attributes)}</dt><dd>`);
      } else this.out.push('<li>');
      const text = [marker.text];
      j = this.itemText(j + 1, end, text);
      // A term's definition may stand after blank lines, indented (ccache's options): a paragraph, not a literal.
      if (kind === 'dl' && marker.text === '' && text.length === 1) {
        const k = this.nextContent(j, end);
        if (k > j && k < end && !isItemEnd(this.lines[k]!)) j = this.itemText(k, end, text);
      }
      const itemText = text.join('\n').replace(/^\[[ x*]\] /, '');
      if (itemText.trim()) this.out.push(`<p>${inlineHtml(itemText, this.attributes)}</p>`);
      j = this.attachments(j, end, depth, [...ancestors, key], key);
      this.out.push(kind === 'dl' ? '</dd>' : '</li>');
      // The next item may follow after blank lines.
      const k = this.nextContent(j, end);
      if (k < end && listMarker(this.lines[k]!)?.key === key) j = k;
      else break;
    }
    this.listDepth--;
    this.out.push(close);
    return j;
  }

  /** The first line from `k` that is not blank, or `end`. */
  private nextContent(k: number, end: number): number {
    while (k < end && this.lines[k] === '') k++;
    return k;
  }

  /** Adds the lines of a list item's text from line j to `text`, up to a blank line, a `+`, another item or a block; the index after them. */
  private itemText(j: number, end: number, text: string[]): number {
    while (j < end && this.lines[j] !== '' && this.lines[j] !== '+' && !isItemEnd(this.lines[j]!)) {
      if (!isLineComment(this.lines[j]!)) text.push(this.lines[j]!.trim());
      j++;
    }
    return j;
  }

  /** What belongs to a list item after its text: blocks attached by `+`, and nested lists. Returns the index after them. */
  private attachments(j: number, end: number, depth: number, ancestors: string[], key: string): number {
    while (j < end) {
      if (this.lines[j] === '+') {
        // A `+` attaches the block right after it; before a blank line it attaches nothing (the next item is a sibling).
        if (depth >= MAX_DEPTH || this.lines[j + 1] === '' || j + 1 >= end) return j + 1;
        j = this.blocks(j + 1, end, depth + 1, true);
        continue;
      }
      const k = this.nextContent(j, end);
      const marker = k < end ? listMarker(this.lines[k]!) : undefined;
      // An indented paragraph after the item is its literal block, attached without a `+`.
      if (!marker && k > j && k < end && /^[ \t]/.test(this.lines[k]!) && depth < MAX_DEPTH) {
        j = this.blocks(k, end, depth + 1, true);
        continue;
      }
      if (!marker || marker.key === key || ancestors.includes(marker.key) || depth >= MAX_DEPTH) return j;
      j = this.list(k, end, depth + 1, ancestors);
    }
    return j;
  }

  /** A table: cells split at the separator (their specifiers, `2+|`, `a|`, taken off), in rows as wide as its columns. */
  private table(lines: string[], format: string, attrs: BlockAttributes, title: string | undefined, depth: number): void {
    const columns = columnStyles(attrs.cols);
    // A table's format: its delimiter's first character (`,===` csv, `:===` dsv) unless `format=` names one.
    const named = attrs.format ?? (format === ',' ? 'csv' : format === ':' ? 'dsv' : 'psv');
    const rows =
      named === 'csv' || named === 'dsv' || named === 'tsv'
        ? lineRows(lines, named, attrs.separator?.slice(0, 1) || undefined)
        : cellRows(lines, attrs.separator?.slice(0, 1) || (format === '!' ? '!' : '|'), columns);
    const firstContent = lines.findIndex((l) => l.trim() !== '');
    // The first line is the header when the table says so, or when a blank line follows it alone.
    const header = attrs.options.has('header') || (!attrs.options.has('noheader') && firstContent >= 0 && lines[firstContent + 1] === '' && rows.length > 1);
    this.out.push(`<table class="tableblock">${title ? `<caption class="title">${inlineHtml(title, this.attributes)}</caption>` : ''}`);
    rows.forEach((row, n) => {
      const tag = n === 0 && header ? 'th' : 'td';
      if (n === 0 && header) this.out.push('<thead>');
      if (n === (header ? 1 : 0)) this.out.push('<tbody>');
      this.out.push(`<tr>${row.map((c) => `<${tag} class="tableblock">${tag === 'th' ? inlineHtml(c.text, this.attributes) : this.cellHtml(c, depth)}</${tag}>`).join('')}</tr>`);
      if (n === 0 && header) this.out.push('</thead>');
    });
    if (rows.length > (header ? 1 : 0)) this.out.push('</tbody>');
    this.out.push('</table>');
  }

  /** A body cell: AsciiDoc of its own (style `a`, sogo's cells of lists and listings), literal (`l`), monospace (`m`), or paragraphs. */
  private cellHtml(cell: Cell, depth: number): string {
    if (cell.style === 'a' && depth + 1 < MAX_DEPTH) return new AsciidocReader(cell.text, this.attributes, depth + 1).fragmentHtml();
    if (cell.style === 'l') return `<div class="literal"><pre>${escapeHtml(cell.text)}</pre></div>`;
    // A monospace cell (`m`) is code, as Asciidoctor writes it: a column of names (`[cols="2m,5"]`).
    const [open, close] = cell.style === 'm' ? ['<code>', '</code>'] : ['', ''];
    return cell.text
      .split(/\n[ \t]*\n/)
      .map((p) => `<p class="tableblock">${open}${inlineHtml(p, this.attributes)}${close}</p>`)
      .join('');
  }

}

/** A title without its closing marks (`== Title ==`), by a scan from the end: a pattern backtracks over a run of spaces. */
function withoutClosingMarks(title: string): string {
  const marked = trimEndWhere(title, (c) => c === '=' || c === '#');
  return marked !== title && marked !== '' && /[ \t]$/.test(marked) ? marked.trimEnd() : title;
}

/** `// text`: a comment line (`///` and more start no comment). */
function isLineComment(line: string): boolean {
  return line.startsWith('//') && !line.startsWith('///');
}

/** A line that ends a list item's text: another item, a delimiter or block attributes. */
function isItemEnd(line: string): boolean {
  return listMarker(line) !== undefined || DELIMITER.test(line) || BLOCK_ATTRIBUTES.test(line);
}

/** What a delimiter's closing line is: the same line, or three backticks for a fenced block with a language. */
function delimiterKey(line: string): string {
  return line.startsWith('```') ? '```' : line;
}

/** The list item a line starts, if any. */
function listMarker(line: string): ListMarker | undefined {
  const bullet = /^[ \t]*(\*{1,5}|-)[ \t]+(\S.*)$/.exec(line);
  if (bullet) return { kind: 'ul', key: bullet[1]!, text: bullet[2]! };
  const dots = /^[ \t]*(\.{1,5})[ \t]+(\S.*)$/.exec(line);
  if (dots) return { kind: 'ol', key: dots[1]!, text: dots[2]! };
  const numbered = /^[ \t]*(\d{1,9}|[a-zA-Z])([.)])[ \t]+(\S.*)$/.exec(line);
  if (numbered) return { kind: 'ol', key: (/\d/.test(numbered[1]!) ? '1' : /[a-z]/.test(numbered[1]!) ? 'a' : 'A') + numbered[2], text: numbered[3]! };
  const callout = /^<(\d{1,3}|\.)>[ \t]+(\S.*)$/.exec(line);
  if (callout) return { kind: 'colist', key: '<>', text: callout[2]! };
  return descriptionItem(line);
}

/**
 * `term:: definition`, `term::`, `term;;` (and `:::`, `::::` for nested lists): the first run of two to four colons
 * or two semicolons after a non-blank term that ends the line or is followed by a space. A scan, not a lazy pattern.
 */
function descriptionItem(line: string): ListMarker | undefined {
  const start = line.length - line.trimStart().length;
  if (line.startsWith('//', start)) return undefined;
  for (let at = line.indexOf(':', start + 1), semi = line.indexOf(';;', start + 1); at >= 0 || semi >= 0; ) {
    const useSemi = semi >= 0 && (at < 0 || semi < at);
    const pos = useSemi ? semi : at;
    const run = useSemi ? 2 : runOf(line, pos, ':');
    const after = line[pos + run];
    if ((useSemi || (run >= 2 && run <= 4)) && (after === undefined || after === ' ' || after === '\t') && /\S/.test(line[pos - 1] ?? ' ')) {
      const term = line.slice(start, pos).trim();
      if (term) return { kind: 'dl', key: useSemi ? ';;' : ':'.repeat(run), text: line.slice(pos + run).trim(), term };
    }
    if (useSemi) semi = line.indexOf(';;', pos + 2);
    else at = line.indexOf(':', pos + run);
  }
  return undefined;
}

/** A two-line section title: a line with a letter or digit, underlined by one character within one of its length. */
export function isSetextPair(title: string, underline: string): boolean {
  if (!SETEXT_LEVELS.includes(underline[0]!) || !isAdornment(underline) || Math.abs(underline.length - title.length) > 1) return false;
  return ALNUM.test(title) && !/^[ \t.[]/.test(title) && !listMarker(title) && !DELIMITER.test(title);
}

/** A code line without its callout marks (`<1>`, `// <2>`, `# <.>`) at the end. */
function withoutCallouts(line: string): string {
  let t = line.trimEnd();
  let removed = false;
  for (;;) {
    const m = /<(?:\d{1,3}|\.)>$/.exec(t.slice(-6));
    if (!m) break;
    t = t.slice(0, t.length - m[0].length).trimEnd();
    removed = true;
  }
  if (!removed) return line;
  for (const comment of ['//', '#', '--', ';;', '<!--']) if (t.endsWith(comment)) return t.slice(0, -comment.length).trimEnd();
  return t;
}

/** Lines without their common indentation, tabs counted as one character each (_shared's dedent counts spaces, and tabs stay here). */
function dedentLines(lines: string[]): string[] {
  let min = Infinity;
  for (const l of lines) if (l.trim()) min = Math.min(min, l.length - l.trimStart().length);
  return Number.isFinite(min) ? lines.map((l) => l.slice(min)) : lines;
}

function stripTags(html: string): string {
  return html.replace(/<[^<>]{0,2000}>/g, '');
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e]!);
}

/**
 * A passthrough block's text: its HTML without tags, comments, scripts and styles. Passed on as markup, an element
 * or a comment it leaves open (`<script>`, `<iframe>`, `<!--`, `<plaintext>`) or a stray end tag (`</body>`) took
 * every later section of the page. By index, not by lazy patterns, so unclosed ones cost one scan.
 */
function passthroughText(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      out += html.slice(at);
      break;
    }
    out += html.slice(at, open);
    const raw = /^<(script|style)\b/.exec(lower.slice(open, open + 8));
    const closer = lower.startsWith('<!--', open) ? '-->' : raw ? `</${raw[1]}` : '>';
    const close = lower.indexOf(closer, open + 1);
    if (close < 0) break;
    at = closer === '>' ? close + 1 : lower.indexOf('>', close) + 1 || html.length;
    out += ' ';
  }
  return out;
}
