/**
 * AsciiDoc sources (`.adoc`, `.asciidoc`) to the page model: written as the HTML Asciidoctor would make of them
 * (`reader.ts`, over `inline.ts` and `attributes.ts`), then read by the HTML reader, whose rules for Asciidoctor's
 * pages (option lists as entries, admonitions, a man page's NAME line) were made on real sites: one set of rules for
 * the source and its output.
 * @module
 */
import type { ParsedPage } from '../../types.ts';
import type { Steps } from '../bounds.ts';
import { htmlSteps } from '../html.ts';
import { asciidocHtmlSteps } from './reader.ts';

export { asciidocToHtml } from './reader.ts';

/** An AsciiDoc page in steps: its top-level blocks one at a time, then its HTML as the HTML reader reads it. */
export function* asciidocSteps(text: string): Steps<ParsedPage> {
  return yield* htmlSteps(yield* asciidocHtmlSteps(text));
}
