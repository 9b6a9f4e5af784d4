/**
 * The built executable as users get it: dist/libdocs (made by `node build.mjs --host-only`, the first half of
 * `npm test`) copied alone into an empty directory, far from node_modules, must still answer. Plus unit tests
 * of the binary post-processing the build does for other platforms (PE signature removal, Mach-O ad-hoc signing)
 * on small synthetic files.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { adhocSign, parseMachO, removeSignature, verifySignature } from '../../scripts/macho-sign.mjs';
import { parsePe, peChecksum, stripAuthenticode } from '../../scripts/pe.mjs';
import { repoRoot, tempDir } from '../helpers.ts';

const exe = process.platform === 'win32' ? 'libdocs.exe' : 'libdocs';
const built = join(repoRoot, 'dist', exe);
const bundle = join(repoRoot, 'dist', 'libdocs.mjs');
const version: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
const notBuilt = existsSync(built) ? false : 'dist/libdocs is not built (node build.mjs --host-only)';

describe('the single executable, alone in an empty directory', { skip: notBuilt }, () => {
  const dir = tempDir('libdocs-bin-');
  const binary = join(dir, exe);
  const run = (...args: string[]) =>
    spawnSync(binary, args, {
      cwd: dir,
      encoding: 'utf8',
      timeout: 30_000,
      // Nothing from a development environment may leak in: no module paths, and NODE_OPTIONS that would
      // fail if the binary honoured it (it is built with execArgvExtension "none").
      env: { PATH: process.env.PATH, HOME: dir, NO_COLOR: '1', NODE_OPTIONS: '--require=./does-not-exist.cjs', NODE_PATH: join(repoRoot, 'node_modules') },
    });

  before(() => copyFileSync(built, binary));

  test('--version prints the package version', () => {
    const r = run('--version');
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `${version}\n`);
  });

  test('--help lists the commands', () => {
    const r = run('--help');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /USAGE/);
    assert.match(r.stdout, /libdocs/);
    for (const command of ['add', 'list', 'remove', 'resolve', 'query', 'refresh', 'keys', 'setup', 'doctor', 'completions']) assert.match(r.stdout, new RegExp(`\\b${command}\\b`));
  });

  test('a lazily imported subcommand loads from inside the binary', () => {
    const r = run('list', '--help');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /USAGE/);
    assert.match(r.stdout, /list/);
  });
});

test('the bundle is one file that imports node builtins only', { skip: existsSync(bundle) ? false : 'dist/libdocs.mjs is not built' }, () => {
  const text = readFileSync(bundle, 'utf8');
  const specifiers = [...text.matchAll(/^\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/gm)].map((m) => m[1]);
  assert.ok(specifiers.length > 0, 'no static imports found at all: the check is not looking at the right thing');
  assert.deepEqual(specifiers.filter((s) => !isBuiltin(s!)), []);
  // Code only: a dependency's JSDoc may mention import('...') types.
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');
  assert.doesNotMatch(code, /\bimport\(\s*["'](?!node:)/, 'a dynamic import() of a non-builtin was left in the bundle');
});

// --- PE (Windows) -----------------------------------------------------------------------------------------------

/**
 * A minimal PE32+ image: MZ header, PE header at 0x40, one section (.text, raw data 0x200..0x400) and, when
 * `cert` is set, a WIN_CERTIFICATE of 0x18 bytes at the end with the Security directory pointing at `certAt`.
 */
function syntheticPe(cert?: { certAt: number }): Buffer {
  const size = 0x400 + (cert ? 0x18 : 0);
  const b = Buffer.alloc(size);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x40, 0x3c);
  b.writeUInt32LE(0x00004550, 0x40); // "PE\0\0"
  const coff = 0x44;
  b.writeUInt16LE(0x8664, coff); // machine
  b.writeUInt16LE(1, coff + 2); // sections
  b.writeUInt16LE(240, coff + 16); // size of optional header
  const opt = coff + 20;
  b.writeUInt16LE(0x20b, opt); // PE32+
  b.writeUInt32LE(16, opt + 108); // number of data directories
  const section = opt + 240;
  b.write('.text', section, 'latin1');
  b.writeUInt32LE(0x200, section + 8); // virtual size
  b.writeUInt32LE(0x1000, section + 12); // virtual address
  b.writeUInt32LE(0x200, section + 16); // raw size
  b.writeUInt32LE(0x200, section + 20); // raw pointer
  b.fill(0xcc, 0x200, 0x400);
  if (cert) {
    b.writeUInt32LE(0x18, 0x400); // dwLength
    b.writeUInt16LE(0x0200, 0x404); // WIN_CERT_REVISION_2_0
    b.writeUInt16LE(0x0002, 0x406); // WIN_CERT_TYPE_PKCS_SIGNED_DATA
    b.fill(0x30, 0x408, 0x418);
    b.writeUInt32LE(cert.certAt, opt + 112 + 4 * 8);
    b.writeUInt32LE(0x18, opt + 112 + 4 * 8 + 4);
  }
  b.writeUInt32LE(peChecksum(b), opt + 64);
  return b;
}

