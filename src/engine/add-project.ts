/**
 * `libdocs add <project>` and the server's background indexing of the project it starts in: each direct
 * dependency at its installed version, from node_modules when it is there, else from the npm registry.
 * A dependency whose installed version is already indexed is left alone, so re-running indexes only what
 * changed. One failure does not stop the others.
 * @module
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDiscoveredDocs, addFetchedNpmPackage, type AddSummary } from './ingest.ts';
import { readSource } from './sources/folder.ts';
import { withoutInternalDeclarations } from './sources/npm-types.ts';
import type { DocSources } from '../doc-sources.ts';
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
 * `registry` undefined: offline, only what node_modules holds. Online, once every dependency is indexed from its
 * package, each one's repository docs at its version's tag (or its site's llms files) are added in a second pass,
 * unless `sources` is `npm-only`: the packages answer first, the fuller documentation follows.
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
  // The packages indexed, in the order of summary.indexed: their fuller documentation comes in a second pass.
  const fuller: NpmPackage[] = [];
  for (const [index, dep] of dependencies.entries()) {
    onDependency?.(dep, index, dependencies.length);
    const known = indexedLibrary(store, dep);
    if (known) {
      summary.unchanged.push(`${dep.name}@${dep.version}`);
      summary.versions.set(known, dep.version);
      continue;
    }
    try {
      const pkg = dep.installedAt ? installed(dep) : registry ? await registry.fetch({ name: dep.name, range: dep.version }) : undefined;
      if (!pkg) {
        summary.failed.push({ dependency: `${dep.name}@${dep.version}`, reason: 'not in node_modules, and offline' });
        continue;
      }
      // Recorded as the npm package either way, so that react-dom adds to the library react indexed.
      const added = await addFetchedNpmPackage(store, pkg, {});
      fuller.push(pkg);
      summary.indexed.push(added);
      summary.versions.set(added.id, dep.version);
    } catch (error) {
      summary.failed.push({ dependency: `${dep.name}@${dep.version}`, reason: error instanceof Error ? error.message : String(error) });
    }
    // Let a server answer requests between two packages.
    await nextTurn();
  }
  if (registry && sources === 'all') {
    for (const [at, pkg] of fuller.entries()) {
      const first = summary.indexed[at]!;
      try {
        const started = performance.now();
        const added = await addDiscoveredDocs(store, pkg, registry.http, first.id);
        if (added) summary.indexed[at] = { ...added, seconds: first.seconds + (performance.now() - started) / 1000 };
      } catch {
        // The package's own documentation stays indexed.
      }
    }
  }
  return summary;
}

/** A dependency in node_modules as a package: its files, with only the declarations its entry point exports. */
function installed(dep: Dependency): NpmPackage {
  const read = readSource(dep.installedAt!, { maxFiles: MAX_FILES_PER_DEPENDENCY });
  const manifest = read.packageJson ?? {};
  const content = { ...read, files: withoutInternalDeclarations(read.files, manifest, read.skipped) };
  return { name: dep.name, version: dep.version, versions: [dep.version], manifest, content };
}

/** The ID of a library indexed for this package name at this version, if any. */
function indexedLibrary(store: Store, dep: Dependency): string | undefined {
  for (const library of store.libraries()) {
    if (library.name !== dep.name && !library.aliases.includes(dep.name)) continue;
    if (store.versions(library.id).some((v) => v.version === dep.version)) return library.id;
  }
  return undefined;
}
