/**
 * Fast ranking loop for development: answers evaluation questions in-process (LocalBackend over an index that
 * ../shared/eval/score.mjs built with --keep) and scores them by the same rule as score.mjs (an answer split into
 * snippets at lines of dashes; a question is answered at rank k when the k-th snippet holds every gold string,
 * compared as words). The figures that count come from score.mjs through the binary; this only makes trying a
 * ranking change take seconds instead of a build.
 *
 *   node bench/eval-fast.ts --index DIR --questions FILE[,FILE…] [--ids corpus=/org/project,…] [--half A|B] [--misses]
 * --half: only the questions of that half of the dev set, split as bench/answers.mjs splits it (bench/fold.mjs).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LocalBackend } from '../src/backends/local.ts';
import { openStore } from '../src/engine/index.ts';
import { fold } from './fold.mjs';

export interface Question {
  id: string;
  corpus: string;
  query: string;
  kind: string;
  must_contain: string[];
  any_of?: string[][];
}

/** The library IDs score.mjs gives the dev corpora. */
export const DEV_IDS: Record<string, string> = {
  fastify: '/fastify/fastify',
  axios: '/axios/axios',
  commander: '/tj/commander.js',
  nodejs: '/nodejs/node',
  python: '/python/cpython',
  postgresql: '/postgres/postgres',
  flask: '/pallets/flask',
  docusaurus: '/facebook/docusaurus',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
  );
const words = (s: string) => ` ${decode(s).replace(/[\s\u00a0\u200b]+/g, ' ').trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

export function splitSnippets(text: string): string[] {
  const byDash = text.split(/^\s*-{10,}\s*$/m).map((s) => s.trim()).filter(Boolean);
  if (byDash.length > 1) return byDash;
  return [text];
}

export function answerRank(q: Question, text: string): number {
  const snippets = splitSnippets(text);
  const groups = q.any_of?.length ? q.any_of : [q.must_contain];
  return snippets.findIndex((s) => groups.some((g) => g.every((x) => words(s).includes(words(x))))) + 1;
}

export function readQuestions(file: string): Question[] {
  return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Question);
}

export interface Result {
  q: Question;
  rank: number;
  tokens: number;
  toHit?: number;
  text: string;
}

export async function evaluate(backend: LocalBackend, questions: Question[], ids: Record<string, string>): Promise<Result[]> {
  const out: Result[] = [];
  for (const q of questions) {
    let text: string;
    try {
      text = await backend.queryDocs(ids[q.corpus]!, q.query);
    } catch (error) {
      text = String(error);
    }
    const rank = q.kind === 'negative' ? 0 : answerRank(q, text);
    const snippets = splitSnippets(text);
    const toHit = rank > 0 ? snippets.slice(0, rank).reduce((n, s) => n + s.length, 0) / 4 : undefined;
    out.push({ q, rank, tokens: text.length / 4, toHit, text });
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

/** The answer opens with a note: nothing matches closely, or the question names APIs the docs never mention. */
const noted = (r: Result) => /^(?:Note: |No documentation section matches)/.test(r.text);

export function summary(results: Result[]): { hit1: number; hit5: number; mrr: number; tokens: number; toHit: number; n: number; notes: string } {
  const scored = results.filter((r) => r.q.kind !== 'negative');
  const negatives = results.filter((r) => r.q.kind === 'negative');
  const n = scored.length || 1;
  return {
    notes: `${negatives.filter(noted).length}/${negatives.length} unanswerable, ${scored.filter(noted).length}/${scored.length} answerable`,
    n: scored.length,
    hit1: scored.filter((r) => r.rank === 1).length / n,
    hit5: scored.filter((r) => r.rank >= 1 && r.rank <= 5).length / n,
    mrr: scored.reduce((s, r) => s + (r.rank >= 1 && r.rank <= 10 ? 1 / r.rank : 0), 0) / n,
    tokens: median(results.map((r) => r.tokens)),
    toHit: median(scored.filter((r) => r.toHit !== undefined).map((r) => r.toHit!)),
  };
}

export function line(name: string, s: ReturnType<typeof summary>): string {
  return `${name.padEnd(28)} n=${String(s.n).padStart(3)} Hit@1 ${s.hit1.toFixed(2)} Hit@5 ${s.hit5.toFixed(2)} MRR ${s.mrr.toFixed(2)} tokens ${Math.round(s.tokens)} toHit ${Math.round(s.toHit)} notes ${s.notes}`;
}

if (import.meta.main) {
  const { values: flags } = parseArgs({
    options: {
      index: { type: 'string' },
      questions: { type: 'string' },
      ids: { type: 'string' },
      misses: { type: 'boolean', default: false },
      half: { type: 'string' },
    },
  });
  if (flags.half !== undefined && flags.half !== 'A' && flags.half !== 'B') throw new Error('--half is A or B');
  const inHalf = (q: Question) => flags.half === undefined || fold(q.id) === (flags.half === 'A' ? 0 : 1);
  const ids = { ...DEV_IDS, ...Object.fromEntries((flags.ids ?? '').split(',').filter(Boolean).map((p) => p.split('='))) };
  const store = openStore(flags.index!);
  const backend = new LocalBackend(store);
  for (const file of flags.questions!.split(',')) {
    const results = await evaluate(backend, readQuestions(file).filter(inHalf), ids);
    for (const kind of ['easy', 'hard', 'version']) {
      const rs = results.filter((r) => r.q.kind === kind);
      if (rs.length) console.log(line(`  ${kind}`, summary(rs)));
    }
    console.log(line(`${flags.half ? `${flags.half}-` : ''}${file.split('/').pop()!}`, summary(results)));
    if (flags.misses) for (const r of results) if (r.q.kind !== 'negative' && r.rank !== 1) console.log(`    ${r.q.id} rank ${r.rank || '-'}: ${r.q.query.slice(0, 90)}`);
  }
  store.close();
}
