/**
 * Whether a package the npm registry returns for a name nobody indexed is the library that was asked for.
 * A miss fetches on the caller's behalf, with no one to look at what came back, so these rules refuse what is
 * likely a placeholder, a squatted name, or another ecosystem's library under the same name. Each returns the
 * reason, to be shown in the no-match message, or undefined.
 * @module
 */
import { repositoryId } from '../engine/library-meta.ts';
import type { NpmPackage } from '../engine/sources/npm.ts';
import { repositoryOf } from '../engine/sources/npm-docs.ts';
import { PAGE_KIND } from '../engine/sources/folder.ts';

/** Words that place a library outside npm (a Java, Python, Rust, Ruby, .NET, PHP or Go library). */
const OTHER_ECOSYSTEMS = new Set([
  'java', 'jar', 'maven', 'gradle', 'jdk', 'kotlin', 'python', 'pypi', 'pip', 'conda', 'crate', 'crates', 'cargo', 'rust',
  'gem', 'rubygems', 'ruby', 'nuget', 'dotnet', 'php', 'composer', 'golang', 'perl', 'cpan',
]);
/** Words that place it on npm after all ("call the Python script from node"). */
const JAVASCRIPT = new Set(['npm', 'node', 'nodejs', 'javascript', 'typescript', 'js', 'ts', 'deno', 'bun']);
/** A Java package or Maven coordinate: `org.apache.commons`, `com.google.guava:guava`. */
const JAVA_NAME = /^(?:[a-z][\w-]*\.){2,}[a-z][\w-]*$|^(?:[a-z][\w-]*\.)+[a-z][\w-]*:[\w.-]+$/i;
const JAVA_PREFIX = /^(?:org|com|net|io|edu|gov|de|fr|uk|javax?|jakarta)\./i;
/** Fewer non-blank lines of documentation than this is a placeholder, not a library's documentation. */
const MIN_DOC_LINES = 5;
/** Fewer releases than this under an absurd major version: a squat, not a long history. */
const ABSURD_MAJOR = 99;
const MIN_RELEASES_FOR_HIGH_MAJOR = 10;

/** Why the name should not be looked up on npm at all, or undefined. */
export function otherEcosystem(libraryName: string, question: string): string | undefined {
  if (mentionsJavaScript(libraryName, question)) return undefined;
  const nameTokens = libraryName.toLowerCase().split(/\s+/).filter(Boolean);
  const all = `${libraryName} ${question}`.toLowerCase().split(/[^a-z\d]+/).filter(Boolean);
  const javaName = nameTokens.find((w) => JAVA_NAME.test(w) && JAVA_PREFIX.test(w));
  if (javaName) return `"${javaName}" is a Java package name, and npm only has JavaScript packages`;
  const word = nameTokens.find((w) => OTHER_ECOSYSTEMS.has(w)) ?? all.find((w) => OTHER_ECOSYSTEMS.has(w));
  return word ? `the ${nameTokens.includes(word) ? 'name' : 'question'} says "${word}", and npm only has JavaScript packages` : undefined;
}

/** The name or question places the library on npm: `npm:x`, or words like node, npm, javascript. */
export function mentionsJavaScript(libraryName: string, question: string): boolean {
  return /^\s*npm:/i.test(libraryName) || `${libraryName} ${question}`.toLowerCase().split(/[^a-z\d]+/).some((w) => JAVASCRIPT.has(w));
}

/** Lowercase, no scope, no `.js`/`js`/`node-` decoration, letters and digits only: `@x/Commander.js` → `commander`. */
export function bareName(name: string): string {
  return name
    .toLowerCase()
    .replace(/^@[^/]+\//, '')
    .replace(/^node[-_.]/, '')
    .replace(/[-_.]?js$/, '')
    .replace(/[^a-z\d]+/g, '');
}

/** A search hit stands for the name asked for only under that name (give or take `.js`), or as its scope. */
export function plausibleSearchHit(found: string, asked: string): boolean {
  const wanted = bareName(asked);
  const scope = /^@([^/]+)\//.exec(found)?.[1];
  return bareName(found) === wanted || (scope !== undefined && bareName(scope) === wanted);
}

/**
 * Why the fetched package is not the library asked for: a placeholder version, no repository, an early
 * release under another project's name, a README of a few lines, or a Node.js binding of something else by
 * that name. `explicit` is set when the caller asked for npm (`npm:<name>`) or a JavaScript context.
 */
export function refusalReason(pkg: NpmPackage, asked: string, explicit: boolean): string | undefined {
  const what = `${pkg.name}@${pkg.version}`;
  const [major = 0, minor = 0] = pkg.version.split('.').map((n) => Number.parseInt(n, 10));
  if (/^9{2,}\./.test(pkg.version) || (major >= ABSURD_MAJOR && pkg.versions.length < MIN_RELEASES_FOR_HIGH_MAJOR)) {
    return `${what} looks like a placeholder (version ${pkg.version} after ${pkg.versions.length} release${pkg.versions.length === 1 ? '' : 's'})`;
  }
  // A forge's /org/project, else the last two parts of any https repository (a company's own git server).
  const repositoryUrl = repositoryOf(pkg.manifest)?.url;
  const repository = repositoryId(pkg.manifest.repository) ?? (repositoryUrl && repositoryId(lastTwo(new URL(repositoryUrl))));
  if (!repository) return `${what} names no source repository, so nothing says whose package it is`;
  const project = repository.split('/')[2]!;
  if (major === 0 && minor === 0 && bareName(project) !== bareName(pkg.name)) {
    return `${what} is an early 0.0.x release whose repository (${repository.slice(1)}) is another project`;
  }
  const lines = pkg.content.files
    .filter((f) => f.pageKind === PAGE_KIND.reference && !/(?:^|\/)(?:package\.json|licen[cs]e[^/]*)$/i.test(f.path))
    .reduce((n, f) => {
      const text = f.read();
      return n + (typeof text === 'string' ? text.split('\n').filter((l) => l.trim()).length : 0);
    }, 0);
  if (lines < MIN_DOC_LINES) return `${what} has no documentation beyond ${lines} line${lines === 1 ? '' : 's'} of README`;
  // `sqlite` → kriasoft/node-sqlite: a Node.js client of something else called sqlite, not its documentation.
  if (!explicit && /^node[-_.]/.test(project) && bareName(project) === bareName(asked) && bareName(pkg.name) === bareName(asked)) {
    return `${what} is a Node.js client for ${asked} (repository ${repository.slice(1)}), not ${asked}'s own documentation; if that client is what you want, ask for "npm:${pkg.name}"`;
  }
  return undefined;
}

/** `https://git.corp/team/widgets.git` → `team/widgets.git`; `https://git.corp/widgets.git` → `git.corp/widgets.git`. */
function lastTwo(url: URL): string {
  const parts = url.pathname.split('/').filter(Boolean);
  return (parts.length >= 2 ? parts.slice(-2) : [url.hostname, ...parts]).join('/');
}
