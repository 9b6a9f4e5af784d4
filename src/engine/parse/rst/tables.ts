/**
 * reStructuredText tables (grid, simple, `list-table` and `csv-table`) as text: one `cell | cell` line per row,
 * cells with their inline markup resolved. No document state.
 * @module
 */
import { indentOf, withoutTrailingEmpty } from '../_shared.ts';
import { inline } from './inline.ts';
import { blockEnd, BULLET } from './lines.ts';

/** A table read from the lines: its text (empty when it has no cells) and the index of the line after it. */
export interface Table {
  text: string;
  next: number;
}

/** A grid table whose top border is line `i`. */
export function gridTable(lines: string[], i: number): Table {
  const n = lines.length;
  const rows: string[] = [];
  let cells: string[] = [];
  const flush = (): void => {
    const texts = withoutTrailingEmpty(cells.map((c) => inline(c.replace(/\s+/g, ' ').trim())));
    if (texts.length > 0) rows.push(texts.join(' | '));
    cells = [];
  };
  while (i < n && (lines[i]!.startsWith('+') || lines[i]!.startsWith('|'))) {
    const line = lines[i++]!;
    if (line.startsWith('+')) {
      flush();
      continue;
    }
    const parts = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|');
    parts.forEach((p, k) => {
      cells[k] = `${cells[k] ?? ''} ${p}`;
    });
  }
  flush();
  return { text: rows.join('\n'), next: i };
}

/** Where each run of `mark` in a table's border line starts. */
function runStarts(border: string, mark: string): number[] {
  const starts: number[] = [];
  for (let k = 0; k < border.length; k++) if (border[k] === mark && (k === 0 || border[k - 1] === ' ')) starts.push(k);
  return starts;
}

/** A simple table whose top border is line `i`. */
export function simpleTable(lines: string[], i: number): Table {
  const n = lines.length;
  const border = lines[i]!;
  const starts: number[] = [];
  starts.push(...runStarts(border, '='));
  const rows: string[][] = [];
  let j = i + 1;
  while (j < n) {
    const line = lines[j]!;
    if (/^=+(?: +=+)*$/.test(line)) {
      j++;
      if (j >= n || lines[j] === '') break;
      continue;
    }
    if (/^-+(?: +-+)*$/.test(line)) {
      j++;
      continue;
    }
    if (line === '') {
      j++;
      continue;
    }
    // A row underlined with dashes spans the columns each run of dashes covers (a group's title across them all).
    const under = lines[j + 1];
    const spans = under !== undefined && /^-+(?: +-+)*$/.test(under) ? runStarts(under, '-') : starts;
    const cells = spans.map((s, k) => line.slice(s, k + 1 < spans.length ? spans[k + 1] : undefined).trim());
    if (cells[0] === '' && rows.length > 0) {
      const prev = rows[rows.length - 1]!;
      cells.forEach((c, k) => {
        if (c) prev[k] = prev[k] ? `${prev[k]} ${c}` : c;
      });
    } else rows.push(cells);
    j++;
  }
  const text = rows
    .map((r) => withoutTrailingEmpty(r.map((c) => inline(c))))
    .filter((r) => r.length > 0)
    .map((r) => r.join(' | '))
    .join('\n');
  return { text, next: j };
}

/** The content of `.. list-table::`: a bullet list of rows, each a bullet list of cells. */
export function listTable(content: string[]): string {
  const rows: string[] = [];
  let i = 0;
  while (i < content.length) {
    const line = content[i]!;
    const m = BULLET.exec(line);
    if (!m) {
      i++;
      continue;
    }
    const end = blockEnd(content, i + 1, 1);
    const rowLines = [line.slice(m[0].length), ...content.slice(i + 1, end).map((l) => l.slice(indentOf(l, m[0].length)))];
    const cells: string[] = [];
    let k = 0;
    while (k < rowLines.length) {
      const c = BULLET.exec(rowLines[k]!);
      if (!c) {
        k++;
        continue;
      }
      const cellEnd = blockEnd(rowLines, k + 1, 1);
      const text = [rowLines[k]!.slice(c[0].length), ...rowLines.slice(k + 1, cellEnd)].map((l) => l.trim()).join(' ');
      cells.push(inline(text));
      k = cellEnd;
    }
    if (cells.some((c) => c)) rows.push(cells.join(' | '));
    i = end;
  }
  return rows.join('\n');
}

/** The cells of one `csv-table` row (quoted cells may hold commas; `""` is a quote). */
export function csvCells(row: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  cells.push(cur.trim());
  return cells;
}

// ---- Inline markup ----
