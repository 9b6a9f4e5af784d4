/**
 * Faults answered through the command line and /ping: an empty source, an index another user owns, a damaged
 * full-text index. Each says what happened and what to do, never a stack trace or advice that would lose data.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { fixtures, libdocsCommand, runCli, tempDir } from '../helpers.ts';
import { startServer } from '../transports/_server.ts';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { Readable } from 'node:stream';
import { fakeRegistry } from '../engine/sources/_registry.ts';
import { serverEnv } from '../server/_harness.ts';

const STACK = /\n\s+at /;

function widgets(): string {
  const dataDir = tempDir();
  const added = runCli(['add', join(fixtures, 'engine', 'widgets'), '--data-dir', dataDir]);
  assert.equal(added.status, 0, added.stderr);
  return dataDir;
}

test('add of a folder with no documentation is refused, says what it looked for, and registers nothing', () => {
  const dataDir = tempDir();
  const source = tempDir('libdocs-empty-');
  mkdirSync(join(source, 'src'));
  writeFileSync(join(source, 'src', 'index.js'), 'export const x = 1;\n');
  writeFileSync(join(source, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
  const added = runCli(['add', source, '--data-dir', dataDir]);
  assert.notEqual(added.status, 0, added.stdout);
  assert.match(added.stderr, /No documentation found in .*: looked for documentation files \(\.md .*\.rst .*\.html/);
  assert.match(added.stderr, /Nothing was added/);
  assert.doesNotMatch(added.stderr, STACK);
  const listed = runCli(['list', '--json', '--data-dir', dataDir]);
  assert.deepEqual(JSON.parse(listed.stdout || '[]'), []);
  assert.notEqual(runCli(['resolve', 'libdocs-empty', '--data-dir', dataDir]).status, 0);
});

/**
 * Runs libdocs as another user than the index's owner. Tests run as root here, which may write any file
 * whatever its mode, so root drops to nobody with setpriv; anyone else just makes the files read-only.
 */
function runAsOtherUser(dataDir: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const { command, args: prefix } = libdocsCommand();
  if (process.getuid?.() === 0) {
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'index.db'), 0o644);
    return spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', command, ...prefix, ...args], {
      encoding: 'utf8',
      cwd: '/',
      env: { ...process.env, HOME: dataDir, NO_COLOR: '1' },
      timeout: 30_000,
    });
  }
  chmodSync(join(dataDir, 'index.db'), 0o444);
  chmodSync(dataDir, 0o555);
  return runCli(args);
}

test('an index this user may only read answers queries, and add says it is read-only', { skip: process.platform === 'win32' }, () => {
  const dataDir = widgets();
  const query = runAsOtherUser(dataDir, ['query', '/acme/widgets', 'stop listening for clicks', '--data-dir', dataDir]);
  assert.equal(query.status, 0, query.stderr);
  assert.match(query.stdout, /button\.onClick/);
  const listed = runAsOtherUser(dataDir, ['list', '--data-dir', dataDir]);
  assert.equal(listed.status, 0, listed.stderr);
  assert.match(listed.stdout, /\/acme\/widgets/);
  const added = runAsOtherUser(dataDir, ['add', join(fixtures, 'engine', 'widgets-1.0'), '--data-dir', dataDir]);
  assert.notEqual(added.status, 0);
  assert.match(added.stderr, new RegExp(`The index at ${join(dataDir, 'index.db').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is read-only`));
  assert.doesNotMatch(added.stderr, /move .* aside|damaged|re-add/i, 'no advice to throw a healthy index away');
  assert.doesNotMatch(added.stderr, STACK);
  const doctor = runAsOtherUser(dataDir, ['doctor', '--data-dir', dataDir]);
  assert.match(doctor.stdout, /^ok +index +.* \(read-only for this user/m, doctor.stdout + doctor.stderr);
  chmodSync(dataDir, 0o755);
});

test('a server on an index this user may only read does not download libraries it could not store', { skip: process.platform === 'win32' }, async () => {
  const registry = await fakeRegistry([{ name: 'goodpkg', version: '3.1.0', description: 'Widgets for servers', repository: 'github:goodorg/goodpkg', readme: '# goodpkg\n\nWidgets for servers, at some length.\n' }]);
  const dataDir = widgets();
  const { command, args } = libdocsCommand();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'index.db'), 0o644);
  } else {
    chmodSync(join(dataDir, 'index.db'), 0o444);
    chmodSync(dataDir, 0o555);
  }
  const transport = new StdioClientTransport({
    command: asRoot ? 'setpriv' : command,
    args: [...(asRoot ? ['--reuid=65534', '--regid=65534', '--clear-groups', command] : []), ...args, '--data-dir', dataDir],
    env: serverEnv({ HOME: dataDir, npm_config_registry: registry.url }),
    stderr: 'pipe',
    cwd: '/',
  });
  let stderr = '';
  (transport.stderr as Readable | null)?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'libdocs-tests', version: '1.0.0' });
  await client.connect(transport);
  try {
    const found = await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'widgets', query: 'stop listening for clicks' } });
    assert.match(JSON.stringify(found.content), /\/acme\/widgets/, 'reading works as before');
    const missing = await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'goodpkg', query: 'widgets for servers' } });
    assert.doesNotMatch(JSON.stringify(missing.content), /goodorg|Fetched just now/);
    assert.deepEqual(registry.requests, [], 'nothing is downloaded that could not be stored');
    assert.match(stderr, /is read-only for this user: libraries it lacks are not fetched from npm/);
  } finally {
    await client.close();
    chmodSync(dataDir, 0o755);
  }
});

