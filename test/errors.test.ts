/**
 * errors.ts is the one home of what users are told: no message is written inline elsewhere in src/ (a thrown
 * error, a usage error spelled out by hand, an HTTP JSON body); each failure has a code of its own; an error
 * that wraps another carries it as `cause`.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { McpServer } from '@modelcontextprotocol/server';
import { RemoteBackend } from '../src/backends/remote.ts';
import { projectDependencies } from '../src/engine/sources/project.ts';
import { readTarGz } from '../src/engine/sources/tar.ts';
import { LibdocsError } from '../src/errors.ts';
import { HttpClient } from '../src/http-client.ts';
import { startHttpServer } from '../src/transports/http.ts';
import { FakeApi } from './backends/_fake-api.ts';
import { repoRoot, tempDir } from './helpers.ts';

/** Their messages are being moved into errors.ts on other branches; drop each from here once it has. */
const NOT_YET = new Set<string>([]);

/** A string or template literal with a space in it: a sentence, not an identifier. */
const SENTENCE = String.raw`(?:'[^'\n]* [^'\n]*'|` + '`[^`\\n]* [^`\\n]*`)';
const INLINE = [
  { rule: 'a LibdocsError with its message written inline', pattern: new RegExp(String.raw`new LibdocsError\(\s*'[A-Z_]+',\s*` + SENTENCE) },
  { rule: 'a usage error with its message written inline', pattern: new RegExp(String.raw`usageError\(\s*` + SENTENCE) },
  { rule: 'an error with its message written inline', pattern: new RegExp(String.raw`new (?:Error|OAuthError)\((?:[^()]*?,\s*)?` + SENTENCE) },
  { rule: 'an HTTP JSON body with its message written inline', pattern: new RegExp(String.raw`(?:\berror:\s*'[a-z_]+',\s*|^\s*)message:\s*` + SENTENCE) },
  { rule: "a doctor check's fix written inline", pattern: new RegExp(String.raw`\bfix\s*[:=][^;]*?` + SENTENCE) },
  { rule: 'a usage error (exit code 2) spelled out by hand: use usageError()', pattern: /new LibdocsError\(\s*'INVALID_ARGUMENT',[^;]*,\s*2\s*\)/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

test('no user-facing message is written outside errors.ts', () => {
  const found: string[] = [];
  for (const file of sources(join(repoRoot, 'src'))) {
    const path = relative(repoRoot, file);
    if (path === 'src/errors.ts' || NOT_YET.has(path)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      for (const { rule, pattern } of INLINE) if (pattern.test(line)) found.push(`${path}:${i + 1}: ${rule}`);
    });
  }
  assert.deepEqual(found, []);
});

test('the scan finds each kind of inline message (so an empty result means something)', () => {
  const samples = [
    "throw new LibdocsError('SOURCE_NOT_FOUND', `No such file: ${path}.`);",
    "throw usageError('--port is wrong.');",
    "reject(new Error(`the registry did not answer within ${s} s`));",
    "throw new OAuthError(403, 'insufficient_scope', `The token lacks ${scope}.`);",
    "sendJson(res, 404, { error: 'not_found', message: 'No endpoint here.' });",
    "throw new LibdocsError('INVALID_ARGUMENT', messages.invalidPort(text), 2);",
    "checks.push({ name: 'x', status: 'fail', detail: reason, fix: 'Run it again.' });",
  ];
  for (const sample of samples) assert.ok(INLINE.some(({ pattern }) => pattern.test(sample)), sample);
  for (const fine of ["throw new LibdocsError('SOURCE_NOT_FOUND', messages.noSuchPath(root), 2);", "throw onAbort?.() ?? new Error('aborted');"]) {
    assert.ok(!INLINE.some(({ pattern }) => pattern.test(fine)), fine);
  }
});

test('a port that cannot be listened on is LISTEN_FAILED (not a bad argument), with the system error as its cause', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as { port: number }).port;
  try {
    const error = await startHttpServer({
      host: '127.0.0.1',
      port,
      factory: () => new McpServer({ name: 'errors-test', version: '1.0.0' }),
      allowedOrigins: [],
      trustProxy: false,
      health: async () => ({ ok: true, detail: 'test' }),
      log: () => {},
    }).then(
      () => assert.fail('listened on a port in use'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof LibdocsError);
    assert.equal(error.code, 'LISTEN_FAILED');
    assert.equal(error.message, `Port ${port} is already in use on 127.0.0.1. Stop the program using it, or start libdocs with another --port (clients must then use that port).`);
    assert.equal((error.cause as NodeJS.ErrnoException).code, 'EADDRINUSE');
  } finally {
    taken.close();
  }
});

test('HTTP 402 from the backing API is PAYMENT_REQUIRED, not RATE_LIMITED (SPEC.md 7 gives 429 to the rate limit)', async () => {
  const api = new FakeApi();
  await api.start();
  try {
    api.handler = () => ({ status: 402, body: { error: 'payment_required', message: 'Monthly quota used' } });
    const remote = new RemoteBackend(`http://127.0.0.1:${api.port}/api`, new HttpClient({ noProxy: [] }), 'svcsk_errors_test_key_0123');
    await assert.rejects(remote.queryDocs('/acme/widgets', 'add a widget'), (error: unknown) => {
      assert.ok(error instanceof LibdocsError);
      assert.equal(error.code, 'PAYMENT_REQUIRED');
      assert.match(error.message, /plan or quota of this key \(Monthly quota used\)/);
      return true;
    });
  } finally {
    await api.close();
  }
});

test('a damaged archive is SOURCE_REFUSED, and says why, with zlib\'s error as its cause', () => {
  assert.throws(
    () => readTarGz(Buffer.from('not a gzip stream'), () => true),
    (error: unknown) => {
      assert.ok(error instanceof LibdocsError);
      assert.equal(error.code, 'SOURCE_REFUSED');
      assert.match(error.message, /^The archive is not valid gzip \(Z_DATA_ERROR\)\.$/);
      assert.ok(error.cause instanceof Error);
      return true;
    },
  );
});

test('an unreadable package.json is named, with the parse error as its cause', () => {
  const dir = tempDir();
  const error = (() => {
    try {
      projectDependencies(dir);
    } catch (e) {
      return e;
    }
  })();
  assert.ok(error instanceof LibdocsError);
  assert.equal(error.code, 'SOURCE_NOT_FOUND');
  assert.match(error.message, /package\.json cannot be read \(ENOENT/);
  assert.equal((error.cause as NodeJS.ErrnoException).code, 'ENOENT');
});
