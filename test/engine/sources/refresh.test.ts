/** `libdocs refresh`: a changed folder is read again, an npm package gains its newest release, and nothing else moves. */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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

test('a folder: a file added with an old time, a file removed and an edited _config.yml are changes too; a single file is unchanged', async () => {
  const dataDir = tempDir();
  const folder = join(tempDir(), 'gadgets');
  mkdirSync(join(folder, 'docs'), { recursive: true });
  writeFileSync(join(folder, '_config.yml'), 'gadget_version: 1.4.0\n');
  writeFileSync(join(folder, 'docs', 'install.md'), '---\ntitle: Install\n---\n\n## Download\n\nDownload gadgets {{ site.gadget_version }} from the mirror.\n');
  writeFileSync(join(folder, 'docs', 'sprockets.md'), '# Sprockets\n\n## Sprocket teeth\n\nSet `teeth: 12` for sprocket teeth.\n');
  const past = new Date(Date.now() - 86_400_000);
  const refresh = async () => (await runCliAsync(['refresh', '/local/gadgets', '--data-dir', dataDir])).stdout;
  const ask = async (question: string) => (await runCliAsync(['query', '/local/gadgets', question, '--data-dir', dataDir])).stdout;
  assert.equal((await runCliAsync(['add', folder, '--id', '/local/gadgets', '--data-dir', dataDir])).status, 0);
  assert.match(await refresh(), /^unchanged \/local\/gadgets {2}no file changed since it was indexed$/m);
  assert.match(await ask('download gadgets'), /Download gadgets 1\.4\.0 from the mirror/);

  // Unpacked from an archive: older than the index.
  const cogs = join(folder, 'docs', 'cogs.md');
  writeFileSync(cogs, '# Cogs\n\n## Cog ratios\n\nCall `cogRatio(3)` to set the cog ratio.\n');
  utimesSync(cogs, past, past);
  assert.match(await refresh(), /^updated {3}\/local\/gadgets {2}re-read \(files were added, removed or renamed, or a Jekyll _config\.yml changed\)$/m);
  assert.match(await ask('cog ratio'), /cogRatio\(3\)/);
  assert.match(await refresh(), /^unchanged /m);

  rmSync(join(folder, 'docs', 'sprockets.md'));
  assert.match(await refresh(), /^updated /m);
  assert.doesNotMatch(await ask('sprocket teeth'), /teeth: 12/);

  writeFileSync(join(folder, '_config.yml'), 'gadget_version: 1.5.2\n');
  utimesSync(join(folder, '_config.yml'), past, past);
  assert.match(await refresh(), /^updated /m);
  assert.match(await ask('download gadgets'), /Download gadgets 1\.5\.2 from the mirror/);

  const single = join(tempDir(), 'wheels.md');
  writeFileSync(single, '# Wheels\n\n## Spokes\n\nWheels have `spokes: 32` by default.\n');
  assert.equal((await runCliAsync(['add', single, '--id', '/local/wheels', '--data-dir', dataDir])).status, 0);
  assert.match((await runCliAsync(['refresh', '/local/wheels', '--data-dir', dataDir])).stdout, /^unchanged \/local\/wheels /m);
});

test('a folder indexed before fingerprints were recorded: compared by modification time until it is read again', async () => {
  const dataDir = tempDir();
  const folder = join(tempDir(), 'levers');
  mkdirSync(folder);
  writeFileSync(join(folder, 'levers.md'), '# Levers\n\n## Pivot\n\nSet `pivot: 3` on a lever.\n');
  assert.equal((await runCliAsync(['add', folder, '--id', '/local/levers', '--data-dir', dataDir])).status, 0);
  // As an older release left it: no marker on the version.
  const db = new DatabaseSync(join(dataDir, 'index.db'));
  db.exec('UPDATE versions SET marker = NULL');
  db.close();
  const refresh = async () => (await runCliAsync(['refresh', '/local/levers', '--data-dir', dataDir])).stdout;
  assert.match(await refresh(), /^unchanged \/local\/levers {2}no file changed since it was indexed$/m);
  const future = new Date(Date.now() + 60_000);
  utimesSync(join(folder, 'levers.md'), future, future);
  assert.match(await refresh(), /^updated {3}\/local\/levers {2}re-read \(levers\.md changed\)$/m);
  // Read again, it has a fingerprint: a file removed is noticed now.
  writeFileSync(join(folder, 'fulcrum.md'), '# Fulcrum\n\nThe fulcrum holds.\n');
  utimesSync(join(folder, 'fulcrum.md'), new Date(0), new Date(0));
  assert.match(await refresh(), /^updated /m);
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
