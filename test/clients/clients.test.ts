/**
 * The real MCP clients, installed from npm at pinned versions (test/clients/package.json), connected to the built
 * binary as a user connects them: `libdocs setup <client> --write` (or the command `setup` prints) in a fresh
 * HOME and XDG folders, then the client's own command lists libdocs and says it is connected, over stdio and over
 * HTTP (/mcp on loopback, with a key). Codex and Copilot CLI list servers without connecting to them: for those the
 * proof is that they read the file, and mcporter (which reads Codex's, Cursor's, Windsurf's, VS Code's and
 * opencode's files) connects to what was written.
 *
 * Run by `npm run test:clients` (scripts/test-clients.mjs), which installs the clients and runs this file with no
 * network but loopback; `npm test` skips it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse as parseJsonc } from 'jsonc-parser';
import { startServer, type RunningServer } from '../transports/_server.ts';
import { fixtures, libdocsCommand, runCli, tempDir } from '../helpers.ts';

const enabled = process.env.LIBDOCS_CLIENT_TESTS === '1';
const skip = enabled ? false : 'run by `npm run test:clients`, which installs the clients';
const modules = join(import.meta.dirname, 'node_modules');

/** A client's command: [executable, ...leading args], or undefined when it is not installed for this platform. */
function client(found: () => string[]): string[] | undefined {
  try {
    const command = found();
    return existsSync(command.at(-1)!) ? command : undefined;
  } catch {
    return undefined;
  }
}
const node = process.execPath;
const pkgDir = (name: string) => join(modules, name);
const clients = {
  // Without its install script, Claude Code's own wrapper finds and runs the platform binary.
  claude: client(() => [node, join(pkgDir('@anthropic-ai/claude-code'), 'cli-wrapper.cjs')]),
  gemini: client(() => [node, join(pkgDir('@google/gemini-cli'), 'bundle', 'gemini.js')]),
  // Only the platform package: the registry this runs against lacks the other platforms that opencode-ai needs.
  opencode: client(() => [join(pkgDir(`opencode-${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`), 'bin', 'opencode')]),
  mcporter: client(() => [node, join(pkgDir('mcporter'), 'dist', 'cli.js')]),
  codex: client(() => [node, join(pkgDir('@openai/codex'), 'bin', 'codex.js')]),
  copilot: client(() => [node, join(pkgDir('@github/copilot'), 'npm-loader.js')]),
};
const missing = (name: keyof typeof clients) => (skip || clients[name] ? skip : `${name} is not installed for ${process.platform}-${process.arch} in test/clients`);

/** A user's machine of its own: HOME, the XDG folders and a project folder, and nothing that phones home. */
function sandbox() {
  const root = tempDir('libdocs-clients-');
  const home = join(root, 'home');
  const project = join(root, 'project');
  mkdirSync(home);
  mkdirSync(project);
  const env: NodeJS.ProcessEnv = {
    PATH: `${dirname(node)}:/usr/bin:/bin`,
    HOME: home,
    USERPROFILE: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    TMPDIR: root,
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    NO_BROWSER: '1',
    // Claude Code
    DISABLE_AUTOUPDATER: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    // Gemini CLI: no second Node process with a larger heap.
    GEMINI_CLI_NO_RELAUNCH: 'true',
    // opencode
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
    // Copilot CLI
    COPILOT_AUTO_UPDATE: 'false',
  };
  /** Runs a client (or any command) in this sandbox; output without colours. */
  const run = (command: string[], args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
    new Promise<{ status: number | null; output: string; stdout: string }>((resolve) => {
      // Not spawnSync: the clients of the other tests run meanwhile.
      const child = spawn(command[0]!, [...command.slice(1), ...args], { cwd: options.cwd ?? project, env: { ...env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, output: `${stdout}${stderr}`.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''), stdout });
      });
    });
  const setup = (...args: string[]) => {
    const result = runCli(['setup', ...args], { env, cwd: project });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout;
  };
  return { home, project, env, run, setup };
}

/** The line of `setup`'s printout that is the client's own command (indented by two spaces). */
function printedCommand(printout: string, program: string): string {
  const line = printout.split('\n').find((l) => l.startsWith(`  ${program} `));
  assert.ok(line, `no "${program}" command in:\n${printout}`);
  return line.trim();
}

