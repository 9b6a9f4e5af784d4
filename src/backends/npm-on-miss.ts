/**
 * The embedded default's first minute: when resolve-library-id finds nothing locally, the name is looked up in
 * the npm registry and the best match indexed on the spot (the exact package name, else the registry's top
 * search hit), within a time limit. A fetch that is slow or fails ends in the no-match message with the reason;
 * a download still running when the limit passes finishes in the background, for the next call. Indexing what
 * was downloaded yields to the server's other work and stops when it has run for the same limit.
 * @module
 */
import type { Store } from '../engine/store/store.ts';
import { addNpmPackage } from '../engine/ingest.ts';
import type { NpmRegistry } from '../engine/sources/npm.ts';
import { LibdocsError } from '../errors.ts';

export const ON_MISS_TIMEOUT_MS = 8_000;

/** Returns the ID of the library it indexed, or throws with the reason it could not. */
export type OnMiss = (libraryName: string) => Promise<string>;

export function npmOnMiss(store: Store, registry: NpmRegistry, timeoutMs = ON_MISS_TIMEOUT_MS): OnMiss {
  const running = new Map<string, Promise<string>>();
  return async (libraryName) => {
    const name = libraryName.trim().toLowerCase().replace(/\s+/g, '-');
    let fetch = running.get(name);
    if (!fetch) {
      fetch = indexBestMatch(store, registry, name, timeoutMs).finally(() => running.delete(name));
      running.set(name, fetch);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the npm registry did not answer within ${timeoutMs / 1000} s; it is still being fetched, try again shortly`)), timeoutMs);
    });
    try {
      return await Promise.race([fetch, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function indexBestMatch(store: Store, registry: NpmRegistry, name: string, timeoutMs: number): Promise<string> {
  try {
    return (await addNpmPackage(store, registry, `npm:${name}`, {}, undefined, timeoutMs)).id;
  } catch (error) {
    if (!(error instanceof LibdocsError) || error.code !== 'SOURCE_NOT_FOUND') throw error;
  }
  const [best] = await registry.search(name, 1);
  if (!best) throw new Error(`the npm registry has no package named or matching "${name}"`);
  return (await addNpmPackage(store, registry, `npm:${best}`, {}, undefined, timeoutMs)).id;
}

/**
 * A version asked for by ID (`/org/project/1.2.3`) that the index lacks, for a library that came from npm: that
 * version is fetched, within the same time limit. Returns whether it is now indexed.
 */
export type FetchVersion = (libraryId: string, version: string) => Promise<boolean>;

export function npmFetchVersion(store: Store, registry: NpmRegistry, timeoutMs = ON_MISS_TIMEOUT_MS): FetchVersion {
  return async (libraryId, version) => {
    const source = store.versions(libraryId).map((v) => v.source).find((s) => s?.startsWith('npm:'));
    const name = source && /^npm:((?:@[^/@]+\/)?[^@]+)@/.exec(source)?.[1];
    if (!name) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      // A partial version (`4`) resolves like a range; the caller selects among the versions again afterwards.
      const fetched = addNpmPackage(store, registry, `npm:${name}@${version}`, { id: libraryId }, undefined, timeoutMs).then(
        () => true,
        () => false,
      );
      return await Promise.race([fetched, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
