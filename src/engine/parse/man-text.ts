/**
 * Man pages rendered as text (`man cmd | col -b`, man2html, Postfix's HTML manual: one `<pre>`): section names
 * at column 0 in capitals, their text indented, options and parameters as tagged paragraphs (the tag at the
 * text's indent, its explanation indented further). Read as sections, with each tagged paragraph an entry of
 * its own, so that a question about one option finds that option rather than a 2,000-word block of code.
 * @module
 */
import { indentOf } from './_shared.ts';
import type { Sink } from './page.ts';

const SECTION = /^[A-Z][A-Z\d]*(?:[ \-/&,'()][A-Z\d]+)*\)?$/;
/**
 * The running header and footer: `POSTMAP(1)   User Commands   POSTMAP(1)` at column 0, `POSTMAP(1)` far right,
 * or `GNU coreutils 9.1   September 2022   LS(1)`.
 */
const RUNNING_HEAD = /^\S+\(\d\w*\)(?:\s{2,}.*)?$/;
const RUNNING_FOOT = /^\S.*\s{2,}\S+\(\d\w*\)$/;
const isRunningHead = (line: string) =>
  RUNNING_HEAD.test(line) || RUNNING_FOOT.test(line) || (indentOf(line, 20) >= 20 && RUNNING_HEAD.test(line.trim()));
/** A tagged list is entries only when there are several (as for HTML definition lists). */
const MIN_ENTRIES = 3;
const TAG_MAX = 80;
/** A tag sharing its line with its explanation fits in the indent: `-b`, `-d key`, `MAIL_CONFIG`. */
const SAME_LINE_TAG_MAX = 12;
const BULLET = /^[o*•·+-]$/;
/** `o      Text`: a list item whose text goes on at a deeper indent. */
const BULLET_ITEM = /^[o*•·+-] {2,}(?=\S)/;
/** Sub-section headings stand at 3 columns in groff's layout, the text at 7. */
const SUB_SECTION_MAX_INDENT = 4;

/**
 * The lines of `text` when it is a rendered man page (NAME and SYNOPSIS or DESCRIPTION at column 0, the rest
 * indented), else undefined. Most texts asked (every HTML `<pre>`) have no NAME line and cost one search.
 */
export function manPageLines(text: string): string[] | undefined {
  if (!/^NAME\s*$/m.test(text)) return undefined;
  const lines = toLines(text);
  const names = new Set(lines.filter((l) => SECTION.test(l)));
  if (!names.has('NAME') || !(names.has('SYNOPSIS') || names.has('DESCRIPTION'))) return undefined;
  const body = lines.filter((l) => l !== '' && !SECTION.test(l) && !isRunningHead(l));
  return body.filter((l) => indentOf(l, 3) >= 3).length >= body.length * 0.9 ? lines : undefined;
}

/** Emits the page's sections (from manPageLines) to `out` at heading `level`, sub-sections one level below. */
export function readRenderedManPage(lines: string[], out: Sink, level: number): void {
  const known = wordsOf(lines);
  let heading: string | undefined;
  let body: string[] = [];
  const flush = () => {
    if (heading !== undefined) {
      out.heading(level, heading);
      readSection(body, out, level + 1, known);
    }
    body = [];
  };
  for (const line of lines) {
    if (isRunningHead(line)) continue;
    if (SECTION.test(line)) {
      flush();
      heading = line;
    } else body.push(line);
  }
  flush();
}

/**
 * A man page's section body rendered as text in a `<pre>` of its own, under the heading the page gives it
 * (man2html writes `<H2>DESCRIPTION</H2><PRE>` for each section): paragraphs, sub-sections and tagged entries as
 * readRenderedManPage reads a section; false (nothing written) when the text is not indented as a man page's body is.
 * `known`: the words of the whole page (manPageWords), when the section alone has too few.
 */
export function readManSection(text: string, out: Sink, subLevel: number, known: Set<string> = wordsOf(toLines(text))): boolean {
  const lines = toLines(text).filter((l) => !isRunningHead(l));
  const body = lines.filter((l) => l !== '');
  if (body.length === 0 || body.filter((l) => indentOf(l, 3) >= 3).length < body.length * 0.9) return false;
  readSection(lines, out, subLevel, known);
  return true;
}

/** The words of a man page's texts, for readManSection to tell a word broken at a line's end from a compound. */
export function manPageWords(texts: string[]): Set<string> {
  return wordsOf(texts.flatMap(toLines));
}

/**
 * Whether a text is nothing but a man page's running header, its name at both ends (man2html's first `<pre>`:
 * `curs_getch(3x)      curs_getch(3x)`); a lone `sqrt(2)` is code.
 */
export function isRunningHeadOnly(text: string): boolean {
  // A header is one short line; a long one is not read with this backtracking pattern.
  const line = text.trim();
  if (line.length > 200 || line.includes('\n')) return false;
  return /^(\S+\(\d\w*\))\s{2,}(?:.*\s)?\1$/.test(toLines(line)[0]!.trim());
}

/** Lines with tabs expanded to columns (`col -b` writes runs of spaces as tabs) and no trailing blanks. */
function toLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => (l.includes('\t') ? toColumns(l) : l).trimEnd());
}

