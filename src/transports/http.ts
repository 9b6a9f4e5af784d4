/**
 * Remote mode (SPEC.md 4.1) on Node's own http server: `/mcp` (Streamable HTTP, stateless, both protocol eras
 * through the SDK's createMcpHandler), `/mcp/oauth`, `/ping`, the OAuth metadata documents, and clear JSON
 * errors for everything else. Around the SDK handler this module owns what a server on a network must do:
 * DNS-rebinding protection on loopback, CORS, API keys and rate limits, a body limit, timeouts, a cap on
 * concurrent requests, a request log without credentials, and a drain on SIGTERM.
 * @module
 */
import { createMcpHandler, type AuthInfo, type McpServer } from '@modelcontextprotocol/server';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Access, Caller } from '../auth/access.ts';
import { OAuthError, WELL_KNOWN_RESOURCE, type OAuthVerifier, type VerifiedToken } from '../auth/oauth.ts';
import type { RateDecision } from '../auth/rate-limit.ts';
import { LibdocsError, messages } from '../errors.ts';
import { version } from '../version.ts';
import type { LocalBackend } from '../backends/local.ts';
import { accepts, reshape, SDK_ACCEPT } from './http-accept.ts';
import { apiError, sendApiReply, serveApi } from './http-api.ts';
import { keyFromHeaders } from './http-credentials.ts';
import { clientAddress, CORS_ALLOW_HEADERS, corsHeaders, dnsRebinding, isLoopback } from './http-guards.ts';

// Builtins are loaded where used, not imported: in the single-file bundle every static import is evaluated at
// start-up, and node:http's module face alone costs the stdio server ~17 ms (it loads undici).
const { createServer: createHttpServer } = process.getBuiltinModule('node:http') as typeof import('node:http');

/** A tool call is two short strings; 1 MiB leaves room for any client's envelope and is refused above. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Requests served at once; more wait for nothing and get 503 with Retry-After. */
export const MAX_CONCURRENT = 256;
const DRAIN_MS = 10_000;

/** Time limits on a connection, in milliseconds (README.md, "Limits", documents the defaults). */
export interface HttpLimits {
  /** From the connection's first byte until the request headers are complete (slow-header clients). */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived (trickled bodies). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

export const HTTP_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveMs: 5_000 };

export interface HttpOptions {
  host: string;
  port: number;
  /** One MCP server per request (stateless); the caller's key is passed through for a remote backend. */
  factory: (apiKey: string | undefined) => McpServer;
  /** Keys and limits of the embedded index; absent in remote mode, where the backing API decides. */
  access?: Access;
  /** Browser origins allowed besides loopback pages (`*`: any). */
  allowedOrigins: string[];
  trustProxy: boolean;
  /** The embedded index for /api/v2/* (absent in remote mode). */
  api?: () => Promise<LocalBackend>;
  /** Whether the index can be read, for /ping. */
  health: () => Promise<{ ok: boolean; detail: string }>;
  /** OAuth for /mcp/oauth and the metadata documents; absent when AUTH_SERVER_URL is not set. */
  oauth?: OAuthVerifier;
  /** Time limits, over HTTP_LIMITS. */
  limits?: Partial<HttpLimits>;
  log?: (line: string) => void;
}

export interface RunningHttpServer {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to a limit), then closes. */
  close(): Promise<void>;
}

