/**
 * Which of a package's TypeScript declarations are its public API: the files its main entry point (package.json
 * `exports["."]`, `types`/`typings`, `main`) declares, and what they re-export. `export * from './x'` makes x
 * public, and what x re-exports the same way; `export { a } from './y'` makes y public but not what y re-exports
 * in turn; a namespace (`export * as core from './core'`) and the package's other subpath exports are left out.
 * A file so reached also makes public the files it imports from (`import { Match } from './types/Match'`,
 * `import * as symbols from './symbols'`) when it uses what it imports: ts-pattern's `match()` returns the `Match`
 * whose `.with()` and `.exhaustive()` are documented there. Those imported files are kept but not followed further,
 * and only so many of them, of so many bytes in all.
 * zod's `z.object().optional().default()` lives in v4/classic; its v4/core internals (`_default`,
 * `$ZodDefaultParams`) and v4/mini would otherwise answer "make a field optional with a default".
 * @module
 */
import { messages } from '../../errors.ts';

/** The declaration files nothing public reaches, or none when the entry point cannot be followed. */
export function internalDeclarations(files: { path: string; read(): string | { reason: string } }[], manifest: Record<string, unknown>): Set<string> {
  const declarations = new Map(files.filter((f) => DECLARATION.test(f.path)).map((f) => [f.path, f]));
  if (declarations.size === 0) return new Set();
  const entries = entryPoints(manifest).flatMap((p) => resolveDeclaration(p, '', declarations) ?? []);
  if (entries.length === 0) return new Set();
  const reached = new Set<string>();
  const followed = new Set<string>();
  const texts = new Map<string, string | undefined>();
  const read = (path: string): string | undefined => {
    if (!texts.has(path)) {
      const text = declarations.get(path)!.read();
      texts.set(path, typeof text === 'string' ? text : undefined);
    }
    return texts.get(path);
  };
  const queue = entries.map((path) => ({ path, follow: true }));
  for (let next = queue.pop(); next; next = queue.pop()) {
    reached.add(next.path);
    if (!next.follow || followed.has(next.path)) continue;
    followed.add(next.path);
    const text = read(next.path);
    if (text === undefined) continue;
    const dir = directory(next.path);
    const reach = (specifier: string, follow: boolean) => {
      const target = specifier.startsWith('.') ? resolveDeclaration(specifier, dir, declarations) : undefined;
      if (target) queue.push({ path: target, follow });
    };
    for (const m of text.matchAll(REEXPORT)) reach(m[2]!, m[1] === '*');
    for (const m of text.matchAll(REFERENCE)) reach(m[1]!.startsWith('.') ? m[1]! : `./${m[1]}`, true);
    // `import { A } from './a'; export { A };`: what is imported may be what is exported.
    if (LOCAL_EXPORT.test(text)) for (const i of importStatements(text)) reach(i.specifier, false);
  }
  // What the public files use from the files they import: one step, bounded.
  let added = 0;
  let bytes = 0;
  for (const path of [...reached].sort()) {
    if (added >= IMPORTED_FILES) break;
    const text = read(path);
    if (text === undefined) continue;
    for (const target of usedImports(text, directory(path), declarations)) {
      if (reached.has(target) || added >= IMPORTED_FILES) continue;
      const size = read(target)?.length ?? 0;
      if (bytes + size > IMPORTED_BYTES) continue;
      reached.add(target);
      added++;
      bytes += size;
    }
  }
  return new Set([...declarations.keys()].filter((p) => !reached.has(p)));
}

/** How many files, and bytes of them, the public files' imports may add to what is kept. */
const IMPORTED_FILES = 32;
const IMPORTED_BYTES = 2_000_000;

function directory(path: string): string {
  return path.includes('/') ? path.replace(/\/[^/]*$/, '') : '';
}

/**
 * The declaration files that `text` imports from by a relative path and uses: a name it imports (`{ A, B as C }`,
 * `* as ns`, a default) appears in it outside its import statements.
 */
function usedImports(text: string, dir: string, declarations: Map<string, unknown>): string[] {
  const imports: { names: string[]; target: string }[] = [];
  const rest: string[] = [];
  let copied = 0;
  for (const { clause, specifier, start, end } of importStatements(text)) {
    rest.push(text.slice(copied, start));
    copied = end;
    const target = specifier.startsWith('.') ? resolveDeclaration(specifier, dir, declarations) : undefined;
    if (!target) continue;
    // `A`, `B as C` (C is the name used), `* as ns`, `type D`: the last word of each part.
    const names = clause
      .replace(/^type\s+/, '')
      .split(/[{},]/)
      .map((part) => /([A-Za-z_$][\w$]*)\s*$/.exec(part.trim())?.[1])
      .filter((name): name is string => name !== undefined && name !== 'type');
    imports.push({ names, target });
  }
  if (imports.length === 0) return [];
  rest.push(text.slice(copied));
  const words = new Set(rest.join('\n').match(/[A-Za-z_$][\w$]*/g) ?? []);
  return imports.filter((i) => i.names.some((name) => words.has(name))).map((i) => i.target);
}

