/**
 * What the two tools share: their annotations, the length limit of `query` and the checks of a text argument.
 * @module
 */
import * as z from 'zod';

/**
 * Read-only lookups with no side effects, safe to repeat (SPEC.md 1.4). The embedded engine answers from a local
 * index: a closed world. server.ts turns openWorldHint on when a tool forwards to a backing API
 * (SERVICE_API_URL), whose catalog is open-ended, or when what the index lacks is fetched from the npm registry
 * (see each tool's fetchesOnMiss; not with --offline).
 */
export const annotations = {
  readOnlyHint: true,
  idempotentHint: true,
  destructiveHint: false,
  openWorldHint: false,
} as const;


/** A required, trimmed, non-empty, length-limited string whose errors name the argument. */
export function text(field: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);
}
