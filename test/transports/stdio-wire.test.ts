/**
 * libdocs over stdio at the level of the wire: raw newline-delimited JSON-RPC, as the older clients (and
 * shell pipes) send it. The 2024-11-05 and 2025-06-18 handshakes, a raw 2026-07-28 exchange, lines that are
 * not JSON-RPC, stdout carrying only protocol, a clean exit when stdin closes or on SIGTERM/SIGINT, and the
 * index warmed up after start-up without creating one or failing on a damaged one.
 */
import { tmpdir } from 'node:os';
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { after, test } from 'node:test';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { libdocsCommand, tempDir } from '../helpers.ts';
import { buildIndex, MODERN, serverEnv } from '../server/_harness.ts';

const dataDir = buildIndex();

interface Message {
  jsonrpc: string;
  id?: number | string;
  method?: string;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** A spawned server with its stdout split into lines; every line must be a JSON-RPC message. */
class Raw {
  readonly child: ChildProcessWithoutNullStreams;
  readonly lines: string[] = [];
  stderr = '';
  private buffer = '';
  private waiters: (() => void)[] = [];

  constructor(args: string[] = [], dir = dataDir) {
    const { command, args: prefix } = libdocsCommand();
    this.child = spawn(command, [...prefix, '--data-dir', dir, ...args], { env: serverEnv(), cwd: tmpdir() });
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl: number;
      while ((nl = this.buffer.indexOf('\n')) >= 0) {
        this.lines.push(this.buffer.slice(0, nl));
        this.buffer = this.buffer.slice(nl + 1);
      }
      for (const w of this.waiters.splice(0)) w();
    });
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    after(() => this.child.kill('SIGKILL'));
  }

  write(...messages: (object | string)[]): void {
    for (const m of messages) this.child.stdin.write(`${typeof m === 'string' ? m : JSON.stringify(m)}\n`);
  }

  messages(): Message[] {
    return this.lines.map((line) => {
      const message = JSON.parse(line) as Message; // throws if stdout carried anything but JSON
      assert.equal(message.jsonrpc, '2.0', line);
      return message;
    });
  }

  /** The response with this id (waits up to 20 s). */
  async response(id: number): Promise<Message> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = this.messages().find((m) => m.id === id && !m.method);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no response to ${id}; stdout: ${this.lines.join('\n')}; stderr: ${this.stderr}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Exit code and signal, waiting at most `ms`. */
  async exit(ms = 5000): Promise<{ code: number | null; signal: string | null }> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return { code: this.child.exitCode, signal: this.child.signalCode };
    const timer = setTimeout(() => this.child.kill('SIGKILL'), ms);
    const [code, signal] = (await once(this.child, 'exit')) as [number | null, string | null];
    clearTimeout(timer);
    return { code, signal };
  }
}

const initialize = (id: number, protocolVersion: string) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw-client', version: '0.0.1' } },
});
const request = (id: number, method: string, params: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id, method, params });
const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-modern', version: '2.0.0' },
};

for (const version of ['2024-11-05', '2025-06-18', '2025-11-25']) {
  test(`the ${version} handshake, then tools/list and a tool call`, async () => {
    const raw = new Raw();
    raw.write(initialize(1, version));
    const init = await raw.response(1);
    assert.equal(init.result?.protocolVersion, version);
    assert.deepEqual((init.result?.serverInfo as { name: string }).name, 'libdocs');
    assert.match(String(init.result?.instructions), /resolve-library-id/);
    assert.deepEqual(init.result?.capabilities, { tools: { listChanged: false }, prompts: { listChanged: false }, resources: { listChanged: false } });
    raw.write({ jsonrpc: '2.0', method: 'notifications/initialized' }, request(2, 'tools/list'), request(3, 'ping'));
    const tools = (await raw.response(2)).result?.tools as { name: string }[];
    assert.deepEqual(tools.map((t) => t.name), ['resolve-library-id', 'query-docs']);
    assert.deepEqual((await raw.response(3)).result, {});
    raw.write(request(4, 'tools/call', { name: 'query-docs', arguments: { libraryId: '/pocketqueue/pocketqueue', query: 'retry failed jobs' } }));
    const answer = (await raw.response(4)).result as { content: { text: string }[]; isError?: boolean };
    assert.equal(answer.isError, undefined);
    assert.match(answer.content[0]!.text, /retries: 3, backoff: 500/);
    raw.child.stdin.end();
    assert.deepEqual(await raw.exit(), { code: 0, signal: null });
    raw.messages();
  });
}

test('tools/list before any initialize is answered (some clients list tools first)', async () => {
  const raw = new Raw();
  raw.write(request(1, 'tools/list'));
  assert.equal(((await raw.response(1)).result?.tools as unknown[]).length, 2);
});

