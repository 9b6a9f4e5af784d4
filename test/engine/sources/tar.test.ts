/** The archive reader against hostile archives built here: traversal, absolute paths, links, bombs, damage. */
import assert from 'node:assert/strict';
import { gunzipSync, gzipSync } from 'node:zlib';
import { test } from 'node:test';
import { readTarGz, safePath } from '../../../src/engine/sources/tar.ts';
import { tar } from './_registry.ts';

test('regular files are read; traversal, absolute paths and links are refused and reported', () => {
  const archive = tar([
    { name: 'package/README.md', data: '# Hello' },
    { name: 'package/docs/guide.md', data: '# Guide' },
    { name: 'package/../../evil.md', data: '# escaped' },
    { name: '/etc/passwd.md', data: 'root' },
    { name: 'package/link.md', type: '2', link: '/etc/passwd' },
    { name: 'package/hard.md', type: '1', link: 'package/README.md' },
    { name: 'package/docs', type: '5' },
  ]);
  const { files, skipped } = readTarGz(archive, () => true);
  assert.deepEqual(files.map((f) => [f.path, f.data.toString()]), [
    ['README.md', '# Hello'],
    ['docs/guide.md', '# Guide'],
  ]);
  assert.deepEqual(skipped.map((s) => s.reason).sort(), ['link (not followed)', 'link (not followed)', 'unsafe path (absolute or with ..)', 'unsafe path (absolute or with ..)']);
});

test('limits: an archive that unpacks too large, too many entries, an oversized file', () => {
  const bomb = gzipSync(Buffer.alloc(3 * 1024 * 1024));
  assert.ok(bomb.length < 10_000, 'a small download');
  assert.throws(() => readTarGz(bomb, () => true, { maxTotalBytes: 1024 * 1024, maxFileBytes: 1024, maxFiles: 10 }), /unpacks to more than 1 MB; refused/);
  const many = tar(Array.from({ length: 12 }, (_, i) => ({ name: `package/f${i}.md`, data: 'x' })));
  assert.throws(() => readTarGz(many, () => true, { maxTotalBytes: 1 << 20, maxFileBytes: 1024, maxFiles: 10 }), /more than 10 entries/);
  const big = tar([{ name: 'package/big.md', data: Buffer.alloc(4096, 65) }]);
  const result = readTarGz(big, () => true, { maxTotalBytes: 1 << 20, maxFileBytes: 1024, maxFiles: 10 });
  assert.deepEqual(result.files, []);
  assert.match(result.skipped[0]!.reason, /^oversized/);
});

test('a GNU long name longer than any file system takes is refused and reported, cut short', () => {
  const long = `package/${'d/'.repeat(3000)}page.md`;
  const archive = tar([
    { name: '././@LongLink', type: 'L', data: `${long}\0` },
    { name: 'package/page.md', data: '# Page' },
    { name: 'package/README.md', data: '# Hello' },
  ]);
  const { files, skipped } = readTarGz(archive, () => true);
  assert.deepEqual(files.map((f) => f.path), ['README.md']);
  assert.equal(skipped.length, 1);
  assert.equal(skipped[0]!.reason, 'path longer than 4096 characters');
  assert.ok(skipped[0]!.path.length <= 201, `reported as ${skipped[0]!.path.length} characters`);
});

test('damaged archives are errors, not guesses', () => {
  const good = tar([{ name: 'package/a.md', data: 'x' }]);
  assert.throws(() => readTarGz(Buffer.from('not gzip'), () => true), /not valid gzip/);
  const raw = Buffer.from(gunzipSync(good));
  raw[0] = raw[0]! ^ 0xff;
  assert.throws(() => readTarGz(gzipSync(raw), () => true), /bad header checksum/);
});

test('safePath keeps paths inside the package', () => {
  assert.equal(safePath('package/a/b.md'), 'a/b.md');
  assert.equal(safePath('package/./a.md'), 'a.md');
  assert.equal(safePath('package/a/../../b.md'), undefined);
  assert.equal(safePath('C:/x.md'), undefined);
  assert.equal(safePath('package\\..\\x.md'), undefined);
});