function toColumns(line: string): string {
  let out = '';
  for (const c of line) out += c === '\t' ? ' '.repeat(8 - (out.length % 8)) : c;
  return out;
}

/**
 * A section's text. Lines at groff's sub-section indent (3 columns, `.SS`, as `ls` has "Exit status:") below
 * text at its usual 7 are sub-section headings; under each, paragraphs at the text's indent and tagged
 * paragraphs (entries) when there are enough.
 */
function readSection(lines: string[], out: Sink, subLevel: number, known: Set<string>): void {
  const indents = new Set(lines.filter((l) => l !== '').map((l) => indentOf(l)));
  const outer = Math.min(...indents);
  const subHeading = (l: string) => l !== '' && indentOf(l) === outer && l.trim().length <= TAG_MAX && !/[.,;]$/.test(l);
  if (!(outer <= SUB_SECTION_MAX_INDENT && [...indents].some((n) => n >= outer + 3))) return readBlocks(lines, out, known);
  let part: string[] = [];
  for (const line of lines) {
    if (!subHeading(line)) {
      part.push(line);
      continue;
    }
    readBlocks(part, out, known);
    part = [];
    out.heading(subLevel, line.trim().replace(/:$/, ''));
  }
  readBlocks(part, out, known);
}

function readBlocks(lines: string[], out: Sink, known: Set<string>): void {
  let base = Infinity;
  for (const l of lines) if (l !== '') base = Math.min(base, indentOf(l, base));
  if (base === Infinity) return;
  const blocks = splitBlocks(lines, base, known);
  const entries = blocks.filter((b) => b.tag !== undefined).length >= MIN_ENTRIES;
  for (const b of blocks) {
    if (b.code !== undefined) {
      out.code(b.code);
    } else if (b.tag !== undefined && entries) {
      out.open(b.tag);
      for (const p of b.paragraphs) out.text(p);
      out.close();
    } else {
      if (b.tag !== undefined) out.prefix(b.tag);
      for (const p of b.paragraphs) out.text(p);
    }
  }
}

interface Block {
  tag?: string;
  paragraphs: string[];
  /** Lines indented deeper than the text with no tag above them: an example. */
  code?: string;
}

/** Paragraphs at the base indent, tags (a short line at the base indent) with the deeper lines after them, examples. */
function splitBlocks(lines: string[], base: number, known: Set<string>): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line === '') {
      i++;
      continue;
    }
    if (indentOf(line) > base) {
      const deeper: string[] = [];
      while (i < lines.length && (lines[i] === '' || indentOf(lines[i]!) > base)) deeper.push(lines[i++]!);
      while (deeper[deeper.length - 1] === '') deeper.pop();
      // Folded, not spread as arguments: a block of a few hundred thousand lines would overflow the stack.
      const cut = deeper.reduce((least, l) => (l === '' ? least : Math.min(least, indentOf(l))), Infinity);
      blocks.push({ paragraphs: [], code: deeper.map((l) => l.slice(cut)).join('\n') });
      continue;
    }
    const bullet = BULLET_ITEM.exec(line.slice(base));
    if (bullet) {
      const item: string[] = [line.slice(base + bullet[0].length)];
      i++;
      while (i < lines.length && lines[i] !== '' && indentOf(lines[i]!) > base) item.push(lines[i++]!);
      blocks.push({ paragraphs: paragraphs(item, known).map((p) => `- ${p}`) });
      continue;
    }
    const wrapped = wrappedTag(lines, i, base, known);
    const tagged = wrapped !== undefined ? { tag: wrapped, rest: undefined } : tagOf(lines, i, base);
    if (tagged) {
      const deeper: string[] = tagged.rest ? [tagged.rest] : [];
      i += wrapped !== undefined ? 2 : 1;
      while (i < lines.length && (lines[i] === '' || indentOf(lines[i]!) > base)) deeper.push(lines[i++]!);
      blocks.push({ tag: tagged.tag, paragraphs: paragraphs(deeper, known) });
      continue;
    }
    const own: string[] = [];
    while (i < lines.length && lines[i] !== '' && indentOf(lines[i]!) === base && !(own.length > 0 && tagOf(lines, i, base))) own.push(lines[i++]!);
    blocks.push({ paragraphs: paragraphs(own, known) });
  }
  return blocks;
}

/**
 * A tag at the base indent, its explanation either on the next lines, indented further, or starting on the same
 * line at that deeper indent (`-b     Enable ...`, `-d key Search ...`: the tag fitted in the indent).
 */
