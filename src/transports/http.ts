/**
 * Remote mode (SPEC.md 4.1) on Node's own http server: `/mcp` (Streamable HTTP, stateless, both protocol eras
 * through the SDK's createMcpHandler), `/mcp/oauth`, `/ping`, the OAuth metadata documents, and clear JSON
 * errors for everything else. This module listens, routes and drains: what a server on a network must do around
 * the endpoints (DNS-rebinding protection on loopback, CORS, timeouts, a cap on concurrent requests, a request log
 * without credentials, a drain on SIGTERM). The endpoints are in http-mcp.ts and http-api.ts, admission (API
 * keys, rate limits) in http-guards.ts, body reading and replies in http-io.ts.
 * @module
 */
import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Access, Caller } from '../auth/access.ts';
import { WELL_KNOWN_RESOURCE, type OAuthVerifier } from '../auth/oauth.ts';
import { LibdocsError, messages } from '../errors.ts';
import { version } from '../version.ts';
import type { ApiBackend } from '../backends/backend.ts';
import { serveApiRequest } from './http-api.ts';
import { CORS_ALLOW_HEADERS, corsHeaders, dnsRebinding, isLoopback } from './http-guards.ts';
import { sendJson } from './http-io.ts';
import { DRAIN_MS, HTTP_LIMITS, MAX_BODY_BYTES, MAX_CONCURRENT, MAX_HEADERS_COUNT, type HttpLimits } from '../defaults.ts';
import { authServerMetadata, oauthNotConfigured, protectedResourceMetadata, serveMcp, serveOAuthMcp } from './http-mcp.ts';
import { logToStderr } from '../printable.ts';

// Builtins are loaded where used, not imported: in the single-file bundle every static import is evaluated at
// start-up, and node:http's module face alone costs the stdio server ~17 ms (it loads undici).
const { createServer: createHttpServer } = process.getBuiltinModule('node:http') as typeof import('node:http');

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
  api?: () => Promise<ApiBackend>;
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
  const log = options.log ?? logToStderr;
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
    if (draining) return sendJson(res, 503, { error: 'shutting_down', message: messages.shuttingDown() }, { Connection: 'close' });
    if (inFlight >= MAX_CONCURRENT) return sendJson(res, 503, { error: 'busy', message: messages.serverBusy(MAX_CONCURRENT) }, { 'Retry-After': '1' });
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
          if (!options.api) return sendJson(res, 404, { error: 'not_found', message: messages.apiNotServed() });
          caller = await serveApiRequest(req, res, path, options, options.api);
          return;
        case '/.well-known/oauth-authorization-server':
          if (!options.oauth) return oauthNotConfigured(res);
          return await authServerMetadata(res, options.oauth);
        default:
          if (path === WELL_KNOWN_RESOURCE || path.startsWith(`${WELL_KNOWN_RESOURCE}/`)) return protectedResourceMetadata(res, path, options.oauth);
          return sendJson(res, 404, { error: 'not_found', message: messages.noEndpoint(path) });
      }
    } catch (error) {
      // A client that left mid-request (its tool call aborted) is not a server failure.
      if (res.destroyed || res.writableEnded) return;
      log(`libdocs: ${req.method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal', message: messages.internalError() });
      else res.end();
    } finally {
      inFlight--;
    }
  });
  server.maxHeadersCount = MAX_HEADERS_COUNT;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new LibdocsError(
          'LISTEN_FAILED',
          error.code === 'EADDRINUSE' ? messages.portInUse(options.host, options.port) : messages.cannotListen(options.host, options.port, error.code ?? error.message),
          1,
          { cause: error },
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

async function ping(req: IncomingMessage, res: ServerResponse, options: HttpOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, { error: 'method_not_allowed', message: messages.pingMethod() }, { Allow: 'GET, HEAD' });
  }
  const health = await options.health();
  sendJson(res, health.ok ? 200 : 503, { status: health.ok ? 'ok' : 'degraded', index: health.detail, version });
}
