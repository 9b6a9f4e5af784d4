/**
 * An npm package's documentation beyond what its tarball ships (react, next and express ship a README of a
 * few lines). From the package metadata, in this order: the `repository` at the tag of that version, its
 * documentation folders (`docs/`, `documentation/`, `website/docs/`, the package directory's `docs/`), read
 * from a shallow sparse clone; else the `homepage`'s `llms-full.txt` / `llms.txt`, which are the site's current
 * documentation, not that version's. Both are found in metadata nobody vetted: the SSRF rules apply to them
 * with no exception for their hosts (sources/git.ts, sources/web.ts), and every limit does.
 * @module
 */
import { join } from 'node:path';
import { LibdocsError, messages } from '../../errors.ts';
import type { HttpClient } from '../../http-client.ts';
import { readSource, type FolderContent, type Skipped, type SourceFile } from './folder.ts';
import { DiscoveredRepository } from './git.ts';
import type { NpmPackage } from './npm.ts';
import { readLlmsTxt } from './web.ts';

/** Folders of a repository that hold documentation, besides `<package directory>/docs`. */
const DOC_FOLDERS = ['docs', 'documentation', 'website/docs'];
/** A repository's docs folders hold at most this many files we read. */
const MAX_REPOSITORY_FILES = 2_000;
/** Hosts whose pages are the repository or the registry, never a documentation site. */
const NOT_A_DOCS_SITE = /^(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|npmjs\.com|npmjs\.org|yarnpkg\.com)$/i;

/** Where part of a library version's documentation came from (recorded with the version, shown in answers). */
export interface DocOrigin {
  kind: 'repository' | 'website' | 'npm';
  /** The repository URL, the llms file's URL, or `name@version` for the tarball. */
  where: string;
  /** The tag read, for a repository. */
  ref?: string;
  /** False for a site's current documentation, which may describe another version. */
  exact: boolean;
}

export interface DiscoveredDocs {
  /** The richer documentation, when any was found. */
  content?: FolderContent;
  origin?: DocOrigin;
  /** Why a source was not used (refused, no tag for the version, nothing there): shown as skipped. */
  notes: Skipped[];
}

/** The repository (https URL) and package folder that package metadata names, if it names one we can clone. */
export function repositoryOf(manifest: Record<string, unknown>): { url: string; directory?: string } | undefined {
  const repository = manifest.repository;
  const raw = typeof repository === 'string' ? repository : (repository as { url?: unknown } | undefined)?.url;
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  let text = raw.trim().replace(/#.*$/, '');
  let directory = typeof (repository as { directory?: unknown })?.directory === 'string' ? (repository as { directory: string }).directory : undefined;
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+)\/([\w.-]+)$/.exec(text);
  if (shorthand) {
    const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[shorthand[1] ?? 'github'];
    text = `https://${host}/${shorthand[2]}/${shorthand[3]}`;
  }
  // git+https://, git://, git+ssh://git@host/…, git@host:org/repo: all read over https (never ssh: no keys are used).
  text = text
    .replace(/^git\+/, '')
    .replace(/^(?:git|ssh):\/\/(?:[^@/]+@)?/, 'https://')
    .replace(/^[\w.-]+@([\w.-]+):(?!\d)/, 'https://$1/');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.username = '';
  url.password = '';
  // https://github.com/org/repo/tree/main/packages/x: the repository, and the package's folder in it.
  const tree = /^(\/[^/]+\/[^/]+?)\/(?:-\/)?tree\/[^/]+\/(.+)$/.exec(url.pathname);
  if (tree) {
    url.pathname = tree[1]!;
    directory ??= tree[2];
  }
  url.pathname = url.pathname.replace(/\/+$/, '');
  const folder = directory?.replace(/^\.?\/+|\/+$/g, '');
  const safeFolder = folder && !folder.split('/').some((p) => p === '..' || p === '.' || p === '') && /^[\w@./-]+$/.test(folder) ? folder : undefined;
  return { url: `${url.origin}${url.pathname}`, directory: safeFolder };
}

/** The package's homepage when it may be a documentation site with llms files (not a code host or registry page). */
export function docsSite(manifest: Record<string, unknown>): URL | undefined {
  const homepage = typeof manifest.homepage === 'string' && URL.canParse(manifest.homepage) ? new URL(manifest.homepage) : undefined;
  if (!homepage || (homepage.protocol !== 'https:' && homepage.protocol !== 'http:') || NOT_A_DOCS_SITE.test(homepage.hostname)) return undefined;
  return homepage;
}

/** Tags that would name `version` of `name`: `v1.2.3`, `1.2.3`, `name@1.2.3` (monorepos). */
export function versionTags(name: string, version: string): string[] {
  return [`v${version}`, version, `${name}@${version}`];
}

/**
 * The richer documentation for one package version: the repository at the version's tag, else the homepage's
 * llms files. Never throws for a source that fails: the reason is in `notes`.
 */
