/**
 * MkDocs' admonitions (Python-Markdown's `!!! note "Title"`, pymdownx.details' collapsible `??? tip` and `???+ tip`):
 * a line that opens the box, then its body indented four spaces. Read as plain Markdown, the opening line is noise in
 * the first paragraph ("!!! note") and every later paragraph of the body, still indented, is an indented code block:
 * prose shown as code. Each box becomes the container directive the reader already knows (`:::note[Title]` …
 * `:::`, as Docusaurus writes it), its body one level less indented; boxes inside boxes too. Fenced code is left as
 * written. One pass over the lines per level of nesting, MAX_NESTING levels at most.
 * @module
 */
import { FenceTracker } from './bounds.ts';

/** The opening line: its marker, kind, optional extra classes and optional quoted title (`""` for none). */
const OPENER = /^(\s*)(?:!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)(?:[ \t]+[A-Za-z][\w-]*)*(?:[ \t]+"([^"\n]*)")?[ \t]*$/;
/** How far a body is indented past its opening line. */
const BODY_INDENT = 4;
/** Boxes nested deeper are left as written: each level reads its body again (a hostile page nests thousands). */
const MAX_NESTING = 6;

/** The page with each admonition as a container directive (see the module's description). */
export function withMkDocsAdmonitions(text: string): string {
  if (!text.includes('!!!') && !text.includes('???')) return text;
  return convert(text.split('\n'), 0).lines.join('\n');
}

/** The lines with their admonitions converted, and how deeply they nest (a directive's fence outlasts those inside it). */
function convert(lines: string[], level: number): { lines: string[]; depth: number } {
  const out: string[] = [];
  const code = new FenceTracker();
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opener = code.isOpen() || level >= MAX_NESTING ? null : OPENER.exec(line);
    if (code.inside(line) || !opener) {
      out.push(line);
      continue;
    }
    const indent = opener[1]!;
    const bodyIndent = columns(indent) + BODY_INDENT;
    let end = i + 1;
    while (end < lines.length && (lines[end]!.trim() === '' || columns(lines[end]!) >= bodyIndent)) end++;
    while (end > i + 1 && lines[end - 1]!.trim() === '') end--;
    // An opening line without a body is left as written ("!!! important" alone is not a box).
    if (end === i + 1) {
      out.push(line);
      continue;
    }
    const body = convert(lines.slice(i + 1, end).map((l) => (l.trim() === '' ? '' : indent + dedented(l, bodyIndent))), level + 1);
    depth = Math.max(depth, body.depth + 1);
    const fence = ':'.repeat(2 + body.depth + 1);
    const title = opener[3]?.replace(/[[\]]/g, '').trim();
    out.push(`${indent}${fence}${opener[2]!.toLowerCase()}${title ? `[${title}]` : ''}`, ...body.lines, `${indent}${fence}`);
    i = end - 1;
  }
  return { lines: out, depth };
}

/** Columns of a line's indentation, a tab reaching the next multiple of four (as CommonMark counts them). */
function columns(line: string): number {
  let n = 0;
  for (const c of line) {
    if (c === ' ') n++;
    else if (c === '\t') n += 4 - (n % 4);
    else break;
  }
  return n;
}

/** The line without its first `width` columns of indentation (a tab that reaches past them leaves spaces). */
function dedented(line: string, width: number): string {
  let n = 0;
  let at = 0;
  while (at < line.length && n < width && (line[at] === ' ' || line[at] === '\t')) {
    n += line[at] === '\t' ? 4 - (n % 4) : 1;
    at++;
  }
  return ' '.repeat(Math.max(0, n - width)) + line.slice(at);
}
