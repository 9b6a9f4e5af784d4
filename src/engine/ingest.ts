/**
 * `libdocs add <path>`: read a folder or file, parse every page into snippets, drop duplicates and pages
 * that only repeat others, and store the result as one library version in one transaction.
 * @module
 */
import { resolve } from 'node:path';
import { benchmarkScore } from './benchmark.ts';
import { identifierInjectionRule, injectionRule, snippetInjectionRule } from './injection.ts';
import { libraryMeta, repositoryId, slug, type LibraryMetaInput } from './library-meta.ts';
import { finishSteps, runSteps, type Steps } from './parse/bounds.ts';
import { parseFileSteps } from './parse/index.ts';
import { toSnippets } from './parse/snippets.ts';
import { estimateTokens, snippetFields } from './rank/fields.ts';
import { sameSection } from './rank/sections.ts';
import { folderFingerprint, LOOKED_FOR, readSource, type FolderContent, type Skipped } from './sources/folder.ts';
import { idOfRepository, parseGitSpec, shallowClone, versionOfRef } from './sources/git.ts';
import { parseNpmSpec, type NpmPackage, type NpmRegistry } from './sources/npm.ts';
import type { DocSources } from '../doc-sources.ts';
import { discoverDocs, originsMarker, originsOf, withDocs, type DiscoveredDocs, type DocOrigin } from './sources/npm-docs.ts';
import { DEFAULT_CRAWL, readWebsite } from './sources/web.ts';
import { injectionInLibraryField, LibdocsError, messages } from '../errors.ts';
import type { HttpClient } from '../http-client.ts';
import type { Store, StoredSnippet } from './store/store.ts';
import type { Snippet } from './types.ts';

export interface AddOptions extends Omit<LibraryMetaInput, 'packageJson'> {
  /** What identifies the source's content (a commit, an ETag), for refresh. */
  marker?: string;
  /** Snippets of the version already indexed to keep beside the new ones (a sibling package's). */
  keep?: StoredSnippet[];
}

export type AddProgress =
  | { phase: 'fetch'; message: string }
  | { phase: 'read'; files: number; skipped: number }
  | { phase: 'parse'; done: number; total: number; file: string }
  | { phase: 'write'; snippets: number };

export interface AddSummary {
  id: string;
  name: string;
  version: string;
  filesRead: number;
  skipped: Skipped[];
  codeSnippets: number;
  infoSnippets: number;
  duplicatesMerged: number;
  benchmarkScore?: number;
  seconds: number;
}

/**
 * A page whose snippets nearly all repeat other pages (an `all.html` concatenation, the same man page under two
 * names) is dropped whole. Pages that share much but not all (man pages with common option lists, Javadoc
 * classes listing inherited methods) keep what is their own: the repeated snippets are dropped one by one.
 */
const REPEAT_SHARE = 0.9;
const REPEAT_MIN_SNIPPETS = 4;
/**
 * ...and holds at most this many sections of its own: a class page repeated by its per-platform copies keeps what only
 * it says (jnr-constants' `Errno`, whose `description()` and `valueOf(long)` had gone with it).
 */
const REPEAT_OWN_MAX = 2;

export function addLibrary(store: Store, options: AddOptions & { maxFiles?: number }, onProgress?: (p: AddProgress) => void): AddSummary {
  const path = resolve(options.path);
  const content = readSource(path, { maxFiles: options.maxFiles });
  // Taken before the files are read: one changed while they are is newer than this, and `refresh` reads it again.
  const marker = options.marker ?? folderFingerprint(path, content);
  return addSource(store, content, { ...options, path, marker }, onProgress);
}

/**
 * `libdocs add npm:<name>[@<range>]`: the package's documentation at the version the range resolves to, with
 * its repository's docs at that version's tag or its site's llms files (sources/npm-docs.ts) unless `sources`
 * is `npm-only`. The library ID comes from the package's repository, else `/npm/<name>`.
 */
