/**
 * Reads documentation files from a folder (recursively) or a single file, and says what it skipped and why:
 * dependency and VCS folders, generated indexes, the same page in another format, binary and oversized files.
 * @module
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { LibdocsError, messages } from '../../errors.ts';
import { printable } from '../../printable.ts';
import { javadocConstants } from '../parse/javadoc-constants.ts';
import { readYamlFrontMatter } from '../parse/markdown-front-matter.ts';
import { MAN_PAGE } from '../parse/roff.ts';
import { planPartials, type PartialsPlan } from './mdx-partials.ts';
import { findOlderCopies, olderCopyOf } from './older-copies.ts';
import { findTranslations, translationOf } from './translations.ts';
import { decodeDocument } from './text-encoding.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { gunzipSync } = process.getBuiltinModule('node:zlib') as typeof import('node:zlib');

export interface SourceFile {
  /** Path relative to the added root, with `/` separators (the file name itself for a single file). */
  path: string;
  /** Size on disk in bytes (compressed for `.gz`). */
  size: number;
  /** Reads the file now (files are read one at a time, so a large folder is never all in memory). */
  read(): string | { reason: string };
  /** See PAGE_KIND: changelogs and declarations must not crowd out the documentation written for readers. */
  pageKind: number;
  /** The format to parse it as (`.md`, `.html`), when its path (a URL) does not say. */
  format?: string;
  /** The site variables of the Jekyll site the page belongs to (its nearest `_config.yml`'s), if any. */
  site?: Record<string, string>;
  /**
   * The path answers cite when the file read is the source of a page shipped built beside it (Sphinx's
   * `_sources/library/os.rst.txt` of `library/os.html`, whose anchors are the same): the page a reader opens.
   */
  cite?: string;
  /** A Javadoc class page's constants' values by field name, read from its site's `constant-values.html` when asked. */
  constants?: () => ReadonlyMap<string, string> | undefined;
  /** The Markdown partials an MDX page imports, whose text its `read` gives where their components stand. */
  includes?: string[];
}

export interface Skipped {
  path: string;
  reason: string;
}

export interface FolderContent {
  files: SourceFile[];
  skipped: Skipped[];
  /** The root's package.json, when there is one (library name, version, repository). */
  packageJson?: Record<string, unknown>;
  /** Where Markdown pages looked for a Jekyll `_config.yml` (see withJekyllSites), whether one was there or not. */
  siteConfigs?: string[];
}

export interface ReadOptions {
  /** Larger files (after decompression) are skipped, in bytes. */
  maxFileBytes?: number;
  /** Stop after this many documentation files. */
  maxFiles?: number;
}

const defaults = { maxFileBytes: 5 * 1024 * 1024, maxFiles: 20_000 };

/** Formats we parse, best first: when one page exists in several formats, the first one wins. */
const FORMATS = ['.md', '.markdown', '.mdx', '.rst', '.rst.txt', '.md.txt', '.html', '.htm', '.xhtml', '.adoc', '.asciidoc', '.ipynb', '.txt', '.d.ts', '.d.mts', '.d.cts'];
/** What `libdocs add` looks for, in words (for the message when it finds nothing). */
export const LOOKED_FOR =
  `documentation files (${FORMATS.join(' ')}, man pages .1-.9, also gzipped) in the folder and its subfolders, except ` +
  'dependency, VCS, test and build folders (node_modules, .git, tests, ...)';
/** One reason for every page skipped because it exists in a better format, so that summaries group them. */
const SAME_PAGE = 'same page in another format';
/** ...and for every partial an MDX page imports (see mdx-partials.ts). */
const PARTIAL = 'a partial an MDX page imports (its text is in that page)';

/** What a page is, for ranking (stored with each snippet). */
export const PAGE_KIND = { reference: 0, changelog: 1, declarations: 2 } as const;

/** TypeScript declarations describe the API; they are never "the same page" as a document of the same name. */
const DECLARATION_FORMATS = new Set(['.d.ts', '.d.mts', '.d.cts']);

/** Formats a man page may be built from, and yield to (not plain text, not declarations). */
const TWIN_FORMATS = new Set(FORMATS.filter((f) => f !== '.txt' && !DECLARATION_FORMATS.has(f)));

const SKIPPED_DIRS = new Map<string, string>([
  ['node_modules', 'dependencies'],
  ['bower_components', 'dependencies'],
  ['vendor', 'dependencies'],
  ['__pycache__', 'build output'],
  ['_static', 'theme assets'],
  ['_images', 'theme assets'],
  // Sphinx's copies of the files a page offers for download (a gallery's `_downloads/<hash>/example.ipynb`): the page is read.
  ['_downloads', 'download copies'],
  ['test', 'tests'],
  ['tests', 'tests'],
  ['__tests__', 'tests'],
  ['fixtures', 'tests'],
  ['__snapshots__', 'tests'],
  // A Jekyll site's page templates ({% include menu.html %}, {{ content }}): its pages are read, not their frame.
  ['_layouts', 'site templates'],
  // Javadoc's generated cross-references ("Uses of Class X") and split index.
  ['class-use', 'generated index'],
  ['index-files', 'generated index'],
]);

