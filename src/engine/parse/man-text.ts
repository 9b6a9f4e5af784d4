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
/** `POSTMAP(1)    User Commands    POSTMAP(1)`: the page's running header (at column 0) and footer (far right). */
const RUNNING_HEAD = /^\S+\(\d\w*\)(?:\s{2,}.*)?$/;
const isRunningHead = (line: string) => RUNNING_HEAD.test(line) || (indentOf(line, 20) >= 20 && RUNNING_HEAD.test(line.trim()));
/** A tagged list is entries only when there are several (as for HTML definition lists). */
const MIN_ENTRIES = 3;
const TAG_MAX = 80;
const BULLET = /^[o*•·+-]$/;
/** Lines read of one page at most. */
const MAX_LINES = 50_000;

/** Whether `text` is a rendered man page: NAME and SYNOPSIS or DESCRIPTION at column 0, the rest indented. */
export function isRenderedManPage(text: string): boolean {
  const lines = text.split('\n', MAX_LINES);
  const names = new Set(lines.filter((l) => SECTION.test(l)).map((l) => l.trim()));
  if (!names.has('NAME') || !(names.has('SYNOPSIS') || names.has('DESCRIPTION'))) return false;
  const body = lines.filter((l) => l.trim() !== '' && !SECTION.test(l) && !isRunningHead(l));
  return body.filter((l) => indentOf(l, 3) >= 3).length >= body.length * 0.9;
}

/** Emits the page's sections to `out` at heading `level`. */
export function readRenderedManPage(text: string, out: Sink, level: number): void {
  const lines = text.replace(/\r\n?/g, '\n').split('\n', MAX_LINES).map((l) => l.replace(/\s+$/, ''));
  let heading: string | undefined;
  let body: string[] = [];
  const flush = () => {
    if (heading !== undefined) {
      out.heading(level, heading);
      readSection(body, out);
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

/** A section's text: paragraphs at its indent, and tagged paragraphs (entries) when there are enough. */
function readSection(lines: string[], out: Sink): void {
  let base = Infinity;
  for (const l of lines) if (l !== '') base = Math.min(base, indentOf(l, base));
  if (base === Infinity) return;
  const blocks = splitBlocks(lines, base);
  const entries = blocks.filter((b) => b.tag !== undefined).length >= MIN_ENTRIES;
  for (const b of blocks) {
    if (b.tag !== undefined && entries) {
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
}

/** Paragraphs at the base indent, and tags (a short line at the base indent) with the deeper lines after them. */
function splitBlocks(lines: string[], base: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line === '') {
      i++;
      continue;
    }
    const tagged = tagOf(lines, i, base);
    if (tagged) {
      const deeper: string[] = tagged.rest ? [tagged.rest] : [];
      i++;
      while (i < lines.length && (lines[i] === '' || indentOf(lines[i]!) > base)) deeper.push(lines[i++]!);
      blocks.push({ tag: tagged.tag, paragraphs: paragraphs(deeper) });
      continue;
    }
    const own: string[] = [];
    while (i < lines.length && lines[i] !== '' && !(own.length > 0 && tagOf(lines, i, base))) own.push(lines[i++]!);
    blocks.push({ paragraphs: paragraphs(own) });
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
    if (tag && !BULLET.test(tag) && !tag.includes('  ')) return { tag, rest: line.slice(column) };
  }
  const text = line.slice(base);
  if (deeper !== undefined && text.length <= TAG_MAX && !/[.:,;]$/.test(text)) return { tag: text };
  return undefined;
}

/** Lines to paragraphs: blank lines separate them; a word hyphenated at a line's end is joined again. */
function paragraphs(lines: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of [...lines, '']) {
    const line = raw.trim().replace(/\s{2,}/g, ' ');
    if (line === '') {
      if (current) out.push(current);
      current = '';
    } else if (/[a-z]-$/.test(current) && /^[a-z]/.test(line)) current = current.slice(0, -1) + line;
    else current = current ? `${current} ${line}` : line;
  }
  return out;
}
