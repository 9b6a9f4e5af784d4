/** LocalBackend.warmUp on a real index: it answers a few questions from the largest library, unless a caller came first. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LocalBackend } from '../../src/backends/local.ts';
import { openStore } from '../../src/engine/index.ts';
import { tempDir } from '../helpers.ts';
import { buildIndex } from '../server/_harness.ts';

const dataDir = buildIndex();

/** Counts the answers the backend composes, whoever asks. */
class Counting extends LocalBackend {
  answers: string[] = [];
  override answer(libraryId: string, query: string): ReturnType<LocalBackend['answer']> {
    this.answers.push(libraryId);
    return super.answer(libraryId, query);
  }
}

test('the warm-up answers its questions from the largest indexed library', async () => {
  const backend = new Counting(openStore(dataDir));
  await backend.warmUp();
  assert.equal(backend.answers.length, 3);
  const largest = backend.store.allVersions().sort((a, b) => b.tokens - a.tokens)[0]!;
  assert.deepEqual(new Set(backend.answers), new Set([largest.libraryId]));
  backend.store.close();
});

test('once a caller has asked, the warm-up does nothing more', async () => {
  const backend = new Counting(openStore(dataDir));
  await backend.queryDocs('/trailmap/trailmap', 'middleware');
  await backend.warmUp();
  assert.equal(backend.answers.length, 1, 'only the caller’s answer');
  backend.store.close();
});

test('an empty index: nothing to warm up, and nothing thrown', async () => {
  const backend = new Counting(openStore(tempDir('libdocs-empty-')));
  await backend.warmUp();
  assert.equal(backend.answers.length, 0);
  backend.store.close();
});