export async function addNpmPackage(store: Store, registry: NpmRegistry, spec: string, options: NpmAddOptions): Promise<AddSummary> {
  const started = performance.now();
  const { sources = 'all', ...rest } = options;
  const progress = (message: string) => options.onProgress?.({ phase: 'fetch', message });
  const pkg = await registry.fetch(parseNpmSpec(spec), progress);
  const found = sources === 'all' ? await discoverDocs(pkg, registry.http, progress) : undefined;
  const summary = await addFetchedNpmPackage(store, found ? withDocs(pkg, found) : pkg, { ...rest, marker: npmMarker(pkg, found) });
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}

/** A package's library fields, progress, and a time limit on indexing. */
export interface NpmAddOptions extends Omit<AddOptions, 'path'> {
  onProgress?: (p: AddProgress) => void;
  /** Milliseconds of indexing (after the download) before it stops with an error; none by default. */
  indexTimeoutMs?: number;
  /** `npm-only`: the package alone, without its repository's or site's documentation (sources/npm-docs.ts). */
  sources?: DocSources;
}

/**
 * A package's fuller documentation, fetched after its tarball was indexed (a miss answers from the tarball
 * first): the version is indexed again with it, and left as it is when nothing more was found.
 */
export async function addDiscoveredDocs(store: Store, pkg: NpmPackage, http: HttpClient, id?: string): Promise<AddSummary | undefined> {
  const found = await discoverDocs(pkg, http);
  if (!found.content) return undefined;
  return addFetchedNpmPackage(store, withDocs(pkg, found), { id, marker: npmMarker(pkg, found) });
}

/** Where the version's documentation came from, recorded with it (sources/npm-docs.ts). */
function npmMarker(pkg: NpmPackage, found: DiscoveredDocs | undefined): string {
  const origins: DocOrigin[] = [...(found?.origin ? [found.origin] : []), { kind: 'npm', where: `${pkg.name}@${pkg.version}`, exact: true }];
  return originsMarker(origins);
}

/**
 * Indexes a package already fetched (npm-on-miss looks at it first). Parsing yields to the event loop between
 * pieces, so a server keeps answering while a package is indexed; with `indexTimeoutMs` it stops with an error
 * after that many milliseconds, storing nothing.
 */
export async function addFetchedNpmPackage(store: Store, pkg: NpmPackage, options: Omit<NpmAddOptions, 'sources'>): Promise<AddSummary> {
  const { onProgress, indexTimeoutMs, ...library } = options;
  const repository = repositoryId(pkg.manifest.repository);
  const id = library.id ?? (repository ? undefined : `/npm/${slug(pkg.name)}`);
  const path = `npm:${pkg.name}@${pkg.version}`;
  const version = library.version ?? pkg.version;
  const signal = indexTimeoutMs === undefined ? undefined : AbortSignal.timeout(indexTimeoutMs);
  // Packages of one repository (react and react-dom, a monorepo's scoped packages) are one library: a sibling's
  // version is added to, not replaced.
  const sibling = store.versions(id ?? repository!).find((v) => v.version === version && v.source?.startsWith('npm:') && !v.source.startsWith(`${path.replace(/@[^@]*$/, '')}@`));
  const keep = sibling && sibling.firstSnippet !== null && sibling.lastSnippet !== null ? store.snippets(range(sibling.firstSnippet, sibling.lastSnippet)) : undefined;
  const marker = library.marker ?? npmMarker(pkg, undefined);
  const origins = sibling ? [...originsOf(sibling.marker), ...originsOf(marker)].filter((o, i, all) => all.findIndex((x) => x.where === o.where) === i) : undefined;
  return runSteps(
    sourceSteps(store, pkg.content, { ...library, marker: origins ? originsMarker(origins) : marker, id, version, path, keep }, onProgress),
    signal,
    () => new LibdocsError('TIMED_OUT', messages.indexingTimedOut(path, indexTimeoutMs! / 1000)),
  );
}

