/**
 * `libdocs add <project>` and the server's background indexing of the project it starts in: each direct
 * dependency at its installed version, from node_modules when it is there, else from the npm registry.
 * A dependency whose installed version is already indexed is left alone, so re-running indexes only what
 * changed. One failure does not stop the others.
 * @module
 */
import { addDiscoveredDocs, addNpmPackage, addSource, type AddSummary } from './ingest.ts';
import { readSource } from './sources/folder.ts';
import { withoutInternalDeclarations } from './sources/npm-types.ts';
import type { DocSources } from './sources/doc-sources.ts';
import { projectDependencies, type Dependency } from './sources/project.ts';
import type { NpmPackage, NpmRegistry } from './sources/npm.ts';
import type { Store } from './store/store.ts';

/** A dependency's documentation is its README, docs and types; a package shipping thousands of files is capped. */
const MAX_FILES_PER_DEPENDENCY = 300;

export interface ProjectSummary {
  lockfile: string;
  indexed: AddSummary[];
  /** `name@version` already indexed. */
  unchanged: string[];
  failed: { dependency: string; reason: string }[];
  /** Dependencies the lockfile does not list (not installed yet). */
  unresolved: string[];
  /** Library ID → the version the project uses, for answering without a version. */
  versions: Map<string, string>;
}

/**
 * `registry` undefined: offline, only what node_modules holds. Online, each dependency's repository docs at its
 * version's tag (or its site's llms files) are added to its package's files unless `sources` is `npm-only`.
 */
export async function addProject(
  store: Store,
  dir: string,
  registry: NpmRegistry | undefined,
  onDependency?: (dependency: Dependency, index: number, total: number) => void,
  sources: DocSources = 'all',
): Promise<ProjectSummary> {
  const { dependencies, unresolved, lockfile } = projectDependencies(dir);
  const summary: ProjectSummary = { lockfile, indexed: [], unchanged: [], failed: [], unresolved, versions: new Map() };
  for (const [index, dep] of dependencies.entries()) {
    onDependency?.(dep, index, dependencies.length);
    const known = indexedLibrary(store, dep);
    if (known) {
      summary.unchanged.push(`${dep.name}@${dep.version}`);
      summary.versions.set(known, dep.version);
      continue;
    }
    try {
      const added = dep.installedAt
        ? await addInstalled(store, dep, registry, sources)
        : registry
          ? await addNpmPackage(store, registry, `npm:${dep.name}@${dep.version}`, {}, undefined, undefined, sources)
          : undefined;
      if (!added) {
        summary.failed.push({ dependency: `${dep.name}@${dep.version}`, reason: 'not in node_modules, and offline' });
        continue;
      }
      summary.indexed.push(added);
      summary.versions.set(added.id, dep.version);
    } catch (error) {
      summary.failed.push({ dependency: `${dep.name}@${dep.version}`, reason: error instanceof Error ? error.message : String(error) });
    }
    // Let a server answer requests between two packages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return summary;
}

/** A dependency from node_modules, with its repository's or site's documentation when online. */
async function addInstalled(store: Store, dep: Dependency, registry: NpmRegistry | undefined, sources: DocSources): Promise<AddSummary> {
  const read = readSource(dep.installedAt!, { maxFiles: MAX_FILES_PER_DEPENDENCY });
  const manifest = read.packageJson ?? {};
  const content = { ...read, files: withoutInternalDeclarations(read.files, manifest, read.skipped) };
  if (!registry || sources !== 'all') return addSource(store, content, { path: dep.installedAt!, version: dep.version });
  const pkg: NpmPackage = { name: dep.name, version: dep.version, versions: [dep.version], manifest, content };
  const found = await addDiscoveredDocs(store, pkg, registry.http, undefined);
  return found ?? addSource(store, content, { path: dep.installedAt!, version: dep.version });
}

/** The ID of a library indexed for this package name at this version, if any. */
function indexedLibrary(store: Store, dep: Dependency): string | undefined {
  for (const library of store.libraries()) {
    if (library.name !== dep.name && !library.aliases.includes(dep.name)) continue;
    if (store.versions(library.id).some((v) => v.version === dep.version)) return library.id;
  }
  return undefined;
}