test('2026-07-28 on the wire: server/discover, then requests with the _meta envelope and resultType', async () => {
  const raw = new Raw();
  raw.write(request(1, 'server/discover', { _meta: modernMeta }));
  const discover = (await raw.response(1)).result!;
  assert.deepEqual(discover.supportedVersions, [MODERN]);
  assert.equal(discover.resultType, 'complete');
  assert.match(String(discover.instructions), /query-docs/);
  raw.write(request(2, 'tools/call', { name: 'resolve-library-id', arguments: { query: 'routing', libraryName: 'trailmap' }, _meta: modernMeta }));
  const resolved = (await raw.response(2)).result as { content: { text: string }[]; resultType: string };
  assert.equal(resolved.resultType, 'complete');
  assert.match(resolved.content[0]!.text, /^Available Libraries:\n\n1\. \/trailmap\/trailmap\n/);
  // A 2025 handshake on a connection that opened in 2026-07-28 is refused with the supported versions.
  raw.write(initialize(3, '2025-06-18'));
  const refused = await raw.response(3);
  assert.equal(refused.error?.code, -32022);
});

test('a modern request without the envelope opens the 2025 era (claim-less), as older clients expect', async () => {
  const raw = new Raw();
  raw.write(request(1, 'tools/call', { name: 'query-docs', arguments: { libraryId: '/trailmap/trailmap', query: 'wildcards' } }));
  const result = (await raw.response(1)).result as { content: { text: string }[]; resultType?: string };
  assert.match(result.content[0]!.text, /req\.params\.rest/);
  assert.equal(result.resultType, undefined);
});

test('lines that are not JSON-RPC are ignored, and stdout carries only JSON-RPC', async () => {
  const raw = new Raw();
  raw.write('hello', '{not json', '{"foo":1}', '', '[]', initialize(1, '2025-06-18'));
  await raw.response(1);
  raw.write('garbage after the handshake', request(2, 'tools/list'));
  await raw.response(2);
  raw.child.stdin.end();
  assert.equal((await raw.exit()).code, 0);
  const messages = raw.messages();
  assert.deepEqual(messages.map((m) => m.id), [1, 2]);
  assert.doesNotMatch(raw.stderr, /hello|garbage/, 'ignored lines are not echoed');
});

test('requests already sent are answered before the server exits on end of input', async () => {
  const raw = new Raw();
  raw.write(
    initialize(1, '2025-06-18'),
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    request(2, 'tools/call', { name: 'query-docs', arguments: { libraryId: '/trailmap/trailmap', query: 'middleware' } }),
    request(3, 'tools/call', { name: 'resolve-library-id', arguments: { query: 'jobs', libraryName: 'pocketqueue' } }),
  );
  raw.child.stdin.end();
  assert.deepEqual(await raw.exit(), { code: 0, signal: null });
  assert.deepEqual(raw.messages().map((m) => m.id).sort(), [1, 2, 3]);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} ends the server cleanly`, { skip: process.platform === 'win32' && 'no POSIX signals on Windows' }, async () => {
    const raw = new Raw();
    raw.write(initialize(1, '2025-06-18'));
    await raw.response(1);
    raw.child.kill(signal);
    assert.deepEqual(await raw.exit(), { code: 0, signal: null });
    assert.equal(raw.stderr, '');
  });
}

/** Long enough for the warm-up after start-up (400 ms, then opening the index) to have run. */
const afterWarmUp = () => new Promise((resolve) => setTimeout(resolve, 2000));

test('the warm-up after start-up creates no index where there is none', async () => {
  const empty = tempDir('libdocs-no-index-');
  const raw = new Raw(['--offline'], empty);
  raw.write(initialize(1, '2025-06-18'), { jsonrpc: '2.0', method: 'notifications/initialized' });
  await raw.response(1);
  await afterWarmUp();
  assert.equal(existsSync(join(empty, 'index.db')), false, 'start-up alone must not write an index');
  raw.write(request(2, 'tools/list'));
  await raw.response(2);
  raw.child.stdin.end();
  assert.deepEqual(await raw.exit(), { code: 0, signal: null });
  assert.equal(raw.stderr, '');
});

test('the warm-up meets a damaged index quietly: the server stays up and the first question reports the damage', async () => {
  const broken = tempDir('libdocs-broken-');
  writeFileSync(join(broken, 'index.db'), 'this is not an SQLite database, only text long enough to be read as a header');
  const raw = new Raw(['--offline'], broken);
  raw.write(initialize(1, '2025-06-18'), { jsonrpc: '2.0', method: 'notifications/initialized' });
  await raw.response(1);
  await afterWarmUp();
  assert.equal(raw.child.exitCode, null, `the server exited during the warm-up: ${raw.stderr}`);
  assert.equal(raw.stderr, '', 'the warm-up reports nothing itself');
  raw.write(request(2, 'tools/call', { name: 'query-docs', arguments: { libraryId: '/trailmap/trailmap', query: 'middleware' } }));
  const answer = (await raw.response(2)).result as { isError?: boolean; content: { text: string }[] };
  assert.equal(answer.isError, true);
  assert.match(answer.content[0]!.text, /index/i);
  raw.child.stdin.end();
  assert.deepEqual(await raw.exit(), { code: 0, signal: null });
});
