/**
 * The line level of reStructuredText: lines split with tabs expanded, indentation, indented blocks and the
 * patterns that tell what a line starts.
 * @module
 */
import { indentOf } from '../_shared.ts';

const ADORNMENT_CHARS = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
export const BULLET = /^([-*+•‣⁃])(?: +|$)/;
export const ENUMERATED = /^(?:(\d+|#|[a-z])[.)]|\((\d+|#|[a-z])\))(?: +|$)/;
export const FIELD = /^:((?:[^:`\\]|\\.)+):(?: +(.*)|$)/;
export const DIRECTIVE = /^\.\.[ \t]+([\w][\w:+.-]*)[ \t]*::(?:[ \t]+([^]*))?$/;
export const TARGET = /^\.\.[ \t]+_(`[^`]+`|[^:]+):(?:[ \t]+([^]*))?$/;
export const SUBSTITUTION = /^\.\.[ \t]+\|[^|]+\|/;
export const FOOTNOTE = /^\.\.[ \t]+\[([^\]]+)\](?:[ \t]+([^]*))?$/;
export const GRID_BORDER = /^\+(?:[-=]+\+)+\s*$/;
export const SIMPLE_BORDER = /^=+(?: +=+)+\s*$/;

export function splitLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.includes('\t')) line = expandTabs(line);
    lines[i] = line.trimEnd();
  }
  return lines;
}

export function expandTabs(line: string): string {
  let out = '';
  for (const ch of line) {
    if (ch === '\t') out += ' '.repeat(8 - (out.length % 8));
    else out += ch;
  }
  return out;
}

/** End (exclusive) of the block from `start` whose non-blank lines are indented at least `min`; trailing blanks excluded. */
export function blockEnd(lines: string[], start: number, min: number): number {
  let end = start;
  let last = start;
  while (end < lines.length) {
    const line = lines[end]!;
    if (line !== '') {
      if (indentOf(line, min) < min) break;
      last = end + 1;
    }
    end++;
  }
  return last;
}

export function isAdornment(line: string, min = 2): boolean {
  if (line.length < min || line.length === 0) return false;
  const c = line[0]!;
  if (!ADORNMENT_CHARS.has(c)) return false;
  for (let i = 1; i < line.length; i++) if (line[i] !== c) return false;
  return true;
}

export function trimBlank(lines: string[]): string[] {
  let s = 0;
  let e = lines.length;
  while (s < e && lines[s] === '') s++;
  while (e > s && lines[e - 1] === '') e--;
  return lines.slice(s, e);
}