export async function startHttpServer(options: HttpOptions): Promise<RunningHttpServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // The key of the request being served reaches the per-request factory through authInfo.
  const mcp = createMcpHandler((ctx) => options.factory(ctx.authInfo?.token || undefined), {
    legacy: 'stateless',
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (error) => log(`libdocs: mcp: ${error.message}`),
  });
  const loopbackOnly = isLoopback(options.host);
  let inFlight = 0;
  let draining = false;

  const server = createHttpServer(serverOptions({ ...HTTP_LIMITS, ...options.limits }), async (req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0]!;
    let caller: Caller | undefined;
    res.on('finish', () => {
      // Who asked, never with what: `anonymous`, `key:<id>` or `oauth:<client id>`.
      const who = caller ? ` ${caller.tier === 'anonymous' ? 'anonymous' : caller.subject}` : '';
      log(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms${who}`);
    });
    if (draining) return sendJson(res, 503, { error: 'shutting_down', message: 'The server is shutting down; retry on another instance.' }, { Connection: 'close' });
    if (inFlight >= MAX_CONCURRENT) return sendJson(res, 503, { error: 'busy', message: `More than ${MAX_CONCURRENT} requests at once; retry shortly.` }, { 'Retry-After': '1' });
    inFlight++;
    try {
      const origin = req.headers.origin;
      const rejected = dnsRebinding(req, loopbackOnly, options.allowedOrigins);
      if (rejected) return sendJson(res, 403, { error: 'forbidden', message: rejected });
      const cors = corsHeaders(origin, options.allowedOrigins);
      for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS, 'Access-Control-Max-Age': '600' });
        return res.end();
      }
      switch (path) {
        case '/mcp':
          caller = await serveMcp(req, res, mcp, options);
          return;
        case '/mcp/oauth':
          if (!options.oauth) return oauthNotConfigured(res);
          caller = await serveOAuthMcp(req, res, mcp, options, options.oauth);
          return;
        case '/ping':
          return await ping(req, res, options);
        case '/api/v2/libs/search':
        case '/api/v2/context':
          if (!options.api) return sendJson(res, 404, { error: 'not_found', message: 'This server forwards to a backing API and does not serve /api itself.' });
          caller = await serveApiRequest(req, res, path, options, options.api);
          return;
        case '/.well-known/oauth-authorization-server':
          if (!options.oauth) return oauthNotConfigured(res);
          return await authServerMetadata(res, options.oauth);
        default:
          if (path === WELL_KNOWN_RESOURCE || path.startsWith(`${WELL_KNOWN_RESOURCE}/`)) return protectedResourceMetadata(res, path, options.oauth);
          return sendJson(res, 404, { error: 'not_found', message: `No endpoint at ${path}. The MCP endpoint is /mcp (POST); /ping answers health checks; the documentation API is under /api/v2.` });
      }
    } catch (error) {
      // A client that left mid-request (its tool call aborted) is not a server failure.
      if (res.destroyed || res.writableEnded) return;
      log(`libdocs: ${req.method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal', message: 'Internal error; the server log has the details.' });
      else res.end();
    } finally {
      inFlight--;
    }
  });
  server.maxHeadersCount = 100;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new LibdocsError(
          'INVALID_ARGUMENT',
          error.code === 'EADDRINUSE' ? messages.portInUse(options.host, options.port) : messages.cannotListen(options.host, options.port, error.code ?? error.message),
        ),
      );
    });
    server.listen(options.port, options.host, () => resolve());
  });
  const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${hostInUrl}:${options.port}`;

  return {
    server,
    url,
    async close() {
      draining = true;
      server.close();
      server.closeIdleConnections();
      const deadline = Date.now() + DRAIN_MS;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      server.closeAllConnections();
      await mcp.close();
    },
  };
}

/** Node's server options for the time limits. */
function serverOptions(limits: HttpLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveMs,
    // Node checks the two timeouts above only this often (30 s by default, which let a slow client stay up to
    // three times its limit): often enough that each limit holds to within a second.
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 4),
  };
}

/** POST /mcp: credentials and limits first (401, 429), then the SDK's handler with the body already read. */
async function serveMcp(req: IncomingMessage, res: ServerResponse, mcp: ReturnType<typeof createMcpHandler>, options: HttpOptions): Promise<Caller | undefined> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'This server is stateless: send MCP messages with POST; there is no GET stream or session to DELETE.' }, { Allow: 'POST, OPTIONS' });
    return undefined;
  }
  const body = await readBody(req);
  if (body === 'too-large') return void sendTooLarge(res);
  let key: string | undefined;
  let caller: Caller | undefined;
  let decision: RateDecision | undefined;
  const cost = toolCalls(body);
  try {
    const credential = keyFromHeaders(req.headers);
    key = credential.key;
    if (options.access) {
      caller = await options.access.identify(credential.key, credential.where ?? '', clientAddress(req, options.trustProxy));
      if (cost > 0) decision = options.access.admit(caller, cost);
    }
  } catch (error) {
    if (!(error instanceof LibdocsError)) throw error;
    if (error.code === 'INVALID_API_KEY') {
      sendJson(res, 401, { jsonrpc: '2.0', id: requestId(body), error: { code: -32001, message: error.message } }, { 'WWW-Authenticate': 'Bearer realm="libdocs", error="invalid_token"' });
      return caller;
    }
    if (error.code === 'RATE_LIMITED') {
      sendRateLimited(res, error, body);
      return caller;
    }
    throw error;
  }
  if (decision) for (const [k, v] of Object.entries(rateHeaders(decision))) res.setHeader(k, v);
  const status = await forward(req, res, body, mcp, key ? { token: key, clientId: caller?.subject ?? 'key', scopes: [] } : undefined);
  if (decision && caller && refusedUnanswered(status)) options.access!.refund(caller, cost);
  return caller;
}

/**
 * POST /mcp/oauth: a bearer token in the Authorization header (never in the URL), verified against the
 * authorization server; 401 with the resource metadata address when it is missing or invalid, 403 without a
 * required scope. OAuth callers have the free tier's allowance.
 */
async function serveOAuthMcp(
  req: IncomingMessage,
  res: ServerResponse,
  mcp: ReturnType<typeof createMcpHandler>,
  options: HttpOptions,
  oauth: OAuthVerifier,
): Promise<Caller | undefined> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'Send MCP messages to /mcp/oauth with POST.' }, { Allow: 'POST, OPTIONS' });
    return undefined;
  }
  const challenge = (code: string, description: string) =>
    `Bearer error="${code}", error_description="${description.replace(/"/g, "'")}", resource_metadata="${oauth.resourceMetadataUrl()}"`;
  if (tokenInUrl(req.url ?? '')) {
    sendJson(res, 401, { error: 'invalid_request', message: 'Access tokens are accepted only in the Authorization header, never in the URL.' }, { 'WWW-Authenticate': challenge('invalid_request', 'token in the URL') });
    return undefined;
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer) {
    sendJson(res, 401, { error: 'invalid_token', message: 'An OAuth access token is required: Authorization: Bearer <token>.' }, { 'WWW-Authenticate': challenge('invalid_token', 'no access token') });
    return undefined;
  }
  let verified: VerifiedToken;
  try {
    verified = await oauth.verify(bearer);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const headers: Record<string, string> = error.status === 502 ? {} : { 'WWW-Authenticate': challenge(error.code, error.message) };
    if (error.code === 'insufficient_scope') headers['WWW-Authenticate'] += `, scope="${oauth.settings.requiredScopes.join(' ')}"`;
    sendJson(res, error.status, { error: error.code, message: error.message }, headers);
    return undefined;
  }
  const body = await readBody(req);
  if (body === 'too-large') return void sendTooLarge(res);
  const caller: Caller = { tier: 'free', subject: `oauth:${verified.clientId}` };
  const cost = toolCalls(body);
  if (options.access && cost > 0) {
    try {
      for (const [k, v] of Object.entries(rateHeaders(options.access.admit(caller, cost)))) res.setHeader(k, v);
    } catch (error) {
      if (!(error instanceof LibdocsError) || error.code !== 'RATE_LIMITED') throw error;
      sendRateLimited(res, error, body);
      return caller;
    }
  }
  const status = await forward(req, res, body, mcp, { token: bearer, clientId: verified.clientId, scopes: verified.scopes, expiresAt: verified.expiresAt });
  if (options.access && cost > 0 && refusedUnanswered(status)) options.access.refund(caller, cost);
  return caller;
}

