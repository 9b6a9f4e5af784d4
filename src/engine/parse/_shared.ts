/**
 * What every parser does the same way: inline code in backticks, the rule that drops lines of links and images,
 * a directive's name as a label, and indentation.
 * @module
 */

/** A letter or a digit in any script. */
export const ALNUM = /[\p{L}\p{N}]/u;

/** A line of inline content as a parser collects it. */
export interface InlineText {
  text: string;
  /** Letters or digits outside links. */
  plain: boolean;
  /** A link or an image was seen. */
  media: boolean;
}

/** Drops lines that are only links and images (badges, sponsor logos, tables of contents) or only punctuation. */
export function keepLine(line: InlineText): boolean {
  return line.text !== '' && ALNUM.test(line.text) && (line.plain || !line.media);
}

/**
 * A link text that names an API entry rather than a place: a call (`ssh_channel_free()`, `copyFile(File, File)`), a
 * man page (`git-commit(1)`), an option (`--no-deprecation`, `-f`, ImageMagick's `-adjoin`) or a scoped package (`@fastify/compress`); not a
 * bare word in code (`http` in a table of contents). Lines of such links are content (a "See also" list, the options
 * a page points to), not navigation.
 */
export function namesApiEntry(text: string): boolean {
  return text.length <= API_NAME_MAX && API_REFERENCE.test(text.trim());
}

/** Characters of a link's text that may name an API entry (see namesApiEntry). */
export const API_NAME_MAX = 120;

const API_REFERENCE =
  /^(?:[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*\((?:[A-Za-z_$][^()]{0,80})?\)|[A-Za-z][\w.+-]*\(\d[a-z]{0,4}\)|--?[A-Za-z][\w-]*|@[\w.-]+\/[\w.-]+)$/;

/** Inline code in backticks; code holding a backtick gets double backticks and spaces, as Markdown writes it. */
export function wrapCode(text: string): string {
  if (!text.includes('`')) return `\`${text}\``;
  return `\`\` ${text} \`\``;
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Leading spaces of a line, counted up to `cap` (deeply indented lines cost no more than the question asked). */
export function indentOf(line: string, cap = Infinity): number {
  let i = 0;
  while (i < cap && i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}

/** Removes the smallest indentation (in spaces) of the non-blank lines. */
export function dedent(lines: string[]): string[] {
  let min = Infinity;
  for (const l of lines) if (l !== '') min = Math.min(min, indentOf(l, min));
  if (min === Infinity || min === 0) return lines;
  return lines.map((l) => l.slice(min));
}

/** A text with `edit` applied to its prose, its inline code spans left as written. */
export function editOutsideCode(text: string, edit: (prose: string) => string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of codeSpans(text)) {
    out += edit(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return out + edit(text.slice(at));
}

/**
 * The inline code spans of a text as [start, end) ranges: a run of backticks up to the next run of the same length
 * (``a ` b`` is one span), as CommonMark reads them; an opening run that is never closed is text. Linear: each
 * length's runs are visited in order once.
 */
export function codeSpans(text: string): [number, number][] {
  const runs: { at: number; length: number }[] = [];
  for (const m of text.matchAll(/`+/g)) runs.push({ at: m.index, length: m[0].length });
  const byLength = new Map<number, number[]>(); // length → indexes into runs, in order
  runs.forEach((run, i) => {
    const list = byLength.get(run.length);
    if (list) list.push(i);
    else byLength.set(run.length, [i]);
  });
  const next = new Map<number, number>(); // length → position in byLength's list
  const spans: [number, number][] = [];
  for (let i = 0; i < runs.length; ) {
    const run = runs[i]!;
    const list = byLength.get(run.length)!;
    let k = next.get(run.length) ?? 0;
    while (k < list.length && list[k]! <= i) k++;
    next.set(run.length, k);
    if (k >= list.length) {
      i++;
      continue;
    }
    const close = runs[list[k]!]!;
    spans.push([run.at, close.at + close.length]);
    i = list[k]! + 1;
  }
  return spans;
}

/**
 * A table row's cells with the empty ones at its end left out. An empty cell before a full one keeps its place, so a
 * mark stays under its heading.
 */
export function withoutTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}

/** Text escaped for HTML (text or a quoted attribute value): every `&`, `<`, `>` and `"`. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
