/**
 * Flags and environment → one typed Config, validated in one place. Every rejection is a LibdocsError with
 * exit code 2 whose message names the flag or variable and says what to do (messages live in errors.ts).
 *
 * The parser is our own rather than util.parseArgs: it must treat `--port=5555` exactly like `--port 5555`,
 * say which flag is unknown, and check combinations (SPEC.md 4.3) after everything is read.
 * @module
 */
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { resolveDataDir } from './data-dir.ts';
import { parseRateLimits, type RateLimits } from './tiers.ts';
import { invalidApiKey, messages, usageError } from './errors.ts';
import { ATTEMPT_TIMEOUT_MS, SERVER_DEFAULTS, TIMEOUT_VARIABLE_RANGE_MS } from './defaults.ts';
import { noProxyFromEnv, proxyFromEnv, type ProxyConfig } from './proxy.ts';
import { DOC_SOURCES, type DocSources } from './doc-sources.ts';

export type Transport = 'stdio' | 'http';

export interface Config {
  /** Default `stdio`. */
  transport: Transport;
  /** HTTP port; default 3000; only meaningful with `transport: 'http'`. */
  port: number;
  /** HTTP listen address; default 127.0.0.1 (loopback only, unlike the reference server). */
  host: string;
  /** API key from --api-key, else SERVICE_API_KEY. */
  apiKey?: string;
  /** Where the key came from, for messages (never print the key). */
  apiKeySource?: '--api-key' | 'SERVICE_API_KEY';
  /** Index directory: --data-dir, else SERVICE_DATA_DIR, else the platform data directory. */
  dataDir: string;
  /** Never touch the network: no npm lookup on a resolve miss, project dependencies only from node_modules. */
  offline: boolean;
  /** Index the dependencies of the project the server starts in; --no-project-docs turns it off. */
  projectDocs: boolean;
  /** SERVICE_API_URL: answer from this backing API instead of the local index. */
  apiUrl?: string;
  /** RESOURCE_URL: the MCP resource address used for OAuth. */
  resourceUrl?: string;
  /** AUTH_SERVER_URL: the OAuth authorization server. */
  authServerUrl?: string;
  /** Proxy for outgoing requests, by SPEC.md 4.4 precedence. */
  proxy?: ProxyConfig;
  /** NO_PROXY entries, lower-cased (`*` means every host). Loopback is always bypassed. */
  noProxy: string[];
  /** Requests per hour by tier: --rate-limits, else SERVICE_RATE_LIMITS, over the defaults. */
  rateLimits: RateLimits;
  /**
   * Browser origins allowed to call the HTTP server (CORS), besides loopback pages: --allowed-origins, else
   * SERVICE_ALLOWED_ORIGINS, comma-separated (`*` for any).
   */
  allowedOrigins: string[];
  /** Count anonymous HTTP callers by X-Forwarded-For (only behind a proxy that sets it): --trust-proxy. */
  trustProxy: boolean;
  /** Scopes every OAuth access token must carry on /mcp/oauth: SERVICE_OAUTH_REQUIRED_SCOPES (none by default). */
  oauthRequiredScopes: string[];
  /** With SERVICE_API_URL: answer from the local index for the libraries it has (--local-first, SERVICE_LOCAL_FIRST=1). */
  localFirst: boolean;
  /** Time allowed per request to the backing API: SERVICE_API_TIMEOUT_MS, default 15 s. */
  apiTimeoutMs: number;
  /**
   * What an npm library's documentation is fetched from: `all` (its repository at the version's tag or its
   * site's llms files, besides the npm package; default) or `npm-only`. --sources, else SERVICE_DOC_SOURCES.
   */
  sources: DocSources;
  /** Hosts that may be internal addresses for every source: --allow-host (SERVICE_ALLOW_HOSTS is read where used). */
  allowHosts?: string;
}

/** Subcommand names, so a stray one among the server's options gets a helpful message. */
export const SUBCOMMANDS = ['add', 'list', 'remove', 'resolve', 'query', 'refresh', 'keys', 'setup', 'doctor', 'completions'] as const;

interface FlagSpec {
  /** Takes a value (`--flag v` or `--flag=v`); otherwise a switch. */
  value: boolean;
  /** Shown in "needs a value" messages. */
  example?: string;
}

