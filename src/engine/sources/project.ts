/**
 * A user's project as a source: its direct dependencies (package.json `dependencies` and `devDependencies`)
 * at exactly the versions its lockfile installed — package-lock.json (npm), pnpm-lock.yaml (pnpm) or
 * yarn.lock (yarn classic). Lockfiles are read as the text formats they are, without running anything.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LibdocsError, messages } from '../../errors.ts';

export interface Dependency {
  name: string;
  /** The installed version. */
  version: string;
  /** node_modules/<name> when it holds that version, else undefined (fetch it from the registry). */
  installedAt?: string;
}

export const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock'];

/** True when `dir` is a project: a package.json with a lockfile beside it. */
export function isProject(dir: string): boolean {
  return existsSync(join(dir, 'package.json')) && LOCKFILES.some((f) => existsSync(join(dir, f)));
}

export function projectDependencies(dir: string): { dependencies: Dependency[]; unresolved: string[]; lockfile: string } {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new LibdocsError('SOURCE_NOT_FOUND', messages.packageJsonUnreadable(join(dir, 'package.json'), (error as Error).message), 2, { cause: error });
  }
  const wanted: Record<string, string> = { ...(pkg.devDependencies as Record<string, string>), ...(pkg.dependencies as Record<string, string>) };
  const lockfile = LOCKFILES.find((f) => existsSync(join(dir, f)));
  if (!lockfile) throw new LibdocsError('SOURCE_NOT_FOUND', messages.noLockfile(dir, LOCKFILES), 2);
  const text = readFileSync(join(dir, lockfile), 'utf8');
  const installed = lockfile.endsWith('.json') ? fromNpmLock(text) : lockfile === 'pnpm-lock.yaml' ? fromPnpmLock(text) : fromYarnLock(text, wanted);
  const dependencies: Dependency[] = [];
  const unresolved: string[] = [];
  for (const name of Object.keys(wanted).sort()) {
    const version = installed.get(name);
    if (!version) {
      unresolved.push(name);
      continue;
    }
    const folder = join(dir, 'node_modules', name);
    dependencies.push({ name, version, installedAt: installedVersion(folder) === version ? folder : undefined });
  }
  return { dependencies, unresolved, lockfile };
}

function installedVersion(folder: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** package-lock.json v2/v3 (`packages["node_modules/x"]`), or v1 (`dependencies.x.version`). */
function fromNpmLock(text: string): Map<string, string> {
  const lock = JSON.parse(text) as { packages?: Record<string, { version?: string }>; dependencies?: Record<string, { version?: string }> };
  const out = new Map<string, string>();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1];
    if (name && entry.version) out.set(name, entry.version);
  }
  for (const [name, entry] of Object.entries(lock.dependencies ?? {})) if (!out.has(name) && entry.version) out.set(name, entry.version);
  return out;
}

/** pnpm-lock.yaml: the root importer's `dependencies`/`devDependencies`, each with its `version:` line. */
function fromPnpmLock(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const lines = text.split('\n');
  let inRoot = false;
  let inDeps = false;
  let current: string | undefined;
  for (const line of lines) {
    if (/^importers:/.test(line)) continue;
    if (/^ {2}\S/.test(line)) inRoot = /^ {2}['"]?\.['"]?:\s*$/.test(line);
    if (/^\S/.test(line) && !/^importers:/.test(line)) {
      // pnpm v5/v6 files keep the root's dependencies at the top level.
      inRoot = /^(dependencies|devDependencies):/.test(line);
      inDeps = inRoot;
      continue;
    }
    if (inRoot && /^ {4}(dependencies|devDependencies|optionalDependencies):\s*$/.test(line)) {
      inDeps = true;
      continue;
    }
    if (inRoot && /^ {4}\S/.test(line)) inDeps = false;
    if (!inDeps) continue;
    const entry = /^ {2,6}['"]?((?:@[^/'"\s]+\/)?[^:'"\s]+)['"]?:\s*(\S*)\s*$/.exec(line);
    if (entry && !/^(specifier|version)$/.test(entry[1]!)) {
      current = entry[1]!;
      if (entry[2]) out.set(current, cleanPnpmVersion(entry[2]));
      continue;
    }
    const version = /^\s+version:\s*['"]?([^'"\s]+)/.exec(line);
    if (version && current) out.set(current, cleanPnpmVersion(version[1]!));
  }
  return out;
}

function cleanPnpmVersion(text: string): string {
  return text.replace(/^['"]|['"]$/g, '').replace(/\(.*$/, '');
}

/** yarn.lock (classic): entries keyed by `name@range`; the range the project asks for picks the version. */
function fromYarnLock(text: string, wanted: Record<string, string>): Map<string, string> {
  const byKey = new Map<string, string>();
  let keys: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\S.*:\s*$/.test(line) && !line.startsWith('#')) {
      keys = line.replace(/:\s*$/, '').split(/,\s*/).map((k) => k.replace(/^"|"$/g, ''));
      continue;
    }
    const version = /^\s+version:?\s+"?([^"\s]+)"?/.exec(line);
    if (version) for (const key of keys) byKey.set(key, version[1]!);
  }
  const out = new Map<string, string>();
  for (const [name, range] of Object.entries(wanted)) {
    const version = byKey.get(`${name}@${range}`) ?? byKey.get(`${name}@npm:${range}`);
    if (version) out.set(name, version);
  }
  return out;
}