/**
 * Pages that index or search other pages rather than document anything (Sphinx's, Javadoc's and its frames', Haddock's
 * `doc-index-A`, ocamldoc's `index_values`, pydoctor's `nameIndex` and `undoccedSummary`, Scaladoc's `index-a`, epydoc's
 * `identifier-index-A` and `module-tree`).
 */
const GENERATED =
  /^(?:genindex(?:-.*)?|py-modindex|modindex|search|searchindex|bookindex|all|sitemap|index-all|index-\d+|index-[a-z_]|allclasses(?:-index|-frame|-noframe)?|allpackages-index|package-frame|overview-frame|overview-tree|package-tree|package-use|deprecated-list|constant-values|serialized-form|help-doc|doc-index(?:-\w+)?|api-index-(?:full|deprecated|\d+(?:[-.]\d+)*)|index_(?:values|types|exceptions|modules|module_types|classes|class_types|methods|attributes|extensions)|nameIndex|classIndex|moduleIndex|undoccedSummary|all-documents|identifier-index(?:-\w+)?|module-tree|class-tree)$/i;
/** What the generators write: HTML. A page written in Markdown or reStructuredText and named `search` is a page of its own. */
const BUILT_FORMATS = new Set(['.html', '.htm', '.xhtml']);
/** The generators write these names in lower case; a capitalised one is a type's page (Javadoc's `Objects.html`, `Search.html`). */
function isGeneratedIndex(c: { path: string; format?: string }): boolean {
  const stem = pageStem(c.path);
  return BUILT_FORMATS.has(c.format ?? formatOf(c.path) ?? '') && GENERATED.test(stem) && !/^[A-Z]/.test(stem);
}
/** Hyperlinked source that rustdoc writes beside the documentation: `src/<crate>/lib.rs.html`. */
const RUSTDOC_SOURCE_PAGE = /\.rs\.html$/i;
/** Doxygen's listings of source files (`session_8h_source.html`, `_8c_source`, `_8cpp_source`): code, ranked like declarations. */
const SOURCE_LISTING = /_8[a-z]{1,4}_source$/i;
/** ...of implementation files: the code itself, not its interface; they crowded out the documentation of what they implement. */
const IMPLEMENTATION_LISTING = /_8(?:c|cc|cpp|cxx|c\+\+|m|mm)_source$/i;
/**
 * A Doxygen site's pages of C-family files (`session_8h.html`, `rule_8c_source.html`), with its file list and its
 * list of structures or of globals: the mark of its output folder.
 */
const DOXYGEN_FILE_PAGE = /_8(?:c|cc|cpp|cxx|h|hh|hpp|hxx|m|mm)(?:_source)?\.html$/i;
/**
 * Doxygen's indexes, lists of links to the entries: of members (`functions_func.html`, `globals_defs.html`), of
 * files, structures, groups and pages (`files.html`, `annotated.html`, `modules.html`, a directory's `dir_<hash>`),
 * and its search pages.
 */
const DOXYGEN_INDEX = /^(?:(?:functions|globals|namespacemembers)(?:_\w+)?|files|annotated|classes|hierarchy|modules|pages|namespaces|dir_[0-9a-f]+|search\/.*)$/i;
/** The kinds of licence a file may be named by (see BOILERPLATE). */
const LICENCE_KIND = String.raw`(?:apache|mit|bsd|[la]?gpl|mpl|isc|epl|cc[\w-]*)`;
/**
 * Licences and a project's community files: a licence named by its kind and version too (`Apache-License-2.0.txt`,
 * which JSDoc's template copies into every site; `MIT-LICENSE`, `LICENSE-APACHE`), its notices of bundled code
 * (prettier's THIRD-PARTY-NOTICES, 340 KB of licences that answered "ignore some files"), and GitHub's files for
 * contributors and reporters in capitals (knex's CONTRIBUTING had answered how to run a transaction); a
 * documentation page about security or contributing (`security.rst`, `Security.md`) stays.
 */