/** Random bytes (from a fixed seed) over every page of the full-text index's data; the rest stays intact. */
function damageFullText(file: string): void {
  const db = new DatabaseSync(file);
  const pageSize = (db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
  const pages = (db.prepare("SELECT pageno FROM dbstat WHERE name = 'snippets_fts_data'").all() as { pageno: number }[]).map((r) => r.pageno);
  db.close();
  assert.ok(pages.length > 0);
  let seed = 12345;
  const fd = openSync(file, 'r+');
  for (const page of pages) {
    const bytes = Buffer.alloc(pageSize);
    for (let i = 0; i < pageSize; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    writeSync(fd, bytes, 0, pageSize, (page - 1) * pageSize);
  }
  closeSync(fd);
}

test('a damaged full-text index: query says so and what to do, /ping reports it, no stack trace', async () => {
  const dataDir = widgets();
  damageFullText(join(dataDir, 'index.db'));
  const query = runCli(['query', '/acme/widgets', 'stop listening for clicks', '--data-dir', dataDir]);
  assert.equal(query.status, 1);
  assert.match(query.stderr, /The index at .*index\.db is damaged .*add your libraries again/);
  assert.doesNotMatch(query.stderr, STACK);
  const server = await startServer(dataDir);
  try {
    const response = await fetch(`${server.url}/ping`);
    const health = await response.json();
    assert.equal(response.status, 503, JSON.stringify(health));
    assert.equal(health.status, 'degraded');
    assert.match(health.index, /^damaged: The index at .* is damaged/);
  } finally {
    await server.stop();
  }
  const doctor = runCli(['doctor', '--data-dir', dataDir], { env: { SERVICE_API_URL: '' } });
  assert.equal(doctor.status, 1);
  assert.match(doctor.stdout, /fail +index .*is damaged[^]*doctor --repair/);
});

test('doctor --repair rebuilds a damaged full-text index from the snippets and keeps the damaged file', () => {
  const dataDir = widgets();
  const key = runCli(['keys', 'create', '--name', 'kept', '--data-dir', dataDir]).stdout.split('\n')[0]!;
  damageFullText(join(dataDir, 'index.db'));
  const repaired = runCli(['doctor', '--repair', '--data-dir', dataDir], { env: { SERVICE_API_URL: '' } });
  assert.equal(repaired.status, 0, repaired.stdout + repaired.stderr);
  assert.match(repaired.stdout, /^ok +repair +rebuilt with \d+ snippets; the damaged file is kept as .*index\.db\.damaged-/m);
  assert.match(repaired.stdout, /^ok +index /m);
  assert.equal(readdirSync(dataDir).filter((f) => f.startsWith('index.db.damaged-') && !/-(wal|shm)$/.test(f)).length, 1);
  const query = runCli(['query', '/acme/widgets', 'stop listening for clicks', '--data-dir', dataDir]);
  assert.equal(query.status, 0, query.stderr);
  assert.match(query.stdout, /button\.onClick/);
  assert.match(runCli(['keys', 'list', '--data-dir', dataDir]).stdout, new RegExp(key.split('_')[1]!));
});

test('doctor --repair on another user\'s damaged index says it is read-only and changes nothing', { skip: process.platform === 'win32' }, () => {
  const dataDir = widgets();
  damageFullText(join(dataDir, 'index.db'));
  const repaired = runAsOtherUser(dataDir, ['doctor', '--repair', '--data-dir', dataDir]);
  assert.equal(repaired.status, 1);
  assert.match(repaired.stdout, /^fail +repair +The index at .* is read-only for this user, so it cannot be repaired/m);
  assert.match(repaired.stdout, /as the user who owns the index/);
  assert.doesNotMatch(repaired.stdout + repaired.stderr, STACK);
  chmodSync(dataDir, 0o755);
  assert.deepEqual(readdirSync(dataDir).filter((f) => f.includes('damaged-') || f.startsWith('.repair-')), []);
});
