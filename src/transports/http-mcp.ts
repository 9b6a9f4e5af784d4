/**
 * The MCP endpoints: `/mcp` (API keys) and `/mcp/oauth` (OAuth bearer tokens) in front of the SDK's handler,
 * and the OAuth metadata documents (RFC 9728, RFC 8414) that tell a client where to get a token. Each request
 * is identified and counted (one per tool call, batches included) before the SDK sees it, and given back when
 * the SDK refuses it unanswered.
 * @module
 */
import type { AuthInfo, createMcpHandler } from '@modelcontextprotocol/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../auth/access.ts';
import { OAuthError, type OAuthVerifier, type VerifiedToken } from '../auth/oauth.ts';
import { type LibdocsError, messages } from '../errors.ts';
import { accepts, reshape, SDK_ACCEPT } from './http-accept.ts';
import { admit, type Gate, refusalHeaders } from './http-guards.ts';
import { MAX_BODY_BYTES } from '../defaults.ts';
import { readBody, sendJson, sendWebResponse, toHeaders } from './http-io.ts';

/** The SDK's request handler, shared by both endpoints. */
export type McpHandler = ReturnType<typeof createMcpHandler>;

/** POST /mcp: credentials and limits first (401, 429), then the SDK's handler with the body already read. */
export async function serveMcp(req: IncomingMessage, res: ServerResponse, mcp: McpHandler, gate: Gate): Promise<Caller | undefined> {
  if (req.method !== 'POST') {
    // A key is checked first: clients fall back to a GET (the old SSE transport) after a refused POST, and a 405
    // there would be the only error they show.
    const { caller, refused } = await admit(req, res, gate, 0, (error) => refuseMcp(res, error, Buffer.alloc(0)));
    if (refused) return caller;
    sendJson(res, 405, { error: 'method_not_allowed', message: messages.mcpPostOnly() }, { Allow: 'POST, OPTIONS' });
    return caller;
  }
  const body = await readBody(req);
  if (body === 'too-large') return void sendTooLarge(res);
  const { caller, key, counted, refused } = await admit(req, res, gate, toolCalls(body), (error) => refuseMcp(res, error, body));
  if (refused) return caller;
  const status = await forward(req, res, body, mcp, key ? { token: key, clientId: caller?.subject ?? 'key', scopes: [] } : undefined);
  if (counted > 0 && refusedUnanswered(status)) gate.access!.refund(caller!, counted);
  return caller;
}

/**
 * POST /mcp/oauth: a bearer token in the Authorization header (never in the URL), verified against the
 * authorization server; 401 with the resource metadata address when it is missing or invalid, 403 without a
 * required scope. OAuth callers have the free tier's allowance.
 */
export async function serveOAuthMcp(req: IncomingMessage, res: ServerResponse, mcp: McpHandler, gate: Gate, oauth: OAuthVerifier): Promise<Caller | undefined> {
  const challenge = (code: string, description: string) =>
    `Bearer error="${code}", error_description="${description.replace(/"/g, "'")}", resource_metadata="${oauth.resourceMetadataUrl()}"`;
  if (tokenInUrl(req.url ?? '')) {
    sendJson(res, 401, { error: 'invalid_request', message: messages.accessTokenInUrl() }, { 'WWW-Authenticate': challenge('invalid_request', 'token in the URL') });
    return undefined;
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer) {
    sendJson(res, 401, { error: 'invalid_token', message: messages.accessTokenMissing() }, { 'WWW-Authenticate': challenge('invalid_token', 'no access token') });
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
  // After the token, as on /mcp: a client's GET fallback is told about its token, not only about the method.
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method_not_allowed', message: messages.oauthMcpPostOnly() }, { Allow: 'POST, OPTIONS' });
    return undefined;
  }
  const body = await readBody(req);
  if (body === 'too-large') return void sendTooLarge(res);
  const caller: Caller = { tier: 'free', subject: `oauth:${verified.clientId}` };
  const { counted, refused } = await admit(req, res, gate, toolCalls(body), (error) => refuseMcp(res, error, body), caller);
  if (refused) return caller;
  const status = await forward(req, res, body, mcp, { token: bearer, clientId: verified.clientId, scopes: verified.scopes, expiresAt: verified.expiresAt });
  if (counted > 0 && refusedUnanswered(status)) gate.access!.refund(caller, counted);
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

/** Hands the request, its body already read, to the SDK's handler and streams the answer back; the HTTP status. */
async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, mcp: McpHandler, authInfo?: AuthInfo): Promise<number> {
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
export function protectedResourceMetadata(res: ServerResponse, path: string, oauth: OAuthVerifier | undefined): void {
  if (!oauth) return oauthNotConfigured(res);
  if (!oauth.protectedResourceMetadataPaths().includes(path.replace(/\/$/, ''))) {
    return sendJson(res, 404, { error: 'not_found', message: messages.noResourceMetadata(path, oauth.resourceMetadataUrl()) });
  }
  sendJson(res, 200, oauth.protectedResourceMetadata(), { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=3600' });
}

export async function authServerMetadata(res: ServerResponse, oauth: OAuthVerifier): Promise<void> {
  try {
    sendJson(res, 200, await oauth.metadata(), { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=600' });
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendJson(res, 502, { error: 'bad_gateway', message: error.message });
  }
}

export function oauthNotConfigured(res: ServerResponse): void {
  sendJson(res, 404, {
    error: 'oauth_not_configured',
    message: messages.oauthNotConfigured(),
  });
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
  sendJson(res, 413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: messages.bodyTooLarge(MAX_BODY_BYTES) } });
}

/**
 * The JSON-RPC answer to a refused request: 401 with the bearer challenge for an invalid key, 429 with
 * Retry-After and the RateLimit headers for a spent allowance.
 */
function refuseMcp(res: ServerResponse, error: LibdocsError, body: Buffer): void {
  if (error.code === 'INVALID_API_KEY') {
    // The challenge names no authorization server (no resource_metadata): /mcp takes API keys. Clients that start
    // OAuth after a 401 do so on the status alone (opencode without `oauth: false`, mcporter's hint), whatever it says.
    sendJson(res, 401, { jsonrpc: '2.0', id: requestId(body), error: { code: -32001, message: error.message } }, { 'WWW-Authenticate': 'Bearer realm="libdocs", error="invalid_token"' });
    return;
  }
  sendJson(res, 429, { jsonrpc: '2.0', id: requestId(body), error: { code: -32029, message: error.message } }, refusalHeaders(error));
}
