/**
 * What an HTTP request must pass before anything else, and what a browser is told: DNS-rebinding protection on
 * loopback (Host and Origin), CORS headers for allowed origins, and who the caller is for rate limits.
 * @module
 */
import type { IncomingMessage } from 'node:http';
import { KEY_HEADERS } from './http-credentials.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
export const CORS_ALLOW_HEADERS = [
  'Content-Type',
  'Accept',
  'MCP-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Mcp-Session-Id',
  'Last-Event-ID',
  ...KEY_HEADERS,
].join(', ');
const CORS_EXPOSE_HEADERS = 'Mcp-Session-Id, MCP-Protocol-Version, WWW-Authenticate, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy';

/**
 * On a loopback address, a page on any web site could reach the server through a DNS name that resolves to
 * 127.0.0.1 (DNS rebinding): require a loopback Host, and an Origin that is loopback or explicitly allowed.
 */
export function dnsRebinding(req: IncomingMessage, loopbackOnly: boolean, allowedOrigins: string[]): string | undefined {
  if (!loopbackOnly) return undefined;
  const host = hostname(req.headers.host ?? '');
  if (!LOOPBACK_HOSTS.has(host)) return `Host "${req.headers.host ?? ''}" is not this server's loopback address; requests must name localhost or 127.0.0.1.`;
  const origin = req.headers.origin;
  if (origin && origin !== 'null' && !originAllowed(origin, allowedOrigins)) {
    return `Origin "${origin}" may not call this server. Allow it with --allowed-origins if it should.`;
  }
  if (origin === 'null') return 'Origin "null" (a sandboxed page or file) may not call this server.';
  return undefined;
}

export function corsHeaders(origin: string | undefined, allowedOrigins: string[]): Record<string, string> {
  if (!origin || !originAllowed(origin, allowedOrigins)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS, Vary: 'Origin' };
}

function originAllowed(origin: string, allowed: string[]): boolean {
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  return url !== undefined && LOOPBACK_HOSTS.has(url.hostname);
}

function hostname(hostHeader: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hostHeader);
  if (bracketed) return bracketed[1]!;
  return hostHeader.replace(/:\d+$/, '').toLowerCase();
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
