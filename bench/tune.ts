/**
 * Two-fold cross-validation of the ranking weights (src/engine/rank/search.ts WEIGHTS and the full-text index's
 * COLUMN_WEIGHTS): coordinate ascent on one half of the questions (MRR@10 of every phrasing together), reported on the
 * other half, then the halves swapped. A weight is only worth changing when both held-out halves gain.
 *
 *   node bench/tune.ts --index DIR --questions dev.jsonl,dev-assistant.jsonl [--rounds 2] [--only bm25,coverage]
 *   node bench/tune.ts --pool DIR    every tuning set at once, as bench/halves.sh reads them from DIR (dev/, second/,
 *                                    man/ as `node bench/answers.mjs --keep DIR` leaves them): the dev questions, the
 *                                    fresh set, the second set and the man-page set, each phrasing
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LocalBackend } from '../src/backends/local.ts';
import { openStore } from '../src/engine/index.ts';
import { COLUMN_WEIGHTS, WEIGHTS } from '../src/engine/rank/search.ts';
import { DEV_IDS, evaluate, line, readQuestions, summary, type Question, type Result } from './eval-fast.ts';
import { fold } from './fold.mjs';

const { values: flags } = parseArgs({
  options: {
    index: { type: 'string' },
    questions: { type: 'string' },
    ids: { type: 'string' },
    pool: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});

interface TuningSet {
  backend: LocalBackend;
  questions: Question[];
  ids: Record<string, string>;
}

const here = join(import.meta.dirname, '..');
const idsOf = (libs: string) =>
  Object.fromEntries(Object.entries(JSON.parse(readFileSync(join(here, 'bench/corpora', libs), 'utf8')) as Record<string, { id: string }>).map(([c, v]) => [c, v.id]));
const open = (dir: string, files: string[], ids: Record<string, string>): TuningSet => ({
  backend: new LocalBackend(openStore(dir)),
  questions: files.flatMap((f) => readQuestions(join(here, f))),
  ids: { ...DEV_IDS, ...ids },
});

const sets: TuningSet[] = flags.pool
  ? [
      open(join(flags.pool, 'dev'), ['../shared/eval/dev.jsonl', '../shared/eval/dev-assistant.jsonl', 'bench/corpora/fresh/questions.jsonl', 'bench/corpora/fresh/questions-assistant.jsonl'], {}),
      open(join(flags.pool, 'second'), ['bench/corpora/questions.jsonl', 'bench/corpora/questions-assistant.jsonl'], idsOf('libs.json')),
      open(join(flags.pool, 'man'), ['bench/corpora/man/questions.jsonl', 'bench/corpora/man/questions-assistant.jsonl'], idsOf('libs-man.json')),
    ]
  : [
      {
        backend: new LocalBackend(openStore(flags.index!)),
        questions: flags.questions!.split(',').flatMap((f) => readQuestions(f)),
        ids: { ...DEV_IDS, ...Object.fromEntries((flags.ids ?? '').split(',').filter(Boolean).map((p) => p.split('='))) },
      },
    ];

// The column weights tune as `column0`..`column3` beside WEIGHTS' names.
type Weights = Record<string, number>;
const current = (): Weights => ({ ...WEIGHTS, ...Object.fromEntries(COLUMN_WEIGHTS.map((w, i) => [`column${i}`, w])) });
const apply = (weights: Weights) => {
  for (const [name, value] of Object.entries(weights)) {
    if (name.startsWith('column')) COLUMN_WEIGHTS[Number(name.slice(6))] = value;
    else (WEIGHTS as Record<string, number>)[name] = value;
  }
};
const start = current();
const names = flags.only?.split(',') ?? Object.keys(start);
const MULTIPLIERS = new Set(['code', 'changelog', 'declarations', 'summary', 'otherOption', 'deprecated', 'copied', 'protectedMember']);

async function run(inFold: (q: Question) => boolean): Promise<Result[]> {
  const out: Result[] = [];
  for (const set of sets) out.push(...(await evaluate(set.backend, set.questions.filter(inFold), set.ids)));
  return out;
}

async function objective(weights: Weights, inFold: (q: Question) => boolean): Promise<number> {
  apply(weights);
  return summary(await run(inFold)).mrr;
}

async function ascend(inFold: (q: Question) => boolean): Promise<Weights> {
  let best = { ...start };
  let bestScore = await objective(best, inFold);
  for (let round = 0; round < Number(flags.rounds); round++) {
    for (const name of names) {
      const base = best[name]!;
      for (const factor of [0, 0.25, 0.5, 0.75, 1.5, 2, 3]) {
        // A multiplier moves towards or away from 1 (no effect), a weight towards 0.
        const value = MULTIPLIERS.has(name) ? 1 + (base - 1) * factor : base * factor;
        if (value === base) continue;
        const candidate = { ...best, [name]: Number(value.toFixed(3)) };
        const score = await objective(candidate, inFold);
        if (score > bestScore + 1e-9) {
          best = candidate;
          bestScore = score;
        }
      }
    }
    console.error(`  round ${round + 1}: train MRR ${bestScore.toFixed(3)} ${JSON.stringify(best)}`);
  }
  return best;
}

for (const trainFold of [0, 1]) {
  const tuned = await ascend((q) => fold(q.id) === trainFold);
  const test = (q: Question) => fold(q.id) !== trainFold;
  apply(start);
  const before = await run(test);
  apply(tuned);
  const after = await run(test);
  const changed = Object.fromEntries(Object.entries(tuned).filter(([name, value]) => value !== start[name]));
  console.log(`tuned on half ${trainFold}: ${JSON.stringify(changed)}`);
  console.log(line(`  held-out before`, summary(before)));
  console.log(line(`  held-out after`, summary(after)));
  apply(start);
}
