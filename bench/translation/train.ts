/**
 * Trains a statistical translation model (Berger & Lafferty, SIGIR 1999; IBM Model 1 by EM) from an index's
 * own sections: the "question" side is a section's heading (title and own breadcrumb entry, optionally its
 * first sentence), the "document" side is its body. t(q|w) says how strongly body word w indicates that the
 * section is about heading word q. Words are the engine's own stems (rank/tokens.ts).
 *
 *   node --no-warnings bench/translation/train.ts --index DIR [--out FILE] [--iterations 8] [--first-sentence]
 *     [--show word,word,…]
 *
 * Writes JSON { table: { q: [[w, t(q|w), p(w|q), expected sections where w explains q], …] }, surface: { stem: word } }
 * for every heading word, best body words first (self included).
 * @module
 */
import { DatabaseSync } from 'node:sqlite';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { storedSnippet } from '../../src/engine/store/rows.ts';
import { isStopWord, stem, stemSequence } from '../../src/engine/rank/tokens.ts';

export interface Pair {
  heading: string[];
  body: string[];
}

/** Stems worth modelling: alphabetic, not stop words, at least two letters. */
export function contentStems(text: string): string[] {
  return stemSequence(text).filter((s) => /^[a-z]{2,}$/.test(s) && !isStopWord(s));
}

/** How often each lower-case word was seen per stem, to search the full-text index with a real word. */
export const surfaces = new Map<string, Map<string, number>>();

function countSurfaces(text: string): void {
  for (const word of text.toLowerCase().match(/[a-z]{2,}/g) ?? []) {
    const s = stem(word);
    let m = surfaces.get(s);
    if (!m) surfaces.set(s, (m = new Map()));
    m.set(word, (m.get(word) ?? 0) + 1);
  }
}

export function surfaceOf(s: string): string {
  const m = surfaces.get(s);
  return m ? [...m].sort((a, b) => b[1] - a[1])[0]![0] : s;
}

/** English prose uses these words often; documentation translated into other languages does not. */
const ENGLISH = new Set('the a an is are to of and in for be this that it with by on or as from can not'.split(' '));

function looksEnglish(text: string): boolean {
  const ws = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (ws.length < 15) return true;
  return ws.filter((w) => ENGLISH.has(w)).length >= ws.length * 0.08;
}

const BODY_WORDS = 150;

/** Section pairs of the snippets whose ids are in [from, to] (all when absent). */
export function readPairs(db: DatabaseSync, firstSentence: boolean, from?: number, to?: number): Pair[] {
  const sql = from === undefined ? 'SELECT * FROM snippets WHERE page_kind = 0' : 'SELECT * FROM snippets WHERE page_kind = 0 AND id BETWEEN ? AND ?';
  const rows = (from === undefined ? db.prepare(sql).all() : db.prepare(sql).all(from, to!)) as unknown[];
  const pairs: Pair[] = [];
  for (const row of rows) {
    const s = storedSnippet(row);
    const text = `${s.description}\n${s.code.map((c) => c.code).join('\n')}`;
    // Translated pages in other languages (apache2-doc) teach nothing about English words.
    const ascii = text.replace(/[^\x00-\x7f]/g, '').length;
    if (text.length < 40 || ascii < text.length * 0.97 || !looksEnglish(s.description)) continue;
    const own = s.breadcrumb[s.breadcrumb.length - 1] ?? '';
    let headingText = own === s.title ? own : `${s.title} ${own}`;
    if (firstSentence) headingText += ` ${s.description.split(/(?<=[.!?])\s/)[0] ?? ''}`;
    const heading = [...new Set(contentStems(headingText))];
    if (heading.length === 0 || heading.length > (firstSentence ? 25 : 12)) continue;
    const body = [...new Set(contentStems(text))].slice(0, BODY_WORDS);
    if (body.length < 3) continue;
    countSurfaces(`${headingText}\n${text.slice(0, 3000)}`);
    pairs.push({ heading, body });
  }
  return pairs;
}

export interface Table {
  /** Heading word → [body word, t(q|w), p(w|q)] best first by t. */
  [q: string]: [string, number, number, number][];
}

/**
 * IBM Model 1 by EM, with a null body word so that heading words no body word explains do not force mass onto
 * whatever is there. Only words in at least `minHeading` headings and `minBody` bodies are modelled.
 */
