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

export function snippetFields(snippet: Snippet): SnippetFields {
  const code = snippet.code.map((c) => c.code).join('\n');
  const inlineCode = (snippet.description.match(/`[^`\n]+`/g) ?? []).join(' ');
  return {
    title: snippet.title,
    breadcrumb: [...snippet.breadcrumb, sourceStem(snippet.source).replace(/[-_]/g, ' ')].join(' \n '),
    idents: identifierTerms(`${snippet.title}\n${inlineCode}\n${code}`).join(' '),
    body: `${snippet.description}\n${code}`,
  };
}

/** The text an answer shows for a snippet, for coverage and proximity checks at query time. */
export function snippetText(snippet: Snippet): string {
  return `${snippet.title}\n${snippet.breadcrumb.join(' ')}\n${snippet.description}\n${snippet.code.map((c) => c.code).join('\n')}`;
}

/** Rough token count used for budgets: characters / 4, as the evaluation measures it. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