export async function discoverDocs(pkg: NpmPackage, http: HttpClient, onProgress?: (message: string) => void): Promise<DiscoveredDocs> {
  const notes: Skipped[] = [];
  const repository = repositoryOf(pkg.manifest);
  if (repository) {
    try {
      const found = await fromRepository(pkg, repository, onProgress);
      if (found.content) return { ...found, notes };
      notes.push(...found.notes);
    } catch (error) {
      notes.push({ path: repository.url, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  const site = docsSite(pkg.manifest);
  if (site) {
    try {
      onProgress?.(messages.progressLlmsTxt(site.origin));
      const found = await readLlmsTxt(site.href, http);
      if (found && found.files.length > 0) {
        return { content: found, origin: { kind: 'website', where: found.url, exact: false }, notes: [...notes, ...found.skipped] };
      }
      notes.push({ path: site.href, reason: messages.noLlmsTxt() });
    } catch (error) {
      notes.push({ path: site.href, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { notes };
}

async function fromRepository(pkg: NpmPackage, repository: { url: string; directory?: string }, onProgress?: (message: string) => void): Promise<DiscoveredDocs> {
  const repo = new DiscoveredRepository(repository.url);
  try {
    onProgress?.(messages.progressTag(pkg.version, repository.url));
    const wanted = versionTags(pkg.name, pkg.version);
    const tags = new Set(await repo.tags(wanted));
    const tag = wanted.find((t) => tags.has(t));
    if (!tag) return { notes: [{ path: repository.url, reason: messages.noVersionTag(pkg.version, wanted) }] };
    const folders = [...new Set([...DOC_FOLDERS, ...(repository.directory ? [`${repository.directory}/docs`] : [])])];
    onProgress?.(messages.progressClone(repository.url, tag));
    const clone = await repo.sparseClone(tag, folders);
    try {
      const files: SourceFile[] = [];
      const skipped: Skipped[] = [];
      for (const folder of folders) {
        let content: FolderContent;
        try {
          content = readSource(join(clone.dir, folder), { maxFiles: MAX_REPOSITORY_FILES - files.length });
        } catch (error) {
          if (error instanceof LibdocsError && error.code === 'SOURCE_NOT_FOUND') continue; // no such folder at that tag
          throw error;
        }
        const label = (path: string) => fileAddress(repository.url, tag, `${folder}/${path}`);
        // Read now: the clone is removed when this returns.
        for (const f of content.files) {
          const text = f.read();
          files.push({ ...f, path: label(f.path), read: () => text });
        }
        skipped.push(...content.skipped.map((s) => ({ ...s, path: label(s.path) })));
        if (files.length >= MAX_REPOSITORY_FILES) break;
      }
      if (files.length === 0) return { notes: [{ path: `${repository.url}#${tag}`, reason: messages.noDocsFolders(folders) }] };
      return { content: { files, skipped }, origin: { kind: 'repository', where: repository.url, ref: tag, exact: true }, notes: [] };
    } finally {
      clone.remove();
    }
  } finally {
    repo.dispose();
  }
}

/** A file's address for answers: its page on a known forge, else `<repository>@<tag>/<path>`. */
function fileAddress(repository: string, tag: string, path: string): string {
  const host = new URL(repository).hostname;
  if (/^(?:www\.)?github\.com$/i.test(host)) return `${repository}/blob/${tag}/${path}`;
  if (/^(?:www\.)?gitlab\.com$/i.test(host)) return `${repository}/-/blob/${tag}/${path}`;
  return `${repository}@${tag}/${path}`;
}

/** The package with the discovered documentation added to its files (the tarball's own files stay). */
export function withDocs(pkg: NpmPackage, found: DiscoveredDocs): NpmPackage {
  if (!found.content) return { ...pkg, content: { ...pkg.content, skipped: [...pkg.content.skipped, ...found.notes] } };
  return {
    ...pkg,
    content: {
      files: [...pkg.content.files, ...found.content.files],
      skipped: [...pkg.content.skipped, ...found.content.skipped, ...found.notes],
      packageJson: pkg.content.packageJson,
    },
  };
}

/** The origins of a version's documentation, as recorded in its marker (`docs:<json>`). */
export function originsMarker(origins: DocOrigin[]): string {
  return `docs:${JSON.stringify(origins)}`;
}

export function originsOf(marker: string | null | undefined): DocOrigin[] {
  if (!marker?.startsWith('docs:')) return [];
  try {
    const parsed = JSON.parse(marker.slice(5)) as unknown;
    return Array.isArray(parsed) ? parsed.filter((o): o is DocOrigin => typeof o?.where === 'string' && typeof o?.kind === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a version has documentation beyond its npm tarball. */
export function hasRicherDocs(marker: string | null | undefined): boolean {
  return originsOf(marker).some((o) => o.kind !== 'npm');
}
