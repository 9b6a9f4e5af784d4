/**
 * `resolve-library-id` (SPEC.md 4.2): a library or package name → matching libraries with their IDs, as the
 * text of SPEC.md 2.2. `formatLibraries` is pure: the CLI's `libdocs resolve` prints exactly the same.
 * @module
 */
import * as z from 'zod';
import type { Backend, CallContext, LibrarySummary } from '../../backends/backend.ts';
import { identifierInjectionRule, injectionRule } from '../../engine/injection.ts';
import { noLibraryMatch } from '../../errors.ts';
import { joinLines } from '../../engine/parse/bounds.ts';
import { assertNoSecrets } from '../../secret-guard.ts';
import { LIBRARY_NAME_MAX, QUERY_MAX } from '../../defaults.ts';
import { text } from './_shared.ts';

export const name = 'resolve-library-id';
export const title = 'Resolve Library ID';

export const description = `Resolves a library, framework or package name to a libdocs library ID (/org/project) and lists the matching libraries.

Call this first to get the ID that query-docs needs, UNLESS the user already gave an ID of the form /org/project or /org/project/version: then skip this tool and call query-docs with that ID directly.

Each result shows:
- Library ID: the ID to pass to query-docs, form /org/project
- Name and Description
- Code Snippets: number of code examples; more means more complete coverage
- Source Reputation: High, Medium, Low or Unknown
- Benchmark Score: quality indicator from 0 to 100 (100 is best)
- Versions: versions you can query as /org/project/version

When several libraries match, choose in this order:
1. Name similarity (exact matches first)
2. Description relevance to the user's question
3. Documentation coverage (more Code Snippets)
4. Source reputation (High or Medium preferred)
5. Benchmark Score (higher is better)
If the choice is ambiguous, ask the user, or say which library you chose and why.

A description that starts with "[Not a name match: …]" (found by what its documentation covers, not by its name) or "[Fetched just now from the npm registry …]" says how that library was found: check that it is the one the user means before relying on it. One that ends with "[Documentation from …]" says where its documentation came from (a repository at a version's tag, a site's current docs, the npm package).

If nothing matches, try another name or spelling, check for typos, or ask the user for more detail.

Do not call this tool more than 3 times per question; after 3 calls, use the best result you have.

Do not put secrets, credentials, API keys, personal data or proprietary code in query or libraryName: they are sent for ranking.`;

export { annotations } from './_shared.ts';

/** On the embedded engine, a miss is looked up on the npm registry unless the server runs --offline. */
export const fetchesOnMiss = true;


/** Alternative spellings assistants send; server.ts renames them before validation. */
export const aliases: Record<string, readonly string[]> = {
  query: ['userQuery', 'question'],
  libraryName: ['library_name'],
};

export const inputSchema = z.object({
  query: text('query', QUERY_MAX).describe(
    `The user's question or task, used to rank the matching libraries by relevance (at most ${QUERY_MAX} characters). ` +
      'Must not contain secrets, credentials, personal data or proprietary code.',
  ),
  libraryName: text('libraryName', LIBRARY_NAME_MAX).describe(
    `Library or package name to search for, such as "react", "next.js" or "zod" (at most ${LIBRARY_NAME_MAX} characters).`,
  ),
});

export type Input = z.output<typeof inputSchema>;

/** The tool's answer text; throws LibdocsError (secret in the input, no match, backend failures). */
export async function run(input: Input, backend: () => Promise<Backend>, ctx: CallContext): Promise<string> {
  assertNoSecrets({ query: input.query, libraryName: input.libraryName });
  const libraries = await (await backend()).resolveLibrary(input.libraryName, input.query, ctx);
  if (libraries.length === 0) throw noLibraryMatch(input.libraryName);
  return formatLibraries(libraries);
}

/**
 * SPEC.md 2.2: `Available Libraries:`, then per library the ID on a numbered line and indented labelled
 * lines. A field without a value is left out (never "undefined"), and so is a name or description that reads as
 * instructions to the assistant (indexed before the rules caught it, or from a backing API).
 */
export function formatLibraries(list: readonly LibrarySummary[]): string {
  const items = list.map((library, i) => {
    const lines = [`${i + 1}. ${library.id}`];
    const field = (label: string, value: string | undefined) => {
      if (value !== undefined && value.trim() !== '') lines.push(`   ${label}: ${oneLine(value)}`);
    };
    field('Name', library.name && !identifierInjectionRule(library.name) ? library.name : undefined);
    field('Description', library.description && !injectionRule(library.description) ? library.description : undefined);
    field('Code Snippets', Number.isFinite(library.codeSnippets) ? library.codeSnippets.toLocaleString('en-US') : undefined);
    field('Source Reputation', library.sourceReputation);
    field('Benchmark Score', library.benchmarkScore !== undefined && Number.isFinite(library.benchmarkScore) ? String(library.benchmarkScore) : undefined);
    field('Versions', library.versions.length > 0 ? library.versions.join(', ') : undefined);
    return lines.join('\n');
  });
  return ['Available Libraries:', '', items.join('\n\n')].join('\n');
}

/** A description with newlines would break the indented layout. */
function oneLine(text: string): string {
  return joinLines(text).trim();
}
