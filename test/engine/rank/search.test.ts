/** The rescoring's page evidence: a page with several good candidates outranks a page that mentions the question once. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addPageEvidence, WEIGHTS, type Ranked } from '../../../src/engine/rank/search.ts';
import type { StoredSnippet } from '../../../src/engine/store/store.ts';

let id = 1;
const candidate = (source: string, score: number): Ranked => ({
  snippet: { id: id++, kind: 'info', title: `s${id}`, description: '', code: [], breadcrumb: [], source, pageKind: 0, tokens: 1 } as StoredSnippet,
  score,
  coverage: 0.5,
});

test('a section of the page with several good candidates overtakes a slightly better one elsewhere', () => {
  const ranked = [candidate('faq.md', 0.55), candidate('functools.md', 0.5), candidate('functools.md', 0.4), candidate('functools.md', 0.4)];
  addPageEvidence(ranked);
  ranked.sort((a, b) => b.score - a.score);
  assert.equal(ranked[0]!.snippet.source, 'functools.md');
  // The best page gains exactly the weight; others less, in proportion; nobody loses.
  assert.ok(Math.abs(ranked[0]!.score - 0.5 * (1 + WEIGHTS.page)) < 1e-9);
  const faq = ranked.find((r) => r.snippet.source === 'faq.md')!;
  assert.ok(faq.score > 0.55 && faq.score < 0.55 * (1 + WEIGHTS.page));
});

test('only the best three candidates of a page count: many weak mentions do not make a page', () => {
  const ranked = [candidate('guide.md', 0.9), ...Array.from({ length: 20 }, () => candidate('changelog.md', 0.2))];
  addPageEvidence(ranked);
  ranked.sort((a, b) => b.score - a.score);
  assert.equal(ranked[0]!.snippet.source, 'guide.md');
  assert.ok(Math.abs(ranked[0]!.score - 0.9 * (1 + WEIGHTS.page)) < 1e-9, 'the guide (0.9) is the best page, not the changelog (20 × 0.2)');
});
