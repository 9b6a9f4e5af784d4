/**
 * Version order and selection: an ID's `/version` picks one (or fails listing the others), a version named in
 * the question is matched against the list, otherwise the latest (highest) version answers.
 * @module
 */

/** Compares dotted versions numerically part by part (`v1.10` > `1.9`, `2.0.0` > `2.0.0-rc.1`). */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.nums.length, pb.nums.length); i++) {
    const d = (pa.nums[i] ?? 0) - (pb.nums[i] ?? 0);
    if (d !== 0) return d;
  }
  if (pa.pre !== pb.pre) {
    if (!pa.pre) return 1;
    if (!pb.pre) return -1;
    return pa.pre.localeCompare(pb.pre, 'en', { numeric: true });
  }
  return a.localeCompare(b, 'en', { numeric: true });
}

function parts(version: string): { nums: number[]; pre: string } {
  const match = /^[vV]?(\d+(?:\.\d+)*)(?:[-+.]?(.*))?$/.exec(version.trim());
  if (!match) return { nums: [], pre: version };
  return { nums: match[1]!.split('.').map(Number), pre: match[2] ?? '' };
}

/** Newest first. The unnamed version ('') sorts last. */
export function sortVersions<T extends { version: string }>(versions: T[]): T[] {
  return [...versions].sort((a, b) => {
    if (a.version === '' || b.version === '') return a.version === '' ? 1 : -1;
    return compareVersions(b.version, a.version);
  });
}

/** Finds the version in `requested` among `available` (`v5`, `5`, `5.x` match the newest 5.*.*). */
export function matchVersion(requested: string, available: string[]): string | undefined {
  const want = requested.trim().replace(/^v/i, '').replace(/\.x$/i, '');
  if (!want) return undefined;
  const exact = available.find((v) => v === requested || v.replace(/^v/i, '') === want);
  if (exact) return exact;
  const prefixed = available.filter((v) => v.replace(/^v/i, '').startsWith(`${want}.`));
  return prefixed.length ? sortVersions(prefixed.map((version) => ({ version })))[0]!.version : undefined;
}

/** A version mentioned in a question ("fastify v5", "in 3.11", "version 2"), matched against the list. */
export function versionInQuestion(question: string, available: string[]): string | undefined {
  if (available.filter(Boolean).length < 2) return undefined;
  const mentions = question.match(/(?:\bv|\bversion\s+|@)(\d+(?:\.\d+){0,2})\b|\b(\d+\.\d+(?:\.\d+)?)\b/gi) ?? [];
  for (const mention of mentions) {
    const number = /(\d+(?:\.\d+){0,2})/.exec(mention)?.[1];
    const found = number && matchVersion(number, available);
    if (found) return found;
  }
  return undefined;
}