const FLAGS: Record<string, FlagSpec> = {
  '--transport': { value: true, example: '--transport http' },
  '--port': { value: true, example: '--port 3000' },
  '--host': { value: true, example: '--host 127.0.0.1' },
  '--api-key': { value: true, example: '--api-key svcsk_...' },
  '--data-dir': { value: true, example: '--data-dir ~/.libdocs' },
  '--offline': { value: false },
  '--no-project-docs': { value: false },
  '--rate-limits': { value: true, example: '--rate-limits anonymous=600,free=2000,pro=10000,enterprise=50000' },
  '--allowed-origins': { value: true, example: '--allowed-origins https://app.example.com' },
  '--trust-proxy': { value: false },
  '--local-first': { value: false },
  '--sources': { value: true, example: '--sources npm-only' },
  '--allow-host': { value: true, example: '--allow-host git.corp.example,10.0.0.7' },
};

/** Reads the server's command line and environment; throws LibdocsError (exit code 2) on anything invalid. */
export function parseConfig(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Config {
  const given = readFlags(argv);

  const transportText = given.get('--transport');
  if (transportText !== undefined && transportText !== 'stdio' && transportText !== 'http') {
    throw usageError(messages.invalidTransport(transportText));
  }
  const transport: Transport = transportText ?? SERVER_DEFAULTS.transport;

  const portText = given.get('--port');
  if (portText !== undefined && transport !== 'http') throw usageError(messages.portNeedsHttp());
  const port = portText === undefined ? SERVER_DEFAULTS.port : parsePort(portText);

  const host = given.get('--host');
  if (host !== undefined && transport !== 'http') throw usageError(messages.hostNeedsHttp());
  if (host !== undefined && !isIP(host) && !/^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/i.test(host)) {
    throw usageError(messages.invalidHost(host));
  }
  for (const flag of ['--allowed-origins', '--trust-proxy']) {
    if (given.has(flag) && transport !== 'http') throw usageError(messages.flagNeedsHttp(flag));
  }
  const allowedOrigins = parseOrigins(given.get('--allowed-origins') ?? nonEmpty(env.SERVICE_ALLOWED_ORIGINS), given.has('--allowed-origins') ? '--allowed-origins' : 'SERVICE_ALLOWED_ORIGINS');

  const flagKey = given.get('--api-key');
  if (flagKey !== undefined && transport === 'http') throw usageError(messages.apiKeyNeedsStdio());
  const envKey = nonEmpty(env.SERVICE_API_KEY);
  const apiKey = flagKey ?? envKey;
  const apiKeySource = flagKey !== undefined ? '--api-key' : envKey !== undefined ? 'SERVICE_API_KEY' : undefined;
  if (apiKey !== undefined) checkApiKeyShape(apiKey, apiKeySource!);

  return {
    transport,
    port,
    host: host ?? SERVER_DEFAULTS.host,
    apiKey,
    apiKeySource,
    dataDir: resolveDataDir(expandHome(given.get('--data-dir'), env), { ...env, SERVICE_DATA_DIR: expandHome(env.SERVICE_DATA_DIR, env) }),
    offline: given.has('--offline'),
    projectDocs: !given.has('--no-project-docs'),
    apiUrl: urlVariable(env, 'SERVICE_API_URL'),
    resourceUrl: urlVariable(env, 'RESOURCE_URL'),
    authServerUrl: urlVariable(env, 'AUTH_SERVER_URL'),
    proxy: proxyFromEnv(env),
    noProxy: noProxyFromEnv(env),
    rateLimits: given.has('--rate-limits')
      ? parseRateLimits(given.get('--rate-limits'), '--rate-limits')
      : parseRateLimits(nonEmpty(env.SERVICE_RATE_LIMITS), 'SERVICE_RATE_LIMITS'),
    allowedOrigins,
    trustProxy: given.has('--trust-proxy'),
    oauthRequiredScopes: (nonEmpty(env.SERVICE_OAUTH_REQUIRED_SCOPES) ?? '').split(/[\s,]+/).filter(Boolean),
    localFirst: given.has('--local-first') || /^(1|true|yes)$/i.test(env.SERVICE_LOCAL_FIRST ?? ''),
    apiTimeoutMs: timeoutVariable(env, 'SERVICE_API_TIMEOUT_MS', ATTEMPT_TIMEOUT_MS),
    sources: docSources(given.get('--sources'), env),
    allowHosts: given.get('--allow-host'),
  };
}

/** --sources when given, else SERVICE_DOC_SOURCES, else `all`; a bad value is a usage error naming where it came from. */
export function docSources(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): DocSources {
  return parseDocSources(flag ?? nonEmpty(env.SERVICE_DOC_SOURCES), flag !== undefined ? '--sources' : 'SERVICE_DOC_SOURCES');
}

/** `all` (default) or `npm-only`. */
function parseDocSources(value: string | undefined, source: string): DocSources {
  if (value === undefined) return 'all';
  const text = value.trim().toLowerCase();
  if (!(DOC_SOURCES as readonly string[]).includes(text)) throw usageError(messages.invalidDocSources(source, value, DOC_SOURCES));
  return text as DocSources;
}

/** `https://a.example, http://localhost:5173` → normalised origins; `*` allows any. */
function parseOrigins(text: string | undefined, source: string): string[] {
  if (text === undefined) return [];
  return text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      if (o === '*') return o;
      const url = URL.canParse(o) ? new URL(o) : undefined;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
        throw usageError(messages.invalidOrigin(source, o));
      }
      return url.origin;
    });
}

