/**
 * What an HTTP request must pass before anything else, and what a browser is told: DNS-rebinding protection on
 * loopback (Host and Origin), CORS headers for allowed origins, who the caller is, and whether its allowance
 * admits the request.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Access, Caller } from '../auth/access.ts';
import { RateLimitedError, type RateDecision } from '../auth/rate-limit.ts';
import { LibdocsError, messages } from '../errors.ts';
import { KEY_HEADERS, keyFromHeaders } from './http-credentials.ts';

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
  if (!LOOPBACK_HOSTS.has(host)) return messages.hostNotLoopback(req.headers.host ?? '');
  const origin = req.headers.origin;
  if (origin && origin !== 'null' && !originAllowed(origin, allowedOrigins)) {
    return messages.originRefused(origin);
  }
  if (origin === 'null') return messages.nullOriginRefused();
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

/** What admission needs of the server's options. */
export interface Gate {
  /** Keys and limits of the embedded index; absent in remote mode, where the backing API decides. */
  access?: Access;
  trustProxy: boolean;
}

/** Who called and what was counted against its allowance. */
export interface Admission {
  caller?: Caller;
  /** The API key sent (passed through to a remote backend). */
  key?: string;
  /** Requests counted (0 when none were): what to give back if the request is then refused unanswered. */
  counted: number;
  /** The request was refused (invalid key, allowance spent) and already answered. */
  refused: boolean;
}

/**
 * identify → admit → refuse, as every endpoint does it: the caller from its key (or `known`, an OAuth caller),
 * then `cost` requests counted against its allowance (none when 0) with the RateLimit headers set on the
 * response. An invalid key or a spent allowance is answered with `refuse`; any other error is thrown.
 */
export async function admit(
  req: IncomingMessage,
  res: ServerResponse,
  gate: Gate,
  cost: number,
  refuse: (error: LibdocsError) => void,
  known?: Caller,
): Promise<Admission> {
  let caller = known;
  let key: string | undefined;
  try {
    if (!known) {
      const credential = keyFromHeaders(req.headers);
      key = credential.key;
      if (gate.access) caller = await gate.access.identify(credential.key, credential.where ?? '', clientAddress(req, gate.trustProxy));
    }
    if (!gate.access || !caller || cost <= 0) return { caller, key, counted: 0, refused: false };
    for (const [k, v] of Object.entries(rateHeaders(gate.access.admit(caller, cost)))) res.setHeader(k, v);
    return { caller, key, counted: cost, refused: false };
  } catch (error) {
    if (!(error instanceof LibdocsError) || (error.code !== 'INVALID_API_KEY' && error.code !== 'RATE_LIMITED')) throw error;
    refuse(error);
    return { caller, key, counted: 0, refused: true };
  }
}

/** Retry-After and the RateLimit headers of a refused request; none for other errors. */
export function refusalHeaders(error: LibdocsError): Record<string, string> {
  if (!(error instanceof RateLimitedError)) return {};
  return { 'Retry-After': String(error.decision.resetSeconds), ...rateHeaders(error.decision) };
}

export function rateHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
    'RateLimit-Policy': `${d.limit};w=3600`,
  };
}
