/**
 * Benchmark Score (0-100): how reliably the index finds its own content. A fixed, evenly spread sample of
 * snippets is asked for by the first words of their prose (never their titles); the score is the share
 * found in the top three. Badly split, duplicated or boilerplate-heavy documentation scores low.
 * @module
 */
import { rankSnippets } from './rank/search.ts';
import type { Store, VersionRow } from './store/store.ts';

const SAMPLE = 30;
const QUESTION_WORDS = 12;

export function benchmarkScore(store: Store, version: VersionRow): number | undefined {
  if (version.firstSnippet === null || version.lastSnippet === null) return undefined;
  const count = version.lastSnippet - version.firstSnippet + 1;
  if (count < 5) return undefined;
  const step = count / Math.min(SAMPLE, count);
  const ids = Array.from({ length: Math.min(SAMPLE, count) }, (_, i) => version.firstSnippet! + Math.floor(i * step));
  let asked = 0;
  let found = 0;
  for (const snippet of store.snippets(ids)) {
    const question = snippet.description.split(/\s+/).filter(Boolean).slice(0, QUESTION_WORDS).join(' ');
    if (question.length < 20) continue;
    asked++;
    const top = rankSnippets(store, version, question, { candidates: 40 }).slice(0, 3);
    if (top.some((r) => r.snippet.id === snippet.id)) found++;
  }
  return asked === 0 ? undefined : Math.round((100 * found) / asked);
}
