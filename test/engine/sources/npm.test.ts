/**
 * npm packages from the real registry (small ones, pinned versions): `libdocs add npm:…` and the server's
 * fetch on a resolve miss. Needs the npm registry, which this project's machines reach (npm ci does too).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkIntegrity, parseNpmSpec } from '../../../src/engine/sources/npm.ts';
import { createHash } from 'node:crypto';
import { runCli, runCliAsync, tempDir } from '../../helpers.ts';
import { freePort } from '../../transports/_server.ts';
import { connect, resultText } from '../../server/_harness.ts';

test('add npm:<name>@<version>: README and TypeScript declarations, ID from the repository, the exact version', () => {
  const dataDir = tempDir();
  const added = runCli(['add', 'npm:p-limit@5.0.0', '--data-dir', dataDir, '--json']);
  assert.equal(added.status, 0, added.stderr);
  const summary = JSON.parse(added.stdout);
  assert.equal(summary.id, '/sindresorhus/p-limit');
  assert.equal(summary.version, '5.0.0');
  assert.equal(summary.filesRead, 2, 'readme.md and index.d.ts');
  const api = runCli(['query', '/sindresorhus/p-limit', 'LimitFunction type with activeCount and pendingCount', '--data-dir', dataDir, '--json']);
  assert.equal(api.status, 0, api.stderr);
  const declaration = JSON.parse(api.stdout).snippets.find((s: { source: string }) => s.source.startsWith('index.d.ts'));
  assert.ok(declaration, 'the TypeScript declarations are indexed');
  assert.ok(declaration.code.some((c: { lang: string; code: string }) => c.lang === 'ts' && /pendingCount/.test(c.code)));
  const listed = runCli(['list', '--data-dir', dataDir]);
  assert.match(listed.stdout, /^\/sindresorhus\/p-limit {2}p-limit {2}versions: 5\.0\.0/m);
});

test('a range resolves to the highest matching version; a version that does not exist lists recent ones', () => {
  const dataDir = tempDir();
  const ranged = JSON.parse(runCli(['add', 'npm:p-limit@^4', '--data-dir', dataDir, '--json']).stdout);
  assert.equal(ranged.version, '4.0.0');
  const missing = runCli(['add', 'npm:p-limit@99', '--data-dir', dataDir]);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /No version of p-limit matches "99"\. Recent versions: \d/);
  const unknown = runCli(['add', 'npm:libdocs-no-such-package-zz9', '--data-dir', dataDir]);
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /has no package libdocs-no-such-package-zz9\. Check the name\./);
});

test('an unreachable registry is named, with what to check', async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  const result = runCli(['add', 'npm:p-limit', '--data-dir', tempDir()], { env: { npm_config_registry: closed } });
  assert.equal(result.status, 1);
  assert.match(result.stderr, new RegExp(`The npm registry ${closed.replace(/[.]/g, '\\.')} is unreachable \\(ECONNREFUSED\\)`));
});

test('specs and integrity', () => {
  assert.deepEqual(parseNpmSpec('npm:@scope/Pkg@^1.2'), { name: '@scope/pkg', range: '^1.2' });
  assert.deepEqual(parseNpmSpec('npm:zod'), { name: 'zod', range: 'latest' });
  assert.throws(() => parseNpmSpec('npm:../etc'), /is not an npm package/);
  const data = Buffer.from('tarball bytes');
  const integrity = `sha512-${createHash('sha512').update(data).digest('base64')}`;
  assert.doesNotThrow(() => checkIntegrity(data, { integrity }, 'x'));
  assert.throws(() => checkIntegrity(Buffer.from('tampered'), { integrity }, 'x@1'), /does not match the registry's integrity hash; refused/);
  assert.throws(() => checkIntegrity(data, {}, 'x@1'), /gives no integrity hash/);
});

test('the server fetches a library it does not have from npm when resolve misses, and says so; --offline does not', async () => {
  const dataDir = tempDir();
  const online = await connect('legacy', ['--data-dir', dataDir]);
  try {
    const started = Date.now();
    const text = resultText(await online.client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'is-number', query: 'check if a value is a number' } }), false);
    assert.match(text, /^Available Libraries:\n\n1\. \/jonschlinkert\/is-number\n/);
    assert.match(text, /Description: \[Fetched just now from the npm registry \(package is-number@7\.0\.0\)/);
    assert.ok(Date.now() - started < 10_000);
    const docs = resultText(await online.client.callTool({ name: 'query-docs', arguments: { libraryId: '/jonschlinkert/is-number', query: 'how do I check if a string is a number' } }), false);
    assert.match(docs, /Source: is-number 7\.0\.0 documentation \(\/jonschlinkert\/is-number\/7\.0\.0\)/);
  } finally {
    await online.close();
  }
  const offline = await connect('legacy', ['--data-dir', tempDir(), '--offline']);
  try {
    const text = resultText(await offline.client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'is-number', query: 'numbers' } }), true);
    assert.match(text, /^No libraries found matching "is-number"/);
    assert.doesNotMatch(text, /npm registry/);
  } finally {
    await offline.close();
  }
});

test('a failed fetch on a miss ends in the no-match message with the reason', async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  const server = await connect('legacy', ['--data-dir', tempDir()], undefined, { npm_config_registry: closed });
  try {
    const text = resultText(await server.client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'is-number', query: 'numbers' } }), true);
    assert.match(text, /^No libraries found matching "is-number"\. .*\(Also looked in the npm registry: The npm registry http:\/\/127\.0\.0\.1:\d+ is unreachable \(ECONNREFUSED\)/s);
  } finally {
    await server.close();
  }
});

test('a version of an npm library that is not indexed is fetched when asked for by ID', async () => {
  const dataDir = tempDir();
  assert.equal(runCli(['add', 'npm:p-limit@5.0.0', '--data-dir', dataDir]).status, 0);
  const server = await connect('legacy', ['--data-dir', dataDir]);
  try {
    const text = resultText(await server.client.callTool({ name: 'query-docs', arguments: { libraryId: '/sindresorhus/p-limit/4.0.0', query: 'limit concurrency' } }), false);
    assert.match(text, /Source: p-limit 4\.0\.0 documentation \(\/sindresorhus\/p-limit\/4\.0\.0\)/);
    const missing = resultText(await server.client.callTool({ name: 'query-docs', arguments: { libraryId: '/sindresorhus/p-limit/99.0.0', query: 'limit concurrency' } }), true);
    assert.match(missing, /Version "99\.0\.0" of \/sindresorhus\/p-limit is not available\. Available versions: 5\.0\.0, 4\.0\.0/);
  } finally {
    await server.close();
  }
});

test('a tarball address in registry metadata that points at an internal address is refused, not downloaded', async () => {
  const { createServer } = await import('node:http');
  const inside: string[] = [];
  const internal = createServer((req, res) => (inside.push(req.url ?? ''), res.end('tarball')));
  await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
  const tarball = `http://[::ffff:127.0.0.1]:${(internal.address() as { port: number }).port}/zap-1.0.0.tgz`;
  const registry = createServer((req, res) => {
    const manifest = { name: 'zap', version: '1.0.0', dist: { tarball, shasum: 'x' } };
    if (req.url === '/zap') return res.end(JSON.stringify({ name: 'zap', 'dist-tags': { latest: '1.0.0' }, versions: { '1.0.0': manifest } }));
    if (req.url === '/zap/1.0.0') return res.end(JSON.stringify(manifest));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => registry.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(registry.address() as { port: number }).port}`;
    const added = await runCliAsync(['add', 'npm:zap', '--data-dir', tempDir()], { env: { npm_config_registry: url } });
    assert.equal(added.status, 1);
    assert.match(added.stderr, /Downloading zap@1\.0\.0 was refused: \[::ffff:7f00:1\]:\d+ is an internal address \(::ffff:7f00:1, loopback\)/);
    assert.deepEqual(inside, []);
  } finally {
    await new Promise((r) => registry.close(r));
    await new Promise((r) => internal.close(r));
  }
});
