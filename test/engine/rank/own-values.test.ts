import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutOwnValues } from '../../../src/engine/rank/own-values.ts';

const tidy = (text: string) => withoutOwnValues(text).replace(/\s+/g, ' ').trim();

test("the asker's own names are left out: a plain name after a noun for data, a single letter", () => {
  assert.equal(tidy('sort list `pairs` by the second element'), 'sort list by the second element');
  assert.equal(tidy('loop over two lists `a` and `b`'), 'loop over two lists and');
  assert.equal(tidy('merge dictionary `my_dict` into `x`'), 'merge dictionary into');
});

test('API names, keywords and constants stay, after any other word or when they do not look like a variable', () => {
  for (const kept of [
    'memoize with `lru_cache`',
    'the new `type` statement',
    'what does the method `startswith` do',
    'the class `defaultdict`',
    'config key `bodyLimit`',
    'how do I set `maxRedirects`',
    'read variable `NODE_ENV`',
    'list `Path` objects',
    'what does the list `sort` method return',
    'what does the `f` prefix do',
  ]) {
    assert.equal(withoutOwnValues(kept), kept);
  }
});

test('a literal in single quotes goes when it holds no letter; a quoted word may be a keyword or a value an API takes', () => {
  assert.equal(tidy("parse date string '2024-01-31' into a datetime"), 'parse date string into a datetime');
  assert.equal(tidy("split string `text` on ','"), 'split string on');
  for (const kept of [
    "What does the 'nonlocal' statement do",
    "set responseType to 'blob' or 'arraybuffer'",
    "AttributeError: module 'os' has no attribute 'getcwdu'",
    "Perl's chomp",
    "the users' table",
  ]) {
    assert.equal(withoutOwnValues(kept), kept);
  }
});