/** `libdocs add git:<url>[#ref]`: a shallow clone, indexed as a folder; a version tag is the version. */
export async function addGitRepository(store: Store, spec: string, options: Omit<AddOptions, 'path'>, onProgress?: (p: AddProgress) => void): Promise<AddSummary> {
  const started = performance.now();
  const git = parseGitSpec(spec);
  onProgress?.({ phase: 'fetch', message: `cloning ${git.url}${git.ref ? ` at ${git.ref}` : ''}` });
  const clone = await shallowClone(git);
  try {
    const summary = addSource(store, readSource(clone.dir), {
      ...options,
      marker: clone.commit ? `commit:${clone.commit}` : undefined,
      id: options.id ?? idOfRepository(git.url),
      version: options.version ?? versionOfRef(git.ref),
      path: `git:${git.url}${git.ref ? `#${git.ref}` : ''}`,
    }, onProgress);
    return { ...summary, seconds: (performance.now() - started) / 1000 };
  } finally {
    clone.remove();
  }
}

/** `libdocs add https://…`: llms-full.txt, llms.txt, else a crawl under the address (sources/web.ts). */
export async function addWebsite(store: Store, http: HttpClient, url: string, options: Omit<AddOptions, 'path'>, onProgress?: (p: AddProgress) => void): Promise<AddSummary> {
  const started = performance.now();
  const site = await readWebsite(url, http, DEFAULT_CRAWL, (message) => onProgress?.({ phase: 'fetch', message }));
  const host = new URL(url).hostname.replace(/^www\./, '');
  const summary = addSource(store, site, { ...options, id: options.id ?? `/web/${slug(host)}`, name: options.name ?? host, path: url, marker: site.marker }, onProgress);
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}

/**
 * Indexes what a source offers (a folder, or an npm package's files) as one library version. `options.path`
 * names the source (a folder path, or `npm:name@version`): it is recorded, and names the library when nothing
 * else does.
 */
export function addSource(store: Store, source: FolderContent, options: AddOptions, onProgress?: (p: AddProgress) => void): AddSummary {
  return finishSteps(sourceSteps(store, source, options, onProgress));
}

