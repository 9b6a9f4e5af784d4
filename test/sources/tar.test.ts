/** The archive reader against hostile archives built here: traversal, absolute paths, links, bombs, damage. */
import assert from 'node:assert/strict';
import { gunzipSync, gzipSync } from 'node:zlib';
import { test } from 'node:test';
import { readTarGz, safePath } from '../../src/engine/sources/tar.ts';

/** A ustar archive of the given entries (type '0' file, '2' symlink, '5' directory). */
function tar(entries: { name: string; data?: string | Buffer; type?: string; link?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = typeof e.data === 'string' ? Buffer.from(e.data) : (e.data ?? Buffer.alloc(0));
    const h = Buffer.alloc(512);
    h.write(e.name, 0, 100, 'utf8');
    h.write('0000644\0', 100);
    h.write('0000000\0', 108);
    h.write('0000000\0', 116);
    h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    h.write('00000000000\0', 136);
    h.write(e.type ?? '0', 156);
    if (e.link) h.write(e.link, 157, 100);
    h.write('ustar\0', 257);
    h.write('00', 263);
    h.fill(' ', 148, 156);
    let sum = 0;
    for (const b of h) sum += b;
    h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

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
