/** WordNet's synonyms as the ranking looks them up: by the word or its base form, from the table in the checkout. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseForms, wordnetSynonyms } from '../../../src/engine/rank/wordnet.ts';

const synonyms = (word: string) => wordnetSynonyms(word).map((w) => w.text);

test('a word finds the other words of its most frequent sense, an inflected word those of its base form', () => {
  assert.ok(synonyms('temp').includes('temporary'), synonyms('temp').join(' '));
  assert.ok(synonyms('died').includes('perish'), 'died -> die');
  assert.ok(synonyms('dies').includes('perish'), 'dies -> die, not the element Dy');
  assert.ok(synonyms('pauses').includes('suspension'), 'pauses -> pause');
  assert.deepEqual(synonyms('libdocs'), []);
  // A word WordNet knows without synonyms is not read as an inflection of another: "seed" is not selenium's "se".
  assert.deepEqual(synonyms('seed'), []);
  // An inflection the base forms alone would take for another word has a line of its own: "passed" is pass, not
  // passe (antique), "senses" sense, not sens (pot); a name WordNet capitalises is no word ("locked" is not Locke).
  assert.ok(!synonyms('passed').includes('antique'), synonyms('passed').join(' '));
  assert.ok(!synonyms('senses').includes('pot'), synonyms('senses').join(' '));
  assert.ok(!synonyms('levied').includes('matthew'), synonyms('levied').join(' '));
  assert.deepEqual(synonyms('locked'), synonyms('lock'));
  // Each related word comes with its stem, as the rest of the ranking compares words.
  assert.ok(wordnetSynonyms('temp').every((w) => w.stem.length > 0 && w.stem === w.stem.toLowerCase()));
});

test('base forms undo inflections, doubled consonants included', () => {
  assert.ok(baseForms('stopped').includes('stop'));
  assert.ok(baseForms('running').includes('run'));
  assert.ok(baseForms('copies').includes('copy'));
  assert.ok(baseForms('larger').includes('large'));
  // The likelier base first.
  assert.equal(baseForms('passes')[1], 'pass');
  assert.equal(baseForms('user')[1], 'use');
  assert.ok(!baseForms('thing').includes('th'));
  assert.ok(!baseForms('adding').includes('ad'), 'no base under three letters, the doubled consonant undone included');
  assert.equal(baseForms('copy')[0], 'copy');
});
