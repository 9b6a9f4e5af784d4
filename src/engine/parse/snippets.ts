/**
 * Parsed pages to snippets: one per section along the heading hierarchy, long sections split at block
 * boundaries (a code block stays whole and with the paragraph that introduces it), near-duplicates merged.
 * @module
 */
import type { Block, ParsedPage, Snippet } from '../types.ts';
import { detectLanguage, normalizeLanguage } from './language.ts';
import { isWhiteSpace, trimEndWhere } from './bounds.ts';
import { normalizeCode, normalizeText } from './page.ts';

export interface SnippetOptions {
  /** Prose plus code characters per snippet before a section is split; a single code block may exceed it. */
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 2000;
const INTRO_MAX = 80;
/**
 * A heading (or page title) longer than this is cut, and a longer anchor left out: every window of a section, and of
 * the sections below it, carries its heading path and anchor, so a hostile page's megabyte heading was stored once
 * per window (a 600 KB page became 53 MB of snippets). The longest signatures used as headings are a few hundred.
 */
const HEADING_MAX = 500;
const ANCHOR_MAX = 300;
/** Characters under which an entry's text is judged with its name (see toSnippets). */
const SHORT_SECTION = 400;

/**
 * A heading that names an entry rather than saying something: an option (`-k, --kmoddir <dir>`), one word of code
 * (`drivers_dir=`, `rd.dm.uuid`, `getRow`, Lisp's `DOUBLE-FLOAT-EPSILON`) or such a name's signature
 * (`STABLE-SORT (sequence predicate)`, `getPopsizes(property, values)`); not a plain word ("Setup", "Install (Linux)").
 */
function namesEntry(heading: string): boolean {
  if (heading.startsWith('-')) return true;
  const name = /^([^\s(]+)\s*\(/.exec(heading)?.[1] ?? (/\s/.test(heading) ? undefined : heading);
  return name !== undefined && (/[._=():<>$@/\d]|[a-z][A-Z]/.test(name) || HYPHENATED_NAME.test(name));
}

/** A hyphenated name of code: in capitals (Lisp's `STABLE-SORT`) or of three parts and more (`run-together-limit`); not "Add-ons". */
const HYPHENATED_NAME = /^(?:[A-Z0-9]+(?:-[A-Z0-9]+)+|[a-z0-9]+(?:-[a-z0-9]+){2,})$/;

export function toSnippets(page: ParsedPage, source: string, opts: SnippetOptions = {}): Snippet[] {
  const maxChars = Math.max(200, opts.maxChars ?? DEFAULT_MAX_CHARS);
  // A page with no title of its own is titled by its file's name (typescript-eslint's rule pages, whose front matter
  // has only a description: "no-floating-promises"), so that its sections say whose they are.
  const title = capped(page.title?.trim()) || fileStem(source) || undefined;
  const snippets: Snippet[] = [];
  const seen = new Set<string>();
  const stack: { level: number; heading: string; anchor: string | undefined }[] = [];

  for (const section of page.sections) {
    let heading = capped(section.heading.trim());
    // A heading with no anchor of its own is cited by the nearest one above it that has one (Lua's manual: an
    // 8,800-line page whose pattern headings have none; the page alone leads nowhere near them).
    let anchor = section.anchor;
    if (section.level > 0) {
      while (stack.length > 0 && stack[stack.length - 1]!.level >= section.level) stack.pop();
      anchor ??= stack.findLast((s) => s.anchor !== undefined)?.anchor;
      stack.push({ level: section.level, heading, anchor });
    } else {
      // The page's own text, before its first heading or after a sub-section opened without one (see PageBuilder.close).
      heading = title ?? source;
      stack.length = 0;
    }
    const breadcrumb = crumbs([title, ...stack.map((s) => s.heading)]);
    if (section.level === 0 && breadcrumb.length === 0) breadcrumb.push(heading);

    const blocks: Block[] = [];
    for (const b of section.blocks) {
      if (b.type === 'text') {
        const text = normalizeText(b.text);
        if (text) blocks.push({ type: 'text', text });
      } else {
        const code = withoutPrintedResults(b.code, b.lang);
        if (code.trim() !== '') blocks.push({ ...b, code });
      }
    }
    if (blocks.length === 0) continue;
    const chunks = pack(atoms(blocks, maxChars), maxChars);
    const codeChunks = chunks.filter((c) => c.some((b) => b.type === 'code')).length;

    // A section's windows go together: one repeated elsewhere on the page stays when another is not (overloads'
    // examples that open alike and end apart), so that no answer shows an example from its middle.
    const windows: { snippet: Snippet; key: string }[] = [];
    for (const chunk of chunks) {
      // Prose joined in order; each code block records where in that prose it stood, so answers keep the order.
      let description = '';
      const code: Snippet['code'] = [];
      for (const b of chunk) {
        if (b.type === 'text') {
          description = description ? `${description}\n\n${b.text}` : b.text;
          continue;
        }
        const c = normalizeCode(b.code);
        code.push({ lang: normalizeLanguage(b.lang) ?? detectLanguage(c), code: c, at: description.length });
      }
      // Code keeps its case: a rule's "upper" and "lower" options differ only in their examples' case (`#FFF`, `#fff`).
      const text = `${description.toLowerCase()}\n${code.map((c) => c.code).join('\n')}`.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      // A short entry is the same only under the same name and group: `-q` and `--silent`, both "Suppress all
      // output.", are two entries, and so are usbguard's `-g` of add-user and of remove-user. Sections headed in words
      // that say the same ("Setup", "Setup again") are one.
      const group = breadcrumb[breadcrumb.length - 2] ?? '';
      const key = text.length < SHORT_SECTION && section.level > 0 && namesEntry(heading) ? `${group.toLowerCase()}\n${heading.toLowerCase()}\n${text}` : text;
      let snippetTitle = heading;
      if (code.length > 0 && codeChunks > 1) {
        const intro = introSentence(chunk);
        if (intro && !sameText(intro, heading)) snippetTitle = heading ? `${heading} — ${intro}` : intro;
      }
      const snippet: Snippet = {
        kind: code.length > 0 ? 'code' : 'info',
        title: snippetTitle || fileStem(source),
        description,
        code,
        breadcrumb,
        source,
      };
      if (anchor && anchor.length <= ANCHOR_MAX) snippet.anchor = anchor;
      windows.push({ snippet, key });
    }
    if (windows.every((w) => seen.has(w.key))) continue;
    // A window the section itself repeats (a block written twice) is kept once.
    const own = new Set<string>();
    for (const { snippet, key } of windows) {
      if (own.has(key)) continue;
      own.add(key);
      seen.add(key);
      snippets.push(snippet);
    }
  }
  return snippets;
}

/**
 * A code block without the results its code printed, as knitr and reprex write them into R's examples: each line of
 * output commented `#>` after the line that printed it (a vignette's tables of data were three quarters of its code,
 * their words matched questions, and they cut its sections into windows). Only in R's code or code that names no
 * language, and only among lines of code: a block of `#>` lines alone is kept as written, and so is PowerShell's
 * comment block (`<#` … `#>`).
 */
function withoutPrintedResults(code: string, lang: string | undefined): string {
  if (!code.includes('#>') || code.includes('<#')) return code;
  if (lang !== undefined && normalizeLanguage(lang) !== 'r') return code;
  const lines = code.split('\n');
  const printed = (line: string) => /^\s*#>/.test(line);
  if (!lines.some((line) => line.trim() !== '' && !printed(line))) return code;
  return lines.filter((line) => !printed(line)).join('\n');
}

/** A heading cut to HEADING_MAX characters, with an ellipsis where it was cut. */
function capped<T extends string | undefined>(heading: T): T {
  if (!heading || heading.length <= HEADING_MAX) return heading;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(heading[HEADING_MAX - 1]!) ? HEADING_MAX - 1 : HEADING_MAX;
  return `${heading.slice(0, end).trimEnd()}…` as T;
}

/** Heading path without empty entries and without an entry repeating the one before (page title = first h1). */
function crumbs(path: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const p of path) {
    const t = p?.trim();
    if (!t) continue;
    if (out.length > 0 && sameText(out[out.length - 1]!, t)) continue;
    out.push(t);
  }
  return out;
}

function sameText(a: string, b: string): boolean {
  const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return norm(a) === norm(b);
}

function fileStem(source: string): string {
  const file = source.replace(/[?#].*$/, '').split('/').filter(Boolean).pop() ?? source;
  return file.replace(/\.(?:gz|txt)$/i, '').replace(/\.[A-Za-z\d]+$/, '');
}

function sizeOf(block: Block): number {
  return block.type === 'text' ? block.text.length : block.code.length;
}

/**
 * Units that are never split: a code block with the paragraph right before it (and the code blocks right
 * after it while they fit), or a piece of prose; prose longer than the limit is cut at lines, then sentences.
 */
function atoms(blocks: Block[], maxChars: number): Block[][] {
  const out: Block[][] = [];
  let lastSize = 0;
  let lastKind: 'text' | 'code' | 'intro+code' | undefined;
  for (const block of blocks.flatMap((b) => (b.type === 'code' ? splitCode(b, maxChars) : [b]))) {
    const size = sizeOf(block);
    if (block.type === 'code') {
      const last = out[out.length - 1];
      if (last && lastKind === 'text' && last.length === 1) {
        last.push(block);
        lastKind = 'intro+code';
        lastSize += size;
        continue;
      }
      if (last && (lastKind === 'code' || lastKind === 'intro+code') && lastSize + size <= maxChars) {
        last.push(block);
        lastSize += size;
        continue;
      }
      out.push([block]);
      lastKind = 'code';
      lastSize = size;
      continue;
    }
    if (size <= maxChars) {
      out.push([block]);
      lastKind = 'text';
      lastSize = size;
      continue;
    }
    for (const piece of tableRows(block.text, maxChars) ?? splitText(block.text, maxChars)) {
      out.push([{ type: 'text', text: piece }]);
      lastKind = 'text';
      lastSize = piece.length;
    }
  }
  return out;
}

/** Greedy packing of atoms into chunks of at most `maxChars` (an atom larger than that is a chunk of its own). */
function pack(units: Block[][], maxChars: number): Block[][] {
  const chunks: Block[][] = [];
  let current: Block[] = [];
  let size = 0;
  let before = 0;
  for (const unit of units) {
    const s = unit.reduce((n, b) => n + sizeOf(b), 0);
    if (current.length > 0 && size + s > maxChars) {
      chunks.push(current);
      before = size;
      current = [];
      size = 0;
    }
    current.push(...unit);
    size += s;
  }
  // A short tail goes with the window before it, a little over the size (a Javadoc method's "Throws:" line had been a
  // window of its own after a long parameter list).
  if (current.length > 0 && chunks.length > 0 && size <= TAIL_MAX && before + size <= maxChars * TAIL_OVERFLOW) chunks[chunks.length - 1]!.push(...current);
  else if (current.length > 0) chunks.push(current);
  return chunks;
}

/** A section's last window this short joins the one before it, which may then be this much over the size. */
const TAIL_MAX = 300;
const TAIL_OVERFLOW = 1.2;

/**
 * A code block longer than `maxChars` in pieces cut at blank lines (else at line ends): a configuration reference
 * written as one commented object, or a page of recipes, holds many answers, and a question about one of them
 * should find and show that part rather than the whole block.
 */
function splitCode(block: Extract<Block, { type: 'code' }>, maxChars: number): Block[] {
  if (block.code.length <= maxChars) return [block];
  const pieces = joiner(maxChars);
  for (const paragraph of block.code.split(/\n[ \t]*\n/)) {
    if (paragraph.length <= maxChars) pieces.push(paragraph, '\n\n');
    else for (const line of paragraph.split('\n')) pieces.push(line, '\n');
  }
  return pieces.done().filter((p) => p.trim()).map((code) => ({ ...block, code }));
}

/** Joins parts (each with the separator it follows) into pieces of at most `maxChars` (a longer part stays whole). */
function joiner(maxChars: number): { push(part: string, sep: string): void; done(): string[] } {
  const pieces: string[] = [];
  let current = '';
  return {
    push(part, sep) {
      if (current && current.length + sep.length + part.length > maxChars) {
        pieces.push(current);
        current = '';
      }
      current = current ? current + sep + part : part;
    },
    done() {
      if (current) pieces.push(current);
      return pieces;
    },
  };
}

/**
 * A table too long for one window, cut between its rows, each piece under the table's header row again (a tail of a
 * row or two had stood alone, its columns unnamed: fastify's error codes); undefined when the text is no table with a
 * header of short cells.
 */
function tableRows(text: string, maxChars: number): string[] | undefined {
  const [header, ...rows] = text.split('\n');
  if (!header || rows.length < 2 || !header.includes(' | ') || header.length > maxChars / 4) return undefined;
  // Cells of a header: a few words each, no code, no number, no sentence (a table without one starts with a row).
  if (!header.split(' | ').every((cell) => HEADER_CELL.test(cell.trim()))) return undefined;
  if (rows.filter((r) => r.includes(' | ')).length * 10 < rows.length * 9) return undefined;
  const pieces: string[] = [];
  let current = header;
  for (const row of rows) {
    if (current !== header && current.length + 1 + row.length > maxChars) {
      pieces.push(current);
      current = header;
    }
    current = `${current}\n${row}`;
  }
  pieces.push(current);
  // A row longer than a window is cut as any text is.
  return pieces.flatMap((p) => (p.length > maxChars ? splitText(p, maxChars) : [p]));
}
const HEADER_CELL = /^\p{L}[\p{L}'’/&()-]*(?: [\p{L}'’/&()-]+){0,3}$/u;

/** Cuts prose at line breaks, then at sentence ends, then at spaces, into pieces of at most `maxChars`. */
function splitText(text: string, maxChars: number): string[] {
  const pieces = joiner(maxChars);
  for (const line of text.split('\n')) {
    if (line.length <= maxChars) {
      pieces.push(line, '\n');
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[\p{Lu}`"'(\d])/u)) {
      if (sentence.length <= maxChars) {
        pieces.push(sentence, ' ');
        continue;
      }
      let rest = sentence;
      while (rest.length > maxChars) {
        let cut = rest.lastIndexOf(' ', maxChars);
        if (cut < maxChars / 2) cut = maxChars;
        pieces.push(rest.slice(0, cut), ' ');
        rest = rest.slice(cut).trimStart();
      }
      if (rest) pieces.push(rest, ' ');
    }
  }
  return pieces.done();
}

/** The last sentence of the prose right before the chunk's first code block, without its colon, at most ~80 chars. */
function introSentence(chunk: Block[]): string | undefined {
  const at = chunk.findIndex((b) => b.type === 'code');
  const before = at > 0 ? chunk[at - 1] : undefined;
  if (!before || before.type !== 'text') return undefined;
  const lastLine = before.text.trim().split('\n').pop() ?? '';
  const lastLineBody = lastLine.replace(/^(?:[-*]|\d+\.)\s+/, '');
  const body = trimEndWhere(lastLineBody, (c) => c === ':' || c === '.' || isWhiteSpace(c));
  let start = 0;
  const boundary = /[.!?]["')\]]?\s+(?=[\p{Lu}`"'(\d])/gu;
  for (let m = boundary.exec(body); m; m = boundary.exec(body)) start = m.index + m[0].length;
  let sentence = body.slice(start).replace(/`/g, '').trim();
  // Not a clause the code breaks off ("Example, for the high security concern,"), a tag in brackets ("(HyperSQL)") or
  // a word or two: they name nothing.
  if (!sentence || /[,;]$/.test(lastLineBody.trim()) || /^\(.*\)$/.test(sentence) || sentence.split(/\s+/).length < 3) return undefined;
  if (sentence.length > INTRO_MAX) {
    const cut = sentence.lastIndexOf(' ', INTRO_MAX - 1);
    sentence = `${trimEndWhere(sentence.slice(0, cut > INTRO_MAX / 2 ? cut : INTRO_MAX - 1), (c) => c === ',' || c === ';' || c === ':' || isWhiteSpace(c))}…`;
  }
  return sentence;
}
