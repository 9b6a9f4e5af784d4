/**
 * `query-docs` (SPEC.md 4.2): a library ID and a question → ranked Markdown documentation and code examples
 * (SPEC.md 2.3). The ID's form is checked here, before the backend is asked; the backend selects the version
 * (rules 2-3) and raises the library-level errors.
 * @module
 */
import * as z from 'zod';
import type { Backend, CallContext } from '../../backends/backend.ts';
import { invalidLibraryId } from '../../errors.ts';
import { assertNoSecrets } from '../../secret-guard.ts';
import { LIBRARY_ID_MAX, QUERY_MAX } from '../../defaults.ts';
import { text } from './_shared.ts';

export const name = 'query-docs';
export const title = 'Query Documentation';

export const description = `Retrieves current documentation and code examples for a library, ranked by relevance to a question.

You must call resolve-library-id first to get a valid library ID, UNLESS the user supplied an ID of the form /org/project or /org/project/version.

To query a specific version, pass it in libraryId as /org/project/version (resolve-library-id lists the versions), or mention the version in the query. Without a version, the latest is used.

Make the query specific: a single generic word gives poor results; "How do I set up JWT authentication in Express.js?" works better than "auth". Write the task in a sentence, then add the words the documentation is likely to use: the function, class, method, option, command, flag, configuration key or error message you expect, and common synonyms (for example "memoize results: cache decorator, lru_cache"). Names you are unsure of still help; a wrong guess costs little.

Do not call this tool more than 3 times per question; after 3 calls, use the best information you have.

Do not put secrets, credentials, API keys, personal data or proprietary code in query: it is sent for ranking.`;

export { annotations } from './_shared.ts';

/** On the embedded engine, a version of an npm library the index lacks is fetched, unless --offline. */
export const fetchesOnMiss = true;


/** `/org/project` or `/org/project/version`: no empty segment, no whitespace. */
export const LIBRARY_ID_FORM = /^\/[^/\s]+\/[^/\s]+(\/[^/\s]+)?$/;

/** Alternative spellings assistants send; server.ts renames them before validation. */
export const aliases: Record<string, readonly string[]> = {
  libraryId: ['libraryID', 'library_id', 'context7CompatibleLibraryID'],
  query: ['userQuery', 'question'],
};

export const inputSchema = z.object({
  libraryId: text('libraryId', LIBRARY_ID_MAX).describe(
    'Exact library ID, of the form /org/project or /org/project/version (for example /vercel/next.js or ' +
      '/vercel/next.js/v14.3.0), from resolve-library-id or as given by the user.',
  ),
  query: text('query', QUERY_MAX).describe(
    `The question or task, specific and with relevant detail (at most ${QUERY_MAX} characters): the goal in a ` +
      'sentence, plus the API names (functions, classes, options, commands, error messages) and synonyms you expect ' +
      'the documentation to use. A single generic word gives poor results. Must not contain secrets, credentials, ' +
      'personal data or proprietary code.',
  ),
});

export type Input = z.output<typeof inputSchema>;

/** The answer text; throws LibdocsError (secret in the query, invalid ID, unknown library or version, ...). */
export async function run(input: Input, backend: () => Promise<Backend>, ctx: CallContext): Promise<string> {
  // The ID leaves the machine too (to a backing API, or to the npm registry for a missing version).
  assertNoSecrets({ query: input.query, libraryId: input.libraryId });
  const libraryId = normalizeLibraryId(input.libraryId);
  if (!LIBRARY_ID_FORM.test(libraryId)) throw invalidLibraryId(input.libraryId);
  return (await backend()).queryDocs(libraryId, input.query, {}, ctx);
}

/** Forgiving spellings of a valid ID: a trailing slash, and the `/org/project@version` form some clients use. */
export function normalizeLibraryId(id: string): string {
  return id.replace(/\/+$/, '').replace(/^(\/[^/\s]+\/[^/\s@]+)@([^/\s@]+)$/, '$1/$2');
}

