/**
 * The text each snippet contributes to the full-text index, column by column (BM25F fields).
 * @module
 */
import type { SnippetFields } from '../store/store.ts';
import type { Snippet } from '../types.ts';
import { identifierTerms } from './tokens.ts';

/** The file name without folders and extensions: `library/tomllib.html` → `tomllib`. */
export function sourceStem(source: string): string {
  const file = source.replace(/[?#].*$/, '').split('/').filter(Boolean).pop() ?? '';
  return file.replace(/\.(?:gz|txt)$/i, '').replace(/\.[A-Za-z\d]+$/, '');
}

/**
 * The headings a generated reference puts over its members' documentation (Javadoc's "Field Details", Doxygen's
 * "Member Function Documentation"): the generator's words, the same over every member, not the member's. "Fill a
 * bean's fields" is not about every field of a class.
 */
const MEMBER_GROUP =
  /^(?:(?:Static |Instance |Class )?(?:Method|Field|Constructor|Nested Class|Enum Constant|Optional Element|Required Element|Element|Property|Macro)s? Details?|(?:Member )?(?:Function|Enumeration Type|Enumeration|Typedef|Variable|Macro Definition|Field|Member Data|Friends And Related Function|Constructor & Destructor) Documentation)$/i;

/** Whether a heading is a generated reference's heading over its members' documentation (MEMBER_GROUP). */
export function isMemberGroup(heading: string): boolean {
  return MEMBER_GROUP.test(heading);
}

/** A snippet's headings, without a generated reference's member-group headings. */
function headingsOf(snippet: Snippet): string[] {
  return snippet.breadcrumb.filter((heading) => !isMemberGroup(heading));
}

export function snippetFields(snippet: Snippet): SnippetFields {
  const code = snippet.code.map((c) => c.code).join('\n');
  const inlineCode = (snippet.description.match(/`[^`\n]+`/g) ?? []).join(' ');
  return {
    title: snippet.title,
    breadcrumb: [...headingsOf(snippet), sourceStem(snippet.source).replace(/[-_]/g, ' ')].join(' \n '),
    idents: identifierTerms(`${snippet.title}\n${inlineCode}\n${code}`).join(' '),
    body: `${snippet.description}\n${code}`,
  };
}

/** The text an answer shows for a snippet, for coverage and proximity checks at query time. */
export function snippetText(snippet: Snippet): string {
  return `${snippet.title}\n${headingsOf(snippet).join(' ')}\n${snippet.description}\n${snippet.code.map((c) => c.code).join('\n')}`;
}

/** Rough token count used for budgets: characters / 4, as the evaluation measures it. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
