/**
 * Test helpers shared by every suite: how to run libdocs as users do (the built binary when present, else
 * the sources on the pinned Node), and temporary directories that are removed afterwards.
 * @module
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const fixtures = join(repoRoot, 'test', 'fixtures');
const binary = join(repoRoot, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs');

/**
 * Tests reach only loopback: an npm package's repository or homepage (github.com in most fixtures) is not
 * fetched unless a test asks for it with SERVICE_DOC_SOURCES=all.
 */
export const OFFLINE_DOCS = { SERVICE_DOC_SOURCES: 'npm-only' };

/** The command that runs libdocs: the built binary when it exists (as `npm test` builds it), else the sources. */
export function libdocsCommand(): { command: string; args: string[] } {
  if (existsSync(binary) && !process.env.LIBDOCS_TEST_SOURCES) return { command: binary, args: [] };
  return { command: process.execPath, args: [join(repoRoot, 'src', 'cli', 'main.ts')] };
}

/** Runs `libdocs ...args` to completion; stdin is closed. */
export function runCli(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {}): SpawnSyncReturns<string> {
  const { command, args: prefix } = libdocsCommand();
  return spawnSync(command, [...prefix, ...args], {
    encoding: 'utf8',
    // Not the repository: a server started in a project indexes its dependencies in the background.
    cwd: options.cwd ?? tmpdir(),
    env: { ...process.env, ...OFFLINE_DOCS, NO_COLOR: '1', ...options.env },
    input: options.input ?? '',
    timeout: 60_000,
  });
}

/**
 * Like runCli, without blocking: for tests that serve something in-process (an HTTP server) that libdocs
 * must reach while it runs.
 */
export function runCliAsync(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { command, args: prefix } = libdocsCommand();
  const child = spawn(command, [...prefix, ...args], {
    cwd: options.cwd ?? tmpdir(),
    env: { ...process.env, ...OFFLINE_DOCS, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    }),
  );
}

/** A temporary directory removed when the test file finishes. */
export function tempDir(prefix = 'libdocs-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
