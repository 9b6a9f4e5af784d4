/**
 * Chooses a parser by file extension. Gzip is the caller's business: it passes the name without `.gz`.
 * @module
 */
import type { ParsedPage } from '../types.ts';
import { finishSteps, type Steps } from './bounds.ts';
import { asciidocSteps, looksLikeAsciidoc } from './asciidoc/index.ts';
import { parseDeclarations } from './declarations.ts';
import { htmlSteps } from './html.ts';
import { markdownSteps } from './markdown.ts';
import { notebookMarkdown } from './notebook.ts';
import { rstSteps } from './rst/index.ts';
import { parseText } from './text.ts';
import { looksLikeVimHelp, parseVimHelp } from './vimhelp.ts';
import { manPageLines } from './man-text.ts';
import { MAN_PAGE, parseRoff } from './roff.ts';
import { withManPageSubject } from './man-name.ts';

export { parseHtml } from './html.ts';
export { parseMarkdown } from './markdown.ts';
export { parseRst } from './rst/index.ts';
export { parseText } from './text.ts';

/** What a page's source knows beside its text: the site variables of a Jekyll site (see withJekyllSites). */
export interface PageContext {
  site?: Record<string, string>;
  /** A Javadoc class page's constants' values by field name (from its site's `constant-values.html`). */
  constants?: ReadonlyMap<string, string>;
}

/** The page model of a documentation file, or undefined when its extension is not a documentation format. */
export function parseFile(path: string, content: string, context: PageContext = {}): ParsedPage | undefined {
  return finishSteps(parseFileSteps(path, content, context));
}

/** parseFile in steps (Markdown between the pieces of a large page, HTML between chunks of its text, reStructuredText between its top-level blocks). */
export function* parseFileSteps(path: string, content: string, context: PageContext = {}): Steps<ParsedPage | undefined> {
  const page = yield* parseByFormat(path, content, context);
  return page && withManPageSubject(page);
}

function* parseByFormat(path: string, content: string, context: PageContext): Steps<ParsedPage | undefined> {
  const name = path.toLowerCase();
  // Line ends as the formats' own readers count them (a lone CR ends a line in Markdown and HTML alike): the guards
  // that bound the parsers' work split at `\n`, and a page of CR-only lines had been one line to them.
  const text = (content.charCodeAt(0) === 0xfeff ? content.slice(1) : content).replace(/\r\n?/g, '\n');
  if (/\.d\.[cm]?ts$/.test(name)) return parseDeclarations(text, path.split('/').pop() ?? path);
  // Sphinx ships a page written in Markdown (MyST) as `_sources/page.md.txt`.
  if (name.endsWith('.md') || name.endsWith('.markdown') || name.endsWith('.md.txt')) return yield* markdownSteps(text, { site: context.site });
  if (name.endsWith('.mdx')) return yield* markdownSteps(text, { mdx: true });
  if (name.endsWith('.html') || name.endsWith('.htm') || name.endsWith('.xhtml')) return yield* htmlSteps(text, undefined, context.constants);
  if (name.endsWith('.rst') || name.endsWith('.rst.txt') || name.endsWith('.rest')) return yield* rstSteps(text);
  if (name.endsWith('.adoc') || name.endsWith('.asciidoc')) return yield* asciidocSteps(text);
  if (name.endsWith('.ipynb')) return yield* markdownSteps(notebookMarkdown(text));
  // A Vim help file opens with its own tag (`*ctrlp.txt*`) or ends with a modeline that says so.
  if (name.endsWith('.txt') && looksLikeVimHelp(text)) return parseVimHelp(text);
  // A rendered man page saved as text stays one (its NAME line may look like a title); AsciiDoc under `.txt` is read as such.
  if (name.endsWith('.txt')) return looksLikeAsciidoc(text) && !manPageLines(text) ? yield* asciidocSteps(text) : parseText(text);
  // A man page's source: `ls.1`, `ssl.3ssl`, `git.1.gz` (named without .gz here); read when it is roff.
  if (MAN_PAGE.test(name)) return parseRoff(text);
  return undefined;
}
