/**
 * Jupyter notebooks (`.ipynb`, nbformat 3 and 4) as Markdown: their Markdown cells as written, their code cells
 * fenced in the notebook's language, read by the Markdown reader. Outputs are left out: what the code printed or
 * drew (base64 pictures, tables of results) is not documentation, and it is most of a notebook's bytes.
 * @module
 */
import { messages } from '../../errors.ts';

interface Cell {
  cell_type?: unknown;
  source?: unknown;
  /** nbformat 3's code. */
  input?: unknown;
  /** nbformat 3's heading cells. */
  level?: unknown;
}

/** The notebook as Markdown; throws when the text is not a notebook (the page is then skipped with the reason). */
export function notebookMarkdown(text: string): string {
  let notebook: { cells?: unknown; worksheets?: { cells?: unknown }[]; metadata?: Metadata } | null;
  try {
    notebook = JSON.parse(text);
  } catch {
    throw new Error(messages.notANotebook('json'));
  }
  const cells = Array.isArray(notebook?.cells) ? notebook.cells : notebook?.worksheets?.[0]?.cells;
  if (!Array.isArray(cells)) throw new Error(messages.notANotebook('cells'));
  const language = languageOf(notebook?.metadata ?? undefined);
  const parts: string[] = [];
  for (const cell of cells as Cell[]) {
    if (!cell || typeof cell !== 'object') continue;
    if (cell.cell_type === 'markdown') parts.push(joined(cell.source));
    else if (cell.cell_type === 'heading') parts.push(`${'#'.repeat(headingLevel(cell.level))} ${joined(cell.source).replace(/\s+/g, ' ')}`);
    else if (cell.cell_type === 'code') {
      const code = joined(cell.source ?? cell.input);
      if (code.trim()) parts.push(fenced(code, language));
    }
  }
  return parts.join('\n\n');
}

/** A cell's text: a string, or (as notebooks save it) a list of lines. */
function joined(source: unknown): string {
  if (typeof source === 'string') return source;
  return Array.isArray(source) ? source.filter((s): s is string => typeof s === 'string').join('') : '';
}

function headingLevel(level: unknown): number {
  return typeof level === 'number' && level >= 1 && level <= 6 ? Math.floor(level) : 1;
}

interface Metadata {
  kernelspec?: { language?: unknown } | null;
  language_info?: { name?: unknown } | null;
  language?: unknown;
}

/** The kernel's language (`python`, `r`, `julia`), as the notebook's metadata names it. */
function languageOf(metadata: Metadata | undefined): string {
  const name = metadata?.kernelspec?.language ?? metadata?.language_info?.name ?? metadata?.language;
  return typeof name === 'string' && /^[\w+#-]{1,30}$/.test(name) ? name.toLowerCase() : '';
}

/** Code in a fence longer than any run of backticks it holds, so the code cannot end it. */
function fenced(code: string, language: string): string {
  let longest = 0;
  for (const run of code.match(/`{3,}/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}`;
}
