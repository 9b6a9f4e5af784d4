/**
 * Ranking within one library version: FTS5 BM25F over title, breadcrumb, identifiers and body finds
 * candidates matching any query word; a second pass rescores them by how much of the question they cover
 * (IDF-weighted), phrase and proximity matches, and page kind (changelogs yield to reference pages).
 * @module
 */
import type { Store, StoredSnippet, VersionRow } from '../store/store.ts';
import { snippetText } from './fields.ts';
import { ftsQuery, queryTerms, stemSequence, type QueryTerm } from './tokens.ts';

/** BM25F column weights: title, breadcrumb, idents, body. */
export const COLUMN_WEIGHTS = [6, 3, 2, 1];

export interface RankOptions {
  /** Candidates fetched from the full-text index before rescoring. */
  candidates?: number;
}

export interface Ranked {
  snippet: StoredSnippet;
  score: number;
  /** Share of the question's weighted terms the snippet contains, 0-1. */
  coverage: number;
}

export function rankSnippets(store: Store, version: VersionRow, question: string, options: RankOptions = {}): Ranked[] {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const hits = store.searchVersion(version, ftsQuery(terms), COLUMN_WEIGHTS, options.candidates ?? 120);
  if (hits.length === 0) return [];
  const idf = inverseDocumentFrequencies(store, version, terms);
  const snippets = store.snippets(hits.map((h) => h.id));
  const maxBm25 = Math.max(...hits.map((h) => h.score), 1e-9);
  const bm25 = new Map(hits.map((h) => [h.id, h.score / maxBm25]));
  const totalWeight = terms.reduce((sum, t) => sum + t.weight * idf.get(t.text)!, 0) || 1;

  const ranked = snippets.map((snippet) => {
    const stems = stemSequence(snippetText(snippet));
    const present = new Set(stems);
    const headStems = new Set(stemSequence(`${snippet.title} ${snippet.breadcrumb.join(' ')}`));
    let covered = 0;
    let inHeading = 0;
    for (const t of terms) {
      const w = t.weight * idf.get(t.text)!;
      if (present.has(t.stem) || present.has(t.text)) covered += w;
      if (headStems.has(t.stem) || headStems.has(t.text)) inHeading += w;
    }
    const coverage = covered / totalWeight;
    const proximity = proximityScore(terms, stems);
    let score = bm25.get(snippet.id)! * 0.35 + coverage * 0.45 + (inHeading / totalWeight) * 0.1 + proximity * 0.2;
    if (snippet.kind === 'code') score *= 1.05;
    if (snippet.pageKind === 1) score *= 0.6;
    return { snippet, score, coverage };
  });
  return ranked.sort((a, b) => b.score - a.score);
}

/** log(N / df) per term within the version, from the full-text index itself. */
function inverseDocumentFrequencies(store: Store, version: VersionRow, terms: QueryTerm[]): Map<string, number> {
  const total = (version.lastSnippet ?? 0) - (version.firstSnippet ?? 0) + 1;
  const out = new Map<string, number>();
  for (const t of terms) {
    const df = store.countMatches(version, `"${t.text.replace(/"/g, '""')}"`);
    out.set(t.text, Math.log(1 + total / (1 + df)));
  }
  return out;
}

/** Share of adjacent question-word pairs that also stand within three words of each other in the snippet. */
function proximityScore(terms: QueryTerm[], stems: string[]): number {
  const main = terms.filter((t) => t.weight >= 1);
  if (main.length < 2) return 0;
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s);
    if (list) list.push(i);
    else positions.set(s, [i]);
  });
  let near = 0;
  for (let i = 0; i + 1 < main.length; i++) {
    const a = positions.get(main[i]!.stem) ?? positions.get(main[i]!.text);
    const b = positions.get(main[i + 1]!.stem) ?? positions.get(main[i + 1]!.text);
    if (a && b && a.some((x) => b.some((y) => Math.abs(x - y) <= 3))) near++;
  }
  return near / (main.length - 1);
}
