/**
 * `npm run bench`: index the evaluation corpora (../shared/eval/fetch-corpora.sh) and run the evaluation
 * questions through the same code path as the MCP tools (LocalBackend), printing the metrics that
 * ../shared/eval/README.md asks for. Options: --corpora DIR, --only fastify,axios, --verbose, --keep,
 * --data-dir DIR (reuse an index kept there; corpora already in it are not indexed again), --explain (for
 * each question not answered first: the top candidates with their scores, and where the right unit ranks).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatUnit, SNIPPET_SEPARATOR, unitTitle } from '../src/engine/answer.ts';
import { outdatedFor } from '../src/engine/rank/outdated.ts';
import { mentionsQuestion, rankSnippets, termRarity } from '../src/engine/rank/search.ts';
import { asksAboutChanges } from '../src/engine/rank/question.ts';
import { answerUnits, type AnswerUnit } from '../src/engine/rank/sections.ts';
import { LocalBackend } from '../src/backends/local.ts';
import { addLibrary, openStore } from '../src/engine/index.ts';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const evalDir = resolve(root, '../shared/eval');
const { values: flags } = parseArgs({
  options: {
    corpora: { type: 'string', default: join(root, '.corpora') },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});

/** How a user would add each corpus: its ID, name and version as the source states them. */
const CORPORA: Record<string, { id?: string; name?: string; version?: string }> = {
  fastify: {},
  axios: {},
  commander: {},
  docusaurus: { name: 'Docusaurus' },
  nodejs: { id: '/nodejs/node', name: 'Node.js', version: '18.20.4' },
  python: { id: '/python/cpython', name: 'Python', version: '3.11.2' },
  postgresql: { id: '/postgres/postgres', name: 'PostgreSQL', version: '15' },
  flask: { id: '/pallets/flask', name: 'Flask', version: '2.2.2' },
};

interface Question {
  id: string;
  corpus: string;
  query: string;
  must_contain: string[];
  kind: string;
  absent?: string[];
}

const corporaDir = join(flags.corpora!, 'corpora');
if (!existsSync(corporaDir)) {
  console.error(`fetching corpora into ${flags.corpora} …`);
  execFileSync('bash', [join(evalDir, 'fetch-corpora.sh'), flags.corpora!], { stdio: 'inherit' });
}
const only = flags.only?.split(',');
const names = Object.keys(CORPORA).filter((n) => !only || only.includes(n));
const dataDir = flags['data-dir'] ? resolve(flags['data-dir']) : mkdtempSync(join(tmpdir(), 'libdocs-bench-'));
const store = openStore(dataDir);
const backend = new LocalBackend(store);
const ids = new Map<string, string>();

console.log('## Indexing\n');
console.log('| corpus | files | skipped | code | info | seconds | benchmark score |');
console.log('|---|---|---|---|---|---|---|');
let indexSeconds = 0;
for (const name of names) {
  const kept = flags['data-dir'] ? store.libraries().find((l) => l.source === join(corporaDir, name)) : undefined;
  if (kept) {
    ids.set(name, kept.id);
    console.log(`| ${name} (${kept.id}) | kept | | | | | |`);
    continue;
  }
  const summary = addLibrary(store, { path: join(corporaDir, name), ...CORPORA[name] });
  ids.set(name, summary.id);
  indexSeconds += summary.seconds;
  console.log(
    `| ${name} (${summary.id}) | ${summary.filesRead} | ${summary.skipped.length} | ${summary.codeSnippets} | ${summary.infoSnippets} | ${summary.seconds.toFixed(1)} | ${summary.benchmarkScore ?? '-'} |`,
  );
}
store.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
const dbBytes = statSync(store.path).size;
console.log(`\nTotal indexing: ${indexSeconds.toFixed(1)} s; database ${(dbBytes / 1024 / 1024).toFixed(1)} MB; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB\n`);

