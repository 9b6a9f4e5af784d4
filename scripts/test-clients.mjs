#!/usr/bin/env node
/**
 * `npm run test:clients`: connects the real MCP clients to the built binary (test/clients/clients.test.ts).
 *   1. Installs the pinned clients with `npm ci --prefix test/clients` (about 1.5 GB, a minute), unless
 *      test/clients/node_modules already holds exactly that lockfile's install. Install scripts are not run: the
 *      clients work without them (Claude Code's only copies its native binary into place; the test starts it
 *      through the package's own wrapper instead).
 *   2. Builds dist/libdocs (`node build.mjs --host-only`) when it is missing.
 *   3. Runs the test file with no network but loopback: in a new network namespace (`unshare -rn`, loopback up)
 *      where the system allows one; elsewhere on the normal network, which it says.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clients = join(root, 'test', 'clients');
const stamp = join(clients, 'node_modules', '.libdocs-installed');

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const lock = createHash('sha256').update(readFileSync(join(clients, 'package-lock.json'))).digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
  console.log('[test:clients] installing the pinned MCP clients into test/clients/node_modules');
  run('npm', ['ci', '--prefix', clients, '--ignore-scripts', '--no-audit', '--no-fund']);
  writeFileSync(stamp, lock);
}

if (!existsSync(join(root, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs'))) run(process.execPath, ['build.mjs', '--host-only']);

const test = [process.execPath, '--test', '--test-concurrency=1', join('test', 'clients', 'clients.test.ts')];
const env = { ...process.env, LIBDOCS_CLIENT_TESTS: '1' };
// A network namespace of its own: the clients, the servers the test starts and the binary see only loopback.
const probe = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
if (probe.status === 0) {
  run('unshare', ['-rn', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', ...test], { env: { ...env, LIBDOCS_CLIENT_TESTS_OFFLINE: '1' } });
} else {
  console.log('[test:clients] no network namespace here (unshare -rn and ip are needed): the clients run with the normal network');
  run(test[0], test.slice(1), { env });
}
