#!/usr/bin/env node
/**
 * Load on remote mode: `tools/call query-docs` POSTed to /mcp of the built binary on loopback with autocannon,
 * 64 connections for 30 s by default. Indexes the fastify corpus (.corpora, see bench/run.ts) when present, else
 * the widgets test fixture; rate limits are lifted so that the server, not the limiter, is measured.
 *
 * Usage: node bench/http-load.mjs [--connections 64] [--duration 30] [--binary dist/libdocs]
 * Prints requests per second, latency p50/p99 and the count of errors and non-2xx responses.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '64' },
    duration: { type: 'string', default: '30' },
    binary: { type: 'string', default: join(root, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs') },
  },
});
const binary = resolve(values.binary);
if (!existsSync(binary)) {
  console.error(`${binary} is missing: build it with node build.mjs --host-only`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'libdocs-load-'));
const corpus = join(root, '.corpora', 'corpora', 'fastify');
const source = existsSync(corpus) ? corpus : join(root, 'test', 'fixtures', 'engine', 'widgets');
const added = spawnSync(binary, ['add', source, '--data-dir', dataDir, '--json'], { encoding: 'utf8' });
if (added.status !== 0) throw new Error(added.stderr);
const libraryId = JSON.parse(added.stdout).id;
const question = existsSync(corpus) ? 'how do I set a request timeout' : 'how do I stop listening for clicks?';

const port = await new Promise((r) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => r(port));
  });
});
const unlimited = 'anonymous=1000000000,free=1000000000,pro=1000000000,enterprise=1000000000';
const server = spawn(binary, ['--transport', 'http', '--port', String(port), '--data-dir', dataDir, '--rate-limits', unlimited], { stdio: ['ignore', 'ignore', 'pipe'], cwd: dataDir });
await new Promise((resolveStart, reject) => {
  let text = '';
  server.stderr.on('data', (c) => {
    text += c;
    if (text.includes('MCP over HTTP at')) resolveStart();
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${text}`)));
});
// The request log would measure stderr writes; drain it.
server.stderr.resume();

const result = await autocannon({
  url: `http://127.0.0.1:${port}/mcp`,
  method: 'POST',
  connections: Number(values.connections),
  duration: Number(values.duration),
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'query-docs', arguments: { libraryId, query: question } } }),
});
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });

console.log(`query-docs over HTTP (${libraryId}, "${question}"), ${values.connections} connections, ${values.duration} s:`);
console.log(`  requests/s: mean ${result.requests.average.toFixed(0)}, total ${result.requests.total}`);
console.log(`  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
if (result.errors || result.timeouts || result.non2xx) process.exitCode = 1;
