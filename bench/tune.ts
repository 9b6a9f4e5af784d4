/**
 * Two-fold cross-validation of the ranking weights (src/engine/rank/search.ts WEIGHTS): coordinate ascent on one
 * half of the questions (MRR@10 of the user and the assistant phrasing together), reported on the other half,
 * then the halves swapped. A weight is only worth changing when both held-out halves gain.
 *
 *   node bench/tune.ts --index DIR --questions dev.jsonl,dev-assistant.jsonl [--rounds 2] [--only bm25,coverage]
 */
import { parseArgs } from 'node:util';
import { LocalBackend } from '../src/backends/local.ts';
import { openStore } from '../src/engine/index.ts';
import { WEIGHTS } from '../src/engine/rank/search.ts';
import { DEV_IDS, evaluate, line, readQuestions, summary, type Question } from './eval-fast.ts';
import { fold } from './fold.mjs';

const { values: flags } = parseArgs({
  options: {
    index: { type: 'string' },
    questions: { type: 'string' },
    ids: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const ids = { ...DEV_IDS, ...Object.fromEntries((flags.ids ?? '').split(',').filter(Boolean).map((p) => p.split('='))) };
const backend = new LocalBackend(openStore(flags.index!));
const all = flags.questions!.split(',').flatMap((f) => readQuestions(f));

type Weights = typeof WEIGHTS;
const start: Weights = { ...WEIGHTS };
const names = (flags.only?.split(',') ?? Object.keys(WEIGHTS)) as (keyof Weights)[];

async function objective(weights: Weights, questions: Question[]): Promise<number> {
  Object.assign(WEIGHTS, weights);
  const s = summary(await evaluate(backend, questions, ids));
  return s.mrr;
}

async function ascend(train: Question[]): Promise<Weights> {
  let best = { ...start };
  let bestScore = await objective(best, train);
  for (let round = 0; round < Number(flags.rounds); round++) {
    for (const name of names) {
      const base = best[name];
      for (const factor of [0, 0.25, 0.5, 0.75, 1.5, 2, 3]) {
        const value = name === 'code' || name === 'changelog' || name === 'declarations' ? 1 + (base - 1) * factor : base * factor;
        if (value === base) continue;
        const candidate = { ...best, [name]: Number(value.toFixed(3)) };
        const score = await objective(candidate, train);
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
  const train = all.filter((q) => fold(q.id) === trainFold);
  const test = all.filter((q) => fold(q.id) !== trainFold);
  const tuned = await ascend(train);
  Object.assign(WEIGHTS, start);
  const before = await evaluate(backend, test, ids);
  Object.assign(WEIGHTS, tuned);
  const after = await evaluate(backend, test, ids);
  console.log(`tuned on half ${trainFold}: ${JSON.stringify(tuned)}`);
  console.log(line(`  held-out before`, summary(before)));
  console.log(line(`  held-out after`, summary(after)));
  Object.assign(WEIGHTS, start);
}