/** Flag → value ('' for switches). Rejects unknown flags, missing values, repeats and positionals. */
function readFlags(argv: readonly string[]): Map<string, string> {
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-') || arg === '-' || arg === '--') throw usageError(messages.unexpectedArgument(arg, SUBCOMMANDS));
    const eq = arg.indexOf('=');
    const name = eq > 0 && arg.startsWith('--') ? arg.slice(0, eq) : arg;
    const spec = FLAGS[name];
    if (!spec) throw usageError(messages.unknownOption(name, suggest(name)));
    if (given.has(name)) throw usageError(messages.optionRepeated(name));
    let value = '';
    if (spec.value) {
      if (eq > 0) {
        value = arg.slice(eq + 1);
      } else {
        const next = argv[i + 1];
        // A following flag is not a value: `--port --transport http` forgot the port.
        if (next === undefined || next.startsWith('--')) throw usageError(messages.optionNeedsValue(name, spec.example!));
        value = next;
        i++;
      }
      if (value.trim() === '') throw usageError(messages.emptyValue(name));
    } else if (eq > 0) {
      throw usageError(messages.optionTakesNoValue(name));
    }
    given.set(name, value);
  }
  return given;
}

function parsePort(text: string): number {
  // Digits only: Number() would accept " 80", "0x50", "1e3" and "80.0".
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) throw usageError(messages.invalidPort(text));
  return port;
}

/**
 * The checks a key can pass without asking anyone: the `svcsk` prefix and no stray whitespace or quotes
 * (SPEC.md 5.2). Whether it is revoked is for the backing API to say.
 */
export function checkApiKeyShape(key: string, where: string): void {
  if (/[\s"'`]/.test(key)) throw invalidApiKey(where, 'it contains spaces or quotes', 2);
  if (/^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(key)) {
    throw usageError(messages.oauthOnStdio(where));
  }
  if (!key.startsWith('svcsk')) throw invalidApiKey(where, 'it does not start with svcsk', 2);
  if (!/^svcsk[\w-]{8,}$/.test(key)) throw invalidApiKey(where, 'it is too short or has characters keys never contain', 2);
}

/**
 * Assistants start the server without a shell, so `"args": ["--data-dir", "~/docs"]` arrives with its `~`:
 * expand it as a shell would.
 */
function expandHome(path: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (path === undefined || !/^~(?=$|[/\\])/.test(path)) return path;
  return join(env.HOME || env.USERPROFILE || homedir(), path.slice(1));
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/** Milliseconds from 100 to 60,000 (a client gives up at about 60 s, so more would only hide failures). */
function timeoutVariable(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(ms >= TIMEOUT_VARIABLE_RANGE_MS.min && ms <= TIMEOUT_VARIABLE_RANGE_MS.max)) throw usageError(messages.invalidTimeoutVariable(name, value));
  return ms;
}

function urlVariable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = nonEmpty(env[name]);
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw usageError(messages.invalidUrlVariable(name, value));
  }
  return value.replace(/\/+$/, '');
}

/** A known flag close to what was typed: `--api_key`, `--apiKey`, `--prot` → `--api-key`, `--port`. */
function suggest(flag: string): string | undefined {
  const squash = (s: string) => s.replace(/^-+/, '').replace(/[-_]/g, '').toLowerCase();
  const typed = squash(flag);
  let best: { name: string; distance: number } | undefined;
  for (const name of Object.keys(FLAGS)) {
    const distance = typed === squash(name) ? 0 : editDistance(typed, squash(name));
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
