#!/usr/bin/env node
/**
 * Warm query latency over MCP stdio, as a long-running server sees it: a server over an index that
 * `node bench/answers.mjs --keep DIR` left (DIR/dev), asked one question file to warm up (statements prepared, code
 * compiled, pages cached), then timed on another whose questions it has not seen. Prints p50 and p95 in milliseconds.
 *
 *   node bench/warm.mjs [--bin dist/libdocs] --index DIR/dev [--warm ../shared/eval/dev.jsonl] [--timed bench/corpora/fresh/questions.jsonl]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const { values: flags } = parseArgs({
  options: {
    bin: { type: 'string', default: join(root, 'dist/libdocs') },
    index: { type: 'string' },
    warm: { type: 'string', default: join(root, '../shared/eval/dev.jsonl') },
    timed: { type: 'string', default: join(root, 'bench/corpora/fresh/questions.jsonl') },
  },
});
if (!flags.index) throw new Error('--index DIR is required: an index that bench/answers.mjs --keep left (its dev/ folder)');
const IDS = { fastify: '/fastify/fastify', axios: '/axios/axios', commander: '/tj/commander.js', nodejs: '/nodejs/node', python: '/python/cpython', postgresql: '/postgres/postgres', flask: '/pallets/flask', docusaurus: '/facebook/docusaurus' };
const questions = (file) => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((q) => IDS[q.corpus]);

const child = spawn(resolve(flags.bin), [], { cwd: mkdtempSync(join(tmpdir(), 'libdocs-warm-')), env: { ...process.env, SERVICE_DATA_DIR: resolve(flags.index) }, stdio: ['pipe', 'pipe', 'ignore'] });
const waiting = new Map();
let next = 1;
createInterface({ input: child.stdout }).on('line', (line) => {
  const msg = JSON.parse(line);
  waiting.get(msg.id)?.(msg);
  waiting.delete(msg.id);
});
const request = (method, params) =>
  new Promise((done) => {
    const id = next++;
    waiting.set(id, done);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  });
await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'warm', version: '1' } });
child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
const ask = (q) => request('tools/call', { name: 'query-docs', arguments: { libraryId: IDS[q.corpus], query: q.query } });
for (const q of questions(flags.warm)) await ask(q);
const ms = [];
for (const q of questions(flags.timed)) {
  const started = performance.now();
  await ask(q);
  ms.push(performance.now() - started);
}
child.kill();
ms.sort((a, b) => a - b);
const at = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1);
console.log(`${ms.length} questions, warm: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
