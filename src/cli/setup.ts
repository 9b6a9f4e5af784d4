/**
 * `libdocs setup <assistant>`: the MCP server entry for an assistant's config, printed, or with `--write`
 * merged into its config file. A file is never overwritten without a backup beside it, and a file that is not
 * plain JSON (invalid, or JSON with comments that a rewrite would lose) is reported and left alone.
 * @module
 */
import { defineCommand } from 'citty';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { LibdocsError, messages, usageError } from '../errors.ts';
import { fail, printJson, required } from './_shared.ts';

export const ASSISTANTS = ['claude-code', 'cursor', 'vscode', 'windsurf', 'codex', 'zed'] as const;
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
      const assistant = required(args.assistant, 'the assistant', `libdocs setup <${ASSISTANTS.join('|')}> [--write]`) as Assistant;
      if (!ASSISTANTS.includes(assistant)) {
        throw new LibdocsError('INVALID_ARGUMENT', `Unknown assistant "${assistant}". Choose one of: ${ASSISTANTS.join(', ')}.`, 2);
      }
      const entry = buildEntry(args);
      const target = targetFor(assistant, entry, args.config ? resolve(args.config) : undefined);
      if (args.json && !args.write) return printJson({ assistant, file: target.file, format: target.format, snippet: target.snippet, command: target.command });
      if (!args.write) {
        const lines = [`Add this to ${target.file} (${target.scope}):`, '', target.snippet, ''];
        if (target.command) lines.push('Or run:', '', `  ${target.command}`, '');
        lines.push(`Or let libdocs merge it (the old file is backed up first): ${writeCommand(assistant, args)}`);
        process.stdout.write(`${lines.join('\n')}\n`);
        return;
      }
      const backup = writeMerged(target);
      if (args.json) return printJson({ assistant, file: target.file, backup });
      process.stdout.write(
        `Wrote the "${entry.name}" server to ${target.file}${backup ? ` (previous version kept as ${backup})` : ''}. Restart ${assistant} to pick it up.\n`,
      );
    } catch (error) {
      fail(error);
    }
  },
});

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;

type SetupArgs = { 'api-key'?: string; remote?: string; 'data-dir'?: string; name?: string; config?: string };

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
      throw new LibdocsError('INVALID_ARGUMENT', `--remote must be the server's http(s) URL, for example http://127.0.0.1:3000/mcp (got "${args.remote}").`, 2);
    }
    return { name, command: [], args: [], env: {}, url: url.href, headers: key ? { Authorization: `Bearer ${key}` } : {} };
  }
  const dataDir = args['data-dir']?.trim();
  return {
    name,
    command: selfCommand(),
    args: dataDir ? ['--data-dir', resolve(dataDir)] : [],
    env: key ? { SERVICE_API_KEY: key } : {},
    headers: {},
  };
}

/** The built binary is its own absolute path; from sources it is Node with the entry script. */
function selfCommand(): string[] {
  const sea = process.getBuiltinModule('node:sea') as { isSea?: () => boolean } | undefined;
  if (sea?.isSea?.()) return [process.execPath];
  return [process.execPath, resolve(process.argv[1] ?? 'src/cli/main.ts')];
}

function targetFor(assistant: Assistant, entry: Entry, override?: string): Target {
  const home = homedir();
  const [command, ...prefix] = entry.command;
  const stdio = { command: command!, args: [...prefix, ...entry.args] };
  const optional = <T extends object>(value: T) => (Object.keys(value).length ? value : undefined);
  const json = (file: string, scope: string, section: string[], value: unknown): Target => ({
    file: override ?? file,
    format: 'json',
    scope,
    snippet: JSON.stringify(nest(section, { [entry.name]: value }), null, 2),
    merge: (existing) => mergeJson(existing, [...section, entry.name], value, override ?? file),
  });
  const stdioEntry = { ...stdio, args: optional(stdio.args) ?? undefined, env: optional(entry.env) };
  switch (assistant) {
    case 'claude-code': {
      const value = entry.url ? { type: 'http', url: entry.url, headers: optional(entry.headers) } : { type: 'stdio', ...stdioEntry };
      const target = json(join(process.cwd(), '.mcp.json'), 'project scope, for everyone who opens this project; or run the command below to add it for your user only', ['mcpServers'], value);
      // --header and -e take several values each, so they come after the name (and the URL), or they would
      // swallow them; -s user is what "your user scope" means (Claude's default is the local project).
      const headerFlags = Object.entries(entry.headers).map(([k, v]) => ` --header ${shellQuote(`${k}: ${v}`)}`).join('');
      const envFlags = Object.entries(entry.env).map(([k, v]) => ` -e ${shellQuote(`${k}=${v}`)}`).join('');
      target.command = entry.url
        ? `claude mcp add --transport http -s user ${entry.name} ${shellQuote(entry.url)}${headerFlags}`
        : `claude mcp add -s user ${entry.name}${envFlags} -- ${[stdio.command, ...stdio.args].map(shellQuote).join(' ')}`;
      return target;
    }
    case 'cursor':
      return json(join(home, '.cursor', 'mcp.json'), 'user scope; .cursor/mcp.json in a project works too', ['mcpServers'], entry.url ? { url: entry.url, headers: optional(entry.headers) } : stdioEntry);
    case 'windsurf':
      return json(join(home, '.codeium', 'windsurf', 'mcp_config.json'), 'user scope', ['mcpServers'], entry.url ? { serverUrl: entry.url, headers: optional(entry.headers) } : stdioEntry);
    case 'vscode':
      return json(join(process.cwd(), '.vscode', 'mcp.json'), 'workspace scope', ['servers'], entry.url ? { type: 'http', url: entry.url, headers: optional(entry.headers) } : { type: 'stdio', ...stdioEntry });
    case 'zed':
      return json(zedSettings(home), 'user settings', ['context_servers'], entry.url ? { url: entry.url, headers: optional(entry.headers) } : { source: 'custom', ...stdioEntry });
    case 'codex': {
      const file = override ?? join(process.env.CODEX_HOME || join(home, '.codex'), 'config.toml');
      const block = codexBlock(entry, stdio);
      return { file, format: 'toml', scope: 'user scope', snippet: block, merge: (existing) => mergeToml(existing, entry.name, block) };
    }
  }
}

