/**
 * Resolving a library name: exact and fuzzy matches on names, IDs and aliases, then the libraries' own
 * content (a module, tool or API they document prominently: "asyncio" → Python, "psql" → PostgreSQL), with
 * the description's relevance to the question breaking ties.
 * @module
 */
import type { LibraryRow, Store, VersionRow } from '../store/store.ts';
import { identifierParts, isStopWord, words } from './tokens.ts';

export interface LibraryMatch {
  library: LibraryRow;
  score: number;
}

/** Below this a library is not offered at all. */
const MIN_SCORE = 0.35;
const MAX_RESULTS = 5;
/** A name word matching one word of a compound library name. */
const PART_SCORE = 0.5;

export function resolveLibraries(store: Store, libraryName: string, question: string): LibraryMatch[] {
  const libraries = store.libraries();
  if (libraries.length === 0) return [];
  const nameWords = splitWords(libraryName);
  if (nameWords.length === 0) return [];
  const content = contentScores(store, nameWords);
  const questionWords = new Set(splitWords(question).filter((w) => !isStopWord(w)));

  const matches: LibraryMatch[] = [];
  for (const library of libraries) {
    const byName = nameScore(libraryName, nameWords, library);
    const byContent = content.get(library.id) ?? 0;
    let score = Math.max(byName, byContent);
    if (score < MIN_SCORE) continue;
    const description = new Set(splitWords(library.description ?? ''));
    const shared = [...questionWords].filter((w) => description.has(w)).length;
    score += Math.min(0.1, shared * 0.03);
    matches.push({ library, score });
  }
  return matches.sort((a, b) => b.score - a.score || a.library.id.localeCompare(b.library.id)).slice(0, MAX_RESULTS);
}

function splitWords(text: string): string[] {
  return words(text).flatMap((w) => [w.toLowerCase(), ...identifierParts(w)]).filter((w, i, all) => all.indexOf(w) === i);
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/\.js$|js$/, '').replace(/[^a-z\d]+/g, '');
}

/** 1 for an exact name, ID or alias; less for containment, shared words and small typos. */
function nameScore(raw: string, nameWords: string[], library: LibraryRow): number {
  const project = library.id.split('/')[2] ?? '';
  const candidates = [library.name, project, library.id.slice(1), ...library.aliases];
  const wanted = normalize(raw);
  let best = 0;
  for (const candidate of candidates) {
    const c = normalize(candidate);
    if (!c) continue;
    if (c === wanted || candidate.toLowerCase() === raw.trim().toLowerCase()) return 1;
    // A word of a compound name ("queue" in PocketQueue, "router" in react-router) is a weaker match.
    const parts = identifierParts(candidate);
    if (parts.length > 1 && nameWords.some((w) => w.length >= 3 && parts.includes(w))) best = Math.max(best, PART_SCORE);
    for (const word of [wanted, ...nameWords.map(normalize)]) {
      if (word.length < 2) continue;
      if (word === c) best = Math.max(best, word === wanted ? 1 : 0.85);
      else if (word.length >= 3 && c.length >= 3 && (word.startsWith(c) || c.startsWith(word))) {
        best = Math.max(best, 0.6 + 0.3 * (Math.min(word.length, c.length) / Math.max(word.length, c.length)));
      } else if (Math.min(word.length, c.length) >= 5 && editDistance(word, c) <= (c.length >= 8 ? 2 : 1)) {
        best = Math.max(best, 0.7);
      }
    }
  }
  return best;
}

/**
 * How prominently each library documents the name: hits in titles, headings and code identifiers,
 * as a share of the best-matching snippets.
 */
function contentScores(store: Store, nameWords: string[]): Map<string, number> {
  const terms = nameWords.filter((w) => w.length >= 2 && !isStopWord(w));
  if (terms.length === 0) return new Map();
  const all = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
  const match = `{title breadcrumb idents} : (${all})`;
  const hits = store.searchAll(match, [4, 2, 1, 0], 60);
  if (hits.length === 0) return new Map();
  const versionToLibrary = new Map<number, string>(store.allVersions().map((v: VersionRow) => [v.id, v.libraryId]));
  const total = new Map<string, { count: number; score: number }>();
  for (const hit of hits) {
    const id = versionToLibrary.get(hit.versionId);
    if (!id) continue;
    const entry = total.get(id) ?? { count: 0, score: 0 };
    entry.count++;
    entry.score += hit.score;
    total.set(id, entry);
  }
  const out = new Map<string, number>();
  for (const [id, { count }] of total) {
    // A name documented by a handful of headings is that library's own topic; one stray mention is not.
    if (count < 3) continue;
    out.set(id, Math.min(0.8, 0.3 + 0.5 * (count / hits.length)));
  }
  return out;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
