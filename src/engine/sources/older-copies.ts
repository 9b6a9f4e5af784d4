/**
 * Older versions of the documentation shipped beside the current one: crmsh's `html/man/` beside `man-4.3/`,
 * `man-3/`, `man-2.0/` and `man-1.2/`, a site's `v1/` beside `v2/`. Each repeats the library as it was: its pages are
 * smaller, so they kept the sections the copies share (the smaller page keeps a repeated section), and the current
 * manual answered with twelve-year-old syntax. A folder counts as an older copy only when it mirrors the kept one (at
 * least half of its pages have a page of the same path there): `man1/` beside `man5/` holds other pages.
 * @module
 */

/**
 * A folder named as a version of another (`man-4.3`, `api_v2`: a separator, then the version) or as a version alone
 * (`v1`, `2.0`). Not a name that merely ends in a number (`man1`, `chapter1`, `http2`, `ipv4`, `2019`).
 */
const VERSIONED = /^(?:(.+?)[-_](v?)|(v?))(\d{1,4}(?:[._]\d{1,4}){0,3})$/i;
/** A version that reads as one on its own: dotted (`1.2`) or after a `v` (`v2`). `man-3` is one only beside `man/`. */
function isPlainVersion(prefix: string, version: string): boolean {
  return prefix !== '' || /[._]/.test(version);
}
/** At least this share of an older copy's pages has a page of the same path in the kept copy. */
const MIRRORED = 0.5;
/** Folders of a path looked at, from its top: a version deep in a tree is a topic (`guide/http2/`), not a copy. */
const DEPTH = 4;

interface Copy {
  folder: string;
  /** The version's numbers; none for the unversioned folder (`man/`), which is the current one. */
  version?: number[];
  /** Whether the name reads as a version on its own (see isPlainVersion). */
  plain?: boolean;
  pages: Set<string>;
}

/** The folders (`html/man-1.2`) among the pages' paths that hold older copies of another folder's pages. */
export function findOlderCopies(paths: string[]): Set<string> {
  // Each folder named as a version, and its unversioned namesake, by parent and base name.
  const groups = new Map<string, Map<string, Copy>>();
  const names = new Map<string, { parent: string; base: string; version?: number[]; plain?: boolean }>();
  for (const path of paths) {
    const segments = path.split('/');
    for (let depth = 0; depth < Math.min(segments.length - 1, DEPTH); depth++) {
      const name = segments[depth]!;
      const match = VERSIONED.exec(name);
      if (!match) continue;
      const parent = segments.slice(0, depth).join('/');
      const written = match[1] ?? '';
      const base = written.toLowerCase();
      const version = match[4]!;
      const plain = isPlainVersion(match[2] || match[3] || '', version);
      // A version alone must read as one (`v1`, `2.0`; not `2019`).
      if (base === '' && !plain) continue;
      names.set(folderAt(segments, depth), { parent, base, version: version.split(/[._]/).map(Number), plain });
      if (base !== '') names.set(folderAt([...segments.slice(0, depth), written], depth), { parent, base });
    }
  }
  if (names.size === 0) return new Set();
  for (const path of paths) {
    const segments = path.split('/');
    for (let depth = 0; depth < Math.min(segments.length - 1, DEPTH); depth++) {
      const folder = folderAt(segments, depth);
      const named = names.get(folder);
      if (!named) continue;
      const key = `${named.parent}\n${named.base}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = new Map()));
      let copy = group.get(folder);
      if (!copy) group.set(folder, (copy = { folder, ...(named.version ? { version: named.version, plain: named.plain } : {}), pages: new Set() }));
      copy.pages.add(segments.slice(depth + 1).join('/'));
    }
  }
  const older = new Set<string>();
  for (const group of groups.values()) {
    // `man-3` is a version of `man/` beside it; `chapter-1` beside `chapter-2` is no version of anything.
    const current = [...group.values()].some((c) => c.version === undefined);
    const copies = [...group.values()].filter((c) => c.version === undefined || c.plain || current);
    if (copies.length < 2) continue;
    const kept = copies.find((c) => c.version === undefined) ?? copies.reduce((a, b) => (newer(b.version!, a.version!) ? b : a));
    for (const copy of copies) {
      if (copy === kept) continue;
      let mirrored = 0;
      for (const page of copy.pages) if (kept.pages.has(page)) mirrored++;
      // Beside its unversioned namesake one page shared is enough (crmsh's copies are one page each); versions alone
      // share two at least (`section-1.1/` and `section-1.3/` each with an index page are two sections).
      if (mirrored >= copy.pages.size * MIRRORED && (current || mirrored >= 2)) older.add(copy.folder);
    }
  }
  return older;
}

/** The older copy a path lies in, if any. */
export function olderCopyOf(path: string, older: Set<string>): string | undefined {
  if (older.size === 0) return undefined;
  const segments = path.split('/');
  for (let depth = 0; depth < Math.min(segments.length - 1, DEPTH); depth++) {
    const folder = folderAt(segments, depth);
    if (older.has(folder)) return folder;
  }
  return undefined;
}

/** The folder of a path's segments up to `depth` (`html/man-1.2` of `html/man-1.2/index.html` at 1). */
function folderAt(segments: string[], depth: number): string {
  return segments.slice(0, depth + 1).join('/');
}

function newer(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}
