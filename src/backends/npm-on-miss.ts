/**
 * The embedded default's first minute: when resolve-library-id finds nothing locally, the name is looked up in
 * the npm registry and the best match indexed on the spot (the exact package name, else the registry's top
 * search hit under that name), within a time limit, unless npm-vet.ts says it is not the library asked for. A
 * fetch that is slow or fails ends in the no-match message with the reason; a download still running when the
 * limit passes finishes in the background, for the next call. Indexing what was downloaded yields to the server's
 * other work and stops when it has run for the same limit. The first answer comes from the npm tarball; the
 * package's fuller documentation (its repository's docs at the version's tag, or its site's llms files) is
 * fetched afterwards in the background, and the version indexed again with it for the next question.
 * @module
 */
import type { Store } from '../engine/store/store.ts';
import { addDiscoveredDocs, addFetchedNpmPackage } from '../engine/ingest.ts';
import { coreName } from '../engine/rank/resolve.ts';
import { parseNpmSpec, type NpmPackage, type NpmRegistry } from '../engine/sources/npm.ts';
import { ON_MISS_TIMEOUT_MS } from '../defaults.ts';
import { docsSite, repositoryOf } from '../engine/sources/npm-docs.ts';
import { LibdocsError, messages, NpmNotAsked } from '../errors.ts';
import { mentionsJavaScript, otherEcosystem, plausibleSearchHit, refusalReason } from './npm-vet.ts';

/** What a miss fetched: the library's ID and the package it came from, to say so in the answer. */
export interface Fetched {
  id: string;
  packageName: string;
  version: string;
  /** The package's own description, as the registry gave it (untrusted: the caller filters it). */
  description?: string;
  /** Where fuller documentation is being fetched from in the background, if it is. */
  fullerDocs?: string;
}

/** Packages waiting for their fuller documentation beyond this many are not queued (asked again, they are). */
const MAX_WAITING = 8;

/**
 * Fetches the fuller documentation of packages indexed from their tarball, one package at a time (so one
 * library is never fetched twice at once, and two cores are not shared by many clones), in the background.
 */
export class BackgroundDocs {
  private readonly store: Store;
  private readonly registry: NpmRegistry;
  private readonly waiting: { key: string; pkg: NpmPackage; id: string }[] = [];
  private readonly queued = new Set<string>();
  private running: Promise<void> | undefined;

  constructor(store: Store, registry: NpmRegistry) {
    this.store = store;
    this.registry = registry;
  }

  /** Queues the package; returns where its fuller documentation may come from, or undefined when not queued. */
  schedule(pkg: NpmPackage, id: string): string | undefined {
    // Where discoverDocs will look. Said to the assistant: a parsed address (the package author's text is
    // untrusted), not the raw field.
    const where = repositoryOf(pkg.manifest)?.url ?? docsSite(pkg.manifest)?.origin;
    const key = `${id}@${pkg.version}`;
    if (!where || this.queued.has(key) || this.waiting.length >= MAX_WAITING) return undefined;
    this.queued.add(key);
    this.waiting.push({ key, pkg, id });
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return where;
  }

  /** Resolves when nothing is waiting or running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      try {
        await addDiscoveredDocs(this.store, next.pkg, this.registry.http, next.id);
      } catch {
        // The tarball's documentation stays; the next miss or `libdocs refresh` tries again.
      } finally {
        this.queued.delete(next.key);
      }
    }
  }
}

/** Returns what it indexed, or throws with the reason it could not (or would not). */
export type OnMiss = (libraryName: string, question?: string) => Promise<Fetched>;

/** `background`: fetches the fuller documentation afterwards (absent with --sources npm-only). */
export function npmOnMiss(store: Store, registry: NpmRegistry, timeoutMs = ON_MISS_TIMEOUT_MS, background?: BackgroundDocs): OnMiss {
  const running = new Map<string, Promise<Fetched>>();
  return async (libraryName, question = '') => {
    const refused = otherEcosystem(libraryName, question);
    if (refused) throw new NpmNotAsked(refused);
    const explicit = mentionsJavaScript(libraryName, question);
    const name = coreName(libraryName.trim().replace(/^npm:/i, '')).toLowerCase().replace(/\s+/g, '-');
    const key = `${name}${explicit ? ' (explicit)' : ''}`;
    let fetch = running.get(key);
    if (!fetch) {
      fetch = indexBestMatch(store, registry, name, explicit, timeoutMs, background).finally(() => running.delete(key));
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

async function indexBestMatch(store: Store, registry: NpmRegistry, name: string, explicit: boolean, timeoutMs: number, background?: BackgroundDocs): Promise<Fetched> {
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
  return { id: summary.id, packageName: pkg.name, version: pkg.version, description, fullerDocs: background?.schedule(pkg, summary.id) };
}

/**
 * A version asked for by ID (`/org/project/1.2.3`) that the index lacks, for a library that came from npm: that
 * version is fetched, within the same time limit. Returns whether it is now indexed.
 */
export type FetchVersion = (libraryId: string, version: string) => Promise<boolean>;

export function npmFetchVersion(store: Store, registry: NpmRegistry, timeoutMs = ON_MISS_TIMEOUT_MS, background?: BackgroundDocs): FetchVersion {
  return async (libraryId, version) => {
    const source = store.versions(libraryId).map((v) => v.source).find((s) => s?.startsWith('npm:'));
    const name = source && /^npm:((?:@[^/@]+\/)?[^@]+)@/.exec(source)?.[1];
    if (!name) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      // A partial version (`4`) resolves like a range; the caller selects among the versions again afterwards.
      const fetched = registry
        .fetch({ name, range: version })
        .then(async (pkg) => {
          await addFetchedNpmPackage(store, pkg, { id: libraryId, indexTimeoutMs: timeoutMs });
          background?.schedule(pkg, libraryId);
          return true;
        })
        .catch(() => false);
      return await Promise.race([fetched, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