describe('scripts/pe.mjs', () => {
  test('reads the Security directory of a signed image', () => {
    const pe = parsePe(syntheticPe({ certAt: 0x400 }));
    assert.deepEqual(pe.security, { offset: 0x400, size: 0x18 });
    assert.equal(pe.endOfSections, 0x400);
    assert.equal(pe.sections[0]?.name, '.text');
  });

  test('removes a certificate table at the end of the file and zeroes the directory entry', () => {
    const signed = syntheticPe({ certAt: 0x400 });
    const { buffer, removed, truncatedBytes } = stripAuthenticode(signed);
    assert.equal(removed, true);
    assert.equal(truncatedBytes, 0x18);
    assert.equal(buffer.length, 0x400);
    const pe = parsePe(buffer);
    assert.deepEqual(pe.security, { offset: 0, size: 0 });
    assert.equal(buffer.readUInt32LE(pe.checksumOffset), peChecksum(buffer), 'checksum updated');
    assert.deepEqual(buffer.subarray(0x200, 0x400), signed.subarray(0x200, 0x400), 'section data untouched');
  });

  test('repairs what an injector leaves: directory pointing into section data, table moved to the end', () => {
    const broken = syntheticPe({ certAt: 0x200 });
    const { buffer, removed } = stripAuthenticode(broken);
    assert.equal(removed, true);
    assert.equal(buffer.length, 0x400);
    assert.deepEqual(parsePe(buffer).security, { offset: 0, size: 0 });
  });

  test('leaves an unsigned image alone', () => {
    const unsigned = syntheticPe();
    const result = stripAuthenticode(unsigned);
    assert.equal(result.removed, false);
    assert.equal(result.buffer, unsigned);
  });

  test('the checksum ignores its own field and follows the contents', () => {
    const b = syntheticPe();
    const { checksumOffset } = parsePe(b);
    const sum = peChecksum(b);
    b.writeUInt32LE(0xdeadbeef, checksumOffset);
    assert.equal(peChecksum(b), sum);
    b[0x300] = 0;
    assert.notEqual(peChecksum(b), sum);
  });

  test('refuses what is not a PE image', () => {
    assert.throws(() => parsePe(Buffer.alloc(0x100)), /not a PE file/);
  });
});

// --- Mach-O (macOS) ---------------------------------------------------------------------------------------------

/** A minimal x86_64 Mach-O executable: __TEXT (0..0x4000) and __LINKEDIT (0x4000..0x4100), no signature. */
function syntheticMachO(): Buffer {
  const b = Buffer.alloc(0x4100);
  b.writeUInt32LE(0xfeedfacf, 0);
  b.writeUInt32LE(0x01000007, 4); // x86_64
  b.writeUInt32LE(3, 8);
  b.writeUInt32LE(0x2, 12); // MH_EXECUTE
  b.writeUInt32LE(2, 16); // ncmds
  b.writeUInt32LE(144, 20); // sizeofcmds
  const segment = (at: number, name: string, vmaddr: number, vmsize: number, fileoff: number, filesize: number) => {
    b.writeUInt32LE(0x19, at);
    b.writeUInt32LE(72, at + 4);
    b.write(name, at + 8, 'latin1');
    b.writeBigUInt64LE(BigInt(vmaddr), at + 24);
    b.writeBigUInt64LE(BigInt(vmsize), at + 32);
    b.writeBigUInt64LE(BigInt(fileoff), at + 40);
    b.writeBigUInt64LE(BigInt(filesize), at + 48);
  };
  segment(32, '__TEXT', 0x100000000, 0x4000, 0, 0x4000);
  segment(104, '__LINKEDIT', 0x100004000, 0x1000, 0x4000, 0x100);
  for (let i = 0x1000; i < 0x4100; i++) b[i] = i & 0xff;
  return b;
}

describe('scripts/macho-sign.mjs', () => {
  test('signs ad hoc: LC_CODE_SIGNATURE at the end of __LINKEDIT, page hashes that verify', () => {
    const signed = adhocSign(syntheticMachO(), 'libdocs');
    const info = parseMachO(signed);
    assert.equal(info.ncmds, 3);
    assert.equal(info.codeSignature?.dataoff, 0x4100);
    const linkedit = info.segments.find((s) => s.name === '__LINKEDIT')!;
    assert.equal(linkedit.fileoff + linkedit.filesize, signed.length);
    assert.deepEqual(verifySignature(signed), { ok: true, identifier: 'libdocs', flags: 0x20002, pages: 5 });
  });

  test('a changed byte is caught', () => {
    const signed = adhocSign(syntheticMachO(), 'libdocs');
    signed.writeUInt8(signed.readUInt8(0x2345) ^ 1, 0x2345);
    assert.deepEqual(verifySignature(signed), { ok: false, reason: 'page 2 hash mismatch' });
  });

  test('re-signing replaces the signature; removing it restores the unsigned file', () => {
    const original = syntheticMachO();
    const once = adhocSign(original, 'libdocs');
    assert.deepEqual(adhocSign(once, 'libdocs'), once);
    const { buffer, removed } = removeSignature(once);
    assert.equal(removed, true);
    assert.deepEqual(buffer, original);
  });

  test('an unsigned file reports no signature', () => {
    assert.deepEqual(verifySignature(syntheticMachO()), { ok: false, reason: 'no LC_CODE_SIGNATURE' });
  });
});
