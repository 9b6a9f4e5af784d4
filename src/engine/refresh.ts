/**
 * `libdocs refresh [id]`: each library's sources checked again, and what changed indexed again (each version
 * replaced in one transaction, so a failure leaves the indexed one). A folder is re-read when its files are not
 * those it was indexed from (see folderFingerprint); an npm package gains its newest release as a new version
 * (with its repository's or site's documentation, as `add` fetches it), and a release indexed from its tarball
 * alone gets that documentation when it can now be found; a git repository is cloned
 * again when its ref points at another commit, a website when its first document fails a conditional request
 * (ETag or Last-Modified; a site that gives neither is fetched again).
 * @module
 */
import { statSync } from 'node:fs';
import type { HttpClient } from '../http-client.ts';
import { addDiscoveredDocs, addGitRepository, addLibrary, addNpmPackage, addWebsite } from './ingest.ts';
import { docsProvenance } from './provenance.ts';
import type { DocSources } from '../doc-sources.ts';
import { hasRicherDocs } from './sources/npm-docs.ts';
import { filePaths, FINGERPRINT_PREFIX, folderFingerprint, readSource, type FolderContent } from './sources/folder.ts';
import { parseGitSpec, remoteCommit } from './sources/git.ts';
import { unchangedSince } from './sources/web.ts';
import { NpmRegistry, parseNpmSpec } from './sources/npm.ts';
import type { Store, VersionRow } from './store/store.ts';
import { sortVersions } from './versions.ts';

export interface RefreshResult {
  id: string;
  outcome: 'updated' | 'unchanged' | 'failed';
  detail: string;
}

export async function refresh(store: Store, http: HttpClient, libraryId?: string, sources: DocSources = 'all'): Promise<RefreshResult[]> {
  const libraries = store.libraries().filter((l) => !libraryId || l.id === libraryId);
  const results: RefreshResult[] = [];
  for (const library of libraries) {
    const latest = sortVersions(store.versions(library.id))[0];
    if (!latest?.source) {
      results.push({ id: library.id, outcome: 'unchanged', detail: 'no source recorded' });
      continue;
    }
    try {
      results.push({ id: library.id, ...(await refreshVersion(store, http, library.id, latest, sources)) });
    } catch (error) {
      results.push({ id: library.id, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

async function refreshVersion(store: Store, http: HttpClient, id: string, v: VersionRow, sources: DocSources): Promise<Omit<RefreshResult, 'id'>> {
  const source = v.source!;
  const keep = { id, version: v.version || undefined };
  if (source.startsWith('npm:')) {
    const spec = parseNpmSpec(source);
    const registry = new NpmRegistry(http);
    const newest = await registry.fetch({ name: spec.name, range: 'latest' });
    const indexed = store.versions(id).find((x) => x.version === newest.version);
    if (indexed && (sources === 'npm-only' || hasRicherDocs(indexed.marker))) return { outcome: 'unchanged', detail: `${spec.name} ${newest.version} is the newest release` };
    if (indexed) {
      const added = await addDiscoveredDocs(store, newest, http, id);
      return added
        ? { outcome: 'updated', detail: `added the documentation of ${spec.name} ${newest.version} ${docsProvenance(store.versions(id).find((x) => x.version === newest.version)?.marker)}` }
        : { outcome: 'unchanged', detail: `${spec.name} ${newest.version} is the newest release` };
    }
    const added = await addNpmPackage(store, registry, `npm:${spec.name}@${newest.version}`, { id, sources });
    return { outcome: 'updated', detail: `added ${spec.name} ${added.version}` };
  }
  if (source.startsWith('git:')) {
    const now = await remoteCommit(parseGitSpec(source));
    if (now && v.marker === `commit:${now}`) return { outcome: 'unchanged', detail: `still at commit ${now.slice(0, 12)}` };
    const added = await addGitRepository(store, source, keep);
    return { outcome: 'updated', detail: `fetched again at ${now ? `commit ${now.slice(0, 12)}` : 'the current commit'} (${added.codeSnippets + added.infoSnippets} snippets)` };
  }
  if (/^https?:\/\//.test(source)) {
    if (v.marker && (await unchangedSince(v.marker, http, source))) return { outcome: 'unchanged', detail: 'the site says its documents have not changed (304)' };
    const added = await addWebsite(store, http, source, keep);
    return { outcome: 'updated', detail: `fetched again (${added.codeSnippets + added.infoSnippets} snippets)` };
  }
  let content: FolderContent;
  try {
    content = readSource(source);
  } catch {
    return { outcome: 'failed', detail: `the folder ${source} is gone` };
  }
  const since = Date.parse(v.indexedAt);
  // A folder indexed before fingerprints were recorded is compared by modification times alone.
  const fingerprinted = v.marker?.startsWith(FINGERPRINT_PREFIX) === true;
  const newer = fingerprinted ? undefined : newerFile(source, content, since);
  const changed = fingerprinted ? folderFingerprint(source, content) !== v.marker : newer !== undefined;
  if (!changed) return { outcome: 'unchanged', detail: 'no file changed since it was indexed' };
  const named = newer ?? newerFile(source, content, since);
  addLibrary(store, { path: source, ...keep });
  return { outcome: 'updated', detail: `re-read (${named ? `${named} changed` : 'files were added, removed or renamed, or a Jekyll _config.yml changed'})` };
}

/** A file of the folder (or the file itself) modified after `since`, or gone since it was listed. */
function newerFile(source: string, content: FolderContent, since: number): string | undefined {
  const pathOf = filePaths(source);
  return content.files.find((f) => {
    try {
      return statSync(pathOf(f.path)).mtimeMs > since;
    } catch {
      return true;
    }
  })?.path;
}
