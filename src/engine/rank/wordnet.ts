/**
 * General English synonyms from WordNet (`wordnet.txt`, written by scripts/wordnet-table.mjs): for a word, the other
 * words of the most frequent sense of each of its parts of speech ("pause" → suspension, hesitate; "temp" →
 * temporary). Read once, on first use: the binary carries the table as an asset, a checkout reads it beside this
 * module.
 * @module
 */
import { readFileSync } from 'node:fs';
import { stem } from './tokens.ts';
import type { RelatedWord } from './synonyms.ts';

const TABLE = 'wordnet.txt';
let table: string | undefined;

/** The WordNet synonyms of `word`, found by the word itself or its base form ("died" → die, "folders" → folder). */
export function wordnetSynonyms(word: string): RelatedWord[] {
  table ??= tableText();
  for (const form of baseForms(word)) {
    const rest = lineOf(table, form);
    // A word WordNet knows without synonyms ends the search: "seed" is not "se" + "ed".
    if (rest !== undefined) return rest === '' ? [] : rest.split(' ').map((text) => ({ text, stem: stem(text) }));
  }
  return [];
}

/**
 * The rest of the line `word` starts, by binary search over the sorted lines themselves: no map of 40,000 words to
 * build before the first question can use one.
 */
function lineOf(text: string, word: string): string | undefined {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const start = text.lastIndexOf('\n', ((low + high) >>> 1) - 1) + 1;
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const space = text.indexOf(' ', start);
    const key = text.slice(start, space < 0 || space > end ? end : space);
    if (key === word) return text.slice(Math.min(start + key.length + 1, end), end);
    if (key < word) low = end + 1;
    else high = start;
  }
  return undefined;
}

/** The table as text; none when it cannot be read (the bundle run outside the binary): questions go on without it. */
function tableText(): string {
  const sea = process.getBuiltinModule('node:sea') as { isSea?: () => boolean; getAsset?: (key: string, encoding: string) => string } | undefined;
  try {
    if (sea?.isSea?.() && sea.getAsset) return sea.getAsset(TABLE, 'utf8');
    return readFileSync(new URL(`./${TABLE}`, import.meta.url), 'utf8');
  } catch {
    return '';
  }
}

/**
 * Inflection undone: the word first, then the base forms its ending allows, the likelier first ("passes" is "pass"
 * before "passe", "user" "use" before "us", "dies" and "died" "die"; "copies" and "copied" find "copy"). A base shorter
 * than three letters is not tried: "thing" is not "th".
 */
const ENDINGS: [RegExp, string][] = [
  [/ses$/, 's'], [/xes$/, 'x'], [/zes$/, 'z'], [/ches$/, 'ch'], [/shes$/, 'sh'], [/s$/, ''], [/es$/, ''], [/ies$/, 'y'],
  [/ed$/, 'e'], [/ed$/, ''], [/ied$/, 'y'], [/ing$/, 'e'], [/ing$/, ''],
  [/er$/, 'e'], [/er$/, ''], [/est$/, 'e'], [/est$/, ''],
];

export function baseForms(word: string): string[] {
  const forms = [word];
  for (const [ending, base] of ENDINGS) {
    if (!ending.test(word)) continue;
    const form = word.replace(ending, base);
    if (form.length < 3) continue;
    forms.push(form);
    // A doubled consonant before the ending (stopped, running) is one in the base form.
    if (/([b-df-hj-np-tv-z])\1$/.test(form) && form.length > 3) forms.push(form.slice(0, -1));
  }
  return forms;
}
