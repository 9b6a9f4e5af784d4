/**
 * `libdocs setup <assistant>`: the printed entry, and --write merging into real config files in a temporary
 * home and project, with backups, other servers kept, and broken files left alone.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { test } from 'node:test';
import { parse as parseJsonc } from 'jsonc-parser';
import { parse as parseToml } from 'smol-toml';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startServer, widgetsIndex } from '../transports/_server.ts';
import { libdocsCommand, runCli, tempDir } from '../helpers.ts';

const home = tempDir();
const project = tempDir();
const setup = (...args: string[]) => runCli(['setup', ...args], { env: { HOME: home, XDG_CONFIG_HOME: '', CODEX_HOME: '', COPILOT_HOME: '' }, cwd: project });
const binary = libdocsCommand();

test('printing: the binary’s absolute path over stdio, the key in env, and where the entry goes', () => {
  const result = setup('cursor', '--api-key', 'svcsk_test_key_123456', '--json');
  assert.equal(result.status, 0, result.stderr);
  const out = JSON.parse(result.stdout);
  assert.equal(out.file, join(home, '.cursor', 'mcp.json'));
  const entry = JSON.parse(out.snippet).mcpServers.libdocs;
  assert.equal(entry.command, binary.command);
  assert.ok(entry.command.startsWith('/'), entry.command);
  assert.deepEqual(entry.env, { SERVICE_API_KEY: 'svcsk_test_key_123456' });

  const claude = setup('claude-code');
  assert.equal(claude.status, 0, claude.stderr);
  assert.match(claude.stdout, new RegExp(`Add this to ${join(project, '.mcp.json').replace(/[.]/g, '\\.')}`));
  assert.match(claude.stdout, /claude mcp add -s user libdocs -- \//);

  const remote = JSON.parse(setup('vscode', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', 'svcsk_abc', '--json').stdout);
  assert.deepEqual(JSON.parse(remote.snippet).servers.libdocs, {
    type: 'http',
    url: 'http://127.0.0.1:3000/mcp',
    headers: { Authorization: 'Bearer ${input:libdocs-api-key}' },
  });
});

test('--write merges into an existing config, keeps other servers and backs the old file up', () => {
  const file = join(home, '.cursor', 'mcp.json');
  mkdirSync(join(home, '.cursor'), { recursive: true });
  const original = `${JSON.stringify({ mcpServers: { other: { command: 'other-server' } }, theme: 'dark' }, null, 2)}\n`;
  writeFileSync(file, original);
  const result = setup('cursor', '--write', '--data-dir', project);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /previous version kept as .*mcp\.json\.bak/);
  const merged = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(merged.mcpServers.other, { command: 'other-server' });
  assert.equal(merged.theme, 'dark');
  assert.deepEqual(merged.mcpServers.libdocs.args, ['--data-dir', project]);
  assert.equal(readFileSync(`${file}.bak`, 'utf8'), original);

  // Writing again keeps the first backup (the user's own file) and adds another.
  assert.equal(setup('cursor', '--write').status, 0);
  assert.equal(readFileSync(`${file}.bak`, 'utf8'), original);
});

test('--write edits JSON with comments and trailing commas in place, and leaves a file that does not parse alone', () => {
  const dir = join(home, '.config', 'zed');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'settings.json');
  // Zed's default settings.json: comments and trailing commas.
  const zed = '// Zed settings\n{\n  "theme": "One Dark", // my theme\n  /* servers */\n  "context_servers": {\n    "other": { "command": "x" },\n  },\n}\n';
  writeFileSync(file, zed);
  const result = setup('zed', '--write');
  assert.equal(result.status, 0, result.stderr);
  const text = readFileSync(file, 'utf8');
  for (const kept of ['// Zed settings', '"theme": "One Dark", // my theme', '/* servers */', '"other": { "command": "x" },']) assert.ok(text.includes(kept), text);
  assert.match(text, /"libdocs": \{\n\s+"source": "custom",/);
  assert.equal(readFileSync(`${file}.bak`, 'utf8'), zed);

  const vscode = join(project, '.vscode');
  mkdirSync(vscode, { recursive: true });
  const broken = join(vscode, 'mcp.json');
  const invalid = '{\n  // my servers\n  "servers": {\n';
  writeFileSync(broken, invalid);
  const refused = setup('vscode', '--write');
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /mcp\.json is not valid JSON \(.* on line \d+\), so libdocs left it unchanged/);
  assert.equal(readFileSync(broken, 'utf8'), invalid);
  assert.equal(existsSync(`${broken}.bak`), false);
});

