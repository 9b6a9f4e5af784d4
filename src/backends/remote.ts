/**
 * The tools answered by a backing documentation API (SERVICE_API_URL): `GET /v2/libs/search` and
 * `GET /v2/context`, the API Context7-compatible services (and libdocs' own HTTP server) provide. Only the
 * question and the library name or ID are sent, with the key as `Authorization: Bearer` and who is asking in
 * identification headers. Every status becomes a SPEC.md 7 message; timeouts stay well below a client's 60 s,
 * and only failures that are safe to repeat (network errors, 502/503/504 on these GETs) are retried.
 * @module
 */
import type { Response } from 'undici';
import { parseLibraryId } from '../engine/library-meta.ts';
import { invalidApiKey, invalidLibraryId, libraryNotFound, LibdocsError, messages, rateLimited } from '../errors.ts';
import { version } from '../version.ts';
import { ATTEMPT_TIMEOUT_MS, CALL_BUDGET_MS, MAX_RETRY_AFTER_S, RETRY_DELAYS_MS } from '../defaults.ts';
import type { Backend, CallContext, LibrarySummary, QueryOptions, SourceReputation } from './backend.ts';
import { networkReason, type HttpClient } from '../http-client.ts';
import { assertNoSecrets, findSecrets } from '../secret-guard.ts';

/** Per attempt (SERVICE_API_TIMEOUT_MS changes it), and for a whole call with its retries. */
/** A Retry-After longer than this is not waited for: the caller is told instead. */

/** Identification headers (never anything about the question). */
export const HEADERS = {
  serverVersion: 'X-Libdocs-Server-Version',
  clientName: 'X-Libdocs-Client-Name',
  clientVersion: 'X-Libdocs-Client-Version',
  transport: 'X-Libdocs-Transport',
} as const;

interface SearchResult {
  id: string;
  title?: string;
  description?: string;
  totalSnippets?: number;
  trustScore?: number;
  benchmarkScore?: number;
  versions?: string[];
}

export class RemoteBackend implements Backend {
  private readonly apiUrl: string;
  private readonly http: HttpClient;
  private readonly defaultKey?: string;
  private readonly attemptMs: number;

  constructor(apiUrl: string, http: HttpClient, apiKey?: string, attemptTimeoutMs = ATTEMPT_TIMEOUT_MS) {
    this.apiUrl = apiUrl.replace(/\/+$/, '');
    this.http = http;
    this.defaultKey = apiKey;
    this.attemptMs = attemptTimeoutMs;
  }

  async resolveLibrary(libraryName: string, query: string, ctx: CallContext = {}): Promise<LibrarySummary[]> {
    const response = await this.call('/v2/libs/search', { query, libraryName }, ctx);
    if (response.status === 404) return [];
    await this.failUnlessOk(response, ctx);
    const body = (await response.json()) as { results?: SearchResult[] };
    return (body.results ?? []).filter((r) => typeof r?.id === 'string').map(toSummary);
  }

  async queryDocs(libraryId: string, query: string, options: QueryOptions = {}, ctx: CallContext = {}): Promise<string> {
    // Checked here as the embedded engine checks it, so both backends answer a malformed ID alike.
    if (!parseLibraryId(libraryId)) throw invalidLibraryId(libraryId);
    const params: Record<string, string> = { query, libraryId, type: 'txt' };
    if (options.tokens) params.tokens = String(options.tokens);
    let response = await this.call('/v2/context', params, ctx);
    if (response.status === 301) {
      // The library moved: follow its new ID once.
      const moved = ((await response.json().catch(() => ({}))) as { redirectUrl?: string }).redirectUrl;
      if (moved) response = await this.call('/v2/context', { ...params, libraryId: moved.replace(/^https?:\/\/[^/]+/, '') }, ctx);
    }
    if (response.status === 404) throw await notFound(response, libraryId);
    if (response.status === 202) throw new LibdocsError('INVALID_LIBRARY_ID', messages.libraryNotFinalized(libraryId));
    await this.failUnlessOk(response, ctx);
    const text = await response.text();
    if (!text.trim()) throw new LibdocsError('INVALID_LIBRARY_ID', messages.invalidLibraryId(libraryId));
    return text;
  }

  close(): void {
    void this.http.close();
  }