/**
 * The import statements of a declaration file that import from somewhere (`import { A } from './a'`, not
 * `import './side-effect'`): what they import, from where, and where each statement starts and ends. Each is read from
 * a bounded stretch after its `import` (no import statement is longer), so that a file of unclosed ones stays linear.
 */
function* importStatements(text: string): Generator<{ clause: string; specifier: string; start: number; end: number }> {
  for (const m of text.matchAll(IMPORT_START)) {
    const start = m.index + m[0].length;
    const stretch = text.slice(start, start + IMPORT_MAX);
    const quote = stretch.search(/[;'"]/);
    if (quote < 0 || stretch[quote] === ';') continue;
    const head = stretch.slice(0, quote).trimEnd();
    const close = stretch.indexOf(stretch[quote]!, quote + 1);
    if (!head.endsWith('from') || !/[\s}]/.test(head[head.length - 5] ?? '') || close < 0) continue;
    yield { clause: head.slice(0, -4).trim(), specifier: stretch.slice(quote + 1, close), start: m.index, end: start + close + 1 };
  }
}

const DECLARATION = /\.d\.[cm]?ts$/;
/** `export * from 'x'` (1: `*`) and `export { a, type B } from 'x'` / `export type { … } from 'x'` (1: none); not `export * as ns`. */
const REEXPORT = /^[ \t]*export\s+(?:type\s+)?(?:(\*)|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/gm;

/** `/// <reference path="fs.d.ts" />`, as @types/node's index.d.ts lists its modules. */
const REFERENCE = /^\/\/\/\s*<reference\s+path\s*=\s*['"]([^'"]+)['"]/gm;
/** `export { A, B };` with no `from`: names imported earlier, exported here. */
const LOCAL_EXPORT = /^[ \t]*export\s+(?:type\s+)?\{[^}]*\}\s*;?[ \t]*$/m;
/** An import statement's start; what it imports and from where are read from at most `IMPORT_MAX` characters after. */
const IMPORT_START = /^[ \t]*import\s+/gm;
const IMPORT_MAX = 2_000;

/** The package's files with the internal declarations left out (and listed in `skipped` with the reason). */
export function withoutInternalDeclarations<T extends { path: string; read(): string | { reason: string } }>(files: T[], manifest: Record<string, unknown>, skipped: { path: string; reason: string }[]): T[] {
  const internal = internalDeclarations(files, manifest);
  if (internal.size === 0) return files;
  for (const path of internal) skipped.push({ path, reason: messages.internalDeclarations() });
  return files.filter((f) => !internal.has(f.path));
}

/** The main entry point's files as package.json names them (every condition of `exports["."]`, `types`, `main`). */
function entryPoints(manifest: Record<string, unknown>): string[] {
  const out: string[] = [];
  const leaves = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(leaves);
    else if (value && typeof value === 'object') Object.values(value).forEach(leaves);
  };
  const exports = manifest.exports;
  if (typeof exports === 'string' || Array.isArray(exports)) leaves(exports);
  else if (exports && typeof exports === 'object') {
    const map = exports as Record<string, unknown>;
    // Either a map of subpaths (`.`, `./mini`) or the conditions of `.` itself.
    leaves(Object.keys(map).some((k) => k.startsWith('.')) ? map['.'] : map);
  }
  for (const field of ['types', 'typings']) if (typeof manifest[field] === 'string') out.push(manifest[field] as string);
  if (exports === undefined) {
    if (typeof manifest.main === 'string') out.push(manifest.main);
    out.push('index.js');
  }
  return out;
}

/**
 * `./v4/classic/external.js` from `dir` (a package.json field's path from the root) → the declaration file in the
 * package that types it, if there is one.
 */
function resolveDeclaration(specifier: string, dir: string, declarations: Map<string, unknown>): string | undefined {
  const parts: string[] = dir ? dir.split('/') : [];
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const path = parts.join('/');
  const stem = path.replace(/\.(?:[cm]?js|jsx|tsx?|[cm]ts)$/, '').replace(/\.d$/, '');
  const candidates = DECLARATION.test(path)
    ? [path]
    : /\.mjs$/.test(path)
      ? [`${stem}.d.mts`, `${stem}.d.ts`]
      : /\.cjs$/.test(path)
        ? [`${stem}.d.cts`, `${stem}.d.ts`]
        : [`${stem}.d.ts`, `${stem}.d.mts`, `${stem}.d.cts`, `${path}/index.d.ts`, `${path}/index.d.mts`, `${path}/index.d.cts`];
  return candidates.find((c) => declarations.has(c));
}
