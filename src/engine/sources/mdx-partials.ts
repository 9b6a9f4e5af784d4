/**
 * Markdown partials an MDX page imports, as Rspress and Docusaurus build them: `import AppIcon from
 * '@en/config/html/appIcon.md';` and `<AppIcon />` under `## html.appIcon` put the partial's text there. The parser
 * reads one file's text and cannot see the others, so the page's text is rewritten here, before it is parsed: the
 * component's line becomes the partial's text (its front matter left out), the import's line goes. A partial an
 * indexed page imports is then not a page of its own (a page of `- **Type:** ...` titled `hmr` told nothing).
 *
 * Only files of the source are read (a candidate's own `read`: no path outside the folder, no symbolic link, the
 * source's size limit), and within bounds: partials of at most MAX_PARTIAL_BYTES, nested MAX_DEPTH deep, a page
 * grown to at most MAX_PAGE_CHARS; an import cycle (a partial importing itself or a page that imports it) stops
 * where it would repeat.
 * @module
 */

/** A partial larger than this is not spliced in (it stays a page of its own), in bytes on disk. */
const MAX_PARTIAL_BYTES = 256 * 1024;
/** Partials of partials are spliced this many levels deep. */
const MAX_DEPTH = 8;
/** A page stops taking partials in once its text would grow past this, in characters. */
const MAX_PAGE_CHARS = 4 * 1024 * 1024;

/** A Markdown or MDX file of the source. */
export interface PartialFile {
  path: string;
  size: number;
  read(): string | { reason: string };
}

export interface PartialsPlan {
  /** The partials that are not pages of their own, each with the first page (by path) that imports it. */
  importedBy: ReadonlyMap<string, string>;
  /** The files a page takes text from, when it imports any (so that `refresh` sees a partial change). */
  includes(path: string): string[] | undefined;
  /** The page's text with its partials spliced in (for a page that imports any). */
  read(file: PartialFile): string | { reason: string };
}

/** `import AppIcon from '@en/config/html/appIcon.md';` on a line of its own. */
const IMPORT_LINE = /^[ \t]*import[ \t]+([A-Za-z_$][\w$]*)[ \t]+from[ \t]+(['"])([^'"\n]{1,500}\.mdx?)\2[ \t]*(?:;[ \t]*)?\r?$/;
/** A component used alone on its line, `<AppIcon />`: where its partial's text goes. */
const LONE_COMPONENT = /^([ \t]*)<([A-Za-z_$][\w$]*)(?:\s[^<>]*)?\/>[ \t]*\r?$/;
/** Imports of partials a page may make; more are left as they are. */
const MAX_IMPORTS = 256;
/** A fence's opening or closing line: its marker. */
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * A reader of a text's lines in turn that tells whether each is fenced code, its fence lines included: a component
 * or an import shown in an example is no partial's. Not bounds.ts's FenceTracker, which also takes raw HTML blocks for
 * code and ends a fence at a smaller indent: an MDX page's JSX is neither.
 */
function fencedCode(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return true;
    }
    fence = marker;
    return marker !== undefined;
  };
}
/** A partial's own front matter. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n[^]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Which files the MDX `pages` import among `files` (the Markdown and MDX files of the source, by path), and how to
 * read the pages with them. A file is a partial when a page that no other file imports reaches it by imports; the
 * pages of a cycle that no such page reaches stay pages, each with the others spliced in once.
 */
export function planPartials(pages: PartialFile[], files: ReadonlyMap<string, PartialFile>): PartialsPlan {
  const byName = new Map<string, string[]>();
  for (const path of files.keys()) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const same = byName.get(name);
    if (same) same.push(path);
    else byName.set(name, [path]);
  }
  const importsCache = new Map<string, Map<string, string>>();
  /** Aliased paths resolved, by the page's folder and the path: pages of one folder import the same partials. */
  const aliases = new Map<string, string | undefined>();
  /** A file's resolved imports: component name → path. */
  const importsOf = (file: PartialFile): Map<string, string> => {
    let imports = importsCache.get(file.path);
    if (!imports) {
      const text = file.read();
      imports = typeof text === 'string' ? resolvedImports(file.path, text, files, byName, aliases) : new Map();
      importsCache.set(file.path, imports);
    }
    return imports;
  };
  /** Every file reachable from `start` by imports, nested at most MAX_DEPTH deep (start itself left out). */
  const reach = (start: PartialFile): string[] => {
    const seen = new Set([start.path]);
    let level = [start];
    for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
      const next: PartialFile[] = [];
      for (const file of level) {
        for (const target of importsOf(file).values()) {
          if (seen.has(target)) continue;
          seen.add(target);
          next.push(files.get(target)!);
        }
      }
      level = next;
    }
    seen.delete(start.path);
    return [...seen];
  };

  const reached = new Map<string, string[]>();
  for (const page of pages) {
    const targets = reach(page);
    if (targets.length > 0) reached.set(page.path, targets);
  }
  const imported = new Set([...reached.values()].flat());
  const importedBy = new Map<string, string>();
  for (const page of [...reached.keys()].sort()) {
    if (imported.has(page)) continue;
    for (const target of reached.get(page)!) if (!importedBy.has(target)) importedBy.set(target, page);
  }

  return {
    importedBy,
    includes: (path) => reached.get(path),
    read(file) {
      const text = file.read();
      if (typeof text !== 'string' || !reached.has(file.path)) return text;
      const texts = new Map<string, string | { reason: string }>();
      const textOf = (path: string) => texts.get(path) ?? texts.set(path, files.get(path)!.read()).get(path)!;
      const budget = { chars: MAX_PAGE_CHARS - text.length };
      return splice(file.path, text, [file.path], budget, (path) => importsOf(files.get(path)!), textOf);
    },
  };
}

