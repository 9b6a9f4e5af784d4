/**
 * What the HTTP tests share: a free loopback port, the built binary started with `--transport http` on it
 * (waiting for its "MCP over HTTP at" line), and a temporary index with the widgets fixture.
 * @module
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtures, libdocsCommand, OFFLINE_DOCS, runCli, tempDir } from '../helpers.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

export function widgetsIndex(): string {
  const dataDir = tempDir('libdocs-http-');
  const added = runCli(['add', join(fixtures, 'engine', 'widgets'), '--data-dir', dataDir]);
  assert.equal(added.status, 0, added.stderr);
  return dataDir;
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  stderr(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code when the process ends by itself. */
  exited(): Promise<number | null>;
}

export async function startServer(dataDir: string, extraArgs: string[] = [], env: NodeJS.ProcessEnv = {}, fixedPort?: number): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const { command, args } = libdocsCommand();
  const child = spawn(command, [...args, '--transport', 'http', '--port', String(port), '--data-dir', dataDir, ...extraArgs], {
    cwd: tmpdir(),
    env: { ...process.env, ...OFFLINE_DOCS, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line within 15 s; stderr: ${stderr}`)), 15_000);
    child.stderr!.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
      if (stderr.includes('MCP over HTTP at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening; stderr: ${stderr}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stderr: () => stderr,
    exited: () => exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      assert.equal(stdout, '', 'the HTTP server writes nothing to stdout');
      return code;
    },
  };
}

/** A JSON-RPC POST to /mcp with the headers a 2025 client sends. */
export function mcpPost(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'http-tests', version: '1.0.0' } } };
export const toolCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'resolve-library-id', arguments: { libraryName: 'widgets', query: 'clicks' } },
});

/** The JSON-RPC message in a JSON or single-event SSE response. */
export async function rpcBody(response: Response): Promise<{ result?: unknown; error?: { code: number; message: string }; id?: unknown }> {
  const text = await response.text();
  const data = response.headers.get('content-type')?.includes('text/event-stream') ? /^data: (.*)$/m.exec(text)?.[1] : text;
  return JSON.parse(data ?? 'null');
}
