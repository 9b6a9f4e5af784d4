/**
 * npm packages as a documentation source (`libdocs add npm:<name>[@<range>]`): the version a range resolves
 * to from the registry's metadata, the tarball checked against the registry's integrity hash and unpacked under
 * limits (tar.ts), then the package's README, docs folders and TypeScript declarations, read by the same rules
 * as a folder. The registry is the user's (npm_config_registry, or `registry=` in ~/.npmrc), reached through
 * their proxy.
 * @module
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { LibdocsError, messages, usageError } from '../../errors.ts';
import { AddressGuard } from '../../address-guard.ts';
import { networkReason, type HttpClient } from '../../http-client.ts';
import { decodeText, selectFiles, skippedFolder, type FolderContent, type Skipped } from './folder.ts';
import { readTarGz } from './tar.ts';
import { withoutInternalDeclarations } from './npm-types.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { createHash } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');
const { readFileSync } = process.getBuiltinModule('node:fs') as typeof import('node:fs');

export const DEFAULT_REGISTRY = 'https://registry.npmjs.org';
const METADATA_TIMEOUT_MS = 10_000;
const TARBALL_TIMEOUT_MS = 30_000;
/** A documentation tarball larger than this is not downloaded. */
const MAX_TARBALL_BYTES = 50 * 1024 * 1024;

export interface NpmSpec {
  name: string;
  /** A version, a range or a dist-tag; `latest` when absent. */
  range: string;
}

/** `npm:zod`, `npm:zod@^3`, `npm:@types/node@20` (the `npm:` prefix is optional here). */
export function parseNpmSpec(text: string): NpmSpec {
  const spec = text.replace(/^npm:/, '').trim();
  const match = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:@(.+))?$/i.exec(spec);
  if (!match) throw usageError(messages.notAnNpmSpec(text));
  return { name: match[1]!.toLowerCase(), range: match[2]?.trim() || 'latest' };
}

/** The registry the user's npm uses: npm_config_registry, else `registry=` in ~/.npmrc, else the public one. */
export function registryUrl(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.npm_config_registry || env.NPM_CONFIG_REGISTRY;
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  try {
    const npmrc = readFileSync(join(env.HOME || homedir(), '.npmrc'), 'utf8');
    const line = /^\s*registry\s*=\s*(\S+)\s*$/m.exec(npmrc)?.[1];
    if (line) return line.replace(/\/+$/, '');
  } catch {
    // no ~/.npmrc
  }
  return DEFAULT_REGISTRY;
}

export interface NpmPackage {
  name: string;
  version: string;
  /** All published versions, newest first (for messages and later refreshes). */
  versions: string[];
  manifest: Record<string, unknown>;
  content: FolderContent;
}

export class NpmRegistry {
  readonly http: HttpClient;
  readonly url: string;

  constructor(http: HttpClient, url = registryUrl()) {
    this.http = http;
    this.url = url;
  }

  /** Resolves the spec to one version and fetches its documentation files. */
  async fetch(spec: NpmSpec, onProgress?: (message: string) => void): Promise<NpmPackage> {
    onProgress?.(messages.progressResolving(`${spec.name}@${spec.range}`, this.url));
    const packument = await this.json(`${this.url}/${encodeName(spec.name)}`, `package ${spec.name}`, {
      Accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8',
    });
    const { maxSatisfying, rcompare, valid } = await import('semver');
    // Old packages list versions semver rejects (express has `1.0.0beta`): sorting them would throw.
    const versions = Object.keys((packument.versions as Record<string, unknown>) ?? {}).filter((v) => valid(v));
    const tags = (packument['dist-tags'] as Record<string, string>) ?? {};
    const version = tags[spec.range] ?? (valid(spec.range) && versions.includes(spec.range) ? spec.range : maxSatisfying(versions, spec.range));
    if (!version) {
      const latest = versions.sort(rcompare).slice(0, 8).join(', ');
      throw new LibdocsError('SOURCE_NOT_FOUND', messages.noMatchingVersion(spec.name, spec.range, latest));
    }
    // The full manifest of that one version has the repository and description the abbreviated one lacks.
    const manifest = await this.json(`${this.url}/${encodeName(spec.name)}/${encodeURIComponent(version)}`, `${spec.name}@${version}`);
    const dist = manifest.dist as { tarball?: string; integrity?: string; shasum?: string } | undefined;
    if (!dist?.tarball) throw new LibdocsError('SOURCE_NOT_FOUND', messages.noTarball(`${spec.name}@${version}`));
    onProgress?.(messages.progressDownloading(`${spec.name}@${version}`));
    const tarball = await this.download(dist.tarball, `${spec.name}@${version}`);
    checkIntegrity(tarball, dist, `${spec.name}@${version}`);
    const skipped: Skipped[] = [];
    const unpacked = readTarGz(tarball, (path) => isDocumentation(path, skipped));
    skipped.push(...unpacked.skipped);
    // Only the declarations of what users import: internal modules would crowd out the public API.
    const candidates = unpacked.files.map((f) => ({ path: f.path, size: f.data.length, read: () => decodeText(f.data) }));
    const files = selectFiles(withoutInternalDeclarations(candidates, manifest, skipped), skipped);
    return {
      name: spec.name,
      version,
      versions: versions.sort(rcompare),
      manifest,
      content: { files, skipped, packageJson: manifest },
    };
  }

