/**
 * Resolving a library name: names, IDs and aliases first (exact, then containment, shared words and small
 * typos). Only when no library's name matches, the libraries' own content: a name that is the subject of a page
 * or entry they document ("asyncio — Asynchronous I/O" → Python, the `psql` reference page → PostgreSQL), or
 * the namespace of several documented entries (`pg_dump`, `pg_ctl` → PostgreSQL). A word in running text, or a
 * title that merely contains the word ("Regular Expressions", "sqlite3 — interface for SQLite"), is not a
 * match. Content matches are returned as such, so the answer can say so. The description's relevance to the
 * question breaks ties.
 * @module
 */
import { PAGE_KIND } from '../sources/folder.ts';
import type { LibraryRow, Store, VersionRow } from '../store/store.ts';
import { ftsPhrase, identifierParts, isStopWord, words } from './tokens.ts';

export interface LibraryMatch {
  library: LibraryRow;
  score: number;
  /** Set when the library matched by its documentation, not its name: what showed it. */
  contentEvidence?: ContentEvidence;
}

/** A page or entry whose subject is the name, or entries in the name's namespace: their titles. */
export interface ContentEvidence {
  kind: 'subject' | 'namespace';
  titles: string[];
}

/** Below this a library is not offered at all. */
const MIN_SCORE = 0.35;
const MAX_RESULTS = 5;
/** A name word matching one word of a compound library name. */
const PART_SCORE = 0.5;
/** A page or entry whose subject is the name. */
const SUBJECT_SCORE = 0.8;
/** The name as the namespace of several documented entries. */
const NAMESPACE_SCORE = 0.6;
const NAMESPACE_MIN_ENTRIES = 3;
/** Title hits read to find subjects and namespaces. */
const CONTENT_HITS = 200;

/**
 * Words that say what the caller wants of a library rather than which one ("pg docs", "python 3.11", "node.js
 * fs module"): they are not part of the name.
 */
const FILLER = new Set([
  'api', 'apis', 'doc', 'docs', 'documentation', 'guide', 'latest', 'lib', 'library', 'manual', 'module', 'official',
  'package', 'ref', 'reference', 'sdk', 'stdlib', 'version',
]);
const VERSION_WORD = /^v?\d+(?:\.\d+)*(?:\.x)?$/i;

export function resolveLibraries(store: Store, libraryName: string, question: string): LibraryMatch[] {
  const libraries = store.libraries();
  if (libraries.length === 0) return [];
  const name = coreName(libraryName);
  const nameWords = splitWords(name);
  if (nameWords.length === 0) return [];
  const questionWords = new Set(splitWords(question).filter((w) => !isStopWord(w)));
  const ranked = (matches: LibraryMatch[]) =>
    matches
      .map((m) => {
        const description = new Set(splitWords(m.library.description ?? ''));
        const shared = [...questionWords].filter((w) => description.has(w)).length;
        return { ...m, score: m.score + Math.min(0.1, shared * 0.03) };
      })
      .sort((a, b) => b.score - a.score || a.library.id.localeCompare(b.library.id))
      .slice(0, MAX_RESULTS);

  const byName = libraries.map((library) => ({ library, score: nameScore(name, nameWords, library) })).filter((m) => m.score >= MIN_SCORE);
  if (byName.length > 0) return ranked(byName);
  const content = contentMatches(store, name);
  return ranked(libraries.flatMap((library) => {
    const found = content.get(library.id);
    return found && found.score >= MIN_SCORE ? [{ library, score: found.score, contentEvidence: found.evidence }] : [];
  }));
}

