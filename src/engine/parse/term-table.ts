/**
 * A table of terms printed as a block of text, as a man page's no-fill block aligns one (Asciidoctor's literal
 * blocks: `:yes           Overrides confirmation by answering 'yes' to the questions`): each row a term of one
 * token (or tokens listed with commas, `sopd, eopd`), a gap of two spaces or more, then its description, every
 * description starting at one column; a line indented to that column goes on with the row above. Read as one entry per
 * term rather than code, so that a question finds the row, not a 20-line piece of the block. Code that lines up so (a
 * struct's fields, a configuration file, a command's output) stays code: its descriptions do not read as prose, or its
 * terms repeat.
 * @module
 */
import type { OptionEntry } from './option-listing.ts';

/** Rows a block must hold to be read as entries. */
const MIN_ROWS = 3;
/** Longer lines are not read, nor longer terms. */
const LINE_MAX = 500;
const TERM_MAX = 60;
/** Share of the rows whose description reads as prose (see `isProse`): a row or two may hold a value ("2038-01-18"). */
const PROSE_SHARE = 2 / 3;
/** Share of letters among the descriptions' other characters: words, not numbers, paths or punctuation. */
const LETTER_SHARE = 0.6;

/** The block's rows as entries named by their terms, or undefined when it is not such a table. */
export function termTable(code: string): OptionEntry[] | undefined {
  const lines = code.split('\n');
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  if (lines.length < MIN_ROWS) return undefined;
  const rows: OptionEntry[] = [];
  let indent = -1;
  let column = -1;
  for (const line of lines) {
    if (line.length > LINE_MAX || line.includes('\t')) return undefined;
    const at = line.length - line.trimStart().length;
    if (at === line.length) return undefined;
    // A line indented to the descriptions' column goes on with the row above.
    if (rows.length > 0 && at === column) {
      rows[rows.length - 1]!.text += ` ${line.trim()}`;
      continue;
    }
    if (indent >= 0 && at !== indent) return undefined;
    indent = at;
    const gap = line.indexOf('  ', at);
    if (gap < 0) return undefined;
    const name = line.slice(at, gap);
    if (name.length > TERM_MAX || !isTerm(name)) return undefined;
    const start = gap + (line.length - gap - line.slice(gap).trimStart().length);
    if (column >= 0 && start !== column) return undefined;
    column = start;
    rows.push({ name, text: line.slice(start).trimEnd() });
  }
  // A table names each term once; lines that repeat one are a log's or a program's output.
  if (rows.length < MIN_ROWS || new Set(rows.map((row) => row.name)).size < rows.length) return undefined;
  const prose = rows.filter((row) => isProse(row.text)).length;
  if (prose < rows.length * PROSE_SHARE) return undefined;
  const all = rows.map((row) => row.text).join('').replace(/\s/g, '');
  const letters = all.match(/\p{L}/gu)?.length ?? 0;
  return letters >= all.length * LETTER_SHARE ? rows : undefined;
}

/** One token, or tokens listed with commas (`sopd, eopd`; `-h, --help`). */
function isTerm(name: string): boolean {
  return name.split(', ').every((token) => token !== '' && !/\s/.test(token));
}

/**
 * A description that reads as prose: two words or more, one of them a word of three letters or more ("1 year", not a
 * list of names, "C, B, A"), more letters than anything else, one column (no further gap of two spaces, as a
 * command's output has between its columns), not a statement of code (`*next;`, `{`).
 */
function isProse(text: string): boolean {
  if (text.includes('  ') || /[;{}]$/.test(text) || !/^[\p{L}\p{N}'"‘“(<]/u.test(text)) return false;
  const words = text.split(' ');
  if (words.length < 2 || !/\p{L}{3}/u.test(text)) return false;
  const chars = words.join('');
  return (chars.match(/\p{L}/gu)?.length ?? 0) * 2 > chars.length;
}
