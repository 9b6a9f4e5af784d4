/**
 * A user's project as a source: its direct dependencies at the lockfile's versions, from node_modules when
 * installed, else from the npm registry; re-runs index only what changed; the server indexes the project it
 * starts in and answers for the versions the project uses.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectDependencies } from '../../../src/engine/sources/project.ts';
import { libdocsCommand, runCli, tempDir } from '../../helpers.ts';
import { serverEnv } from '../../server/_harness.ts';

/** p-limit 5.0.0 from the registry (not installed), is-number 7.0.0 installed in node_modules. */
function project(): string {
  const dir = tempDir('libdocs-project-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', dependencies: { 'p-limit': '^5.0.0' }, devDependencies: { 'is-number': '^7.0.0' } }));
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({
      name: 'app',
      lockfileVersion: 3,
      packages: {
        '': { name: 'app', dependencies: { 'p-limit': '^5.0.0' }, devDependencies: { 'is-number': '^7.0.0' } },
        'node_modules/p-limit': { version: '5.0.0' },
        'node_modules/is-number': { version: '7.0.0', dev: true },
        'node_modules/yocto-queue': { version: '1.0.0' },
      },
    }),
  );
  const installed = join(dir, 'node_modules', 'is-number');
  mkdirSync(installed, { recursive: true });
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: 'is-number', version: '7.0.0', repository: 'jonschlinkert/is-number', description: 'Returns true if a number' }));
  writeFileSync(join(installed, 'README.md'), '# is-number\n\n## Usage\n\nCheck a value with `isNumber`:\n\n```js\nconst isNumber = require("is-number");\nisNumber(5e3); //=> true\n```\n');
  return dir;
}

test('add <project>: each direct dependency at its installed version; a re-run indexes nothing new', () => {
  const dir = project();
  const dataDir = tempDir();
  const first = runCli(['add', dir, '--data-dir', dataDir]);
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /^Project dependencies \(package-lock\.json\): 2 indexed, 0 already up to date, 0 failed$/m);
  assert.match(first.stdout, /indexed is-number 7\.0\.0 as \/jonschlinkert\/is-number/);
  assert.match(first.stdout, /indexed p-limit 5\.0\.0 as \/sindresorhus\/p-limit/);
  const again = runCli(['add', dir, '--data-dir', dataDir]);
  assert.match(again.stdout, /: 0 indexed, 2 already up to date, 0 failed$/m);
  // --folder indexes the project's own documents instead.
  writeFileSync(join(dir, 'README.md'), '# App\n\nThe app that uses is-number and p-limit, with its own notes on setup.\n');
  const own = runCli(['add', dir, '--folder', '--data-dir', dataDir, '--json']);
  assert.equal(own.status, 0, own.stderr);
  assert.equal(JSON.parse(own.stdout).name, 'app');
});

test('offline, a dependency that is not installed is reported, the others indexed', () => {
  const result = runCli(['add', project(), '--offline', '--data-dir', tempDir()]);
  assert.equal(result.status, 1);
  assert.match(result.stdout, /1 indexed, 0 already up to date, 1 failed/);
  assert.match(result.stdout, /failed {2}p-limit@5\.0\.0: not in node_modules, and offline/);
});

test('pnpm and yarn lockfiles give the installed versions too', () => {
  const pnpm = tempDir();
  writeFileSync(join(pnpm, 'package.json'), JSON.stringify({ dependencies: { zod: '^3.22.0', '@scope/pkg': '1.x' }, devDependencies: { vitest: '^1' } }));
  writeFileSync(
    join(pnpm, 'pnpm-lock.yaml'),
    "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      '@scope/pkg':\n        specifier: 1.x\n        version: 1.4.2\n      zod:\n        specifier: ^3.22.0\n        version: 3.23.8\n    devDependencies:\n      vitest:\n        specifier: ^1\n        version: 1.6.0(@types/node@20.1.0)\n\npackages:\n\n  zod@3.23.8:\n    resolution: {integrity: sha512-x}\n",
  );
  assert.deepEqual(
    projectDependencies(pnpm).dependencies.map((d) => `${d.name}@${d.version}`),
    ['@scope/pkg@1.4.2', 'vitest@1.6.0', 'zod@3.23.8'],
  );
  const yarn = tempDir();
  writeFileSync(join(yarn, 'package.json'), JSON.stringify({ dependencies: { lodash: '^4.17.0', react: '18.2.0' } }));
  writeFileSync(join(yarn, 'yarn.lock'), '# yarn lockfile v1\n\n"lodash@^4.17.0", "lodash@^4.17.20":\n  version "4.17.21"\n  resolved "x"\n\nreact@18.2.0:\n  version "18.2.0"\n');
  const deps = projectDependencies(yarn);
  assert.deepEqual(deps.dependencies.map((d) => `${d.name}@${d.version}`), ['lodash@4.17.21', 'react@18.2.0']);
});

test('the server indexes the project it starts in, in the background, and answers for the versions it uses', async () => {
  const dir = project();
  const dataDir = tempDir();
  // A newer p-limit is indexed too: without a version, the project's 5.0.0 must answer, not the latest.
  assert.equal(runCli(['add', 'npm:p-limit@6.1.0', '--data-dir', dataDir]).status, 0);
  const { command, args } = libdocsCommand();
  const child = spawn(command, [...args, '--data-dir', dataDir], { cwd: dir, env: serverEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  const send = (m: unknown) => child.stdin.write(`${JSON.stringify(m)}\n`);
  send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  // tools/list is answered at once, before the project indexing is done.
  for (let i = 0; i < 100 && !stdout.includes('"id":2'); i++) await new Promise((r) => setTimeout(r, 50));
  assert.match(stdout, /"id":2/);
  for (let i = 0; i < 300 && !/libdocs: project .*dependencies indexed/.test(stderr); i++) await new Promise((r) => setTimeout(r, 50));
  assert.match(stderr, /libdocs: project .*: 2 dependencies indexed, 0 up to date/);
  send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'query-docs', arguments: { libraryId: '/sindresorhus/p-limit', query: 'limit concurrency' } } });
  for (let i = 0; i < 100 && !stdout.includes('"id":3'); i++) await new Promise((r) => setTimeout(r, 50));
  child.stdin.end();
  await new Promise((r) => child.on('exit', r));
  assert.match(stdout, /p-limit 5\.0\.0 documentation \(\/sindresorhus\/p-limit\/5\.0\.0\)/);
});
