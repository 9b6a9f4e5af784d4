import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareVersions, matchVersion, sortVersions, versionInQuestion } from '../../src/engine/versions.ts';

test('versions compare numerically, releases after their pre-releases', () => {
  assert.ok(compareVersions('1.10.0', '1.9.0') > 0);
  assert.ok(compareVersions('v2', '1.99') > 0);
  assert.ok(compareVersions('2.0.0', '2.0.0-rc.1') > 0);
  assert.deepEqual(sortVersions([{ version: '' }, { version: '1.2' }, { version: '10.0' }, { version: '9.1' }]).map((v) => v.version), ['10.0', '9.1', '1.2', '']);
});

test('a requested version matches exactly or by prefix, newest first', () => {
  const available = ['5.1.0', '5.12.8', '4.28.1'];
  assert.equal(matchVersion('5.12.8', available), '5.12.8');
  assert.equal(matchVersion('v5', available), '5.12.8');
  assert.equal(matchVersion('4.x', available), '4.28.1');
  assert.equal(matchVersion('6', available), undefined);
  assert.equal(matchVersion('5.1', available), '5.1.0');
});

test('a version named in the question is matched against the list', () => {
  const available = ['5.12.8', '4.28.1'];
  assert.equal(versionInQuestion('fastify v4: how do hooks work?', available), '4.28.1');
  assert.equal(versionInQuestion('in version 5 what changed', available), '5.12.8');
  assert.equal(versionInQuestion('set a timeout of 30 seconds', available), undefined);
  assert.equal(versionInQuestion('fastify v4', ['4.28.1']), undefined, 'one version: nothing to choose');
});