export function train(pairs: Pair[], iterations = 8, minHeading = 3, minBody = 5, keep = 30): Table {
  const hdf = new Map<string, number>();
  const bdf = new Map<string, number>();
  for (const p of pairs) {
    for (const q of p.heading) hdf.set(q, (hdf.get(q) ?? 0) + 1);
    for (const w of p.body) bdf.set(w, (bdf.get(w) ?? 0) + 1);
  }
  const qs = [...hdf].filter(([, n]) => n >= minHeading).map(([q]) => q);
  const ws = ['<null>', ...[...bdf].filter(([, n]) => n >= minBody).map(([w]) => w)];
  const qId = new Map(qs.map((q, i) => [q, i]));
  const wId = new Map(ws.map((w, i) => [w, i]));
  const W = ws.length;
  // Every (q, w) co-occurrence, as key q*W+w, in pair order; then the distinct keys and each occurrence's slot.
  const docs: { q: number[]; w: number[] }[] = [];
  let occurrences = 0;
  for (const p of pairs) {
    const q = p.heading.map((x) => qId.get(x)).filter((x): x is number => x !== undefined);
    const w = [0, ...p.body.map((x) => wId.get(x)).filter((x): x is number => x !== undefined)];
    if (q.length === 0) continue;
    docs.push({ q, w });
    occurrences += q.length * w.length;
  }
  const keys = new Float64Array(occurrences);
  let k = 0;
  for (const d of docs) for (const q of d.q) for (const w of d.w) keys[k++] = q * W + w;
  const sorted = Float64Array.from(keys).sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]!;
  const unique = sorted.subarray(0, distinct);
  const slot = new Int32Array(occurrences);
  for (let i = 0; i < occurrences; i++) {
    let lo = 0;
    let hi = distinct - 1;
    const x = keys[i]!;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (unique[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    slot[i] = lo;
  }
  const keyW = new Int32Array(distinct);
  for (let i = 0; i < distinct; i++) keyW[i] = unique[i]! % W;
  console.error(`pairs ${docs.length}, heading words ${qs.length}, body words ${W}, occurrences ${occurrences}, distinct ${distinct}`);
  const t = new Float64Array(distinct).fill(1);
  const count = new Float64Array(distinct);
  const wTotal = new Float64Array(W);
  for (let it = 0; it < iterations; it++) {
    count.fill(0);
    let o = 0;
    for (const d of docs) {
      const n = d.w.length;
      for (let a = 0; a < d.q.length; a++) {
        let denom = 0;
        for (let b = 0; b < n; b++) denom += t[slot[o + b]!]!;
        for (let b = 0; b < n; b++) count[slot[o + b]!]! += t[slot[o + b]!]! / denom;
        o += n;
      }
    }
    wTotal.fill(0);
    for (let i = 0; i < distinct; i++) wTotal[keyW[i]!]! += count[i]!;
    for (let i = 0; i < distinct; i++) t[i] = count[i]! / wTotal[keyW[i]!]!;
  }
  // p(w|q) ∝ t(q|w)·p(w): which body words the heading word is expected to bring, frequent ones included.
  const table: Table = {};
  const byQ = new Map<number, [number, number, number][]>();
  for (let i = 0; i < distinct; i++) {
    const q = Math.floor(unique[i]! / W);
    const w = keyW[i]!;
    if (w === 0) continue;
    let list = byQ.get(q);
    if (!list) byQ.set(q, (list = []));
    list.push([w, t[i]!, count[i]!]);
  }
  for (const [q, list] of byQ) {
    const weighted = list.map(([w, tq]) => tq * bdf.get(ws[w]!)!);
    const sum = weighted.reduce((a, b) => a + b, 0) || 1;
    const entries = list.map(([w, tq, c], i) => [ws[w]!, round(tq), round(weighted[i]! / sum), round(c)] as [string, number, number, number]);
    entries.sort((a, b) => b[1] - a[1]);
    table[qs[q]!] = entries.slice(0, keep);
  }
  return table;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      index: { type: 'string' },
      out: { type: 'string' },
      iterations: { type: 'string', default: '8' },
      'first-sentence': { type: 'boolean', default: false },
      show: { type: 'string' },
    },
  });
  const db = new DatabaseSync(join(values.index!, 'index.db'), { readOnly: true });
  const pairs = readPairs(db, values['first-sentence']!);
  const table = train(pairs, Number(values.iterations));
  const words = new Set(Object.values(table).flatMap((l) => l.map((e) => e[0])));
  const surface = Object.fromEntries([...words].map((w) => [w, surfaceOf(w)]));
  if (values.out) writeFileSync(values.out, JSON.stringify({ table, surface }));
  for (const word of (values.show ?? '').split(',').filter(Boolean)) {
    const list = table[stem(word)] ?? [];
    console.log(`${word} (${stem(word)}): ${list.slice(0, 12).map(([w, t]) => `${w} ${t.toFixed(2)}`).join(', ')}`);
  }
}