// ---- query-docs ----
const normalize = (text: string) =>
  decodeEntities(text.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
const questions = readJsonl<Question>(join(evalDir, 'dev.jsonl')).filter((q) => names.includes(q.corpus));
const latencies: number[] = [];
const answerTokens: number[] = [];
const byKind = new Map<string, { n: number; hit1: number; hit5: number; hit10: number; mrr: number }>();
const misses: string[] = [];
// A server answers many questions in one process: time them warm (statements prepared, code compiled).
for (const q of questions) await backend.queryDocs(ids.get(q.corpus)!, q.query);
for (const q of questions) {
  // Each question's latency is the median of five runs (the machine's noise is larger than the differences).
  const runs: number[] = [];
  let answer = '';
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    answer = await backend.queryDocs(ids.get(q.corpus)!, q.query);
    runs.push(performance.now() - started);
  }
  latencies.push(percentile(runs, 50));
  answerTokens.push(answer.length / 4);
  const snippets = answer.split(`\n${SNIPPET_SEPARATOR}\n`).map(normalize);
  if (q.kind === 'negative') {
    // The note may name what the question asked for ("`fs.glob` does not appear"): only the sections count.
    const note = /^Note: [^\n]*/.exec(answer)?.[0];
    const sections = note ? answer.slice(note.length) : answer;
    const leaked = (q.absent ?? []).filter((a) => normalize(sections).includes(normalize(a)));
    const how = !note ? 'answered' : /does not appear|do not appear/.test(note) ? 'flagged: names not in the docs' : 'flagged as no close match';
    if (flags.verbose || leaked.length) console.log(`negative ${q.id}: ${how}${leaked.length ? `, contains ${leaked.join(', ')}` : ''}`);
    continue;
  }
  const want = q.must_contain.map(normalize);
  const rank = snippets.findIndex((s) => want.every((w) => s.includes(w))) + 1;
  const k = byKind.get(q.kind) ?? { n: 0, hit1: 0, hit5: 0, hit10: 0, mrr: 0 };
  k.n++;
  if (rank === 1) k.hit1++;
  if (rank >= 1 && rank <= 5) k.hit5++;
  if (rank >= 1 && rank <= 10) k.hit10++;
  if (rank >= 1 && rank <= 10) k.mrr += 1 / rank;
  byKind.set(q.kind, k);
  if (rank !== 1) misses.push(`${q.id} (${q.kind}) rank ${rank || 'miss'}: ${q.query}`);
  if (flags.explain && rank !== 1) explain(q, want);
  if (flags.verbose && rank !== 1) console.log(`\n=== ${q.id} rank ${rank || 'miss'}: ${q.query}\n${answer.slice(0, 1500)}\n`);
}
const all = [...byKind.values()].reduce((a, k) => ({ n: a.n + k.n, hit1: a.hit1 + k.hit1, hit5: a.hit5 + k.hit5, hit10: a.hit10 + k.hit10, mrr: a.mrr + k.mrr }), {
  n: 0,
  hit1: 0,
  hit5: 0,
  hit10: 0,
  mrr: 0,
});
console.log('## query-docs\n');
console.log('| kind | n | Hit@1 | Hit@5 | Hit@10 | MRR@10 |');
console.log('|---|---|---|---|---|---|');
for (const [kind, k] of [...byKind, ['all', all] as const]) {
  console.log(`| ${kind} | ${k.n} | ${(k.hit1 / k.n).toFixed(2)} | ${(k.hit5 / k.n).toFixed(2)} | ${(k.hit10 / k.n).toFixed(2)} | ${(k.mrr / k.n).toFixed(2)} |`);
}
console.log(`\nAnswer size: median ${percentile(answerTokens, 50).toFixed(0)} tokens, p95 ${percentile(answerTokens, 95).toFixed(0)}`);
console.log(`Query latency (in process): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`);
if (misses.length) console.log(`\nNot first:\n${misses.map((m) => `- ${m}`).join('\n')}`);

// ---- resolve-library-id ----
const resolveCases = readJsonl<{ id: string; query: string; expected: string | null }>(join(evalDir, 'resolve-dev.jsonl')).filter(
  (c) => c.expected === null || names.includes(c.expected),
);
let right = 0;
const wrong: string[] = [];
for (const c of resolveCases) {
  const found = await backend.resolveLibrary(c.query, c.query);
  const expected = c.expected === null ? undefined : ids.get(c.expected);
  if (found[0]?.id === expected) right++;
  else wrong.push(`${c.id} "${c.query}": expected ${expected ?? 'no match'}, got ${found.map((f) => f.id).join(', ') || 'no match'}`);
}
console.log(`\n## resolve-library-id\n\n${right}/${resolveCases.length} right`);
for (const w of wrong) console.log(`- ${w}`);

store.close();
if (flags.keep || flags['data-dir']) console.log(`\nindex kept at ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });

/** The top candidates of a question, and the rank of the first snippet that holds the expected text. */
function explain(q: Question, want: string[]): void {
  const { version } = backend.selectVersion(ids.get(q.corpus)!, q.query);
  const aboutChanges = asksAboutChanges(q.query);
  const ranked = rankSnippets(store, version, q.query, { aboutChanges });
  const units = answerUnits(store, version, ranked, 30, { mentions: mentionsQuestion(q.query, termRarity(store, version)), outdated: outdatedFor(q.query, aboutChanges) });
  const holds = (u: AnswerUnit) => want.every((w) => normalize(formatUnit(u)).includes(w));
  const goldRank = units.findIndex(holds) + 1;
  console.log(`\n=== ${q.id}: ${q.query}\n    right unit: ${goldRank ? `rank ${goldRank} of ${units.length}` : 'not among the first 30'}`);
  const line = (u: AnswerUnit, i: number) =>
    `    ${i + 1}. ${u.score.toFixed(3)} cov ${u.coverage.toFixed(2)} ${holds(u) ? '*' : ' '} ${unitTitle(u).slice(0, 60)} [${u.chunks.length}, ${formatUnit(u).length} ch] (${u.hit.source}) hit: ${u.hit.title.slice(0, 40)}`;
  units.slice(0, 6).forEach((u, i) => console.log(line(u, i)));
  if (goldRank > 6) console.log(line(units[goldRank - 1]!, goldRank - 1));
}

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return named[e.toLowerCase()] ?? m;
  });
}
