/**
 * AsciiDoc sources (`.adoc`, `.asciidoc`) to the page model: written as the HTML Asciidoctor would make of them
 * (`reader.ts`, over `inline.ts`, `tables.ts` and `attributes.ts`), then read by the HTML reader, whose rules for
 * Asciidoctor's pages (option lists as entries, admonitions, a man page's NAME line) were made on real sites: one set
 * of rules for the source and its output.
 * @module
 */
import type { ParsedPage } from '../../types.ts';
import type { Steps } from '../bounds.ts';
import { htmlSteps } from '../html.ts';
import { asciidocHtmlSteps, isSetextPair } from './reader.ts';

export { asciidocHtmlSteps, asciidocToHtml } from './reader.ts';

/**
 * Whether a `.txt` page is AsciiDoc (git's, perf's and trace-cmd's man sources are `Documentation/*.txt`): a document
 * title (`= Title`, or a title underlined with `=`) and, in its first 400 lines, a block style (`[verse]`,
 * `[source,c]`, an admonition), an attribute entry or a preprocessor line; no reStructuredText directive (reST's
 * titles are underlined too, and its `::` ends paragraphs). Plain text with an underlined title stays plain text.
 */
export function looksLikeAsciidoc(text: string): boolean {
  const lines = text.split('\n', ASCIIDOC_SCAN_LINES).map((l) => l.trimEnd());
  let i = 0;
  while (i < lines.length && (lines[i] === '' || lines[i]!.startsWith('//'))) i++;
  const first = lines[i] ?? '';
  const underline = lines[i + 1] ?? '';
  // The reader's own rule for a title underlined with `=` (within one character of it).
  const titled = /^= \S/.test(first) || (underline.startsWith('=') && isSetextPair(first, underline));
  if (!titled) return false;
  const head = lines.join('\n');
  return ASCIIDOC_MARK.test(head) && !RST_DIRECTIVE.test(head);
}

const ASCIIDOC_SCAN_LINES = 400;
const ASCIIDOC_MARK =
  /^(?:\[(?:verse|source(?:,[^\]\n]*)?|listing|literal|NOTE|TIP|WARNING|IMPORTANT|CAUTION|horizontal|quote(?:,[^\]\n]*)?|cols=[^\]\n]*|options=[^\]\n]*)\]|:\w[\w-]*:(?: .*)?|(?:include|ifdef|ifndef|endif)::.*)$/m;
const RST_DIRECTIVE = /^\.\. [\w:-]+::/m;

/** An AsciiDoc page in steps: its top-level blocks one at a time, then its HTML as the HTML reader reads it. */
export function* asciidocSteps(text: string): Steps<ParsedPage> {
  return yield* htmlSteps(yield* asciidocHtmlSteps(text));
}