/** addSource in steps: it yields after every file and within large pages; nothing is stored until the end. */
function* sourceSteps(store: Store, source: FolderContent, options: AddOptions, onProgress?: (p: AddProgress) => void): Steps<AddSummary> {
  const started = performance.now();
  const path = options.path;
  onProgress?.({ phase: 'read', files: source.files.length, skipped: source.skipped.length });
  const meta = libraryMeta({ ...options, path, packageJson: source.packageJson });
  // Another version of a library already indexed keeps its name unless the user names it anew
  // (a folder called `widgets-1.0` must not rename `widgets`).
  const existing = store.library(meta.id);
  if (existing) {
    // Another package of the same library (react-dom beside react) is found by its name too.
    const declared = source.packageJson?.name;
    if (typeof declared === 'string' && declared === meta.name && declared !== existing.name && !options.name?.trim()) meta.aliases.push(declared);
    if (!options.name?.trim()) meta.name = existing.name;
    if (!options.description?.trim() && existing.description) meta.description = existing.description;
    meta.aliases = [...new Set([...existing.aliases, ...meta.aliases])];
  }
  refuseInjectedIdentity(meta);
  const skipped = [...source.skipped];
  // A description that instructs the assistant is left out (resolve shows it); the README's may take its place.
  let description = meta.description;
  const descriptionInjection = description && injectionRule(description);
  if (descriptionInjection) {
    skipped.push({ path: 'library description', reason: `possible prompt injection (${descriptionInjection}), not used` });
    description = undefined;
  }

  // Smaller pages first, so that the specific page keeps a snippet that a concatenation repeats.
  const files = [...source.files].sort((a, b) => a.size - b.size);
  const seen = new Set<string>((options.keep ?? []).map(dedupeKey));
  const kept: { snippet: Snippet; pageKind: number }[] = [];
  let duplicates = 0;
  let filesRead = 0;
  for (const [index, file] of files.entries()) {
    yield;
    onProgress?.({ phase: 'parse', done: index, total: files.length, file: file.path });
    let content: string | { reason: string };
    try {
      content = file.read();
    } catch (err) {
      // One page that cannot be read (a page grown past what a string holds) costs that page, not the library.
      content = { reason: `not readable (${err instanceof Error ? err.message : String(err)})` };
    }
    if (typeof content !== 'string') {
      skipped.push({ path: file.path, reason: content.reason });
      continue;
    }
    filesRead++;
    let snippets: Snippet[];
    let pageDescription: string | undefined;
    try {
      const page = yield* parseFileSteps(file.format ? `page${file.format}` : file.path.replace(/\.gz$/i, ''), content, { site: file.site, constants: file.constants?.() });
      if (!page) {
        // Only a man page's name (`x.1`) reaches here unread: its text was not roff.
        skipped.push({ path: file.path, reason: 'not a man page (no .TH, .SH or .Dt request)' });
        continue;
      }
      if (page.redirect) {
        skipped.push({ path: file.path, reason: 'redirect page' });
        continue;
      }
      if (page.sourceListing) {
        skipped.push({ path: file.path, reason: 'source code listing' });
        continue;
      }
      if (page.template) {
        skipped.push({ path: file.path, reason: 'site template' });
        continue;
      }
      // A README that names the library only in a logo (`<h1><img alt="chalk"></h1>`) is titled by the library's name,
      // not "readme".
      snippets = toSnippets(!page.title && isHomePage(file.path) ? { ...page, title: meta.name } : page, file.cite ?? file.path);
      pageDescription = page.description;
    } catch (error) {
      skipped.push({ path: file.path, reason: `could not be parsed (${(error as Error).message.split('\n')[0]})` });
      continue;
    }
    // Never from a section dropped below: a dropped first paragraph must not come back as the description.
    if (!description && isHomePage(file.path)) {
      description = (pageDescription && !injectionRule(pageDescription) ? pageDescription : undefined) ?? firstSentence(snippets.filter((s) => !snippetInjectionRule(s)));
    }
    // A page that yields nothing says so, rather than counting as read (a page the reader could not make sense of).
    if (snippets.length === 0) {
      skipped.push({ path: file.path, reason: 'no text found' });
      filesRead--;
      continue;
    }
    const keys = snippets.map(dedupeKey);
    const repeated = keys.filter((k) => seen.has(k)).length;
    if (snippets.length >= REPEAT_MIN_SNIPPETS && repeated / snippets.length >= REPEAT_SHARE && snippets.length - repeated <= REPEAT_OWN_MAX) {
      skipped.push({ path: file.path, reason: 'repeats other pages' });
      continue;
    }
    const repeats = wholeSectionRepeats(snippets, keys.map((k) => seen.has(k)));
    snippets.forEach((snippet, i) => {
      if (repeats[i]) {
        duplicates++;
        return;
      }
      const injection = snippetInjectionRule(snippet);
      if (injection) {
        skipped.push({ path: `${file.path}${snippet.anchor ? `#${snippet.anchor}` : ''}`, reason: `possible prompt injection (${injection}), section dropped` });
        return;
      }
      seen.add(keys[i]!);
      kept.push({ snippet, pageKind: file.pageKind });
    });
  }
  onProgress?.({ phase: 'write', snippets: kept.length });
  for (const { id: _id, pageKind, tokens: _tokens, ...snippet } of options.keep ?? []) kept.push({ snippet, pageKind });

  // An empty library would be listed by resolve and answer nothing: refuse it, saying what was looked for.
  if (kept.length === 0) throw noDocumentationFound(path, skipped);

  const version = store.putVersion({
    library: { id: meta.id, name: meta.name, description, aliases: meta.aliases, source: path },
    version: meta.version,
    source: path,
    marker: options.marker,
    files: filesRead,
    snippets: kept.map(({ snippet, pageKind }) => ({
      snippet,
      pageKind,
      tokens: estimateTokens(snippet.description) + estimateTokens(snippet.code.map((c) => c.code).join('\n')),
      // Computed as each snippet is stored, not all at once: a large library's full-text fields are a second copy
      // of all its text.
      get fields() {
        return snippetFields(snippet);
      },
    })),
    benchmark: benchmarkScore,
  });
  return {
    id: meta.id,
    name: meta.name,
    version: meta.version,
    filesRead,
    skipped,
    codeSnippets: version.codeSnippets,
    infoSnippets: version.infoSnippets,
    duplicatesMerged: duplicates,
    benchmarkScore: version.benchmark ?? undefined,
    seconds: (performance.now() - started) / 1000,
  };
}

/** A name, ID or version is shown with every answer: one that reads as instructions refuses the whole source. */
function refuseInjectedIdentity(meta: { id: string; name: string; version: string }): void {
  const fields: [string, string, string][] = [['name', meta.name, '--name'], ['ID', meta.id, '--id'], ['version', meta.version, '--version']];
  for (const [field, value, flag] of fields) {
    const rule = identifierInjectionRule(value);
    if (rule) throw injectionInLibraryField(field, rule, flag);
  }
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * What makes two snippets the same: their words. A short section below a page's own level counts with its heading,
 * since it says little without it: two options explained by the same sentence (dracut's `--kmoddir` and dracut.conf's
 * `drivers_dir=`, "Specify the directory where to look for kernel modules") are two entries, not one to drop. A page's
 * own text does not (Javadoc's "Package com.typesafe.config.parser" line above each class's title is one line, not
 * one per class).
 */
function dedupeKey(snippet: Snippet): string {
  const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const text = words(`${snippet.description}\n${snippet.code.map((c) => c.code).join('\n')}`);
  return text.length < SHORT_TEXT && snippet.breadcrumb.length > 1 ? `${words(snippet.title)}\n${text}` : text;
}
/** Characters of words under which a section's text is judged with its heading (see dedupeKey). */
const SHORT_TEXT = 400;

/** A window of one short line of text and no code (see wholeSectionRepeats). */
function isBoilerplateLine(snippet: Snippet): boolean {
  return snippet.code.length === 0 && snippet.description.length <= BOILERPLATE_LINE_MAX && !snippet.description.includes('\n');
}
const BOILERPLATE_LINE_MAX = 160;

/**
 * Which of a page's snippets to drop as repeats: a long section's windows go together, so a window repeated elsewhere
 * stays when another window of its section does not (five overloads' `close()` share the first half of one example and
 * differ in its second: the second half alone had been kept, starting mid-block). A window that is one short line of
 * text repeated elsewhere goes wherever it stands: such a line is a site's header or a label, not half an example.
 */
function wholeSectionRepeats(snippets: Snippet[], repeated: boolean[]): boolean[] {
  const out = [...repeated];
  let start = 0;
  for (let i = 1; i <= snippets.length; i++) {
    if (i < snippets.length && sameSection(snippets[i - 1]!, snippets[i]!)) continue;
    if (out.slice(start, i).some((r) => !r)) {
      // ...but a short line of text alone in a window, repeated elsewhere (libvorbis's "Vorbisfile documentation |
      // vorbisfile version 1.3.2" over every function), goes.
      for (let k = start; k < i; k++) out[k] = out[k]! && isBoilerplateLine(snippets[k]!);
    }
    start = i;
  }
  return out;
}


function isHomePage(path: string): boolean {
  return /^(?:readme|index)\.[a-z.]+$/i.test(path);
}

function firstSentence(snippets: Snippet[]): string | undefined {
  for (const s of snippets) {
    const text = s.description.replace(/\s+/g, ' ').trim();
    if (text.length < 30 || /^[[!<|]/.test(text)) continue;
    const sentence = /^(.{30,300}?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text.slice(0, 200);
    return sentence;
  }
  return undefined;
}

function noDocumentationFound(source: string, skipped: Skipped[]): LibdocsError {
  const reasons = new Map<string, number>();
  for (const s of skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  const found = skipped.length
    ? `; found only files it skips (${[...reasons].slice(0, 6).map(([reason, n]) => `${n} ${reason}`).join(', ')})`
    : '; found none';
  const looked = /^https?:\/\//.test(source) ? 'llms-full.txt, llms.txt, else the pages linked under that address' : LOOKED_FOR;
  return new LibdocsError('NO_DOCUMENTATION', messages.noDocumentation(source, `${looked}${found}`));
}
