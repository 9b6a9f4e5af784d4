/** `libdocs refresh`: a changed folder is read again, an npm package gains its newest release, and nothing else moves. */
import assert from 'node:assert/strict';
import { cpSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fixtures, runCliAsync, tempDir } from '../../helpers.ts';

test('a folder: unchanged until a file changes, then read again', async () => {
  const dataDir = tempDir();
  const folder = join(tempDir(), 'widgets');
  cpSync(join(fixtures, 'engine', 'widgets'), folder, { recursive: true });
  assert.equal((await runCliAsync(['add', folder, '--data-dir', dataDir])).status, 0);
  const quiet = await runCliAsync(['refresh', '--data-dir', dataDir]);
  assert.equal(quiet.status, 0, quiet.stderr);
  assert.match(quiet.stdout, /^unchanged \/acme\/widgets {2}no file changed since it was indexed$/m);
  const page = join(folder, 'docs', 'layout.md');
  writeFileSync(page, '# Layout\n\n## Grids\n\nUse `new Grid({ columns: 3 })` for grids.\n');
  const future = new Date(Date.now() + 60_000);
  utimesSync(page, future, future);
  const changed = await runCliAsync(['refresh', '/acme/widgets', '--data-dir', dataDir]);
  assert.match(changed.stdout, /^updated {3}\/acme\/widgets {2}re-read \(docs\/layout\.md changed\)$/m);
  assert.match((await runCliAsync(['query', '/acme/widgets', 'grid columns', '--data-dir', dataDir])).stdout, /new Grid\(\{ columns: 3 \}\)/);
});

test('an npm package gains its newest release as a new version; unknown IDs are an error', async () => {
  const dataDir = tempDir();
  assert.equal((await runCliAsync(['add', 'npm:p-limit@5.0.0', '--data-dir', dataDir])).status, 0);
  const first = await runCliAsync(['refresh', '/sindresorhus/p-limit', '--data-dir', dataDir, '--json']);
  assert.equal(first.status, 0, first.stderr);
  const [result] = JSON.parse(first.stdout);
  assert.equal(result.outcome, 'updated');
  assert.match(result.detail, /^added p-limit \d+\.\d+\.\d+$/);
  const versions = (await runCliAsync(['list', '--data-dir', dataDir])).stdout;
  assert.match(versions, /versions: \d+\.\d+\.\d+, 5\.0\.0/);
  const second = await runCliAsync(['refresh', '/sindresorhus/p-limit', '--data-dir', dataDir]);
  assert.match(second.stdout, /^unchanged \/sindresorhus\/p-limit {2}p-limit \S+ is the newest release$/m);
  const unknown = await runCliAsync(['refresh', '/acme/nothing', '--data-dir', dataDir]);
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /\/acme\/nothing is not indexed/);
});