  /** Package names matching free text, best first (the registry's search). */
  async search(text: string, size = 5): Promise<string[]> {
    const body = await this.json(`${this.url}/-/v1/search?text=${encodeURIComponent(text)}&size=${size}`, `a search for "${text}"`);
    return ((body.objects as { package?: { name?: string } }[]) ?? []).map((o) => o.package?.name).filter((n): n is string => typeof n === 'string');
  }

  private async json(url: string, what: string, headers: Record<string, string> = { Accept: 'application/json' }): Promise<Record<string, unknown>> {
    let response;
    try {
      response = await this.http.get(url, { ...headers, 'User-Agent': 'libdocs' }, METADATA_TIMEOUT_MS);
    } catch (error) {
      throw unreachable(this.url, error);
    }
    if (response.status === 404) throw new LibdocsError('SOURCE_NOT_FOUND', messages.registryHasNo(this.url, what));
    if (!response.ok) throw new LibdocsError('SOURCE_NOT_FOUND', messages.registryHttpError(this.url, response.status, what));
    return (await response.json()) as Record<string, unknown>;
  }

  private async download(url: string, what: string): Promise<Buffer> {
    let response;
    try {
      // The tarball address comes from registry metadata: only the registry's own host may be internal.
      response = await this.http.get(url, { 'User-Agent': 'libdocs' }, TARBALL_TIMEOUT_MS, new AddressGuard([new URL(this.url).hostname]));
    } catch (error) {
      if (error instanceof LibdocsError) throw new LibdocsError('SOURCE_REFUSED', messages.tarballRefused(what, error.message), 1, { cause: error });
      throw unreachable(this.url, error);
    }
    if (!response.ok || !response.body) throw new LibdocsError('SOURCE_NOT_FOUND', messages.tarballFailed(what, response.status));
    if (Number(response.headers.get('content-length')) > MAX_TARBALL_BYTES) {
      throw new LibdocsError('SOURCE_REFUSED', messages.tarballTooLarge(what, MAX_TARBALL_BYTES / 1024 / 1024));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_TARBALL_BYTES) throw new LibdocsError('SOURCE_REFUSED', messages.tarballTooLarge(what, MAX_TARBALL_BYTES / 1024 / 1024));
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
}

/** The registry's SRI hash (sha512, else sha1 `shasum`) must match the bytes. */
export function checkIntegrity(data: Buffer, dist: { integrity?: string; shasum?: string }, what: string): void {
  const sri = dist.integrity?.split(/\s+/).find((h) => h.startsWith('sha512-'));
  if (sri) {
    if (createHash('sha512').update(data).digest('base64') === sri.slice(7)) return;
  } else if (dist.shasum) {
    if (createHash('sha1').update(data).digest('hex') === dist.shasum) return;
  } else {
    throw new LibdocsError('SOURCE_REFUSED', messages.noIntegrity(what));
  }
  throw new LibdocsError('SOURCE_REFUSED', messages.integrityMismatch(what));
}

/** Documentation files of a package, and nothing from its dependencies or tests. */
function isDocumentation(path: string, skipped: Skipped[]): boolean {
  const folders = path.split('/').slice(0, -1);
  for (const folder of folders) {
    const reason = skippedFolder(folder);
    if (reason) {
      if (!skipped.some((s) => s.reason === reason && path.startsWith(s.path))) skipped.push({ path: `${folders.slice(0, folders.indexOf(folder) + 1).join('/')}/`, reason });
      return false;
    }
  }
  return /\.(?:md|markdown|mdx|rst|txt|html?|d\.[cm]?ts)$/i.test(path) || path === 'package.json';
}

function encodeName(name: string): string {
  return name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name);
}

function unreachable(registry: string, error: unknown): LibdocsError {
  const cause = networkReason(error);
  return new LibdocsError('BACKEND_UNREACHABLE', messages.registryUnreachable(registry, cause));
}