/**
 * Whether the query string carries an access token (RFC 6750's `access_token`), however the parameter's name is
 * spelled: percent-encoded (`%61ccess_token`, `access%5Ftoken`), in another case, or as `access_token[]`.
 */
function tokenInUrl(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return false;
  for (const name of new URLSearchParams(url.slice(query + 1)).keys()) {
    if (/^\s*access_token\s*(\[\])?$/i.test(name)) return true;
  }
  return false;
}

/** GET /api/v2/*: the same key and limit checks as /mcp (every API request counts), then the index. */
async function serveApiRequest(req: IncomingMessage, res: ServerResponse, path: string, options: HttpOptions, api: () => Promise<LocalBackend>): Promise<Caller | undefined> {
  let caller: Caller | undefined;
  let admitted = false;
  try {
    const credential = keyFromHeaders(req.headers);
    if (options.access) {
      caller = await options.access.identify(credential.key, credential.where ?? '', clientAddress(req, options.trustProxy));
      for (const [k, v] of Object.entries(rateHeaders(options.access.admit(caller)))) res.setHeader(k, v);
      admitted = true;
    }
    const reply = await serveApi(req, path, await api());
    if (admitted && reply.status === 405) options.access!.refund(caller!);
    sendApiReply(res, reply);
  } catch (error) {
    if (!(error instanceof LibdocsError)) throw error;
    const limited = error.code === 'RATE_LIMITED' ? (error as LibdocsError & { decision: RateDecision }).decision : undefined;
    // A malformed request (a missing or bad parameter) was refused before anything was looked up.
    if (admitted && error.code === 'INVALID_ARGUMENT') options.access!.refund(caller!);
    sendApiReply(res, apiError(error), limited ? { 'Retry-After': String(limited.resetSeconds), ...rateHeaders(limited) } : {});
  }
  return caller;
}

