/**
 * A small fuzz target for the Markdown, HTML and reStructuredText parsers (and the `.d.ts` and Vim help readers): random and
 * mutated inputs (from the parse fixtures and the hostile cases) must parse without throwing, in bounded time,
 * and about linearly: the input repeated twice as often may take at most 2.5 times as long (plus a little for
 * timer noise; a case over the line is measured three more times before it counts). FUZZ_ITERATIONS and FUZZ_SEED change
 * the run; the seed of a failure is in its message.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { HOSTILE } from '../../fixtures/hostile/inputs.ts';
import { fixtures } from '../../helpers.ts';
import { fastestParse } from './_timing.ts';

const ITERATIONS = Number(process.env.FUZZ_ITERATIONS ?? 36);
const SEED = Number(process.env.FUZZ_SEED ?? 12);
/** Stop early past this many milliseconds, so that a slow machine keeps `npm test` within its budget. */
const BUDGET_MS = 12_000;
/** One file name per parser (TypeScript declarations too). */
const FILES = ['page.md', 'page.mdx', 'page.html', 'page.rst', 'page.adoc', 'index.d.ts'];

/** Pieces of syntax the mutations insert: the characters each parser treats specially. */
const TOKENS = [
  '*', '**', '_', '`', '```', '[', ']', '](u)', '![', '<', '>', '> ', '- ', '1. ', '|', '|-|', '\n', '\n\n', '    ', '\t',
  '#', '## ', ':::note', ':::', '{', '}', '<div>', '</div>', '<ul><li>', '<pre>', '</pre>', '<h2>', '<!--', '-->', '&amp;',
  '.. ', '::', ':func:`', '`_', '``', '.. note::', '\n   ', '====', '----', '+--+', '\\', '\u00a0', '\u200b', 'é', '🔗', '¶',
  '\n+\n', '|===', '[source,sh]', '\n.Title\n', ':a: {a}{a}', '{a}', '<<a>>', 'xref:a[b]', 'link:a[b]', '\n== ', 'NOTE: ', '++++', '////', ';;',
  // Vim help files' tags, links, example marks and minor headings.
  '   *tag*', '|tag|', '....|tag|', ' >\n', '\n<', '~\n',
];

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

const seeds: { file: string; text: string }[] = [];
for (const name of readdirSync(join(fixtures, 'parse'))) {
  const file = FILES.find((f) => f.endsWith(name.slice(name.lastIndexOf('.'))));
  if (file) seeds.push({ file, text: readFileSync(join(fixtures, 'parse', name), 'utf8') });
}
// Not notebooks: a notebook whose JSON a mutation broke is refused with its reason, by design.
for (const { file, make } of Object.values(HOSTILE)) if (!file.endsWith('.ipynb')) seeds.push({ file, text: make(600) });

function mutate(text: string, random: () => number): string {
  let out = text;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const at = (): number => Math.floor(random() * (out.length + 1));
  for (let m = 1 + Math.floor(random() * 8); m > 0; m--) {
    const kind = random();
    if (kind < 0.4) {
      const i = at();
      out = out.slice(0, i) + pick(TOKENS).repeat(1 + Math.floor(random() * 20)) + out.slice(i);
    } else if (kind < 0.6) {
      const i = at();
      out = out.slice(0, i) + out.slice(i + Math.floor(random() * 200));
    } else if (kind < 0.8) {
      const i = at();
      const slice = out.slice(i, i + 1 + Math.floor(random() * 60));
      out = out.slice(0, i) + slice.repeat(2 + Math.floor(random() * 30)) + out.slice(i);
    } else {
      const other = pick(seeds).text;
      const i = Math.floor(random() * other.length);
      const j = at();
      out = out.slice(0, j) + other.slice(i, i + Math.floor(random() * 400)) + out.slice(j);
    }
  }
  return out.slice(0, 6_000);
}

function randomText(random: () => number): string {
  let out = '';
  while (out.length < 1_000) out += random() < 0.5 ? TOKENS[Math.floor(random() * TOKENS.length)] : 'word ';
  return out;
}

/** Whether parsing `text` repeated 2k times took at most 2.5 times as long as repeated k times (k so that it takes a while). */
function scalesLinearly(file: string, text: string): { ok: boolean; detail: string } {
  let k = 1;
  while (k < 64 && text.length * k < 16_000) k *= 2;
  const once = fastestParse(file, text.repeat(k));
  const twice = fastestParse(file, text.repeat(2 * k));
  return { ok: twice <= 2.5 * once + 40, detail: `${text.length * k} characters: ${once.toFixed(1)} ms, twice as many: ${twice.toFixed(1)} ms` };
}

test(`fuzz: ${ITERATIONS} random and mutated pages parse without error, in bounded and about linear time (seed ${SEED})`, { timeout: 120_000 }, () => {
  const random = rng(SEED);
  const started = performance.now();
  for (let i = 0; i < ITERATIONS && performance.now() - started < BUDGET_MS; i++) {
    const seed = seeds[Math.floor(random() * seeds.length)]!;
    const file = random() < 0.8 ? seed.file : FILES[Math.floor(random() * FILES.length)]!;
    const text = random() < 0.15 ? randomText(random) : mutate(seed.text, random);
    const where = `iteration ${i} (FUZZ_SEED=${SEED}), ${file}, input ${JSON.stringify(text.slice(0, 120))}…`;
    const t = performance.now();
    assert.doesNotThrow(() => parseFile(file, text), where);
    assert.ok(performance.now() - t < 2_000, `${where}: one parse took ${(performance.now() - t).toFixed(0)} ms`);
    let result = scalesLinearly(file, text);
    // The machine may be busy: a case counts only if it is over the line four times.
    for (let retry = 0; !result.ok && retry < 3; retry++) result = scalesLinearly(file, text);
    assert.ok(result.ok, `${where}: ${result.detail}`);
  }
});