/** Puts each imported partial's text where its component stands, and leaves out the imports it resolved. */
function splice(
  path: string,
  text: string,
  stack: string[],
  budget: { chars: number },
  importsOf: (path: string) => Map<string, string>,
  textOf: (path: string) => string | { reason: string },
): string {
  const imports = importsOf(path);
  if (imports.size === 0) return text;
  const out: string[] = [];
  const inCode = fencedCode();
  for (const line of text.split('\n')) {
    if (inCode(line)) {
      out.push(line);
      continue;
    }
    const imported = IMPORT_LINE.exec(line);
    if (imported && imports.has(imported[1]!)) continue;
    const used = LONE_COMPONENT.exec(line);
    const target = used ? imports.get(used[2]!) : undefined;
    if (!used || target === undefined || stack.includes(target) || stack.length > MAX_DEPTH) {
      out.push(line);
      continue;
    }
    const partial = textOf(target);
    // Each splice costs a little more than its text, so that an empty partial used a million times is bounded too,
    // and the component's indent on each of its lines.
    const lines = typeof partial === 'string' ? partial.split('\n').length : 0;
    const cost = typeof partial === 'string' ? partial.length + 64 + used[1]!.length * lines : Infinity;
    if (cost > budget.chars) {
      out.push(line);
      continue;
    }
    budget.chars -= cost;
    const body = splice(target, (partial as string).replace(FRONT_MATTER, ''), [...stack, target], budget, importsOf, textOf);
    const indent = used[1]!;
    out.push('', indent ? body.replace(/^(?=[^\n]*\S)/gm, indent) : body, '');
  }
  return out.join('\n');
}

/**
 * The imports of Markdown and MDX files a page makes that name a file of the source: relative to the page
 * (`./_note.md`, `../shared/tip.mdx`, never above the source's root), or behind an alias (`@en/config/dev/hmr.md`,
 * `@site/docs/_x.md`): the longest end of the path that names a file, the one nearest the page if several do.
 */
function resolvedImports(
  page: string,
  text: string,
  files: ReadonlyMap<string, PartialFile>,
  byName: ReadonlyMap<string, string[]>,
  aliases: Map<string, string | undefined>,
): Map<string, string> {
  const imports = new Map<string, string>();
  if (!/\bimport\b/.test(text)) return imports;
  const used = new Set<string>();
  const inCode = fencedCode();
  for (const line of text.split('\n')) {
    if (inCode(line)) continue;
    const alone = LONE_COMPONENT.exec(line);
    if (alone) used.add(alone[2]!);
    const m = IMPORT_LINE.exec(line);
    if (!m || imports.size >= MAX_IMPORTS) continue;
    const key = `${page.slice(0, page.lastIndexOf('/') + 1)}\n${m[3]!}`;
    if (!m[3]!.startsWith('.') && !aliases.has(key)) aliases.set(key, aliasTarget(page, m[3]!, byName));
    const target = m[3]!.startsWith('.') ? relativeTarget(page, m[3]!) : aliases.get(key);
    const file = target === undefined ? undefined : files.get(target);
    if (file && file.size <= MAX_PARTIAL_BYTES) imports.set(m[1]!, target!);
  }
  // Only a partial whose component stands alone on a line is spliced in; one used inline, with children or not at
  // all stays a page of its own, so that its text is not lost.
  for (const name of imports.keys()) if (!used.has(name)) imports.delete(name);
  return imports;
}

/** `./x.md` or `../shared/x.md` from the page's folder; undefined when it climbs above the root. */
function relativeTarget(page: string, spec: string): string | undefined {
  const parts = page.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The file an aliased path names: the longest end of it (without the alias) that a file's path ends with. */
function aliasTarget(page: string, spec: string, byName: ReadonlyMap<string, string[]>): string | undefined {
  const parts = spec.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return undefined;
  const candidates = byName.get(parts[parts.length - 1]!) ?? [];
  for (let from = 1; from < parts.length; from++) {
    const end = parts.slice(from).join('/');
    const matches = candidates.filter((c) => c === end || c.endsWith(`/${end}`));
    if (matches.length === 0) continue;
    if (matches.length === 1) return matches[0];
    // The same partial in several languages' folders (`en/config/...`, `zh/config/...`): the one nearest the page.
    const shared = (c: string) => {
      let n = 0;
      while (n < c.length && c[n] === page[n]) n++;
      return c.lastIndexOf('/', n - 1);
    };
    const best = Math.max(...matches.map(shared));
    const nearest = matches.filter((c) => shared(c) === best);
    return nearest.length === 1 ? nearest[0] : undefined;
  }
  return undefined;
}