/** The name without filler and version words, unless nothing else is left. */
export function coreName(libraryName: string): string {
  const kept = libraryName.trim().split(/\s+/).filter((w) => !FILLER.has(w.toLowerCase()) && !VERSION_WORD.test(w));
  return kept.length > 0 ? kept.join(' ') : libraryName.trim();
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
 * Libraries whose documentation has the name as a subject: a page or entry titled by it, else at least
 * NAMESPACE_MIN_ENTRIES entries named `<name>_…`, `<name>.…` or `<name>:…`. Each with the title that showed it.
 */
function contentMatches(store: Store, name: string): Map<string, { score: number; evidence: ContentEvidence }> {
  const wanted = subjectKey(name);
  const tokens = name.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  if (wanted.length < 2 || tokens.length === 0 || tokens.every((t) => isStopWord(t))) return new Map();
  const phrase = ftsPhrase(tokens.join(' '));
  // `pg_dump` is one token to the index (underscore is a token character): ask for the prefix as well.
  const terms = tokens.length === 1 ? [phrase, `${ftsPhrase(`${tokens[0]!}_`)} *`] : [phrase];
  // Titles that start with the name first (a page about it can be outranked by its many entries), then any.
  const anchored = store.searchAll(`{title breadcrumb} : (${terms.map((t) => `^ ${t}`).join(' OR ')})`, [1, 1, 0, 0], CONTENT_HITS);
  const anywhere = store.searchAll(`{title breadcrumb} : (${terms.join(' OR ')})`, [1, 1, 0, 0], CONTENT_HITS);
  const hits = [...new Map([...anchored, ...anywhere].map((h) => [h.id, h])).values()];
  if (hits.length === 0) return new Map();
  const versionToLibrary = new Map<number, string>(store.allVersions().map((v: VersionRow) => [v.id, v.libraryId]));
  const subjects = new Map<string, { title: string; weight: number }>();
  const namespaces = new Map<string, Set<string>>();
  const hitVersion = new Map(hits.map((h) => [h.id, h.versionId]));
  for (const snippet of store.snippets(hits.map((h) => h.id))) {
    const id = versionToLibrary.get(hitVersion.get(snippet.id)!);
    // Release notes mention everything the project ever touched: not what it documents.
    if (!id || snippet.pageKind === PAGE_KIND.changelog) continue;
    for (const [i, title] of [...snippet.breadcrumb, snippet.title].entries()) {
      const subject = titleSubject(title);
      // Written as code (no capitals, no spaces), as modules and commands are: "TypeScript", "MySQL" and
      // "Werkzeug" are other products a guide talks about, not entries the library documents.
      if (subjectKey(subject) === wanted && isCodeLike(subject)) {
        // A page's own title says most about it ("asyncio — Asynchronous I/O"), then the longest.
        const weight = (i === 0 ? 1000 : 0) + title.length;
        if ((subjects.get(id)?.weight ?? -1) < weight) subjects.set(id, { title, weight });
      } else if (isNamespaceOf(subject, name)) {
        namespaces.set(id, (namespaces.get(id) ?? new Set()).add(subject));
      }
    }
  }
  const out = new Map<string, { score: number; evidence: ContentEvidence }>();
  for (const [id, entries] of namespaces) {
    if (entries.size >= NAMESPACE_MIN_ENTRIES) out.set(id, { score: NAMESPACE_SCORE, evidence: { kind: 'namespace', titles: [...entries].slice(0, 3) } });
  }
  for (const [id, { title }] of subjects) out.set(id, { score: SUBJECT_SCORE, evidence: { kind: 'subject', titles: [title] } });
  return out;
}

/**
 * What a title is about: `asyncio — Asynchronous I/O` → `asyncio`, `12.10. psql Support` → `psql Support`,
 * `` `fs.readFile(path)` `` → `fs.readFile`.
 */
export function titleSubject(title: string): string {
  return title
    .replace(/[`*]/g, '')
    .replace(/^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*\.?)\s+/, '')
    .split(/\s+[—–-]\s+|:\s|\(/)[0]!
    .trim();
}

function subjectKey(text: string): string {
  return text.toLowerCase().replace(/[\s`'"]+/g, '');
}

function isCodeLike(subject: string): boolean {
  return !/[\p{Lu}\s]/u.test(subject);
}

/**
 * `pg_dump` and `pg.Pool` are entries of the namespace `pg`; `pgbench`, `sqlite3.connect` and `PG_VERSION` are not
 * of `pg` or `sqlite` (a namespace is written in lower case, as code).
 */
function isNamespaceOf(subject: string, name: string): boolean {
  const s = subject;
  const n = name.toLowerCase();
  return s.length > n.length + 1 && s.startsWith(n) && /[_.:]/.test(s[n.length]!) && /[\p{L}\p{N}]/u.test(s[n.length + 1]!);
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
