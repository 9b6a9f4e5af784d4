/**
 * The embedded default's first minute: when resolve-library-id finds nothing locally, the name is looked up in
 * the npm registry and the best match indexed on the spot (the exact package name, else the registry's top
 * search hit under that name), within a time limit, unless npm-vet.ts says it is not the library asked for. A
 * fetch that is slow or fails ends in the no-match message with the reason; a download still running when the
 * limit passes finishes in the background, for the next call. Indexing what was downloaded yields to the server's
 * other work and stops when it has run for the same limit.
 * @module
 */
import type { Store } from '../engine/store/store.ts';
import { addFetchedNpmPackage, addNpmPackage } from '../engine/ingest.ts';
import { coreName } from '../engine/rank/resolve.ts';
import { parseNpmSpec, type NpmPackage, type NpmRegistry } from '../engine/sources/npm.ts';
import { ON_MISS_TIMEOUT_MS } from '../defaults.ts';
import { LibdocsError, messages, NpmNotAsked } from '../errors.ts';
import { mentionsJavaScript, otherEcosystem, plausibleSearchHit, refusalReason } from './npm-vet.ts';

/** What a miss fetched: the library's ID and the package it came from, to say so in the answer. */
export interface Fetched {
  id: string;
  packageName: string;
  version: string;
  /** The package's own description, as the registry gave it (untrusted: the caller filters it). */
  description?: string;
}

/** Returns what it indexed, or throws with the reason it could not (or would not). */
export type OnMiss = (libraryName: string, question?: string) => Promise<Fetched>;

export function npmOnMiss(store: Store, registry: NpmRegistry, timeoutMs = ON_MISS_TIMEOUT_MS): OnMiss {
  const running = new Map<string, Promise<Fetched>>();
  return async (libraryName, question = '') => {
    const refused = otherEcosystem(libraryName, question);
    if (refused) throw new NpmNotAsked(refused);
    const explicit = mentionsJavaScript(libraryName, question);
    const name = coreName(libraryName.trim().replace(/^npm:/i, '')).toLowerCase().replace(/\s+/g, '-');
    const key = `${name}${explicit ? ' (explicit)' : ''}`;
    let fetch = running.get(key);
    if (!fetch) {
      fetch = indexBestMatch(store, registry, name, explicit, timeoutMs).finally(() => running.delete(key));
      running.set(key, fetch);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(messages.npmTooSlow(timeoutMs / 1000))), timeoutMs);
    });
    try {
      return await Promise.race([fetch, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function indexBestMatch(store: Store, registry: NpmRegistry, name: string, explicit: boolean, timeoutMs: number): Promise<Fetched> {
  let pkg: NpmPackage;
  try {
    pkg = await registry.fetch(parseNpmSpec(name));
  } catch (error) {
    if (!(error instanceof LibdocsError) || error.code !== 'SOURCE_NOT_FOUND') throw error;
    const [best] = await registry.search(name, 1);
    if (!best) throw new Error(messages.npmNoSuchPackage(name), { cause: error });
    // The search ranks by popularity as well as the name: a hit under another name is another library.
    if (!plausibleSearchHit(best, name)) throw new Error(messages.npmOnlyOtherName(name, best), { cause: error });
    pkg = await registry.fetch({ name: best, range: 'latest' });
  }
  const refused = refusalReason(pkg, name, explicit);
  if (refused) throw new Error(messages.npmRefused(refused));
  const summary = await addFetchedNpmPackage(store, pkg, { indexTimeoutMs: timeoutMs });
  const description = typeof pkg.manifest.description === 'string' ? pkg.manifest.description : undefined;
  return { id: summary.id, packageName: pkg.name, version: pkg.version, description };
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
      const fetched = addNpmPackage(store, registry, `npm:${name}@${version}`, { id: libraryId, indexTimeoutMs: timeoutMs }).then(
        () => true,
        () => false,
      );
      return await Promise.race([fetched, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
