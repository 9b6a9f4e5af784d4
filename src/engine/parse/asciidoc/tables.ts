/**
 * AsciiDoc's tables: cells split at their separator with their specifiers (spans, duplication, style) taken off,
 * and arranged in rows as wide as the table's columns.
 * @module
 */
import { csvCells } from '../rst/tables.ts';

/** A table cell: its text, its spans and its style letter (`a` AsciiDoc, `l` literal, `h` header, ...). */
export interface Cell {
  text: string;
  colspan: number;
  rowspan: number;
  style?: string;
}

/** Each column's style letter as `cols` names them (`1,2a`, `3*`, `2*^.^l`); undefined when it names no columns. */
export function columnStyles(cols: string | undefined): (string | undefined)[] | undefined {
  if (!cols) return undefined;
  const styles: (string | undefined)[] = [];
  for (const spec of cols.split(/[,;]/)) {
    const repeat = /^\s*(\d{1,3})\*/.exec(spec);
    const style = /([aehlmsdv])\s*$/.exec(spec)?.[1];
    for (let k = repeat ? Number(repeat[1]) : 1; k > 0 && styles.length <= 100; k--) styles.push(style);
  }
  return styles.length > 0 && styles.length <= 100 ? styles : undefined;
}

/** A cell's specifier before its separator: duplication (`3*`), span (`2+`, `.3+`), alignment (`^`, `.>`), style (`a`, `h`). */
const CELL_SPEC = /(?:^|\s)((?:\d{1,3}\*)?(?:\d{0,3}(?:\.\d{1,3})?\+)?(?:[<^>])?(?:\.[<^>])?[aehlmsdv]?)$/;

/**
 * A table's cells in rows: as wide as `cols` names, or as the first line's cells; a cell spanning rows (`.3+|`) takes
 * its columns in the rows below it, which then hold fewer cells.
 */
export function cellRows(lines: string[], separator: string, columns: (string | undefined)[] | undefined): Cell[][] {
  const text = lines.join('\n');
  const cells: Cell[] = [];
  let firstLineWidth = 0;
  // The specifier of the cell being read; none before the first separator (its text is no cell).
  let spec: CellSpec | undefined;
  let lineOfFirst = -1;
  let line = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (text[i] === '\n') line++;
    if (i < text.length && (text[i] !== separator || text[i - 1] === '\\')) continue;
    let before = text.slice(start, i);
    start = i + 1;
    const next = i < text.length ? cellSpec(before) : undefined;
    if (next) before = before.slice(0, before.length - next.length);
    // A cell copied N times (`3*|x`) is read once, taking its copies' columns: the copies say nothing more, and
    // copies of copies in nested cells had multiplied a short page a hundredfold per level.
    if (spec) cells.push({ text: before.trim().replace(/\\\|/g, '|'), colspan: spec.colspan * spec.copies, rowspan: spec.rowspan, style: spec.style });
    if (i === text.length) break;
    spec = parseCellSpec(next ?? '');
    if (lineOfFirst < 0) lineOfFirst = line;
    if (line === lineOfFirst) firstLineWidth += spec.colspan * spec.copies;
  }
  const width = columns?.length ?? Math.max(1, firstLineWidth);
  const rows: Cell[][] = [];
  // Columns that cells of rows above take in the current row, and by row where such spans start and stop.
  let taken = 0;
  const starts = new Map<number, number>();
  const stops = new Map<number, number>();
  let row: Cell[] = [];
  let filled = 0;
  for (const cell of cells) {
    row.push(cell.style || !columns ? cell : { ...cell, style: columns[filled + taken] });
    filled += cell.colspan;
    const rowspan = Math.min(cell.rowspan, ROWSPAN_MAX);
    if (rowspan > 1) {
      starts.set(rows.length + 1, (starts.get(rows.length + 1) ?? 0) + cell.colspan);
      stops.set(rows.length + rowspan, (stops.get(rows.length + rowspan) ?? 0) + cell.colspan);
    }
    while (filled + taken >= width) {
      rows.push(row);
      row = [];
      filled = 0;
      const r = rows.length;
      taken += (starts.get(r) ?? 0) - (stops.get(r) ?? 0);
      starts.delete(r);
      stops.delete(r);
    }
  }
  if (row.length > 0) rows.push(row);
  return rows.filter((r) => r.length > 0);
}

/** Rows a cell may span: a hostile `.999+|` on every cell had cost a thousand rows each. */
const ROWSPAN_MAX = 100;

/** The specifier at the end of the text before a separator, if any. */
function cellSpec(before: string): string | undefined {
  const m = CELL_SPEC.exec(before);
  return m?.[1] || undefined;
}

/** What a cell's specifier says: its spans, how many copies of it stand (`3*`) and its style letter. */
interface CellSpec {
  colspan: number;
  rowspan: number;
  copies: number;
  style?: string;
}

function parseCellSpec(spec: string): CellSpec {
  const copies = /^(\d{1,3})\*/.exec(spec);
  const span = /(\d{0,3})(?:\.(\d{1,3}))?\+/.exec(spec);
  const style = /([aehlmsdv])$/.exec(spec)?.[1];
  return {
    copies: copies ? Math.max(1, Number(copies[1])) : 1,
    colspan: span?.[1] ? Math.max(1, Number(span[1])) : 1,
    rowspan: span?.[2] ? Math.max(1, Number(span[2])) : 1,
    ...(style ? { style } : {}),
  };
}

/**
 * The rows of a table written one row a line: comma-separated (`,===`, `format=csv`; a cell in double quotes holds
 * commas and doubled quotes), or split at a delimiter (`:===`, `format=dsv`; tabs for `format=tsv`).
 */
export function lineRows(lines: string[], format: 'csv' | 'dsv' | 'tsv', separator?: string): Cell[][] {
  const split = format === 'csv' ? csvCells : (line: string) => line.split(separator ?? (format === 'tsv' ? '\t' : ':')).map((c) => c.trim());
  return lines.filter((l) => l.trim() !== '').map((l) => split(l).map((text) => ({ text, colspan: 1, rowspan: 1 })));
}
