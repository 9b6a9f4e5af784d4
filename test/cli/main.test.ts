/**
 * The `libdocs` command line as a user types it into an assistant's config: each invalid option or
 * combination prints one message naming the flag, exits with code 2 and starts nothing; `--help` and
 * `--version` answer without starting the server.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { libdocsCommand, repoRoot, runCli, tempDir } from '../helpers.ts';
import { SUBCOMMANDS } from '../../src/config.ts';

const dataDir = tempDir();
const version: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
/** A clean environment: no key, no API URL, no proxy from the developer's shell. */
const clean = { SERVICE_API_KEY: '', SERVICE_API_URL: '', HTTPS_PROXY: '', https_proxy: '', HTTP_PROXY: '', http_proxy: '' };
const cli = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli([...args, '--data-dir', dataDir], { env: { ...clean, ...env } });

const usageErrors: [string[], string][] = [
  [['--port', '5555'], '--port only applies to the HTTP transport: add --transport http, or remove --port (stdio uses no port).'],
  [['--port=5555'], '--port only applies to the HTTP transport: add --transport http, or remove --port (stdio uses no port).'],
  [['--transport=stdio', '--port=5555'], '--port only applies to the HTTP transport: add --transport http, or remove --port (stdio uses no port).'],
  [['--transport', 'http', '--port', 'abc'], '--port must be a whole number from 1 to 65535 (got "abc").'],
  [['--transport', 'http', '--port', '70000'], '--port must be a whole number from 1 to 65535 (got "70000").'],
  [['--transport', 'http', '--port=0'], '--port must be a whole number from 1 to 65535 (got "0").'],
  [['--transport', 'foo'], '--transport must be stdio or http (got "foo").'],
  [['--transport=foo'], '--transport must be stdio or http (got "foo").'],
  [
    ['--transport', 'http', '--api-key', 'svcsk_abcdef123456'],
    '--api-key works only with --transport stdio. Over HTTP each client sends its key in a header (SERVICE_API_KEY, Service-API-Key, X-API-Key, or Authorization: Bearer <key>): remove --api-key.',
  ],
  [
    ['--api-key=svcsk_abcdef123456', '--transport=http'],
    '--api-key works only with --transport stdio. Over HTTP each client sends its key in a header (SERVICE_API_KEY, Service-API-Key, X-API-Key, or Authorization: Bearer <key>): remove --api-key.',
  ],
  [['--verbose'], 'Unknown option --verbose. Run `libdocs --help` for the options.'],
  [['--api_key', 'x'], 'Unknown option --api_key. Did you mean --api-key? Run `libdocs --help` for the options.'],
  [['--transport'], '--transport needs a value, for example --transport http.'],
  [['serve'], `Unexpected argument "serve". The server takes only options; subcommands are ${SUBCOMMANDS.join(', ')}. Run \`libdocs --help\` for usage.`],
];

for (const [args, message] of usageErrors) {
  test(`libdocs ${args.join(' ')} → exit 2: ${message.slice(0, 50)}…`, () => {
    const result = cli(args);
    assert.equal(result.stderr, `libdocs: ${message}\n`);
    assert.equal(result.stdout, '', 'nothing on stdout: no server was started');
    assert.equal(result.status, 2);
  });
}

test('an API key without the svcsk prefix is refused at start-up, from the flag or the environment', () => {
  const flag = cli(['--api-key', 'sk-abcdef123456']);
  assert.equal(flag.status, 2);
  assert.match(flag.stderr, /^libdocs: Invalid API key \(from --api-key\): it does not start with svcsk\./);
  assert.ok(!flag.stderr.includes('abcdef123456'), 'the key is not echoed');
  const env = cli([], { SERVICE_API_KEY: 'svcsk abc' });
  assert.equal(env.status, 2);
  assert.match(env.stderr, /^libdocs: Invalid API key \(from SERVICE_API_KEY\): it contains spaces or quotes\./);
});

test('an invalid URL or proxy variable is named, exit 2', () => {
  const api = cli([], { SERVICE_API_URL: 'localhost:8080' });
  assert.equal(api.status, 2);
  assert.equal(api.stderr, 'libdocs: SERVICE_API_URL must be an http:// or https:// URL (got "localhost:8080"). Fix it or unset SERVICE_API_URL.\n');
  const proxy = cli([], { HTTPS_PROXY: 'socks5://127.0.0.1:1080' });
  assert.equal(proxy.status, 2);
  assert.match(proxy.stderr, /^libdocs: HTTPS_PROXY must be an http:\/\/ or https:\/\/ proxy address/);
});

test('--version prints the version and nothing else, even among server options', () => {
  for (const args of [['--version'], ['-v'], ['--transport', 'http', '--version']]) {
    const result = runCli(args);
    assert.equal(result.stdout, `${version}\n`, args.join(' '));
    assert.equal(result.stderr, '');
    assert.equal(result.status, 0);
  }
});

test('--help shows the server options and the subcommands', (t) => {
  const result = runCli(['--help']);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stderr, '');
  for (const flag of ['--transport', '--port', '--host', '--api-key', '--data-dir', '--offline', '--no-project-docs']) {
    assert.match(result.stdout, new RegExp(`${flag}\\b`));
  }
  assert.equal(runCli(['-h']).stdout, result.stdout);
  assert.equal(runCli(['--port', '1', '--help']).stdout, result.stdout, '--help wins over invalid options');
  assert.match(result.stdout, new RegExp(`USAGE libdocs \\[OPTIONS\\] {2}\\| {2}libdocs ${SUBCOMMANDS.join('\\|')} \\.\\.\\.`));
  t.assert.snapshot(result.stdout.replace(`v${version}`, 'v<version>'), { serializers: [(value) => `\n${String(value)}`] });
});

test('a subcommand is recognised only as the first argument', () => {
  const list = runCli(['list', '--data-dir', dataDir]);
  assert.equal(list.status, 0, list.stderr);
  const misplaced = cli(['--offline', 'list']);
  assert.equal(misplaced.status, 2);
  assert.equal(misplaced.stderr, 'libdocs: Unexpected argument "list": a subcommand must come first, as in `libdocs list ...`.\n');
});

test('help piped into another program has no colour codes', () => {
  const { command, args } = libdocsCommand();
  const env = { ...process.env };
  delete env.NO_COLOR;
  delete env.CI;
  delete env.TEST;
  for (const argv of [['--help'], ['keys', '--help']]) {
    const result = spawnSync(command, [...args, ...argv], { encoding: 'utf8', env });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.includes('\u001b['), false, argv.join(' '));
  }
});

test('a reader that stops early (libdocs … | head) ends the command quietly, exit 0', async () => {
  const { command, args } = libdocsCommand();
  const { spawn } = await import('node:child_process');
  const child = spawn(command, [...args, 'completions', 'bash'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  assert.equal(stderr, '');
  assert.equal(code, 0);
});