const BOILERPLATE = new RegExp(
  String.raw`^(?:licen[cs]e|${LICENCE_KIND}[-_]licen[cs]e(?:[-_]v?\d+(?:\.\d+)*)?|licen[cs]e[-_]${LICENCE_KIND}|copying|notices?|authors|contributors|code[-_]of[-_]conduct|funding|backers|third[-_]?party[-_]?notices?)$`,
  'i',
);
const COMMUNITY_FILES = /^(?:CONTRIBUTING|SECURITY|SUPPORT|GOVERNANCE)$/;
function isBoilerplate(stem: string): boolean {
  return BOILERPLATE.test(stem) || COMMUNITY_FILES.test(stem);
}
const SITE_FILES = /^(?:robots|humans)\.txt$/i;
const JAVADOC_LEGAL = /(?:^|\/)legal\/(?:jquery[\w.-]*|LICENSE|ADDITIONAL_LICENSE_INFO|ASSEMBLY_EXCEPTION)(?:\.md|\.txt)?$/i;
/** A version in a file name: `v5`, `3_3`, `2.0.0-beta`, `4.x` (not a Doxygen file page's `_8h`, nor `2fa`). */
const NAMED_VERSION = String.raw`v?\d+(?:[._-]\d+)*(?:[-.](?:x|[a-z]+\d*))?`;
/** A migration guide's name, or an upgrade guide's between versions (`upgrade_3_3`; `upgrade` alone is a procedure). */
const MIGRATION =
  String.raw`migrat(?:ion|ing)(?:[-_ ]?guide)?(?:[-_ ]?(?:to[-_ ]?)?${NAMED_VERSION})?` +
  String.raw`|upgrad(?:e|ing)(?:[-_ ]?(?:guide|notes))?[-_ ]?(?:(?:from|to)[-_ ]?)?${NAMED_VERSION}`;
/**
 * Pages about changes by name: `CHANGELOG`, `history3` (a series' history), `relnotes`, `migrating-to-v2`, `upgrade_3_3`,
 * `issues_closed_for_0.16` (a list of the issues a release closed); Doxygen's page for a Markdown file is prefixed
 * `md_` (`md_issues_closed_for_0_16.html`), YARD's for an extra file `file.` (`file.CHANGELOG.html`, `file.NEWS.html`).
 */
const CHANGELOG = new RegExp(
  String.raw`^(?:md_|file\.)?(?:change[-_ ]?log|(?:changes|history|news)(?:[-_]?${NAMED_VERSION})?|(?:release|rel)[-_ ]?notes?|releases?|release-\d[\d.-]*|whatsnew.*` +
    String.raw`|(?:issues[-_]closed|closed[-_]issues)(?:[-_](?:for|in)[-_]${NAMED_VERSION})?` +
    String.raw`|${MIGRATION})$`,
  'i',
);
const MIGRATION_GUIDE = new RegExp(String.raw`^(?:${MIGRATION})$`, 'i');

export function readSource(root: string, options: ReadOptions = {}): FolderContent {
  const opts = { maxFileBytes: options.maxFileBytes ?? defaults.maxFileBytes, maxFiles: options.maxFiles ?? defaults.maxFiles };
  let stats;
  try {
    stats = statSync(root);
  } catch {
    throw new LibdocsError('SOURCE_NOT_FOUND', messages.noSuchPath(root), 2);
  }
  const candidates: { path: string; full: string; size: number }[] = [];
  const skipped: Skipped[] = [];
  let packageJson: Record<string, unknown> | undefined;

  if (stats.isFile()) {
    candidates.push({ path: basename(root), full: root, size: stats.size });
  } else {
    const pkg = join(root, 'package.json');
    try {
      packageJson = JSON.parse(readFileSync(pkg, 'utf8')) as Record<string, unknown>;
    } catch {
      packageJson = undefined;
    }
    walk(root, root, candidates, skipped);
  }

  const files = selectFiles(
    candidates.map((c) => ({ path: c.path, size: c.size, read: () => readText(c.full, c.size, opts.maxFileBytes) })),
    skipped,
    opts.maxFiles,
  );
  const siteConfigs = stats.isDirectory() ? withJekyllSites(root, files) : [];
  return { files, skipped, packageJson, siteConfigs };
}

/**
 * What a folder's documentation is made of, recorded when it is indexed so that `refresh` can tell whether anything
 * changed: each file read (path, size, modification time) and the Jekyll configurations its pages looked for. Files
 * skipped are left out: one that comes to be read is among the files then, and a `node_modules` appearing changes
 * nothing indexed. A file added with an old modification time (copied with `cp -p`, unpacked from an archive), a file
 * removed, and a `_config.yml` edited or added each change it; looking for a file newer than the index saw none of them.
 */
export function folderFingerprint(root: string, content: FolderContent): string {
  const pathOf = filePaths(root);
  const state = (path: string): string => {
    try {
      const stats = statSync(pathOf(path));
      return `${path}\0${stats.size}\0${stats.mtimeMs}`;
    } catch {
      return `${path}\0gone`;
    }
  };
  const hash = createHash('sha256');
  for (const file of content.files) {
    hash.update(`file\0${state(file.path)}\n`);
    for (const partial of file.includes ?? []) hash.update(`include\0${state(partial)}\n`);
  }
  for (const config of content.siteConfigs ?? []) hash.update(`site\0${state(config)}\n`);
  return `${FINGERPRINT_PREFIX}${hash.digest('hex').slice(0, 32)}`;
}

/** Where a listed file is: in the folder, or the root itself when a single file was added. */
export function filePaths(root: string): (path: string) => string {
  const single = statSync(root).isFile();
  return (path) => (single ? root : join(root, path));
}

