/**
 * reStructuredText (docutils and Sphinx) to the page model: a line-based reader of the document structure
 * (`reader.ts`, over `lines.ts`, with the directive vocabulary in `directives.ts` and tables in `tables.ts`) and a
 * small scanner for inline markup (`inline.ts`).
 * @module
 */
import type { ParsedPage } from '../../types.ts';
import { finishSteps, type Steps } from '../bounds.ts';
import { splitLines } from './lines.ts';
import { RstReader } from './reader.ts';

export { inline } from './inline.ts';

export function parseRst(text: string): ParsedPage {
  return finishSteps(rstSteps(text));
}

/** parseRst in steps: a caller may pause between the document's top-level blocks. */
export function* rstSteps(text: string): Steps<ParsedPage> {
  const reader = new RstReader();
  yield* reader.bodySteps(splitLines(text), reader.out, true);
  return reader.out.page(undefined, reader.description);
}