/** Hands the request, its body already read, to the SDK's handler and streams the answer back; the HTTP status. */
async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, mcp: ReturnType<typeof createMcpHandler>, authInfo?: AuthInfo): Promise<number> {
  const client = accepts(req.headers.accept);
  if (!client.json && !client.sse) {
    sendJson(res, 406, { jsonrpc: '2.0', id: requestId(body), error: { code: -32000, message: messages.notAcceptable((req.headers.accept ?? '').slice(0, 200)) } });
    return 406;
  }
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = toHeaders(req);
  headers.set('accept', SDK_ACCEPT);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/mcp'}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
    signal: controller.signal,
  });
  const response = await reshape(await mcp.fetch(request, authInfo ? { authInfo } : undefined), client, isBatch(body));
  await sendWebResponse(res, response);
  return response.status;
}

/**
 * The SDK refused the request as a whole before running anything (406 Accept, 415 Content-Type, 400 malformed
 * or unsupported protocol version): nothing was answered, so nothing is counted.
 */
function refusedUnanswered(status: number): boolean {
  return status >= 400 && status < 500;
}

/** RFC 9728 metadata at each path a client or a proxy in front may ask for it (OAuthVerifier says which). */
function protectedResourceMetadata(res: ServerResponse, path: string, oauth: OAuthVerifier | undefined): void {
  if (!oauth) return oauthNotConfigured(res);
  if (!oauth.protectedResourceMetadataPaths().includes(path.replace(/\/$/, ''))) {
    return sendJson(res, 404, { error: 'not_found', message: `No protected-resource metadata at ${path}; this server's is at ${oauth.resourceMetadataUrl()}.` });
  }
  sendJson(res, 200, oauth.protectedResourceMetadata(), { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=3600' });
}

async function authServerMetadata(res: ServerResponse, oauth: OAuthVerifier): Promise<void> {
  try {
    sendJson(res, 200, await oauth.metadata(), { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=600' });
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendJson(res, 502, { error: 'bad_gateway', message: error.message });
  }
}

/**
 * What a body costs against the hourly allowance: one per tool call, each call of a JSON-RPC batch too (a
 * handshake or a tool list is not a question).
 */
function toolCalls(body: Buffer): number {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.filter((m) => (m as { method?: unknown })?.method === 'tools/call').length;
  } catch {
    return 0; // the SDK answers malformed JSON with -32700
  }
}

/** Whether the body is a JSON-RPC batch (an array). */
function isBatch(body: Buffer): boolean {
  for (const byte of body) {
    if (byte === 0x5b) return true;
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return false;
  }
  return false;
}

function requestId(body: Buffer): string | number | null {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** 413: the body is over the limit (readBody keeps reading and dropping the rest). */
function sendTooLarge(res: ServerResponse): void {
  sendJson(res, 413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Request body over ${MAX_BODY_BYTES} bytes` } });
}

/** 429 with the JSON-RPC error, Retry-After and the RateLimit headers of the refused request. */
function sendRateLimited(res: ServerResponse, error: LibdocsError, body: Buffer): void {
  const limited = (error as LibdocsError & { decision: RateDecision }).decision;
  sendJson(res, 429, { jsonrpc: '2.0', id: requestId(body), error: { code: -32029, message: error.message } }, { 'Retry-After': String(limited.resetSeconds), ...rateHeaders(limited) });
}

function rateHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
    'RateLimit-Policy': `${d.limit};w=3600`,
  };
}

function oauthNotConfigured(res: ServerResponse): void {
  sendJson(res, 404, {
    error: 'oauth_not_configured',
    message: 'OAuth is not configured on this server (start it with AUTH_SERVER_URL, and RESOURCE_URL when it is reached under another address). Use /mcp with an API key.',
  });
}

async function ping(req: IncomingMessage, res: ServerResponse, options: HttpOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, { error: 'method_not_allowed', message: 'Use GET /ping.' }, { Allow: 'GET, HEAD' });
  }
  const health = await options.health();
  sendJson(res, health.ok ? 200 : 503, { status: health.ok ? 'ok' : 'degraded', index: health.detail, version });
}

/**
 * The body, or 'too-large' as soon as it passes the limit. The rest of an oversized body is still read and
 * dropped (up to 8 times the limit, then the connection is cut): a client still sending then reads the 413
 * instead of a reset, and the connection stays usable.
 */
function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length']) > MAX_BODY_BYTES;
    if (over) resolve('too-large');
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) {
        if (size > 8 * MAX_BODY_BYTES) req.socket.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) {
        over = true;
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
    // A connection cut mid-body (a time limit, a client that left) must not leave the request waiting forever.
    req.on('close', () => {
      if (!req.complete) reject(new Error('the client closed the connection before sending the whole body'));
    });
  });
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  // SSE responses stream: write each chunk as it comes.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
  }
  res.end();
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}
