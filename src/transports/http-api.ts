/**
 * The backing-documentation API served from the embedded index (`/api/v2/*`), in the shape that existing
 * Context7-compatible clients call (COMPAT.md): a team runs one libdocs server and every assistant, ours or
 * another such client pointed at `http://<server>/api`, asks it. Same keys and limits as `/mcp`.
 *
 *   GET /api/v2/libs/search?libraryName=&query=        → {results: [...]}
 *   GET /api/v2/context?libraryId=&query=[&type=txt|json][&tokens=N] → Markdown, or {codeSnippets, infoSnippets}
 * Errors are JSON `{error, message}` with 400, 401, 404, 405, 429.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiBackend, SourceReputation } from '../backends/backend.ts';
import { invalidLibraryId, LibdocsError, messages } from '../errors.ts';
import { assertNoSecrets } from '../secret-guard.ts';
import { LIBRARY_ID_MAX, LIBRARY_NAME_MAX, QUERY_MAX, TOKENS_RANGE } from '../defaults.ts';
import { LIBRARY_ID_FORM, normalizeLibraryId } from '../server/tools/query-docs.ts';
import { estimateTokens } from '../engine/rank/fields.ts';
import type { Caller } from '../auth/access.ts';
import { admit, type Admission, type Gate, refusalHeaders } from './http-guards.ts';

/** Reputation as the numeric trust score clients map back (≥7 High, ≥4 Medium, else Low; absent: Unknown). */
const TRUST_SCORE: Record<SourceReputation, number | undefined> = { High: 8, Medium: 5, Low: 2, Unknown: undefined };

export type ApiReply = { status: number; json?: unknown; text?: string };

/** GET /api/v2/*: the same key and limit checks as /mcp (every API request counts), then the index. */
export async function serveApiRequest(req: IncomingMessage, res: ServerResponse, path: string, gate: Gate, api: () => Promise<ApiBackend>): Promise<Caller | undefined> {
  let admission: Admission | undefined;
  try {
    admission = await admit(req, res, gate, 1, (error) => sendApiReply(res, apiError(error), refusalHeaders(error)));
    if (admission.refused) return admission.caller;
    const reply = await serveApi(req, path, await api());
    if (admission.counted > 0 && reply.status === 405) gate.access!.refund(admission.caller!, admission.counted);
    sendApiReply(res, reply);
  } catch (error) {
    if (!(error instanceof LibdocsError)) throw error;
    // A malformed request (a missing or bad parameter) was refused before anything was looked up.
    if (admission && admission.counted > 0 && error.code === 'INVALID_ARGUMENT') gate.access!.refund(admission.caller!, admission.counted);
    sendApiReply(res, apiError(error), refusalHeaders(error));
  }
  return admission?.caller;
}

/** Answers one API request from the local index; throws LibdocsError for the caller to map. */
export async function serveApi(req: IncomingMessage, path: string, backend: ApiBackend): Promise<ApiReply> {
  if (req.method !== 'GET') return { status: 405, json: { error: 'method_not_allowed', message: messages.apiGetOnly() } };
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  if (path === '/api/v2/libs/search') return search(params, backend);
  if (path === '/api/v2/context') return context(params, backend);
  return { status: 404, json: { error: 'not_found', message: messages.noApiEndpoint(path) } };
}

async function search(params: URLSearchParams, backend: ApiBackend): Promise<ApiReply> {
  const libraryName = required(params, 'libraryName', LIBRARY_NAME_MAX);
  const query = params.get('query')?.trim() ?? '';
  assertNoSecrets({ libraryName, query });
  const libraries = await backend.resolveLibrary(libraryName, query || libraryName);
  const results = libraries.map((l) => {
    const latest = backend.versionStats(l.id, l.versions[0]);
    return {
      id: l.id,
      title: l.name,
      description: l.description ?? '',
      branch: 'main',
      lastUpdateDate: latest?.indexedAt,
      state: 'finalized',
      totalTokens: latest?.tokens ?? 0,
      totalSnippets: (latest?.codeSnippets ?? 0) + (latest?.infoSnippets ?? 0),
      trustScore: TRUST_SCORE[l.sourceReputation ?? 'Unknown'],
      benchmarkScore: l.benchmarkScore,
      versions: l.versions,
    };
  });
  return { status: 200, json: { results } };
}

async function context(params: URLSearchParams, backend: ApiBackend): Promise<ApiReply> {
  const libraryId = normalizeLibraryId(required(params, 'libraryId', LIBRARY_ID_MAX));
  const query = required(params, 'query', QUERY_MAX);
  assertNoSecrets({ query, libraryId });
  if (!LIBRARY_ID_FORM.test(libraryId)) {
    throw invalidLibraryId(libraryId);
  }
  const type = params.get('type') ?? 'txt';
  if (type !== 'txt' && type !== 'json') throw badRequest(messages.invalidAnswerType(type));
  const tokensText = params.get('tokens');
  const tokens = tokensText === null ? undefined : Number(tokensText);
  if (tokens !== undefined && !(Number.isInteger(tokens) && tokens >= TOKENS_RANGE.min && tokens <= TOKENS_RANGE.max)) {
    throw badRequest(messages.invalidTokens('tokens', tokensText));
  }
  if (type === 'txt') return { status: 200, text: await backend.queryDocs(libraryId, query, { tokens }) };
  const codeSnippets = [];
  const infoSnippets = [];
  for (const part of backend.answerParts(libraryId, query, { tokens })) {
    if (part.code.length > 0) {
      codeSnippets.push({
        codeTitle: part.title,
        codeDescription: part.description,
        codeLanguage: part.code[0]!.language,
        codeTokens: estimateTokens(part.code.map((c) => c.code).join('\n')),
        codeId: part.source,
        pageTitle: part.path[0] ?? part.title,
        codeList: part.code,
      });
    } else {
      infoSnippets.push({ pageId: part.source, breadcrumb: part.path.join(' > '), content: part.text, contentTokens: estimateTokens(part.text) });
    }
  }
  return { status: 200, json: { codeSnippets, infoSnippets } };
}

/** A LibdocsError as the API's status and JSON body. */
export function apiError(error: LibdocsError): ApiReply {
  const status: Record<string, number> = {
    INVALID_ARGUMENT: 400,
    SECRET_IN_QUERY: 400,
    INVALID_API_KEY: 401,
    INVALID_LIBRARY_ID: 404,
    LIBRARY_NOT_FOUND: 404,
    VERSION_NOT_AVAILABLE: 404,
    RATE_LIMITED: 429,
    STORE_BUSY: 503,
    STORE_UNAVAILABLE: 503,
    STORE_DAMAGED: 503,
    STORE_READ_ONLY: 503,
  };
  return { status: status[error.code] ?? 500, json: { error: error.code.toLowerCase(), message: error.message } };
}

export function sendApiReply(res: ServerResponse, reply: ApiReply, headers: Record<string, string> = {}): void {
  const body = reply.text ?? JSON.stringify(reply.json);
  res.writeHead(reply.status, {
    'Content-Type': reply.text !== undefined ? 'text/plain; charset=utf-8' : 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

function required(params: URLSearchParams, name: string, max: number): string {
  const value = params.get(name)?.trim();
  if (!value) throw badRequest(messages.parameterRequired(name));
  if (value.length > max) throw badRequest(messages.parameterTooLong(name, max));
  return value;
}

function badRequest(message: string): LibdocsError {
  return new LibdocsError('INVALID_ARGUMENT', message);
}
