/**
 * Test helpers shared by every suite: how to run libdocs as users do (the built binary when present, else
 * the sources on the pinned Node), and temporary directories that are removed afterwards.
 * @module
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const fixtures = join(repoRoot, 'test', 'fixtures');
const binary = join(repoRoot, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs');

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
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    input: options.input ?? '',
    timeout: 60_000,
  });
}

/** A temporary directory removed when the test file finishes. */
export function tempDir(prefix = 'libdocs-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
