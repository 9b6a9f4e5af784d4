/**
 * `libdocs setup <assistant>`: the MCP server entry for an assistant's config, printed, or with `--write`
 * merged into its config file. A file is never overwritten without a backup beside it; JSON is edited in place
 * (comments and layout kept), and a file that does not parse is reported and left alone. A key never goes into a
 * file meant to be committed (a project's .mcp.json or .vscode/mcp.json): those refer to it the client's way.
 * @module
 */
import { defineCommand } from 'citty';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { messages, usageError } from '../errors.ts';
import { fail, printJson, required } from './_shared.ts';
import { stableExecutablePath } from './invoked-path.ts';
import { mergeJson, mergeToml, nest, writeMerged } from './setup-merge.ts';

export const ASSISTANTS = ['claude-code', 'claude-desktop', 'cursor', 'vscode', 'windsurf', 'codex', 'zed', 'gemini-cli', 'opencode', 'copilot-cli'] as const;
type Assistant = (typeof ASSISTANTS)[number];

interface Entry {
  name: string;
  /** The command that starts libdocs over stdio (the binary's absolute path, and the script when run from sources). */
  command: string[];
  args: string[];
  env: Record<string, string>;
  /** Remote mode: the `/mcp` URL and the key header. */
  url?: string;
  headers: Record<string, string>;
  /** The key given with --api-key, which `env` or `headers` carry for files that are the user's own. */
  key?: string;
}

interface Target {
  /** Where the entry goes when written. */
  file: string;
  format: 'json' | 'toml';
  /** How the assistant's docs describe the place (user or project scope). */
  scope: string;
  /** The file's content with the entry merged in. */
  merge(existing: string | undefined): string;
  /** The snippet to paste by hand. */
  snippet: string;
  /** A command that does the same, when the assistant has one. */
  command?: string;
  /** Said with the snippet and after writing (where the key went). */
  notes: string[];
  /** What to do after writing, beyond restarting the assistant. */
  afterWrite?: string;
}

