#!/usr/bin/env node
/**
 * Start-up time of the built executable, as an MCP client sees it: from spawning `dist/libdocs` (stdio transport)
 * to receiving the `tools/list` result, after a 2025-06-18 `initialize` and `notifications/initialized`
 * (newline-delimited JSON-RPC). Prints median and p95 over the runs, and the sizes of the binaries in dist/.
 *
 * Usage: node bench/startup.mjs [--binary dist/libdocs] [--runs 20] [--version-only] [-- extra server args]
 *   --version-only  time `libdocs --version` instead (process start and exit, no server)
 * The server gets an empty temporary --data-dir unless extra arguments are given.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    binary: { type: 'string', default: join(root, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs') },
    runs: { type: 'string', default: '20' },
    'version-only': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '15000' },
  },
});
const binary = resolve(flags.binary);
const runs = Number(flags.runs);
const timeoutMs = Number(flags.timeout);
if (!existsSync(binary)) {
  console.error(`${binary} does not exist: run npm run build (or node build.mjs --host-only) first`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'libdocs-bench-'));
const serverArgs = positionals.length > 0 ? positionals : ['--data-dir', dataDir];

const times = [];
let toolCount;
try {
  // One warm-up run (page cache), not counted.
  await (flags['version-only'] ? timeVersion() : timeToolsList());
  for (let i = 0; i < runs; i++) {
    const result = flags['version-only'] ? await timeVersion() : await timeToolsList();
    times.push(result.ms);
    toolCount = result.tools;
  }
} catch (error) {
  console.error(`startup bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (times.length > 0) {
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  const what = flags['version-only'] ? 'spawn → `--version` exit' : `spawn → tools/list result (${toolCount} tools)`;
  console.log(`${what}, ${times.length} runs: median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
}

console.log('\nbinary sizes:');
const dist = join(root, 'dist');
for (const name of existsSync(dist) ? readdirSync(dist).sort() : []) {
  if (!/^libdocs/.test(name)) continue;
  console.log(`  ${name.padEnd(26)} ${(statSync(join(dist, name)).size / 1024 / 1024).toFixed(1).padStart(7)} MB`);
}

/** Spawns the server, does the handshake, and resolves with the time until the tools/list response. */
function timeToolsList() {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    const child = spawn(binary, serverArgs, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' }, cwd: tmpdir() });
    let buffered = '';
    let stderr = '';
    let done = false;
    const exited = new Promise((r) => child.once('exit', r));
    const finish = (error, value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.stdin.end();
      // Give it a moment to exit on end of input (as the stdio binding asks), then make sure it is gone.
      const kill = setTimeout(() => child.kill(), 2000);
      exited.then(() => {
        clearTimeout(kill);
        if (error) reject(error);
        else resolvePromise(value);
      });
    };
    const timer = setTimeout(
      () => finish(new Error(`no tools/list response within ${timeoutMs} ms${stderr ? `; stderr: ${stderr.trim().split('\n')[0]}` : ''}`)),
      timeoutMs,
    );
    const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    child.on('error', (error) => finish(error));
    child.stdin.on('error', () => {}); // EPIPE when the server is gone; the 'exit' handler reports that
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code, signal) => {
      if (!done) finish(new Error(`server exited (${code ?? signal}) before answering tools/list${stderr ? `: ${stderr.trim().split('\n')[0]}` : ''}`));
    });
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (!line) continue;
        let message;
        try {
          message = JSON.parse(line);
        } catch {
          return finish(new Error(`not JSON on stdout: ${line.slice(0, 120)}`));
        }
        if (message.id === 1) {
          if (message.error) return finish(new Error(`initialize failed: ${JSON.stringify(message.error)}`));
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/list', params: {} });
        } else if (message.id === 2) {
          const ms = performance.now() - start;
          if (message.error) return finish(new Error(`tools/list failed: ${JSON.stringify(message.error)}`));
          finish(null, { ms, tools: message.result?.tools?.length ?? 0 });
        }
      }
    });
    send({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'libdocs-startup-bench', version: '1.0.0' } },
    });
  });
}

/** Spawns `libdocs --version` and resolves with the time until it exits. */
function timeVersion() {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    const child = spawn(binary, ['--version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - start;
      if (code !== 0) reject(new Error(`--version exited with ${code}`));
      else resolvePromise({ ms, version: out.trim() });
    });
  });
}