/** How a version's marker says it holds a folder's fingerprint (see folderFingerprint). */
export const FINGERPRINT_PREFIX = 'files:';

/** A Jekyll site's configuration is read up to this size. */
const SITE_CONFIG_MAX_BYTES = 64 * 1024;
/** A site variable longer than this, or of several lines, is not a value a page shows inline. */
const SITE_VALUE_MAX_CHARS = 200;

/**
 * Gives each Markdown page the variables of the Jekyll site it belongs to: the top-level values of the nearest
 * `_config.yml` at or above its folder (within the added root), which `{{ site.current_version }}` shows in its text
 * and its commands.
 */
function withJekyllSites(root: string, files: SourceFile[]): string[] {
  const sites = new Map<string, Record<string, string> | undefined>();
  const configs = new Set<string>();
  const siteOf = (folder: string): Record<string, string> | undefined => {
    if (sites.has(folder)) return sites.get(folder);
    configs.add(folder === '' ? '_config.yml' : `${folder}/_config.yml`);
    let site: Record<string, string> | undefined;
    try {
      const config = join(root, folder, '_config.yml');
      const stats = statSync(config);
      if (stats.isFile() && stats.size <= SITE_CONFIG_MAX_BYTES) {
        const text = readFileSync(config, 'utf8').replace(/^\uFEFF/, '');
        // A key whose value is on the lines below it (a map or a list) has no value a page can show.
        const nested = new Set([...text.matchAll(/^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(?:#.*)?\r?\n(?=[ \t]+\S)/gm)].map((m) => m[1]!));
        const values = Object.entries(readYamlFrontMatter(text))
          .map(([k, v]) => [k, v.replace(/^&[\w-]+\s*/, '')] as const)
          .filter(([k, v]) => !nested.has(k) && isPlainValue(v));
        if (values.length > 0) site = Object.fromEntries(values);
      }
    } catch {
      site = undefined;
    }
    if (site === undefined && folder !== '') site = siteOf(folderOf(folder));
    sites.set(folder, site);
    return site;
  };
  for (const file of files) {
    if (!/\.(?:md|markdown)$/i.test(file.path)) continue;
    const site = siteOf(folderOf(file.path));
    if (site) file.site = site;
  }
  return [...configs].sort();
}

/**
 * A configuration value a page can show as it is: one line, not an alias (`*v`), a tag (`!!str`), a list or a map
 * (`[a, b]`, `{a: b}`, or a key whose value is on the lines below it); an empty value (`baseurl: ""`) shows nothing.
 */
function isPlainValue(value: string): boolean {
  return value.length <= SITE_VALUE_MAX_CHARS && !value.includes('\n') && !/^[*!&[{|>]/.test(value);
}

/** A file a source offers, before the rules below decide whether it is documentation worth reading. */
export interface Candidate {
  path: string;
  size: number;
  read(): string | { reason: string };
  /** The format when the path does not end in it (a web page's URL). */
  format?: string;
}

/**
 * The rules every source shares: documentation formats only; one page in several formats (api/fs.md +
 * api/fs.html, _sources/x.rst.txt + x.html) kept once, in the best format; translations beside the English pages,
 * generated indexes and legal or community files left out; at most `maxFiles`. What is left out is added to
 * `skipped` with the reason.
 */
export function selectFiles(candidates: Candidate[], skipped: Skipped[], maxFiles: number = defaults.maxFiles): SourceFile[] {
  const byPage = new Map<string, Candidate & { rank: number }>();
  const shipped = new Set(candidates.map((c) => c.path));
  /** Each page's built HTML, by its page key: what a page read from Sphinx's `_sources/` cites (SourceFile.cite). */
  const builtPages = new Map<string, string>();
  for (const c of candidates) {
    const format = c.format ?? formatOf(c.path);
    if (format === undefined) continue;
    const key = pageKey(c.path, format);
    if ((format === '.html' || format === '.htm') && c.format === undefined) builtPages.set(key, c.path);
    const rank = preference(format);
    const existing = byPage.get(key);
    let why: string | undefined;
    if (!existing) byPage.set(key, { ...c, rank });
    else if ((why = builtHoldsMore(existing, c, format, shipped))) {
      skipped.push({ path: `${c.path} (kept ${existing.path}: ${why})`, reason: SAME_PAGE });
    } else if ((why = builtHoldsMore(c, existing, existing.format ?? formatOf(existing.path) ?? '', shipped))) {
      skipped.push({ path: `${existing.path} (kept ${c.path}: ${why})`, reason: SAME_PAGE });
      byPage.set(key, { ...c, rank });
    } else if (rank < existing.rank) {
      skipped.push({ path: `${existing.path} (kept ${c.path})`, reason: SAME_PAGE });
      byPage.set(key, { ...c, rank });
    } else skipped.push({ path: `${c.path} (kept ${existing.path})`, reason: SAME_PAGE });
  }

  const constantsOf = javadocConstantsBeside(candidates);
  const files: SourceFile[] = [];
  // Translations are judged among the pages written for readers (not a licence beside Japanese pages, nor the type
  // declarations of a date library's `locale/fr/`).
  const documentation = [...byPage.values()]
    .filter((c) => !DECLARATION_FORMATS.has(c.format ?? formatOf(c.path) ?? '') && !isGeneratedIndex(c) && !isBoilerplate(pageStem(c.path)))
    .map((c) => ({ path: c.path, page: withoutFormat(c.path) }));
  const translations = findTranslations(documentation);
  const olderCopies = findOlderCopies(documentation.map((d) => d.path));
  const partials = mdxPartials(byPage.values(), (path) => translationOf(path, translations) === undefined && olderCopyOf(path, olderCopies) === undefined);
  const doxygenFolders = doxygenSites([...byPage.values()].map((c) => c.path));
  // Haddock's output folder has its doc-index pages, All among them; its hyperlinked source is in the src/ folder beside them.
  const haddockFolders = foldersHolding(byPage.values(), /(?:^|\/)doc-index-All\.html$/i);
  // A Sphinx site's output folder has its genindex page; the viewcode extension's source listings are in _modules/ in it.
  const sphinxFolders = foldersHolding(byPage.values(), /(?:^|\/)genindex\.html$/i);
  const reported = new Set<string>();
  // A package's man pages are often its Markdown or HTML pages built again (npm's man/man1/npm-install.1 beside
  // docs/content/commands/npm-install.md): the page written for readers is kept, when it has the same name exactly
  // and is itself kept (not a translation, an index or a home page: `install.1` is no twin of `INSTALL.md`).
  const builtTwins = new Map<string, string>();
  // Only a source with man pages needs them (each page is asked about translations again below).
  const pages = [...byPage.values()].some(isManPage) ? byPage.values() : [];
  for (const c of pages) {
    const stem = pageStem(c.path);
    if (!TWIN_FORMATS.has(c.format ?? formatOf(c.path) ?? '') || isGeneratedIndex(c) || isBoilerplate(stem) || /^(?:index|readme)$/i.test(stem)) continue;
    if (!translationOf(c.path, translations)) builtTwins.set(stem, c.path);
  }
  for (const c of [...byPage.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const translation = translationOf(c.path, translations);
    const older = translation ? undefined : olderCopyOf(c.path, olderCopies);
    const folder = translation ?? older;
    if (folder) {
      // One line per folder left out, not one per page.
      if (!reported.has(folder)) skipped.push({ path: folder, reason: translation ? 'translation (the English pages are kept)' : 'an older version of the documentation (the newest is kept)' });
      reported.add(folder);
      continue;
    }
    const importer = partials.importedBy.get(c.path);
    if (importer) {
      skipped.push({ path: `${c.path} (in ${importer})`, reason: PARTIAL });
      continue;
    }
    const stem = pageStem(c.path);
    const twin = isManPage(c) ? builtTwins.get(stem) : undefined;
    if (twin) {
      skipped.push({ path: `${c.path} (kept ${twin})`, reason: SAME_PAGE });
      continue;
    }
    if (isGeneratedIndex(c) || isDoxygenIndex(c.path, doxygenFolders)) {
      skipped.push({ path: c.path, reason: 'generated index' });
      continue;
    }
    // A site's page for addresses it does not have ("Page not found. Check the URL or try the search bar."), at its
    // root; a page about HTTP's 404 further down is documentation.
    if (stem === '404' && !c.path.includes('/')) {
      skipped.push({ path: c.path, reason: 'not-found page' });
      continue;
    }
    // A site's files for crawlers and visitors (`robots.txt`, `humans.txt`), which a site's source ships beside its pages.
    if (SITE_FILES.test(c.path.replace(/\.gz$/i, '').split('/').pop()!)) {
      skipped.push({ path: c.path, reason: 'not documentation (a site file for crawlers)' });
      continue;
    }
    // Haddock's Hoogle database (`aeson.txt`) beside its pages: every declaration again, as raw markup.
    if (haddockFolders.has(folderOf(c.path)) && /\.txt$/i.test(c.path.replace(/\.gz$/i, ''))) {
      skipped.push({ path: c.path, reason: 'generated index' });
      continue;
    }
    if ((IMPLEMENTATION_LISTING.test(stem) && doxygenFolders.has(folderOf(c.path))) || isSourcePage(c.path, haddockFolders) || isSphinxSourcePage(c.path, sphinxFolders)) {
      skipped.push({ path: c.path, reason: 'source code listing' });
      continue;
    }
    // ...and the licences Javadoc (JDK 11 on) puts in its `legal/` folder for the jQuery it bundles.
    if (isBoilerplate(stem) || JAVADOC_LEGAL.test(c.path)) {
      skipped.push({ path: c.path, reason: 'not documentation (legal or community file)' });
      continue;
    }
    if (files.length >= maxFiles) {
      skipped.push({ path: c.path, reason: `over the limit of ${maxFiles} files` });
      continue;
    }
    const declarations = DECLARATION_FORMATS.has(c.format ?? formatOf(c.path) ?? '') || SOURCE_LISTING.test(stem);
    const includes = partials.includes(c.path);
    const file: SourceFile = { path: c.path, size: c.size, read: includes ? () => partials.read(c) : c.read, pageKind: isChangelog(c.path) ? PAGE_KIND.changelog : declarations ? PAGE_KIND.declarations : PAGE_KIND.reference, format: c.format };
    const constants = constantsOf(c.path);
    if (constants) file.constants = constants;
    if (includes) file.includes = includes;
    const cite = /(?:^|\/)_sources\//.test(c.path) ? builtPages.get(pageKey(c.path, c.format ?? formatOf(c.path) ?? '')) : undefined;
    if (cite) file.cite = cite;
    files.push(file);
  }
  return files;
}

/**
 * The Markdown partials the MDX pages among `candidates` import (those `kept`: not translations, not older copies),
 * among the Markdown and MDX files whose path says their format (a web page's address is no file of a folder).
 */
function mdxPartials(candidates: Iterable<Candidate>, kept: (path: string) => boolean): PartialsPlan {
  const files = new Map<string, Candidate>();
  for (const c of candidates) if (c.format === undefined && /\.(?:md|mdx)$/i.test(c.path)) files.set(c.path, c);
  const pages = [...files.values()].filter((c) => /\.mdx$/i.test(c.path) && kept(c.path));
  return planPartials(pages, files);
}

/**
 * Sphinx directives that generate a page's content: from code (`.. automodule:: bidict`, `.. autosummary::`), from
 * Doxygen's XML (Breathe's `.. doxygenfunction:: fmt::ptr`), from a project's own extension (Pygments'
 * `.. pygmentsdoc:: lexers`, Jinja's `.. jinja:filters::`, Click's `.. click:run::`: a domain's directive that is none of
 * the object descriptions written out in the source, `.. py:function::` and the like), or from a program's output. In
 * reStructuredText, or in MyST Markdown (```` ```{automodule} ````, `:::{doxygenclass}`).
 */
const GENERATING =
  'auto[\\w-]*|doxygen[\\w-]*|[\\w-]*doc|program-output|command-output|runblock|exec|' +
  '(?!http:)[\\w-]+:(?!(?:function|class|method|staticmethod|classmethod|coroutinefunction|coroutinemethod|decoratormethod|attribute|property|data|exception|module|currentmodule|decorator|type|member|var|macro|struct|union|enum|enum-class|enum-struct|enumerator|namespace|namespace-push|namespace-pop|concept|alias|func|option|cmdoption|program|envvar|directive|role|term|object|describe)(?:::|\\}))[\\w-]+';
const AUTODOC = new RegExp(`^[ \\t]*(?:\\.\\.[ \\t]+(?:${GENERATING})::|(?:\`{3,}|:{3,})\\{(?:${GENERATING})\\})`, 'm');
const SPHINX_SOURCES = new Set(['.rst', '.rst.txt', '.md.txt']);
/** A directive that puts another file's text in the page, and the file it names. */
const INCLUDE = /^[ \t]*\.\.[ \t]+(?:include|literalinclude)[ \t]*::[ \t]*(\S+)/gim;

/**
 * Why the built HTML page `built` is kept over `source`, the reStructuredText it was built from, if it is: when the source
 * has Sphinx's autodoc directives, only the HTML holds the API they generate (bidict's `api.rst.txt` is two lines, its
 * `api.html` 522 signatures); and when it includes a file that was not shipped with it (`.. include:: create.rst.inc`:
 * BorgBackup's command pages are that line and their examples), only the HTML holds that file's text. Only such pairs
 * read the source to ask.
 */
function builtHoldsMore(built: Candidate, source: Candidate, sourceFormat: string, shipped: ReadonlySet<string>): string | undefined {
  const builtFormat = built.format ?? formatOf(built.path);
  if ((builtFormat !== '.html' && builtFormat !== '.htm') || !SPHINX_SOURCES.has(sourceFormat)) return undefined;
  const text = source.read();
  if (typeof text !== 'string') return undefined;
  if (AUTODOC.test(text)) return 'its source is generated documentation';
  if (!/include/i.test(text)) return undefined;
  for (const [, target] of text.matchAll(INCLUDE)) if (!includedFileShipped(source.path, target!, shipped)) return `its source includes ${target}, which was not shipped with it`;
  return undefined;
}

/**
 * Whether the file an include directive of `sourcePath` names is among the source's files: beside it, or from the
 * documentation's root for an absolute name (`/using/venv-create.inc`), as written or as Sphinx ships a document's
 * source (`.rst.txt`).
 */
function includedFileShipped(sourcePath: string, target: string, shipped: ReadonlySet<string>): boolean {
  const at = /(?:^|\/)_sources\//.exec(sourcePath);
  const root = at ? sourcePath.slice(0, at.index + at[0].length) : '';
  const joined = target.startsWith('/') ? `${root}${target.slice(1)}` : `${folderOf(sourcePath)}/${target}`;
  const parts: string[] = [];
  for (const part of joined.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  const path = parts.join('/');
  return shipped.has(path) || shipped.has(`${path}.txt`);
}

/** A file whose name is a man page's (`ls.1.gz`); a web page says its format, and is never one. */
function isManPage(c: Candidate): boolean {
  return c.format === undefined && MAN_PAGE.test(c.path.toLowerCase().replace(/\.gz$/, ''));
}

/** The folders of Doxygen output: a C-family file's page beside Doxygen's file list and its structure or globals list. */
function doxygenSites(paths: string[]): Set<string> {
  const pagesIn = (test: (name: string) => boolean) => new Set(paths.filter((p) => test(p.slice(p.lastIndexOf('/') + 1))).map(folderOf));
  const filePages = pagesIn((n) => DOXYGEN_FILE_PAGE.test(n));
  const fileLists = pagesIn((n) => n.toLowerCase() === 'files.html');
  const memberLists = pagesIn((n) => /^(?:annotated|globals)\.html$/i.test(n));
  return new Set([...filePages].filter((f) => fileLists.has(f) && memberLists.has(f)));
}

/** The folders that hold a page whose path matches `page` (a generator's index page, the mark of its output). */
function foldersHolding(candidates: Iterable<Candidate>, page: RegExp): Set<string> {
  const out = new Set<string>();
  for (const c of candidates) if (page.test(c.path)) out.add(folderOf(c.path));
  return out;
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * A page of hyperlinked source: rustdoc's (`src/syn/lib.rs.html`, a source file's name with `.html`) anywhere in
 * a `src/` folder, Haddock's (`src/Data.Aeson.KeyMap.html`) in the `src/` folder of its output.
 */
function isSourcePage(path: string, haddockFolders: Set<string>): boolean {
  const at = path.lastIndexOf('src/');
  if (at < 0 || (at > 0 && path[at - 1] !== '/')) return false;
  if (RUSTDOC_SOURCE_PAGE.test(path)) return true;
  // Haddock writes its source pages flat in src/, one per module.
  return /\.html$/i.test(path) && !path.includes('/', at + 4) && haddockFolders.has(folderOf(path.slice(0, at + 3)));
}

/**
 * A page of Sphinx's viewcode extension: "Source code for tornado.web", the module's code with its docstrings in raw
 * reST, in the `_modules/` folder of the site's output. Holding both the code and the words of its documentation, they
 * outranked the API entries they link back to (a third of tornado's sections were theirs).
 */
function isSphinxSourcePage(path: string, sphinxFolders: Set<string>): boolean {
  if (!/\.html?$/i.test(path)) return false;
  for (let at = path.indexOf('_modules/'); at >= 0; at = path.indexOf('_modules/', at + 1)) {
    if ((at === 0 || path[at - 1] === '/') && sphinxFolders.has(at > 0 ? path.slice(0, at - 1) : '')) return true;
  }
  return false;
}

/** A member index or search page of a Doxygen site (a page in its folder, or in its `search/` folder). */
function isDoxygenIndex(path: string, doxygenFolders: Set<string>): boolean {
  const folder = folderOf(path);
  const site = folder.endsWith('/search') || folder === 'search' ? folderOf(folder) : folder;
  if (!doxygenFolders.has(site)) return false;
  const inSite = site ? path.slice(site.length + 1) : path;
  return DOXYGEN_INDEX.test(withoutFormat(inSite));
}

/** Why a folder on this path is not read (dependencies, tests, hidden, ...), or undefined. */
export function skippedFolder(name: string): string | undefined {
  return name.startsWith('.') ? 'hidden folder' : SKIPPED_DIRS.get(name);
}

/** Text of a file's bytes, or why it is not read (binary). */
export function decodeText(bytes: Buffer): string | { reason: string } {
  if (bytes.subarray(0, 8192).includes(0)) return { reason: 'binary' };
  return decodeDocument(bytes);
}

function walk(root: string, dir: string, out: { path: string; full: string; size: number }[], skipped: Skipped[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    skipped.push({ path: shownPath(relative(root, dir)) || '.', reason: `unreadable (${(error as NodeJS.ErrnoException).code})` });
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    const path = shownPath(relative(root, full));
    if (entry.isDirectory()) {
      const reason = skippedFolder(entry.name);
      if (reason) skipped.push({ path: `${path}/`, reason });
      else walk(root, full, out, skipped);
    } else if (entry.isFile()) {
      // Symbolic links are not followed: a link could lead out of the folder that was added.
      if (formatOf(path) === undefined) continue;
      out.push({ path, full, size: statSync(full).size });
    }
  }
}

function readText(full: string, size: number, maxBytes: number): string | { reason: string } {
  if (size > maxBytes) return { reason: `oversized (${mb(size)}, limit ${mb(maxBytes)})` };
  let bytes: Buffer;
  try {
    bytes = readFileSync(full);
    if (full.endsWith('.gz')) bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') return { reason: `oversized when decompressed (limit ${mb(maxBytes)})` };
    return { reason: `unreadable (${code ?? (error as Error).message})` };
  }
  return decodeText(bytes);
}

/**
 * For each class page of a Javadoc site that has a `constant-values.html` (a page skipped as a generated index), the
 * values of that class's constants: the page is read and parsed once, when the first of its classes asks. A class's
 * name is its page's path from the site's folder (`org/acme/Codec.Options.html` → `org.acme.Codec.Options`).
 */
function javadocConstantsBeside(candidates: Candidate[]): (path: string) => (() => ReadonlyMap<string, string> | undefined) | undefined {
  const pages = new Map<string, Candidate>();
  for (const c of candidates) {
    if (/(?:^|\/)constant-values\.html$/i.test(c.path) && c.format === undefined) pages.set(folderOf(c.path), c);
  }
  if (pages.size === 0) return () => undefined;
  const read = new Map<string, Map<string, Map<string, string>>>();
  const byClass = (site: string): Map<string, Map<string, string>> => {
    let table = read.get(site);
    if (!table) {
      const text = pages.get(site)!.read();
      table = typeof text === 'string' ? javadocConstants(text) : new Map();
      read.set(site, table);
    }
    return table;
  };
  return (path) => {
    if (!/\.html$/i.test(path)) return undefined;
    // The nearest folder above the page that holds a constant-values page: the Javadoc site's.
    for (let folder = folderOf(path); ; folder = folderOf(folder)) {
      if (pages.has(folder)) {
        const name = (folder ? path.slice(folder.length + 1) : path).replace(/\.html$/i, '').replaceAll('/', '.');
        return () => byClass(folder).get(name);
      }
      if (folder === '') return undefined;
    }
  };
}

/** The documentation format of a path (`.rst.txt` before `.txt`), or undefined for other files. */
export function formatOf(path: string): string | undefined {
  const name = path.toLowerCase().replace(/\.gz$/, '');
  // A man page's source (`ls.1`): its section is its format, the least preferred.
  return FORMATS.filter((f) => name.endsWith(f)).sort((a, b) => b.length - a.length)[0] ?? (MAN_PAGE.test(name) ? /\.[^.]+$/.exec(name)![0] : undefined);
}

/** A format's preference when one page exists in several: FORMATS' order, then man pages. */
function preference(format: string): number {
  const at = FORMATS.indexOf(format);
  return at < 0 ? FORMATS.length : at;
}

/** The path without its documentation extension (and `.gz`): `mod/core.html.gz` → `mod/core`. */
function withoutFormat(path: string): string {
  const format = formatOf(path);
  return path.replace(/\.gz$/i, '').slice(0, format ? -format.length : undefined);
}

/** The file name without folders and documentation extensions. */
function pageStem(path: string): string {
  return withoutFormat(path.split('/').pop() ?? path);
}

function pageKey(path: string, format: string): string {
  const plain = path.replace(/\.gz$/i, '');
  // A man page keeps its section (`passwd.1` and `passwd.1ssl` are two pages; `tool.1.html` is `tool.1` built).
  const withoutExt = FORMATS.includes(format) && plain.toLowerCase().endsWith(format) ? plain.slice(0, -format.length) : plain;
  return `${withoutExt.replace(/(^|\/)_sources\//, '$1').toLowerCase()}${DECLARATION_FORMATS.has(format) ? ' (declarations)' : ''}`;
}

function isChangelog(path: string): boolean {
  return CHANGELOG.test(pageStem(path)) || /(^|\/)(?:whatsnew|changelogs?|release-notes|releases)\//i.test(path) || isMigrationIndex(path);
}

/**
 * A site's folder index page written in Markdown, named by its folder as a migration or upgrade guide: VuePress and
 * VitePress name a page by its folder (`migration/README.md` is the page `/migration/`). Not a generated page
 * (rustdoc's `migration/index.html` is a module), nor a folder named like other change words (a CLI's `history/`).
 */
function isMigrationIndex(path: string): boolean {
  const parts = path.split('/');
  const folder = parts.at(-2);
  return folder !== undefined && /^(?:readme|index)\.(?:md|markdown|mdx)$/i.test(parts.at(-1)!) && MIGRATION_GUIDE.test(folder);
}

/**
 * A file's path as answers cite it and `add` reports it: `/`-separated, and its control characters written out
 * (`\x1b`), so that a file named with a terminal's escape sequence does not reach a terminal, and two names stay two.
 */
function shownPath(path: string): string {
  return printable(sep === '/' ? path : path.split(sep).join('/'));
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
