/**
 * What the MCP server tests share: a temporary index built with the real `libdocs add` from the fixtures in
 * test/fixtures/docs, and an MCP SDK client connected over stdio to a spawned libdocs (the built binary when
 * present, else the sources) in either protocol era.
 * @module
 */
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fixtures, libdocsCommand, OFFLINE_DOCS, runCli, tempDir } from '../helpers.ts';

export type Era = 'modern' | 'legacy';
export const ERAS: Era[] = ['modern', 'legacy'];
export const MODERN = '2026-07-28';

/** Indexes trailmap 1.4.0 and 2.0.0 and pocketqueue (no version) into a new temporary data directory. */
export function buildIndex(): string {
  const dataDir = tempDir('libdocs-server-');
  const add = (folder: string, ...args: string[]) => {
    const result = runCli(['add', join(fixtures, 'docs', folder), ...args, '--data-dir', dataDir]);
    assert.equal(result.status, 0, `libdocs add ${folder}: ${result.stderr}`);
  };
  const trailmap = ['--id', '/trailmap/trailmap', '--name', 'Trailmap', '--description', 'Tiny HTTP router for Node.js servers'];
  add('trailmap-1', ...trailmap, '--version', '1.4.0');
  add('trailmap-2', ...trailmap, '--version', '2.0.0');
  add('pocketqueue', '--id', '/pocketqueue/pocketqueue', '--name', 'PocketQueue', '--description', 'In-process job queue with retries');
  return dataDir;
}

/** The environment a client would give the server: the SDK's default inherited variables, nothing else. */
export function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  // Where the machine reaches the npm registry through a TLS-inspecting proxy, a user would put its CA (and
  // proxy) into the server's env in the assistant's config: do the same.
  const network = Object.fromEntries(
    ['NODE_EXTRA_CA_CERTS', 'HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy', 'npm_config_registry']
      .filter((name) => process.env[name])
      .map((name) => [name, process.env[name]!]),
  );
  return { ...getDefaultEnvironment(), ...network, ...OFFLINE_DOCS, NO_COLOR: '1', ...extra };
}

export interface Connection {
  client: Client;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** Spawns libdocs with `args` and connects the SDK client in the given era. */
export async function connect(era: Era, args: string[], clientInfo = { name: 'libdocs-tests', version: '1.0.0' }, env: Record<string, string> = {}): Promise<Connection> {
  const { command, args: prefix } = libdocsCommand();
  // cwd: not the repository, which is a project whose dependencies a server would index in the background.
  const transport = new StdioClientTransport({ command, args: [...prefix, ...args], env: serverEnv(env), stderr: 'pipe', cwd: tmpdir() });
  let stderr = '';
  (transport.stderr as Readable | null)?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client(clientInfo, era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN } } } : {});
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** The text of a tool result, asserting its error flag. */
export function resultText(result: unknown, isError: boolean): string {
  const r = result as { isError?: boolean; content?: { type: string; text?: string }[] };
  const text = (r.content ?? []).map((c) => c.text ?? '').join('');
  assert.equal(r.isError === true, isError, `isError should be ${isError}: ${text}`);
  assert.equal(r.content?.length, 1);
  assert.equal(r.content?.[0]?.type, 'text');
  return text;
}
