/**
 * The API key of an HTTP request (SPEC.md 5.2). Four headers may carry it; the first of
 * `Authorization: Bearer`, `SERVICE_API_KEY`, `Service-API-Key`, `X-API-Key` that is present wins, and when
 * several are present they must agree (different keys in one request are refused rather than guessed between).
 * An empty or whitespace-only header counts as absent; quotes or spaces around a key are explained, not
 * silently stripped.
 * @module
 */
import type { IncomingHttpHeaders } from 'node:http';
import { invalidApiKey } from '../errors.ts';

/** Header names in precedence order, as users write them (Node lower-cases them on the way in). */
export const KEY_HEADERS = ['Authorization', 'SERVICE_API_KEY', 'Service-API-Key', 'X-API-Key'] as const;

export type Credential = { key: string; where: string } | { key?: undefined; where?: undefined };

export function keyFromHeaders(headers: IncomingHttpHeaders): Credential {
  const found: { key: string; where: string }[] = [];
  for (const name of KEY_HEADERS) {
    const raw = headers[name.toLowerCase()];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value === undefined || value.trim() === '') continue;
    if (name === 'Authorization') {
      const bearer = /^\s*Bearer\s+([^]*)$/i.exec(value);
      if (!bearer) throw invalidApiKey('the Authorization header', 'it is not "Bearer <key>"');
      found.push({ key: bearer[1]!.trim(), where: 'the Authorization header' });
    } else {
      found.push({ key: value, where: `the ${name} header` });
    }
  }
  if (found.length === 0) return {};
  const first = found[0]!;
  const other = found.find((f) => f.key.trim() !== first.key.trim());
  if (other) throw invalidApiKey(`${first.where} and ${other.where}`, 'they carry different keys; send one key');
  const problem = shapeProblem(first.key);
  if (problem) throw invalidApiKey(first.where, problem);
  return first;
}

function shapeProblem(key: string): string | undefined {
  if (/^\s|\s$/.test(key)) return 'it has spaces around it';
  if (/^["'`]|["'`]$/.test(key)) return 'it is wrapped in quotes (send the key alone)';
  if (/\s/.test(key)) return 'it contains spaces';
  if (!key.startsWith('svcsk')) return 'it does not start with svcsk (an OAuth access token goes to /mcp/oauth instead)';
  return undefined;
}
