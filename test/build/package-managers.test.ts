/** The Homebrew formula and Scoop manifest generated from built files, and the checker that guards them. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot, tempDir } from '../helpers.ts';

const script = join(repoRoot, 'scripts', 'package-managers.mjs');
const files = ['libdocs-darwin-arm64', 'libdocs-darwin-x64', 'libdocs-linux-arm64', 'libdocs-linux-x64', 'libdocs-win-x64.exe'];
const base = 'https://github.com/acme/libdocs/releases/download/v1.2.3';
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

function fakeRelease(): string {
  const dist = tempDir();
  files.forEach((f, i) => writeFileSync(join(dist, f), `binary ${i} ${f}`));
  const generated = run('generate', '--dist', dist, '--version', '1.2.3', '--base-url', base);
  assert.equal(generated.status, 0, generated.stderr);
  return dist;
}

test('generated formula and manifest name every release file with its sha256, and pass the check', () => {
  const dist = fakeRelease();
  const formula = readFileSync(join(dist, 'homebrew', 'libdocs.rb'), 'utf8');
  assert.match(formula, /^class Libdocs < Formula$/m);
  assert.match(formula, /^ {2}version "1\.2\.3"$/m);
  assert.match(formula, new RegExp(`on_arm do\\n {6}url "${base.replace(/[.]/g, '\\.')}/libdocs-darwin-arm64"\\n {6}sha256 "[0-9a-f]{64}"`));
  const manifest = JSON.parse(readFileSync(join(dist, 'scoop', 'libdocs.json'), 'utf8'));
  assert.equal(manifest.architecture['64bit'].url, `${base}/libdocs-win-x64.exe#/libdocs.exe`);
  assert.equal(manifest.bin, 'libdocs.exe');
  const checked = run('check', '--dist', dist, '--base-url', base);
  assert.equal(checked.status, 0, checked.stdout);
});

test('the check fails when a binary changed after generation, or a URL or the Ruby is wrong', () => {
  const dist = fakeRelease();
  appendFileSync(join(dist, 'libdocs-linux-x64'), 'tampered');
  appendFileSync(join(dist, 'libdocs-win-x64.exe'), 'tampered');
  const changed = run('check', '--dist', dist, '--base-url', base);
  assert.equal(changed.status, 1);
  assert.match(changed.stdout, /FAIL {2}formula: sha256 of libdocs-linux-x64 does not match the built file/);
  assert.match(changed.stdout, /FAIL {2}manifest: hash of libdocs-win-x64\.exe does not match the built file/);

  const other = fakeRelease();
  const formulaPath = join(other, 'homebrew', 'libdocs.rb');
  writeFileSync(formulaPath, readFileSync(formulaPath, 'utf8').replace('libdocs-darwin-x64"', 'libdocs-darwin-x86"').replace(/\n {2}end\n\n {2}def install/, '\n\n  def install'));
  const broken = run('check', '--dist', other, '--base-url', base);
  assert.equal(broken.status, 1);
  assert.match(broken.stdout, /formula: no url .*\/libdocs-darwin-x64/);
  assert.match(broken.stdout, /not closed|ruby -c/);
});

test('generate refuses to run without the built binaries', () => {
  const result = run('generate', '--dist', tempDir(), '--version', '1.2.3');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /libdocs-darwin-arm64 is missing: run a full build \(npm run build\) first\./);
});