  /** One GET with its retries; the response of the last attempt, or BACKEND_UNREACHABLE. */
  private async call(path: string, params: Record<string, string>, ctx: CallContext): Promise<Response> {
    // The tools check their arguments; this is the last look before anything leaves the machine.
    assertNoSecrets(params);
    const url = new URL(`${this.apiUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const headers = this.headers(ctx);
    const deadline = Date.now() + Math.max(CALL_BUDGET_MS, this.attemptMs);
    let lastProblem = '';
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      try {
        const response = await this.http.get(url, headers, Math.min(this.attemptMs, remaining));
        if (![502, 503, 504].includes(response.status)) return response;
        lastProblem = `HTTP ${response.status}`;
        const wait = Number(response.headers.get('retry-after'));
        await response.body?.cancel();
        if (attempt >= RETRY_DELAYS_MS.length || wait > MAX_RETRY_AFTER_S) break;
        await sleep(Math.max(RETRY_DELAYS_MS[attempt]!, (wait || 0) * 1000), deadline);
      } catch (error) {
        lastProblem = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? `no answer within ${Math.min(this.attemptMs, remaining) / 1000} s` : networkReason(error);
        if (attempt >= RETRY_DELAYS_MS.length) break;
        await sleep(RETRY_DELAYS_MS[attempt]!, deadline);
      }
      if (Date.now() + 1000 >= deadline) break;
    }
    const via = this.http.viaProxy(url) ? ', through the proxy' : '';
    throw new LibdocsError('BACKEND_UNREACHABLE', messages.backendUnreachable(this.apiUrl, `${lastProblem}${via}`));
  }

  private headers(ctx: CallContext): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain', 'User-Agent': `libdocs/${version}`, [HEADERS.serverVersion]: version };
    const key = ctx.apiKey ?? this.defaultKey;
    if (key) headers.Authorization = `Bearer ${key}`;
    // The client's self-description is not the user's question: one that carries a secret is left out, not refused.
    if (ctx.clientName && findSecrets(ctx.clientName).length === 0) headers[HEADERS.clientName] = headerValue(ctx.clientName);
    if (ctx.clientVersion && findSecrets(ctx.clientVersion).length === 0) headers[HEADERS.clientVersion] = headerValue(ctx.clientVersion);
    if (ctx.transport) headers[HEADERS.transport] = ctx.transport;
    return headers;
  }

  private async failUnlessOk(response: Response, ctx: CallContext): Promise<void> {
    if (response.ok) return;
    const detail = await serverMessage(response);
    if (response.status === 401 || response.status === 403) {
      throw invalidApiKey(ctx.apiKey ?? this.defaultKey ? 'the key sent to the backing API' : 'no key', detail ? `the backing API says: ${detail}` : 'the backing API rejected it', 1, 'backing-api');
    }
    if (response.status === 402) throw new LibdocsError('PAYMENT_REQUIRED', messages.paymentRequired(detail));
    if (response.status === 429) {
      const after = Number(response.headers.get('retry-after'));
      throw rateLimited(Number.isFinite(after) && after > 0 ? Math.ceil(after) : undefined);
    }
    throw new LibdocsError('BACKEND_UNREACHABLE', messages.backendUnreachable(this.apiUrl, `HTTP ${response.status}${detail ? `: ${detail}` : ''}`));
  }
}

/** A client-supplied name as a header value: printable ASCII only, at most 100 characters (no header injection). */
function headerValue(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').slice(0, 100);
}

/** Trust score 0-10 → reputation label (≥7 High, ≥4 Medium, else Low; absent or negative: Unknown). */
export function reputation(trustScore: number | undefined): SourceReputation {
  if (trustScore === undefined || trustScore === null || trustScore < 0) return 'Unknown';
  if (trustScore >= 7) return 'High';
  if (trustScore >= 4) return 'Medium';
  return 'Low';
}

function toSummary(r: SearchResult): LibrarySummary {
  return {
    id: r.id,
    name: r.title ?? r.id.split('/').pop() ?? r.id,
    description: r.description || undefined,
    codeSnippets: typeof r.totalSnippets === 'number' && r.totalSnippets >= 0 ? r.totalSnippets : 0,
    sourceReputation: reputation(r.trustScore),
    benchmarkScore: typeof r.benchmarkScore === 'number' && r.benchmarkScore > 0 ? r.benchmarkScore : undefined,
    versions: Array.isArray(r.versions) ? r.versions.filter((v) => typeof v === 'string') : [],
  };
}

/**
 * A 404 is a library that does not exist, unless the API says (as a libdocs server's API does) that only the
 * version is missing: then its message, which lists the versions there are, is passed on.
 */
async function notFound(response: Response, libraryId: string): Promise<LibdocsError> {
  const text = await response.text().catch(() => '');
  const body = (() => {
    try {
      return JSON.parse(text) as { error?: unknown; message?: unknown };
    } catch {
      return {};
    }
  })();
  if (body.error === 'version_not_available' && typeof body.message === 'string') {
    return new LibdocsError('VERSION_NOT_AVAILABLE', body.message.slice(0, 500));
  }
  return libraryNotFound(libraryId);
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const text = await response.text();
    const message = (JSON.parse(text) as { message?: unknown }).message;
    return typeof message === 'string' ? message.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, deadline: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, deadline - Date.now()))));
}