function tagOf(lines: string[], i: number, base: number): { tag: string; rest?: string } | undefined {
  const line = lines[i]!;
  if (indentOf(line) !== base) return undefined;
  const next = lines[i + 1] ?? '';
  const deeper = next !== '' && indentOf(next) > base ? indentOf(next) : undefined;
  // Where the explanation starts: the next line's indent, or after a gap of two spaces in a one-line entry.
  const at = deeper ?? (next === '' ? /^\S.*? {2,}(?=\S)/.exec(line.slice(base))?.[0].length : undefined);
  if (at === undefined) return undefined;
  const column = deeper ?? base + at;
  if (line.length > column && line[column - 1] === ' ' && line[column] !== ' ') {
    const tag = line.slice(base, column).trim();
    // A sentence with two spaces after its full stop is not a tag and its explanation.
    if (tag.length <= SAME_LINE_TAG_MAX && !BULLET.test(tag) && !endsSentence(tag) && (/^[-+]/.test(tag) || !tag.includes(' '))) {
      return { tag, rest: line.slice(column) };
    }
  }
  const text = line.slice(base);
  // An ellipsis ends a tag's syntax (`REPLACE text...`) where the line starts a paragraph or is a few words: not the
  // end of a sentence begun on the line before ("...try this...").
  const syntax = (i === 0 || lines[i - 1]!.trim() === '' || text.trim().split(/\s+/).length <= 3) && /(?:\.\.\.|…)$/.test(text);
  if (deeper !== undefined && text.length <= TAG_MAX && (syntax || !endsSentence(text))) return { tag: text };
  return undefined;
}

/**
 * A tag too long for its line, hyphenated onto the next at the same indent, its explanation deeper after both
 * (Postfix's `address_verify_sender_dependent_relayhost_maps ($sender_depen-` / `dent_relayhost_maps)`): the two lines
 * joined, the word mended.
 */
function wrappedTag(lines: string[], i: number, base: number, known: Set<string>): string | undefined {
  const line = lines[i]!;
  const next = lines[i + 1] ?? '';
  const after = lines[i + 2] ?? '';
  if (!/[a-z][-\u2010]$/i.test(line) || next === '' || indentOf(next) !== base || after === '' || indentOf(after) <= base) return undefined;
  const tag = paragraphs([line, next], known)[0] ?? '';
  return tag.length <= WRAPPED_TAG_MAX && !endsSentence(tag) ? tag : undefined;
}
const WRAPPED_TAG_MAX = 2 * TAG_MAX;

/** Punctuation that ends a sentence or a clause, not a tag. */
function endsSentence(text: string): boolean {
  return /[.:,;]$/.test(text);
}

/**
 * Lines to paragraphs: blank lines separate them; a word hyphenated at a line's end is joined again, unless its
 * halves are words of their own elsewhere in the text and the joined form is not (`terminal-` `specific`).
 */
function paragraphs(lines: string[], known: Set<string>): string[] {
  const out: string[] = [];
  let parts: string[] = [];
  for (const raw of [...lines, '']) {
    const line = raw.trim().replace(/\s{2,}/g, ' ');
    if (line === '') {
      if (parts.length > 0) out.push(parts.join(''));
      parts = [];
      continue;
    }
    const last = parts[parts.length - 1];
    // groff hyphenates with U+2010 in UTF-8 output and with `-` in ASCII output.
    const broken = last !== undefined && /[a-z][-\u2010]$/.test(last) && /^[a-z]/.test(line);
    // A compound written with a hyphen keeps it, without the space a line break would leave.
    if (broken && !isCompound(wordBeforeHyphen(last), /^[a-z]+/.exec(line)![0], known)) parts[parts.length - 1] = last.slice(0, -1);
    else if (last !== undefined && !broken) parts.push(' ');
    parts.push(line);
  }
  return out;
}

/** The letters before a line's final hyphen (`terminal` of `the terminal-`), by a scan back: a pattern would rescan a long line from every letter. */
function wordBeforeHyphen(line: string): string {
  let start = line.length - 1;
  while (start > 0 && /[a-z]/i.test(line[start - 1]!)) start--;
  return line.slice(start, -1);
}

/** Whether `first-` at a line's end and `second` on the next line are two words, not one word broken. */
function isCompound(first: string, second: string, known: Set<string>): boolean {
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  return !known.has(a + b) && a.length >= 2 && known.has(a) && known.has(b);
}

/** The words of a text, leaving out the halves of words broken at a line's end (they are what is asked about). */
function wordsOf(lines: string[]): Set<string> {
  const words = new Set<string>();
  let broken = false;
  for (const line of lines) {
    const found = line.toLowerCase().match(/[a-z]+/g) ?? [];
    const breaks = /[a-z][-\u2010]$/i.test(line.trimEnd());
    found.forEach((w, i) => {
      if (!(broken && i === 0) && !(breaks && i === found.length - 1)) words.add(w);
    });
    broken = breaks;
  }
  return words;
}
