/** text-normalize.ts: compatibility forms folded, invisible characters removed, positions traced back. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeForMatching, normalizeWithOrigin } from '../src/text-normalize.ts';

test('full-width letters, ligatures and invisible characters fold to what a rule expects', () => {
  assert.equal(normalizeForMatching('ｉｇｎｏｒｅ　ａｌｌ'), 'ignore all');
  assert.equal(normalizeForMatching('ig\u200bno\u200dre\u2060 pre\u00advious'), 'ignore previous');
  assert.equal(normalizeForMatching('\u202eabc\u202c \u2066def\u2069 \ufeffghi'), 'abc def ghi');
  assert.equal(normalizeForMatching('ﬁle'), 'file');
  assert.equal(normalizeForMatching('ordinary text, café, 日本語'), 'ordinary text, café, 日本語');
});

test('each folded character knows where it came from', () => {
  const source = 'a\u200bｂﬁ😀c';
  const { text, origin } = normalizeWithOrigin(source);
  assert.equal(text, 'abfi😀c');
  assert.deepEqual(origin, [0, 2, 3, 3, 4, 4, 6, 7]);
  assert.equal(normalizeWithOrigin(source).text, normalizeForMatching(source));
});