/** Runs a printed command as the user would paste it: through the shell, with the client's name on PATH. */
async function runPrinted(box: ReturnType<typeof sandbox>, program: keyof typeof clients, line: string) {
  const bin = join(box.home, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, program), `#!/bin/sh\nexec ${clients[program]!.map((p) => `'${p}'`).join(' ')} "$@"\n`, { mode: 0o755 });
  const result = await box.run(['/bin/sh', '-c', line], [], { env: { PATH: `${bin}:${box.env.PATH}` } });
  assert.equal(result.status, 0, `${line}\n${result.output}`);
}

let dataDir = '';
let key = '';
let server: RunningServer | undefined;
let url = '';
const wrongKey = 'svcsk_00000000_wrongwrongwrongwrongwrongwrongwron';
/** The server's request log, to show with a failed check. */
const serverLog = () => `server log:\n${server?.stderr().split('\n').slice(-12).join('\n')}`;

// Two at a time: most of a client's time is its own start-up.
describe('real MCP clients', { skip, concurrency: 2 }, () => {
  before(async () => {
    // Not tempDir(): called in a hook, it would remove the folder when the hook ends.
    dataDir = mkdtempSync(join(tmpdir(), 'libdocs-clients-data-'));
    const added = runCli(['add', join(fixtures, 'engine', 'widgets'), '--data-dir', dataDir]);
    assert.equal(added.status, 0, added.stderr);
    const created = runCli(['keys', 'create', '--name', 'clients', '--data-dir', dataDir]);
    assert.equal(created.status, 0, created.stderr);
    key = created.stdout.split('\n')[0]!;
    server = await startServer(dataDir);
    url = `${server.url}/mcp`;
  });
  after(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('network: only loopback is reachable', { skip: process.env.LIBDOCS_CLIENT_TESTS_OFFLINE === '1' ? false : 'not in a network namespace (see scripts/test-clients.mjs)' }, async () => {
    await assert.rejects(fetch('https://registry.npmjs.org/', { signal: AbortSignal.timeout(5000) }));
  });

  test('Claude Code: .mcp.json is pending until approved, then connected; the printed user-scope commands connect, stdio and HTTP', { skip: missing('claude') }, async () => {
    const box = sandbox();
    const list = async (env: NodeJS.ProcessEnv = {}) => (await box.run(clients.claude!, ['mcp', 'list'], { env })).output;

    const written = box.setup('claude-code', '--data-dir', dataDir, '--write');
    assert.match(written, /pending approval in `claude mcp list`/);
    assert.match(await list(), /^libdocs: .* - ⏸ Pending approval/m);
    // A remote entry in the project file too: the key stays out of it, Claude fills ${SERVICE_API_KEY} in from its environment.
    box.setup('claude-code', '--remote', url, '--api-key', key, '--name', 'shared', '--write');
    assert.doesNotMatch(readFileSync(join(box.project, '.mcp.json'), 'utf8'), new RegExp(key));
    // What answering Claude Code's prompt records: the folder trusted, the servers approved.
    writeFileSync(join(box.home, '.claude.json'), JSON.stringify({ projects: { [box.project]: { hasTrustDialogAccepted: true, enabledMcpjsonServers: ['libdocs', 'shared'] } } }));

    // The commands printed for the user scope, pasted into a shell: stdio with the key in env, HTTP, and HTTP with a
    // wrong key, for which the client shows the server's reason.
    await runPrinted(box, 'claude', printedCommand(box.setup('claude-code', '--api-key', key, '--data-dir', dataDir, '--name', 'local'), 'claude'));
    await runPrinted(box, 'claude', printedCommand(box.setup('claude-code', '--remote', url, '--api-key', key, '--name', 'remote'), 'claude'));
    await runPrinted(box, 'claude', printedCommand(box.setup('claude-code', '--remote', url, '--api-key', wrongKey, '--name', 'wrong'), 'claude'));

    const all = await list({ SERVICE_API_KEY: key });
    assert.match(all, /^libdocs: \S+ --data-dir \S+ - ✔ Connected$/m, serverLog());
    assert.match(all, /^shared: http:\/\/127\.0\.0\.1:\d+\/mcp \(HTTP\) - ✔ Connected$/m);
    assert.match(all, /^local: \S+ --data-dir \S+ - ✔ Connected$/m);
    assert.match(all, /^remote: http:\/\/127\.0\.0\.1:\d+\/mcp \(HTTP\) - ✔ Connected$/m);
    assert.match(all, /^wrong: .* - ✘ Failed to connect.*HTTP 401.*Invalid API key/m);
    assert.doesNotMatch(all, /oauth-protected-resource|authorization server/i);
  });

  test('Gemini CLI: connected once the folder is trusted, from the written settings and from the printed `gemini mcp add`, stdio and HTTP', { skip: missing('gemini') }, async () => {
    const box = sandbox();
    const list = async () => (await box.run(clients.gemini!, ['mcp', 'list'])).output;

    const written = box.setup('gemini-cli', '--data-dir', dataDir, '--write');
    assert.match(written, /only in folders you trust/);
    assert.match(await list(), /disabled because this folder is untrusted/);
    // What answering Gemini CLI's trust prompt records.
    writeFileSync(join(box.home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [box.project]: 'TRUST_FOLDER' }));

    // A written remote entry, and the printed commands, under names of their own: one listing for all.
    box.setup('gemini-cli', '--remote', url, '--api-key', key, '--name', 'remote', '--write');
    await runPrinted(box, 'gemini', printedCommand(box.setup('gemini-cli', '--api-key', key, '--data-dir', dataDir, '--name', 'local-added'), 'gemini'));
    await runPrinted(box, 'gemini', printedCommand(box.setup('gemini-cli', '--remote', url, '--api-key', wrongKey, '--name', 'wrong'), 'gemini'));
    const all = await list();
    assert.match(all, /^✓ libdocs: \S+ --data-dir \S+ \(stdio\) - Connected$/m, serverLog());
    assert.match(all, /^✓ remote: http:\/\/127\.0\.0\.1:\d+\/mcp \(http\) - Connected$/m);
    assert.match(all, /^✓ local-added: \S+ --data-dir \S+ \(stdio\) - Connected$/m);
    // Refused, so the printed -H reached the server (without a key the server would have let it in).
    assert.match(all, /^✗ wrong: http:\/\/127\.0\.0\.1:\d+\/mcp \(http\) - Disconnected$/m);
  });

  test('opencode: connected from its user config, stdio and HTTP; a wrong key shows as a 401, not an OAuth or SSE failure', { skip: missing('opencode') }, async () => {
    const box = sandbox();
    box.setup('opencode', '--data-dir', dataDir, '--write');
    box.setup('opencode', '--remote', url, '--api-key', key, '--name', 'remote', '--write');
    box.setup('opencode', '--remote', url, '--api-key', wrongKey, '--name', 'wrong', '--write');
    const all = (await box.run(clients.opencode!, ['mcp', 'list'])).output;
    assert.match(all, /✓ libdocs connected\n.*--data-dir/, serverLog());
    assert.match(all, /✓ remote connected\n.*http:\/\/127\.0\.0\.1:\d+\/mcp/);
    const wrong = /✗ wrong failed\n(.*)\n/.exec(all)?.[1] ?? '';
    assert.match(wrong, /\b401\b/, all);
    assert.doesNotMatch(wrong, /405|mcp auth/);
  });

  test('mcporter: connects to what setup wrote for Cursor, Windsurf, VS Code, Codex, opencode and Claude Desktop, stdio and HTTP', { skip: missing('mcporter') }, async () => {
    const mcporter = clients.mcporter!;
    const listed = async (box: ReturnType<typeof sandbox>, args: string[] = []) => (await box.run(mcporter, ['list', ...args])).output;
    // mcporter lists the servers of every client's file it finds, so one listing covers all of them: each client's
    // entries under names of their own.
    const box = sandbox();
    const expected: [string, RegExp][] = [];
    for (const assistant of ['cursor', 'windsurf', 'vscode', 'codex', 'opencode']) {
      box.setup(assistant, '--data-dir', dataDir, '--name', `${assistant}-local`, '--write');
      expected.push([`${assistant}-local`, /2 tools, /]);
      // VS Code's workspace file asks VS Code for a key (an input), which mcporter cannot: its remote entry has none.
      box.setup(assistant, '--remote', url, ...(assistant === 'vscode' ? [] : ['--api-key', key]), '--name', `${assistant}-remote`, '--write');
      expected.push([`${assistant}-remote`, /2 tools, /]);
      // mcporter does not read Codex's http_headers (it reaches the URL without the key; Codex's own test checks them).
      if (assistant === 'vscode' || assistant === 'codex') continue;
      box.setup(assistant, '--remote', url, '--api-key', wrongKey, '--name', `${assistant}-wrong`, '--write');
      // mcporter calls any 401 "auth required"; what matters is that it is the 401, not the 405 of its GET fallback.
      expected.push([`${assistant}-wrong`, /auth required/]);
    }
    const all = await listed(box);
    for (const [name, status] of expected) assert.match(all, new RegExp(`^- ${name} \\(${status.source}`, 'm'), `${name}:\n${all}`);

    // Claude Desktop's file is in mcporter's own format: the remote entry is libdocs over stdio forwarding to /api.
    const desktop = sandbox();
    desktop.setup('claude-desktop', '--remote', url, '--api-key', key, '--write');
    assert.match(await listed(desktop, ['--config', join(desktop.home, '.config', 'Claude', 'claude_desktop_config.json')]), /^- libdocs \(2 tools, /m);
  });

  test('Codex: reads the TOML setup writes, merged beside servers defined inline, stdio and HTTP', { skip: missing('codex') }, async () => {
    const box = sandbox();
    const servers = async () => {
      const result = await box.run(clients.codex!, ['mcp', 'list', '--json']);
      assert.equal(result.status, 0, result.output);
      return Object.fromEntries((JSON.parse(result.stdout) as { name: string; transport: Record<string, unknown> }[]).map((s) => [s.name, s.transport]));
    };
    mkdirSync(join(box.home, '.codex'));
    writeFileSync(join(box.home, '.codex', 'config.toml'), '# mine\n[mcp_servers]\nother = { command = "other-server" }\n');
    box.setup('codex', '--data-dir', dataDir, '--api-key', key, '--write');
    const stdio = await servers();
    assert.deepEqual(Object.keys(stdio).sort(), ['libdocs', 'other']);
    assert.deepEqual(stdio.libdocs!.args, ['--data-dir', dataDir]);
    assert.deepEqual(stdio.libdocs!.env, { SERVICE_API_KEY: key });
    box.setup('codex', '--remote', url, '--api-key', key, '--write');
    const remote = (await servers()).libdocs!;
    assert.equal(remote.type, 'streamable_http');
    assert.equal(remote.url, url);
    assert.deepEqual(remote.http_headers, { Authorization: `Bearer ${key}` });
  });

  test('Copilot CLI: reads the file setup writes, and the printed `copilot mcp add` adds the same, stdio and HTTP', { skip: missing('copilot') }, async () => {
    const box = sandbox();
    const copilot = clients.copilot!;
    const servers = async () => {
      const result = await box.run(copilot, ['mcp', 'list', '--json']);
      assert.equal(result.status, 0, result.output);
      return result.stdout;
    };
    box.setup('copilot-cli', '--data-dir', dataDir, '--write');
    assert.match(await servers(), /"libdocs"/);
    // The written remote entry, and the printed commands for another name each.
    box.setup('copilot-cli', '--remote', url, '--api-key', key, '--write');
    await runPrinted(box, 'copilot', printedCommand(box.setup('copilot-cli', '--remote', url, '--api-key', key, '--name', 'added'), 'copilot'));
    await runPrinted(box, 'copilot', printedCommand(box.setup('copilot-cli', '--api-key', key, '--data-dir', dataDir, '--name', 'local'), 'copilot'));
    const listed = await servers();
    for (const name of ['libdocs', 'added', 'local']) assert.match(listed, new RegExp(`"${name}"`));
    const entries = (parseJsonc(readFileSync(join(box.home, '.copilot', 'mcp-config.json'), 'utf8')) as { mcpServers: Record<string, Record<string, unknown>> }).mcpServers;
    assert.deepEqual([entries.added!.url, entries.added!.headers], [url, { Authorization: `Bearer ${key}` }]);
    assert.deepEqual([entries.local!.command, entries.local!.args, entries.local!.env], [libdocsCommand().command, ['--data-dir', dataDir], { SERVICE_API_KEY: key }]);
  });
});
