import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inDocumentedSpelling, otherSpellings } from '../../../src/engine/rank/spelling.ts';

test("a word's other spellings: British and American endings both ways", () => {
  assert.deepEqual(otherSpellings('analyse'), ['analyze']);
  // The noun (analysis) is no spelling of the verb: the two meet in stems and in the full-text query (tokens.ts).
  assert.deepEqual(otherSpellings('analysis'), []);
  assert.deepEqual(otherSpellings('initialised'), ['initialized']);
  assert.deepEqual(otherSpellings('serialization'), ['serialisation']);
  assert.deepEqual(otherSpellings('behaviour'), ['behavior']);
  assert.deepEqual(otherSpellings('cancelled'), ['canceled']);
  assert.deepEqual(otherSpellings('labeling'), ['labelling']);
  assert.deepEqual(otherSpellings('catalogue'), ['catalog']);
  assert.deepEqual(otherSpellings('centre'), ['center']);
  assert.deepEqual(otherSpellings('licence'), ['license']);
  // Words with no other spelling, and doubled letters that are no such ending ("filled", "raised").
  assert.deepEqual(otherSpellings('filled'), []);
  assert.deepEqual(otherSpellings('raised'), []);
  for (const word of ['bitwise', 'unsupervised', 'imprecise', 'resize', 'downsized', 'hatred', 'contour', 'scoured']) assert.deepEqual(otherSpellings(word), [], word);
  assert.deepEqual(otherSpellings('centred'), ['centered']);
  assert.deepEqual(otherSpellings('fibre'), ['fiber']);
});

test('each question word is read in the spelling its documentation writes most often; code between backticks is left as asked', () => {
  const counts: Record<string, number> = { analyze: 4, behavior: 9, behaviour: 1, canceled: 3, initialise: 2, initialize: 7, minimise: 1, minimize: 1 };
  const count = (word: string) => counts[word] ?? 0;
  assert.equal(
    inDocumentedSpelling('How do I analyse the Behaviour of a cancelled job? `initialise()` and initialise, minimise', count),
    'How do I analyze the Behavior of a canceled job? `initialise()` and initialize, minimise',
  );
  // Names and quoted words are the asker's, a word in capitals a keyword, one with a capital inside a name (setColour):
  // as asked; so is a contraction's neighbour.
  assert.equal(inDocumentedSpelling('call setColour, SetBehaviour and behaviour', count), 'call setColour, SetBehaviour and behavior');
  assert.equal(
    inDocumentedSpelling("pool.initialise() --colour=always 'behaviour' VACUUM ANALYSE, but I don't like the behaviour it's showing", count),
    "pool.initialise() --colour=always 'behaviour' VACUUM ANALYSE, but I don't like the behavior it's showing",
  );
  // Common words with no other spelling (error, filter, after, promise) spend no counts, so a long story's British
  // word is still read.
  let counted = 0;
  inDocumentedSpelling('after the error my monitor filter parameter iterator register counter cluster master promise, I analyse it', (w) => {
    counted++;
    return count(w);
  });
  assert.equal(counted, 2);
  // Nothing written either way: the word as asked.
  assert.equal(inDocumentedSpelling('colour of the centre', count), 'colour of the centre');
  // A question of many such words counts a bounded number of spellings.
  let lookups = 0;
  const letters = (i: number) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
  inDocumentedSpelling(Array.from({ length: 50 }, (_, i) => `norm${letters(i)}ise`).join(' '), (w) => {
    lookups++;
    return count(w);
  });
  assert.ok(lookups <= 24, `${lookups} lookups`);
});