test('--write leaves a JSON file of another shape alone, saying what is in the way: top level, server section, VS Code inputs', () => {
  const dir = tempDir();
  const inDir = (...args: string[]) => runCli(['setup', ...args], { env: { HOME: dir }, cwd: dir });
  const cursor = join(dir, '.cursor', 'mcp.json');
  mkdirSync(join(dir, '.cursor'));
  const vscode = join(dir, '.vscode', 'mcp.json');
  mkdirSync(join(dir, '.vscode'));
  const cases = [
    { file: cursor, assistant: 'cursor', text: '[{"mcpServers": {}}]\n', problem: /the top level is not a JSON object/ },
    { file: cursor, assistant: 'cursor', text: '{\n  // mine\n  "mcpServers": ["other"]\n}\n', problem: /"mcpServers" is not an object/ },
    { file: vscode, assistant: 'vscode', text: '{ "servers": {}, "inputs": {} }\n', problem: /"inputs" is not a list/, args: ['--api-key', 'svcsk_shape_key_1234'] },
  ];
  for (const { file, assistant, text, problem, args = [] } of cases) {
    writeFileSync(file, text);
    const result = inDir(assistant, ...args, '--write');
    assert.equal(result.status, 1, `${assistant}: ${result.stdout}`);
    assert.match(result.stderr, problem);
    assert.match(result.stderr, /so libdocs left the file unchanged\. Add the entry by hand \(run the same command without --write to see it\)/);
    assert.equal(readFileSync(file, 'utf8'), text);
    assert.equal(existsSync(`${file}.bak`), false);
  }
});