function zedSettings(home: string): string {
  if (process.platform === 'win32') return join(process.env.APPDATA || join(home, 'AppData', 'Roaming'), 'Zed', 'settings.json');
  return join(process.env.XDG_CONFIG_HOME || join(home, '.config'), 'zed', 'settings.json');
}

function nest(path: string[], value: unknown): unknown {
  return path.reduceRight((inner, key) => ({ [key]: inner }), value);
}

/** Puts `value` at `path` in the JSON document, keeping everything else. */
function mergeJson(existing: string | undefined, path: string[], value: unknown, file: string): string {
  let doc: Record<string, unknown> = {};
  if (existing !== undefined && existing.trim() !== '') {
    try {
      doc = JSON.parse(existing) as Record<string, unknown>;
    } catch (error) {
      const comments = /^\s*\/\/|\/\*/m.test(existing) ? ' It looks like JSON with comments, which a rewrite would lose.' : '';
      throw new LibdocsError(
        'INVALID_ARGUMENT',
        `${file} is not valid JSON (${(error as Error).message}), so libdocs left it unchanged.${comments} Fix it, or add the entry by hand: run the same command without --write to see it.`,
      );
    }
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
      throw new LibdocsError('INVALID_ARGUMENT', `${file} does not hold a JSON object, so libdocs left it unchanged. Add the entry by hand (run without --write to see it).`);
    }
  }
  let node = doc;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next !== undefined && (typeof next !== 'object' || next === null || Array.isArray(next))) {
      throw new LibdocsError('INVALID_ARGUMENT', `In ${file}, "${key}" is not an object, so libdocs left the file unchanged. Add the entry by hand (run without --write to see it).`);
    }
    node = (node[key] ??= {}) as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function codexBlock(entry: Entry, stdio: { command: string; args: string[] }): string {
  const str = (s: string) => JSON.stringify(s);
  const table = (values: Record<string, string>) => `{ ${Object.entries(values).map(([k, v]) => `${str(k)} = ${str(v)}`).join(', ')} }`;
  const lines = [`[mcp_servers.${entry.name}]`];
  if (entry.url) {
    lines.push(`url = ${str(entry.url)}`);
    if (Object.keys(entry.headers).length) lines.push(`http_headers = ${table(entry.headers)}`);
  } else {
    lines.push(`command = ${str(stdio.command)}`);
    if (stdio.args.length) lines.push(`args = [${stdio.args.map(str).join(', ')}]`);
    if (Object.keys(entry.env).length) lines.push(`env = ${table(entry.env)}`);
  }
  return lines.join('\n');
}

/** Replaces the `[mcp_servers.<name>]` table (and its sub-tables) in a TOML file, or appends it. */
function mergeToml(existing: string | undefined, name: string, block: string): string {
  const lines = (existing ?? '').split('\n');
  const header = new RegExp(`^\\s*\\[\\s*mcp_servers\\s*\\.\\s*(?:"${escape(name)}"|${escape(name)})\\s*(?:\\.[^\\]]*)?\\]`);
  const out: string[] = [];
  let skipping = false;
  let replaced = false;
  for (const line of lines) {
    if (/^\s*\[/.test(line)) {
      const ours = header.test(line);
      if (ours && !replaced) out.push(...block.split('\n'));
      replaced ||= ours;
      skipping = ours;
      if (ours) continue;
    }
    if (!skipping) out.push(line);
  }
  let text = out.join('\n').replace(/\n+$/, '');
  if (!replaced) text = `${text}${text ? '\n\n' : ''}${block}`;
  return `${text}\n`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Writes the merged file through a temporary file; the previous file is first copied beside it (`<file>.bak`). */
function writeMerged(target: Target): string | undefined {
  const existing = existsSync(target.file) ? readFileSync(target.file, 'utf8') : undefined;
  const merged = target.merge(existing);
  mkdirSync(dirname(target.file), { recursive: true });
  let backup: string | undefined;
  if (existing !== undefined) {
    // The first backup is the user's own file: never replace it with a later one.
    backup = existsSync(`${target.file}.bak`) ? `${target.file}.bak-${new Date().toISOString().replace(/[:.]/g, '-')}` : `${target.file}.bak`;
    copyFileSync(target.file, backup);
  }
  const temp = `${target.file}.libdocs-${process.pid}.tmp`;
  // Keys may be in the file: a new one is private; an existing one keeps its permissions.
  writeFileSync(temp, merged, { mode: existing !== undefined ? statSync(target.file).mode & 0o777 : 0o600 });
  renameSync(temp, target.file);
  return backup;
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