export default defineCommand({
  meta: { name: 'setup', description: 'Connect an assistant: print or write its config entry for libdocs' },
  args: {
    assistant: { type: 'positional', required: false, description: ASSISTANTS.join(' | ') },
    write: { type: 'boolean', description: 'Merge the entry into the config file (a backup of the old file is kept beside it)' },
    'api-key': { type: 'string', description: 'Key to put in the entry (env SERVICE_API_KEY, or a header with --remote)' },
    remote: { type: 'string', description: 'Connect to a libdocs HTTP server at this /mcp URL instead of starting the binary' },
    'data-dir': { type: 'string', description: 'Index directory the server should use (default: its own default)' },
    name: { type: 'string', description: 'Server name in the config (default libdocs)' },
    config: { type: 'string', description: 'Config file to write instead of the assistant’s usual one' },
    json: { type: 'boolean', description: 'Print the target file and entry as JSON' },
  },
  run({ args }) {
    try {
      const given = required(args.assistant, 'the assistant', `libdocs setup <${ASSISTANTS.join('|')}> [--write]`);
      if (given === 'claude') return whichClaude(args);
      if (!(ASSISTANTS as readonly string[]).includes(given)) throw usageError(messages.unknownAssistant(given, ASSISTANTS));
      const assistant = given as Assistant;
      const entry = buildEntry(args);
      const target = targetFor(assistant, entry, args.config ? resolve(args.config) : undefined);
      if (args.json && !args.write) return printJson(describe(assistant, target));
      if (!args.write) return void process.stdout.write(`${printout(assistant, target, args).join('\n')}\n`);
      const backup = writeMerged(target);
      if (args.json) return printJson({ assistant, file: target.file, backup, notes: [...target.notes, ...(target.afterWrite ? [target.afterWrite] : [])] });
      const lines = [
        `Wrote the "${entry.name}" server to ${target.file}${backup ? ` (previous version kept as ${backup})` : ''}. Restart ${assistant} to pick it up.`,
        ...target.notes,
        ...(target.afterWrite ? [target.afterWrite] : []),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    } catch (error) {
      fail(error);
    }
  },
});

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;

type SetupArgs = { 'api-key'?: string; remote?: string; 'data-dir'?: string; name?: string; config?: string; json?: boolean; write?: boolean };

function describe(assistant: Assistant, target: Target) {
  return { assistant, file: target.file, format: target.format, snippet: target.snippet, command: target.command, notes: target.notes };
}

/** The entry to paste, where, what to know, and the same `setup` with --write. */
function printout(assistant: Assistant, target: Target, args: SetupArgs): string[] {
  const lines = [`Add this to ${target.file} (${target.scope}):`, '', target.snippet, '', ...target.notes.flatMap((note) => [note, ''])];
  if (target.command) lines.push('Or run:', '', `  ${target.command}`, '');
  lines.push(`Or let libdocs merge it (the old file is backed up first): ${writeCommand(assistant, args)}`);
  return lines;
}

/**
 * `setup claude`: two different programs answer to that name. Printing shows both entries, each under its
 * name; writing needs the user to say which file to change.
 */
function whichClaude(args: SetupArgs): void {
  const choices = ['claude-code', 'claude-desktop'] as const;
  // Checked first, so that the commands suggested do not fail on the same flags.
  const entry = buildEntry(args);
  if (args.write) throw usageError(messages.setupWhichClaude(choices.map((assistant) => writeCommand(assistant, args))));
  const override = args.config ? resolve(args.config) : undefined;
  const targets = choices.map((assistant) => [assistant, targetFor(assistant, entry, override)] as const);
  if (args.json) return printJson({ assistant: 'claude', choices: targets.map(([assistant, target]) => describe(assistant, target)) });
  const titles = { 'claude-code': 'Claude Code (the `claude` command in a terminal)', 'claude-desktop': 'Claude Desktop (the app)' };
  const lines = [messages.setupClaudeBoth(), ...targets.flatMap(([assistant, target]) => ['', `== ${titles[assistant]}: libdocs setup ${assistant}`, '', ...printout(assistant, target, args)])];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * The same `setup` with --write and every flag the user gave; the key is referenced through the variable,
 * never echoed onto the screen.
 */
function writeCommand(assistant: Assistant, args: SetupArgs): string {
  const parts = ['libdocs', 'setup', assistant];
  if (args.remote !== undefined) parts.push('--remote', shellQuote(args.remote));
  if (args['api-key'] !== undefined) parts.push('--api-key', `"$${KEY_VARIABLE}"`);
  if (args['data-dir']?.trim()) parts.push('--data-dir', shellQuote(resolve(args['data-dir'].trim())));
  if (args.name?.trim()) parts.push('--name', args.name.trim());
  if (args.config !== undefined) parts.push('--config', shellQuote(resolve(args.config)));
  parts.push('--write');
  return parts.join(' ') + (args['api-key'] !== undefined ? ` (with ${KEY_VARIABLE} set to your key)` : '');
}

/** The variable the stdio server reads its key from; also what project files refer to instead of the key. */
const KEY_VARIABLE = 'SERVICE_API_KEY';

function buildEntry(args: SetupArgs): Entry {
  const name = args.name?.trim() || 'libdocs';
  // Claude Code's rule, and a bare key in TOML (a dot would nest the table in Codex's config).
  if (!SERVER_NAME.test(name)) throw usageError(messages.invalidServerName(name));
  const key = args['api-key']?.trim();
  if (key === '') throw usageError(messages.emptySetupKey());
  if (key !== undefined && !/^\S+$/.test(key)) throw usageError(messages.spacedSetupKey());
  if (args.remote !== undefined) {
    const url = URL.canParse(args.remote) ? new URL(args.remote) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw usageError(messages.setupRemoteNotUrl(args.remote));
    }
    return { name, command: [], args: [], env: {}, url: url.href, headers: key ? { Authorization: `Bearer ${key}` } : {}, key };
  }
  const dataDir = args['data-dir']?.trim();
  return {
    name,
    command: selfCommand(),
    args: dataDir ? ['--data-dir', resolve(dataDir)] : [],
    env: key ? { [KEY_VARIABLE]: key } : {},
    headers: {},
    key,
  };
}

/**
 * The built binary is its own absolute path, as invoked when that is a stable link (a package manager's, which
 * survives upgrades); from sources it is Node with the entry script.
 */
function selfCommand(): string[] {
  const sea = process.getBuiltinModule('node:sea') as { isSea?: () => boolean } | undefined;
  if (sea?.isSea?.()) return [stableExecutablePath()];
  return [stableExecutablePath(), resolve(process.argv[1] ?? 'src/cli/main.ts')];
}

function targetFor(assistant: Assistant, entry: Entry, override?: string): Target {
  const target = configTarget(assistant, entry, override);
  // Clients tend to report a refused key as a failed connection, without the server's reason.
  if (entry.url && entry.key && assistant !== 'claude-desktop') target.notes.push(messages.setupRemoteRefused(assistant));
  return target;
}

function configTarget(assistant: Assistant, entry: Entry, override?: string): Target {
  const home = homedir();
  const [command, ...prefix] = entry.command;
  const stdio = { command: command!, args: [...prefix, ...entry.args] };
  /** The stdio server's command line, quoted for the clients' `mcp add` commands. */
  const shellCommand = [stdio.command, ...stdio.args].map(shellQuote).join(' ');
  const optional = <T extends object>(value: T) => (Object.keys(value).length ? value : undefined);
  const stdioEntry = (e: Entry) => ({ ...stdio, args: optional(stdio.args), env: optional(e.env) });
  const json = (file: string, scope: string, section: string[], value: unknown, inputs?: unknown[]): Target => {
    const path = override ?? file;
    const entryDoc = nest(section, { [entry.name]: value }) as Record<string, unknown>;
    return {
      file: path,
      format: 'json',
      scope,
      snippet: JSON.stringify(inputs ? { inputs, ...entryDoc } : entryDoc, null, 2),
      merge: (existing) => mergeJson(existing, path, [...section, entry.name], value, inputs),
      notes: [],
    };
  };
  switch (assistant) {
    case 'claude-code': {
      // .mcp.json is shared with the project: Claude Code fills in ${VAR} from its environment, so the key stays out.
      const shared = withKeyReference(entry, `\${${KEY_VARIABLE}}`);
      const value = entry.url ? { type: 'http', url: entry.url, headers: optional(shared.headers) } : { type: 'stdio', ...stdioEntry(shared) };
      const target = json(join(process.cwd(), '.mcp.json'), `project scope, for everyone who opens this project${entry.url ? '' : `, who need libdocs at ${command}`}; or run the command below to add it for your user only`, ['mcpServers'], value);
      // --header and -e take several values each, so they come after the name (and the URL), or they would
      // swallow them; -s user is what "your user scope" means (Claude's default is the local project).
      target.command = entry.url
        ? `claude mcp add --transport http -s user ${entry.name} ${shellQuote(entry.url)}${flags('--header', headerValues(entry))}`
        : `claude mcp add -s user ${entry.name}${flags('-e', envValues(entry))} -- ${shellCommand}`;
      if (entry.key) {
        target.notes.push(
          `The key is not written into ${target.file}: the entry refers to \${${KEY_VARIABLE}}, which Claude Code fills in from its environment. ` +
            `Set ${KEY_VARIABLE} to your key where you start claude, or add the server for your user only with the \`claude mcp add -s user\` ` +
            `command that \`libdocs setup claude-code\` prints, which keeps the key in your user config.`,
        );
      }
      target.afterWrite =
        `Claude Code asks before it starts a server from a project's .mcp.json: start claude in ${dirname(target.file)} and approve "${entry.name}" ` +
        `(it shows as pending approval in \`claude mcp list\` until then; /mcp in a session enables it too). If it was declined before, run \`claude mcp reset-project-choices\`.`;
      return target;
    }
    case 'cursor':
      return json(join(home, '.cursor', 'mcp.json'), `user scope; .cursor/mcp.json in a project works too${entry.key ? ', but do not commit one that holds the key' : ''}`, ['mcpServers'], entry.url ? { url: entry.url, headers: optional(entry.headers) } : stdioEntry(entry));
    case 'windsurf':
      return json(join(home, '.codeium', 'windsurf', 'mcp_config.json'), 'user scope', ['mcpServers'], entry.url ? { serverUrl: entry.url, headers: optional(entry.headers) } : stdioEntry(entry));
    case 'vscode': {
      // .vscode/mcp.json is shared with the workspace: VS Code asks for the key once and keeps it in its secret storage.
      const id = `${entry.name}-api-key`;
      const shared = withKeyReference(entry, `\${input:${id}}`);
      const inputs = entry.key ? [{ type: 'promptString', id, description: `libdocs API key (server "${entry.name}")`, password: true }] : undefined;
      const target = json(join(process.cwd(), '.vscode', 'mcp.json'), 'workspace scope', ['servers'], entry.url ? { type: 'http', url: entry.url, headers: optional(shared.headers) } : { type: 'stdio', ...stdioEntry(shared) }, inputs);
      if (entry.key) target.notes.push(`The key is not written into ${target.file}: VS Code asks for it the first time it starts the server (input "${id}") and keeps it in its secret storage.`);
      return target;
    }
    case 'zed':
      return json(zedSettings(home), 'user settings', ['context_servers'], entry.url ? { url: entry.url, headers: optional(entry.headers) } : { source: 'custom', ...stdioEntry(entry) });
    case 'claude-desktop': {
      // Its config file starts local programs only; for a remote server, libdocs runs here and forwards to its /api.
      const bridge = entry.url ? desktopBridge(entry) : undefined;
      const target = json(claudeDesktopConfig(home), 'the app’s user config', ['mcpServers'], bridge?.value ?? stdioEntry(entry));
      if (bridge) target.notes.push(messages.setupDesktopBridge(entry.url!, bridge.apiUrl));
      target.afterWrite = 'Quit Claude Desktop completely (closing its window leaves it running) and open it again.';
      return target;
    }
    case 'gemini-cli': {
      // httpUrl is Streamable HTTP; Gemini reads `url` as the older SSE transport.
      const target = json(join(home, '.gemini', 'settings.json'), 'user settings', ['mcpServers'], entry.url ? { httpUrl: entry.url, headers: optional(entry.headers) } : stdioEntry(entry));
      // -e and -H take several values each: last, after the command and its arguments.
      target.command = entry.url
        ? `gemini mcp add -s user -t http ${entry.name} ${shellQuote(entry.url)}${flags('-H', headerValues(entry))}`
        : `gemini mcp add -s user ${entry.name} ${shellCommand}${flags('-e', envValues(entry))}`;
      target.notes.push(messages.setupGeminiTrust(entry.name));
      return target;
    }
    case 'opencode':
      return json(
        opencodeConfig(home),
        'user config',
        ['mcp'],
        entry.url
          ? // With a key, a 401 means a wrong key: without `oauth: false` opencode would start an OAuth sign-in instead.
            { type: 'remote', url: entry.url, headers: optional(entry.headers), ...(entry.key ? { oauth: false } : {}), enabled: true }
          : { type: 'local', command: [stdio.command, ...stdio.args], environment: optional(entry.env), enabled: true },
      );
    case 'copilot-cli': {
      // Copilot CLI requires `tools`: "*" offers both of libdocs's tools.
      const target = json(
        join(process.env.COPILOT_HOME || join(home, '.copilot'), 'mcp-config.json'),
        'user config',
        ['mcpServers'],
        entry.url ? { type: 'http', url: entry.url, headers: optional(entry.headers), tools: ['*'] } : { type: 'local', ...stdioEntry(entry), tools: ['*'] },
      );
      target.command = entry.url
        ? `copilot mcp add --transport http ${entry.name} ${shellQuote(entry.url)}${flags('--header', headerValues(entry))}`
        : `copilot mcp add ${entry.name}${flags('--env', envValues(entry))} -- ${shellCommand}`;
      return target;
    }
    case 'codex': {
      const file = override ?? join(process.env.CODEX_HOME || join(home, '.codex'), 'config.toml');
      const codex = codexEntry(entry, stdio);
      return { file, format: 'toml', scope: 'user scope', snippet: codex.block, merge: (existing) => mergeToml(existing, file, entry.name, codex), notes: [] };
    }
  }
}

/** ` <flag> <value>` for each value, quoted for a POSIX shell: the options of the clients' `mcp add` commands. */
function flags(flag: string, values: string[]): string {
  return values.map((value) => ` ${flag} ${shellQuote(value)}`).join('');
}

const headerValues = (entry: Entry) => Object.entries(entry.headers).map(([k, v]) => `${k}: ${v}`);
const envValues = (entry: Entry) => Object.entries(entry.env).map(([k, v]) => `${k}=${v}`);

/** The entry with the key replaced by `reference`, which the client resolves: for files meant to be committed. */
function withKeyReference(entry: Entry, reference: string): Entry {
  if (!entry.key) return entry;
  return entry.url ? { ...entry, headers: { Authorization: `Bearer ${reference}` } } : { ...entry, env: { [KEY_VARIABLE]: reference } };
}

/**
 * Claude Desktop's stdio entry for a remote libdocs server: this binary with SERVICE_API_URL at the server's
 * /api (the documentation API beside /mcp), which forwards both tools there with the key.
 */
function desktopBridge(entry: Entry): { value: Record<string, unknown>; apiUrl: string } {
  const url = new URL(entry.url!);
  if (!/\/mcp\/?$/.test(url.pathname)) throw usageError(messages.setupDesktopRemoteUrl(entry.url!));
  url.pathname = url.pathname.replace(/\/mcp\/?$/, '/api');
  const [command, ...args] = selfCommand();
  const env = { SERVICE_API_URL: url.href, ...(entry.key ? { [KEY_VARIABLE]: entry.key } : {}) };
  return { value: { command, ...(args.length ? { args } : {}), env }, apiUrl: url.href };
}

function claudeDesktopConfig(home: string): string {
  if (process.platform === 'darwin') return join(home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json');
  if (process.platform === 'win32') return join(process.env.APPDATA || join(home, 'AppData', 'Roaming'), 'Claude', 'claude_desktop_config.json');
  // No official Linux build: the community builds read it from the XDG config folder.
  return join(process.env.XDG_CONFIG_HOME || join(home, '.config'), 'Claude', 'claude_desktop_config.json');
}

/** opencode reads opencode.json or opencode.jsonc from its config folder: write the one the user has. */
function opencodeConfig(home: string): string {
  const dir = join(process.env.XDG_CONFIG_HOME || join(home, '.config'), 'opencode');
  return !existsSync(join(dir, 'opencode.json')) && existsSync(join(dir, 'opencode.jsonc')) ? join(dir, 'opencode.jsonc') : join(dir, 'opencode.json');
}

function zedSettings(home: string): string {
  if (process.platform === 'win32') return join(process.env.APPDATA || join(home, 'AppData', 'Roaming'), 'Zed', 'settings.json');
  return join(process.env.XDG_CONFIG_HOME || join(home, '.config'), 'zed', 'settings.json');
}

/** Codex's `[mcp_servers.<name>]` table, as data (what the merged file must parse to) and as TOML text. */
function codexEntry(entry: Entry, stdio: { command: string; args: string[] }): { value: Record<string, unknown>; block: string } {
  const value: Record<string, unknown> = entry.url
    ? { url: entry.url, ...(Object.keys(entry.headers).length ? { http_headers: entry.headers } : {}) }
    : { command: stdio.command, ...(stdio.args.length ? { args: stdio.args } : {}), ...(Object.keys(entry.env).length ? { env: entry.env } : {}) };
  // Strings and string tables only, written as JSON strings: valid TOML basic strings (the merge re-parses to check).
  const str = (s: string) => JSON.stringify(s);
  const toml = (v: unknown): string =>
    typeof v === 'string' ? str(v) : Array.isArray(v) ? `[${v.map(toml).join(', ')}]` : `{ ${Object.entries(v as object).map(([k, x]) => `${str(k)} = ${toml(x)}`).join(', ')} }`;
  const block = [`[mcp_servers.${entry.name}]`, ...Object.entries(value).map(([k, v]) => `${k} = ${toml(v)}`)].join('\n');
  return { value, block };
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