test('a key never goes into a project file: .mcp.json refers to ${SERVICE_API_KEY}, .vscode/mcp.json asks for it', () => {
  const dir = tempDir();
  const inProject = (...args: string[]) => runCli(['setup', ...args], { env: { HOME: home }, cwd: dir });
  const key = 'svcsk_never_in_project_file';
  const claude = inProject('claude-code', '--api-key', key, '--write');
  assert.equal(claude.status, 0, claude.stderr);
  const mcp = readFileSync(join(dir, '.mcp.json'), 'utf8');
  assert.doesNotMatch(mcp, new RegExp(key));
  assert.deepEqual(JSON.parse(mcp).mcpServers.libdocs.env, { SERVICE_API_KEY: '${SERVICE_API_KEY}' });
  assert.doesNotMatch(claude.stdout, /commit/i);
  assert.match(claude.stdout, /Set SERVICE_API_KEY to your key where you start claude/);
  assert.match(claude.stdout, /approve "libdocs".*pending approval.*claude mcp reset-project-choices/s);
  const remote = inProject('claude-code', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', key, '--write');
  assert.equal(remote.status, 0, remote.stderr);
  assert.deepEqual(JSON.parse(readFileSync(join(dir, '.mcp.json'), 'utf8')).mcpServers.libdocs.headers, { Authorization: 'Bearer ${SERVICE_API_KEY}' });

  const vscode = inProject('vscode', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', key, '--write');
  assert.equal(vscode.status, 0, vscode.stderr);
  const text = readFileSync(join(dir, '.vscode', 'mcp.json'), 'utf8');
  assert.doesNotMatch(text, new RegExp(key));
  const doc = JSON.parse(text);
  assert.deepEqual(doc.servers.libdocs.headers, { Authorization: 'Bearer ${input:libdocs-api-key}' });
  assert.deepEqual(doc.inputs, [{ type: 'promptString', id: 'libdocs-api-key', description: 'libdocs API key (server "libdocs")', password: true }]);
  // Again: the input is replaced, not listed twice.
  assert.equal(inProject('vscode', '--api-key', key, '--write').status, 0);
  assert.equal(JSON.parse(readFileSync(join(dir, '.vscode', 'mcp.json'), 'utf8')).inputs.length, 1);
});

test('codex: the TOML table is replaced in place, the rest of the file kept', () => {
  const file = join(home, '.codex', 'config.toml');
  mkdirSync(join(home, '.codex'), { recursive: true });
  writeFileSync(file, 'model = "o4"\n\n[mcp_servers.libdocs]\ncommand = "/old/libdocs"\n\n[mcp_servers.libdocs.env]\nX = "1"\n\n[mcp_servers.other]\ncommand = "other"\n');
  const result = setup('codex', '--write', '--api-key', 'svcsk_k');
  assert.equal(result.status, 0, result.stderr);
  const text = readFileSync(file, 'utf8');
  assert.match(text, /^model = "o4"$/m);
  assert.match(text, /^\[mcp_servers\.other\]\ncommand = "other"$/m);
  assert.doesNotMatch(text, /\/old\/libdocs|X = "1"/);
  assert.match(text, new RegExp(`^\\[mcp_servers\\.libdocs\\]\\ncommand = "${binary.command.replace(/[.]/g, '\\.')}"`, 'm'));
  assert.match(text, /^env = \{ "SERVICE_API_KEY" = "svcsk_k" \}$/m);
  assert.equal(text.match(/\[mcp_servers\.libdocs\]/g)?.length, 1);
});

test('codex: an entry defined inline or with dotted keys, or a file that is not TOML, is left unchanged, never defined twice', () => {
  const file = join(home, '.codex', 'config.toml');
  mkdirSync(join(home, '.codex'), { recursive: true });
  const shapes = {
    inline: '# my config\n[mcp_servers]\nlibdocs = { command = "/old/libdocs" }\n',
    dotted: 'model = "o4"\nmcp_servers.libdocs.command = "/old/libdocs"\n',
    'dotted under [mcp_servers]': '[mcp_servers]\nlibdocs.command = "/old/libdocs"\n',
  };
  for (const [shape, text] of Object.entries(shapes)) {
    writeFileSync(file, text);
    const result = setup('codex', '--write');
    assert.equal(result.status, 1, shape);
    assert.match(result.stderr, /already defines the "libdocs" server, but not as a \[mcp_servers\.libdocs\] table .*left the file unchanged/, shape);
    assert.equal(readFileSync(file, 'utf8'), text, shape);
  }
  // An inline mcp_servers table cannot take a [mcp_servers.<name>] table after it.
  const inlineTable = 'mcp_servers = { other = { command = "other" } }\n';
  writeFileSync(file, inlineTable);
  const unmergeable = setup('codex', '--write');
  assert.equal(unmergeable.status, 1);
  assert.match(unmergeable.stderr, /could not add \[mcp_servers\.libdocs\] to .*config\.toml without breaking it/);
  assert.equal(readFileSync(file, 'utf8'), inlineTable);

  const invalid = '[mcp_servers.other]\ncommand = "other\n';
  writeFileSync(file, invalid);
  const refused = setup('codex', '--write');
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /config\.toml is not valid TOML \(.+\), so libdocs left it unchanged/);
  assert.equal(readFileSync(file, 'utf8'), invalid);

  // Another server defined inline: libdocs is added beside it, comments kept, and the file parses.
  const other = '# servers\n[mcp_servers]\nother = { command = "other" } # keep\n';
  writeFileSync(file, other);
  const added = setup('codex', '--write', '--name', 'docs');
  assert.equal(added.status, 0, added.stderr);
  const text = readFileSync(file, 'utf8');
  assert.ok(text.startsWith(other), text);
  const parsed = parseToml(text) as { mcp_servers: Record<string, { command: string }> };
  assert.deepEqual(Object.keys(parsed.mcp_servers), ['other', 'docs']);
  assert.equal(parsed.mcp_servers.docs!.command, binary.command);
});

test('bad input: unknown assistant, missing assistant, bad --remote', () => {
  const unknown = setup('notepad');
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /Unknown assistant "notepad"\. Choose one of: claude-code, claude-desktop, cursor, vscode, windsurf, codex, zed, gemini-cli, opencode, copilot-cli\./);
  assert.match(setup('gemini').stderr, /Unknown assistant "gemini"\. Did you mean gemini-cli\?/);
  assert.equal(setup().status, 2);
  const remote = setup('zed', '--remote', 'ftp://x');
  assert.equal(remote.status, 2);
  assert.match(remote.stderr, /--remote must be the server's http\(s\) URL/);
});

test('claude-code: the printed command puts -e and --header after the name, and adds for the user scope', () => {
  const stdio = setup('claude-code', '--api-key', 'svcsk_k1', '--name', 'docs_2');
  assert.equal(stdio.status, 0, stdio.stderr);
  assert.match(stdio.stdout, /or run the command below to add it for your user only/);
  // Claude Code's -e/--header are variadic: before the name they take it as one more value.
  assert.match(stdio.stdout, /^ {2}claude mcp add -s user docs_2 -e SERVICE_API_KEY=svcsk_k1 -- \/\S+/m);
  const remote = setup('claude-code', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', 'svcsk_k2');
  assert.equal(remote.status, 0, remote.stderr);
  assert.match(remote.stdout, /^ {2}claude mcp add --transport http -s user libdocs http:\/\/127\.0\.0\.1:3000\/mcp --header 'Authorization: Bearer svcsk_k2'$/m);
});

test('gemini-cli and copilot-cli: their own `mcp add` commands, options placed where their parsers take them; Gemini’s folder trust explained', () => {
  const gemini = setup('gemini-cli', '--api-key', 'svcsk_k1', '--data-dir', 'idx');
  assert.equal(gemini.status, 0, gemini.stderr);
  // -e takes several values: after the command and its arguments, or it would swallow them.
  assert.match(gemini.stdout, new RegExp(`^ {2}gemini mcp add -s user libdocs ${[binary.command, ...binary.args].join(' ').replace(/[.]/g, '\\.')} --data-dir ${join(project, 'idx').replace(/[.]/g, '\\.')} -e SERVICE_API_KEY=svcsk_k1$`, 'm'));
  assert.match(gemini.stdout, /Gemini CLI starts MCP servers only in folders you trust: .*\/permissions trust/);
  const geminiRemote = setup('gemini-cli', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', 'svcsk_k2', '--name', 'docs');
  assert.match(geminiRemote.stdout, /^ {2}gemini mcp add -s user -t http docs http:\/\/127\.0\.0\.1:3000\/mcp -H 'Authorization: Bearer svcsk_k2'$/m);

  const copilot = setup('copilot-cli', '--api-key', 'svcsk_k1');
  assert.match(copilot.stdout, new RegExp(`^ {2}copilot mcp add libdocs --env SERVICE_API_KEY=svcsk_k1 -- ${[binary.command, ...binary.args].join(' ').replace(/[.]/g, '\\.')}$`, 'm'));
  const copilotRemote = setup('copilot-cli', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', 'svcsk_k2');
  assert.match(copilotRemote.stdout, /^ {2}copilot mcp add --transport http libdocs http:\/\/127\.0\.0\.1:3000\/mcp --header 'Authorization: Bearer svcsk_k2'$/m);
});

test('the --write hint repeats every flag given, and refers to the key instead of printing it', () => {
  const result = setup('cursor', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', 'svcsk_hint_secret', '--data-dir', 'idx', '--name', 'docs', '--config', 'c.json');
  assert.equal(result.status, 0, result.stderr);
  const hint = result.stdout.split('\n').find((line) => line.includes('libdocs setup cursor'));
  assert.ok(hint, result.stdout);
  assert.ok(
    hint.includes(`libdocs setup cursor --remote http://127.0.0.1:3000/mcp --api-key "$SERVICE_API_KEY" --data-dir ${join(project, 'idx')} --name docs --config ${join(project, 'c.json')} --write`),
    hint,
  );
  assert.doesNotMatch(hint, /svcsk_hint_secret/);
});

test('--name: letters, digits, "-" and "_" only', () => {
  for (const name of ['docs.v2', 'my docs', 'a/b', 'x]']) {
    const result = setup('codex', '--name', name);
    assert.equal(result.status, 2, name);
    assert.match(result.stderr, /--name ".*" may contain only letters, digits, "-" and "_"/);
  }
  assert.equal(setup('codex', '--name', 'Docs_v-2').status, 0);
});

test('run through a symlink, as Homebrew installs it: the link is written, not the versioned folder it resolves to', { skip: binary.args.length > 0 && 'needs the built binary' }, () => {
  // bin/libdocs -> ../Cellar/libdocs/1.2.3/bin/libdocs -> the built binary, as `brew install` lays it out.
  const prefix = tempDir();
  const cellar = join(prefix, 'Cellar', 'libdocs', '1.2.3', 'bin');
  mkdirSync(cellar, { recursive: true });
  mkdirSync(join(prefix, 'bin'));
  symlinkSync(binary.command, join(cellar, 'libdocs'));
  symlinkSync(join('..', 'Cellar', 'libdocs', '1.2.3', 'bin', 'libdocs'), join(prefix, 'bin', 'libdocs'));
  const written = (command: string, env: NodeJS.ProcessEnv = {}) => {
    const result = spawnSync(command, ['setup', 'cursor', '--json'], { encoding: 'utf8', cwd: project, env: { ...process.env, HOME: home, ...env } });
    assert.equal(result.status, 0, result.stderr);
    return JSON.parse(JSON.parse(result.stdout).snippet).mcpServers.libdocs.command as string;
  };
  assert.equal(written(join(prefix, 'bin', 'libdocs')), join(prefix, 'bin', 'libdocs'));
  // Typed as a bare name, found on PATH (argv0 is then "libdocs").
  assert.equal(written('libdocs', { PATH: `${join(prefix, 'bin')}${delimiter}${process.env.PATH}` }), join(prefix, 'bin', 'libdocs'));
  // The versioned folder itself is not stable: the resolved binary is written instead.
  assert.equal(written(join(cellar, 'libdocs')), binary.command);
});

test('gemini-cli, opencode, copilot-cli, claude-desktop: --write merges each client’s own shape into its user config, stdio and --remote', () => {
  const key = 'svcsk_client_key_1234';
  const remote = 'http://127.0.0.1:3000/mcp';
  const clients = [
    {
      assistant: 'gemini-cli',
      file: join(home, '.gemini', 'settings.json'),
      section: 'mcpServers',
      stdio: { command: binary.command, env: { SERVICE_API_KEY: key } },
      // httpUrl: Gemini reads `url` as the older SSE transport.
      remote: { httpUrl: remote, headers: { Authorization: `Bearer ${key}` } },
    },
    {
      assistant: 'opencode',
      file: join(home, '.config', 'opencode', 'opencode.json'),
      section: 'mcp',
      stdio: { type: 'local', command: [binary.command], environment: { SERVICE_API_KEY: key }, enabled: true },
      // oauth: false, so that a wrong key shows as one, not as an OAuth sign-in that cannot succeed.
      remote: { type: 'remote', url: remote, headers: { Authorization: `Bearer ${key}` }, oauth: false, enabled: true },
    },
    {
      assistant: 'copilot-cli',
      file: join(home, '.copilot', 'mcp-config.json'),
      section: 'mcpServers',
      stdio: { type: 'local', command: binary.command, env: { SERVICE_API_KEY: key }, tools: ['*'] },
      remote: { type: 'http', url: remote, headers: { Authorization: `Bearer ${key}` }, tools: ['*'] },
    },
    {
      assistant: 'claude-desktop',
      file: join(home, '.config', 'Claude', 'claude_desktop_config.json'),
      section: 'mcpServers',
      stdio: { command: binary.command, env: { SERVICE_API_KEY: key } },
      // Its config file starts local programs only: libdocs here, forwarding to the server's /api with the key.
      remote: { command: binary.command, env: { SERVICE_API_URL: 'http://127.0.0.1:3000/api', SERVICE_API_KEY: key } },
    },
  ];
  for (const client of clients) {
    mkdirSync(join(client.file, '..'), { recursive: true });
    const original = `{\n  // mine\n  "theme": "dark",\n  "${client.section}": { "other": { "command": "other-server" } },\n}\n`;
    writeFileSync(client.file, original);
    const stdio = setup(client.assistant, '--api-key', key, '--write');
    assert.equal(stdio.status, 0, `${client.assistant}: ${stdio.stderr}`);
    assert.match(stdio.stdout, new RegExp(`Wrote the "libdocs" server to ${client.file.replace(/[.]/g, '\\.')} \\(previous version kept as`), client.assistant);
    const text = readFileSync(client.file, 'utf8');
    assert.ok(text.includes('// mine') && text.includes('"theme": "dark"'), `${client.assistant}: ${text}`);
    const doc = parseJsonc(text) as Record<string, Record<string, unknown>>;
    assert.deepEqual(doc[client.section]!.other, { command: 'other-server' }, client.assistant);
    assert.deepEqual(doc[client.section]!.libdocs, client.stdio, client.assistant);
    assert.equal(readFileSync(`${client.file}.bak`, 'utf8'), original, client.assistant);

    // --remote replaces the entry of the same name.
    const remoteRun = setup(client.assistant, '--remote', remote, '--api-key', key, '--write');
    assert.equal(remoteRun.status, 0, `${client.assistant}: ${remoteRun.stderr}`);
    const after = parseJsonc(readFileSync(client.file, 'utf8')) as Record<string, Record<string, unknown>>;
    assert.deepEqual(after[client.section]!.libdocs, client.remote, client.assistant);
    assert.deepEqual(Object.keys(after[client.section]!), ['other', 'libdocs'], client.assistant);
  }
});

test('opencode: an opencode.jsonc is edited in place; claude-desktop --remote needs a /mcp URL', () => {
  const dir = tempDir();
  const env = { HOME: dir, XDG_CONFIG_HOME: join(dir, 'xdg') };
  const jsonc = join(dir, 'xdg', 'opencode', 'opencode.jsonc');
  mkdirSync(join(jsonc, '..'), { recursive: true });
  writeFileSync(jsonc, '{\n  "$schema": "https://opencode.ai/config.json", // keep\n}\n');
  const result = runCli(['setup', 'opencode', '--write'], { env, cwd: dir });
  assert.equal(result.status, 0, result.stderr);
  assert.equal(existsSync(join(dir, 'xdg', 'opencode', 'opencode.json')), false);
  const text = readFileSync(jsonc, 'utf8');
  assert.ok(text.includes('// keep'), text);
  assert.deepEqual((parseJsonc(text) as { mcp: Record<string, unknown> }).mcp.libdocs, { type: 'local', command: [binary.command], enabled: true });

  const refused = runCli(['setup', 'claude-desktop', '--remote', 'http://127.0.0.1:3000/mcp/oauth', '--write'], { env, cwd: dir });
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /For Claude Desktop, --remote must be a libdocs server's \/mcp URL/);
});

test('setup claude: printing shows both Claudes under their names; --write asks which and writes nothing', () => {
  const dir = tempDir();
  const env = { HOME: dir, XDG_CONFIG_HOME: '' };
  const printed = runCli(['setup', 'claude', '--data-dir', 'idx'], { env, cwd: dir });
  assert.equal(printed.status, 0, printed.stderr);
  assert.match(printed.stdout, /^"claude" can mean Claude Code or Claude Desktop/);
  assert.match(printed.stdout, /== Claude Code \(the `claude` command in a terminal\): libdocs setup claude-code\n\nAdd this to .*\.mcp\.json/);
  assert.match(printed.stdout, /== Claude Desktop \(the app\): libdocs setup claude-desktop\n\nAdd this to .*claude_desktop_config\.json/);
  assert.match(printed.stdout, /libdocs setup claude-desktop --data-dir \S+idx --write/);
  const json = JSON.parse(runCli(['setup', 'claude', '--json'], { env, cwd: dir }).stdout);
  assert.deepEqual(json.choices.map((c: { assistant: string }) => c.assistant), ['claude-code', 'claude-desktop']);

  const write = runCli(['setup', 'claude', '--api-key', 'svcsk_abcdefgh123', '--write'], { env, cwd: dir });
  assert.equal(write.status, 2);
  assert.match(write.stderr, /so libdocs wrote nothing\. Say which: for Claude Code .*libdocs setup claude-code --api-key "\$SERVICE_API_KEY" --write.*for Claude Desktop \(the app\), libdocs setup claude-desktop --api-key "\$SERVICE_API_KEY" --write/);
  assert.doesNotMatch(write.stderr, /svcsk_abcdefgh123/);
  assert.equal(existsSync(join(dir, '.mcp.json')), false);
  assert.equal(existsSync(join(dir, '.config', 'Claude')), false);
  // Bad flags are named first, so the commands suggested would not fail on them.
  assert.match(runCli(['setup', 'claude', '--name', 'docs.v2', '--write'], { env, cwd: dir }).stderr, /--name "docs\.v2" may contain only/);
});

test('--remote with a key: the printout says what a bare "Failed to connect" may mean and where a new key comes from', () => {
  const result = setup('gemini-cli', '--remote', 'http://127.0.0.1:3000/mcp', '--api-key', 'svcsk_abcdefgh123');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /If gemini-cli shows only "Failed to connect", the server may have refused the key: it answers HTTP 401 with the reason.*`libdocs keys create`/);
});

test('claude-desktop --remote: the written entry, started as Claude Desktop starts it, answers from the remote server with the key', async () => {
  const dataDir = widgetsIndex();
  const key = runCli(['keys', 'create', '--name', 'desktop', '--data-dir', dataDir]).stdout.split('\n')[0]!;
  const server = await startServer(dataDir);
  try {
    const dir = tempDir();
    const env = { HOME: dir, XDG_CONFIG_HOME: '' };
    const written = runCli(['setup', 'claude-desktop', '--remote', `${server.url}/mcp`, '--api-key', key, '--write'], { env, cwd: dir });
    assert.equal(written.status, 0, written.stderr);
    const entry = JSON.parse(readFileSync(join(dir, '.config', 'Claude', 'claude_desktop_config.json'), 'utf8')).mcpServers.libdocs;
    const call = async (entryEnv: Record<string, string>) => {
      // An empty data folder: the answer can only come from the remote server.
      const transport = new StdioClientTransport({ command: entry.command, args: entry.args ?? [], env: { ...getDefaultEnvironment(), HOME: dir, SERVICE_DATA_DIR: join(dir, 'data'), ...entryEnv }, stderr: 'pipe', cwd: dir });
      const client = new Client({ name: 'desktop-test', version: '1.0.0' });
      await client.connect(transport);
      try {
        const result = (await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'widgets', query: 'clicks' } })) as { isError?: boolean; content: { text: string }[] };
        return { isError: result.isError === true, text: result.content.map((c) => c.text).join('') };
      } finally {
        await client.close();
      }
    };
    const ok = await call(entry.env);
    assert.equal(ok.isError, false, ok.text);
    assert.match(ok.text, /\/widgets/);
    const refused = await call({ ...entry.env, SERVICE_API_KEY: `${key.slice(0, 15)}${'Z'.repeat(32)}` });
    assert.equal(refused.isError, true);
    assert.match(refused.text, /^Invalid API key \(from the key sent to the backing API\).*this server did not issue it/);
  } finally {
    await server.stop();
  }
});
