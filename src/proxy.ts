/**
 * Proxy settings for outgoing HTTP (SPEC.md 4.4): the proxy the environment names (HTTPS_PROXY > https_proxy >
 * HTTP_PROXY > http_proxy) and the hosts NO_PROXY (or loopback) sends direct. Read by config.ts and by the CLI
 * commands that fetch; applied by http-client.ts.
 * @module
 */
import { messages, usageError } from './errors.ts';

export interface ProxyConfig {
  /** Normalised proxy URL (a bare `host:port` gets `http://`). */
  url: string;
  /** The variable it came from: HTTPS_PROXY, https_proxy, HTTP_PROXY or http_proxy. */
  source: string;
}

/** Highest first, as SPEC.md 4.4 orders them. */
export const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

export function proxyFromEnv(env: NodeJS.ProcessEnv): ProxyConfig | undefined {
  for (const name of PROXY_VARIABLES) {
    const value = nonEmpty(env[name]);
    if (value === undefined) continue;
    // `proxy.corp:8080` is a common spelling; curl and npm read it as http.
    const text = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`;
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
      throw usageError(messages.invalidProxyVariable(name, value));
    }
    return { url: url.href, source: name };
  }
  return undefined;
}

export function noProxyFromEnv(env: NodeJS.ProcessEnv): string[] {
  const value = nonEmpty(env.NO_PROXY) ?? nonEmpty(env.no_proxy) ?? '';
  return value
    .split(/[,\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a request to `target` goes around the proxy: loopback always does; otherwise a NO_PROXY entry
 * matches the host exactly, as a domain suffix (`example.com` and `.example.com` both cover
 * `api.example.com`; `*.example.com` too), optionally with `:port`; `*` matches everything.
 */
export function bypassesProxy(target: URL | string, noProxy: readonly string[]): boolean {
  const url = typeof target === 'string' ? new URL(target) : target;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)) return true;
  for (const entry of noProxy) {
    if (entry === '*') return true;
    const m = /^(.*?)(?::(\d+))?$/.exec(entry.replace(/^\[(.*)\]/, '$1'))!;
    const entryPort = m[2];
    const domain = m[1]!.replace(/^\*?\./, '');
    if (!domain || (entryPort !== undefined && entryPort !== port)) continue;
    if (host === domain || host.endsWith(`.${domain}`)) return true;
  }
  return false;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}
