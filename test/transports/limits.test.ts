/**
 * The HTTP server's time limits: a client that sends its headers or its body too slowly is cut off at the
 * limit (to within a second), and the defaults are the ones README.md documents. The server runs in-process
 * on loopback with short limits, so the tests take seconds, not the default minute.
 */
import { McpServer } from '@modelcontextprotocol/server';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { HTTP_LIMITS } from '../../src/defaults.ts';
import { startHttpServer, type RunningHttpServer } from '../../src/transports/http.ts';
import { repoRoot } from '../helpers.ts';
import { freePort } from './_server.ts';

let server: RunningHttpServer;
before(async () => {
  server = await startHttpServer({
    host: '127.0.0.1',
    port: await freePort(),
    factory: () => new McpServer({ name: 'limits-test', version: '1.0.0' }),
    allowedOrigins: [],
    trustProxy: false,
    health: async () => ({ ok: true, detail: 'test' }),
    limits: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 },
    log: () => {},
  });
});
after(() => server.close());

/**
 * Opens a connection, sends `first`, then one byte of `trickle` every 100 ms; resolves with how long the server
 * kept the connection open and what it answered, or gives up after `giveUpMs`.
 */
function trickle(first: string, drip: string, giveUpMs: number): Promise<{ ms: number; answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => socket.write(drip[i++ % drip.length]!), 100);
    const done = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: performance.now() - started, answer, closed });
    };
    const giveUp = setTimeout(() => done(false), giveUpMs);
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('close', () => done(true));
    socket.on('error', () => {});
    socket.write(first);
  });
}

test('a client trickling its headers is cut off at the header limit, to within a second', async () => {
  const result = await trickle('POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'abcdefgh', 4_000);
  assert.ok(result.closed, `still open after ${Math.round(result.ms)} ms`);
  assert.ok(result.ms >= 900 && result.ms < 2_100, `closed after ${Math.round(result.ms)} ms, limit 1000 ms`);
  assert.match(result.answer, /^HTTP\/1\.1 408 /);
});

test('a client trickling its body is cut off at the request limit, to within a second', async () => {
  const head = 'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: 1000\r\n\r\n';
  const result = await trickle(head, '{"jsonrpc":', 5_000);
  assert.ok(result.closed, `still open after ${Math.round(result.ms)} ms`);
  assert.ok(result.ms >= 1_900 && result.ms < 3_100, `closed after ${Math.round(result.ms)} ms, limit 2000 ms`);
  // The server still answers others.
  assert.equal((await fetch(`${server.url}/ping`)).status, 200);
});

test('the default limits are the ones README.md documents', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const limits = /\*\*Limits\*\*: headers must arrive within (\d+) s and a request complete within (\d+) s; idle keep-alive connections\s+close after (\d+) s/.exec(readme);
  assert.ok(limits, 'README.md states the limits');
  assert.deepEqual(limits.slice(1).map((s) => Number(s) * 1000), [HTTP_LIMITS.headersTimeoutMs, HTTP_LIMITS.requestTimeoutMs, HTTP_LIMITS.keepAliveMs]);
});
