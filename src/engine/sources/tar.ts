/**
 * Reading a gzipped tar archive (an npm package) as untrusted input: regular files only (links and devices
 * are skipped, so nothing can point out of the extraction), paths normalised and anything absolute or with `..`
 * refused, and hard limits on the unpacked size, on each file and on the number of files, so that a small
 * archive cannot expand into an exhausted disk or memory (a "zip bomb").
 * @module
 */
import { DEFAULT_TAR_LIMITS, type TarLimits } from '../../defaults.ts';
import { LibdocsError, messages } from '../../errors.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { gunzipSync } = process.getBuiltinModule('node:zlib') as typeof import('node:zlib');

/** The longest path a file system takes (Linux's PATH_MAX); a GNU or PAX long name may be any length. */
const PATH_MAX = 4096;

export interface TarEntry {
  /** Normalised relative path with `/` separators (npm's leading `package/` removed). */
  path: string;
  data: Buffer;
}

export interface TarContents {
  files: TarEntry[];
  /** What was left out, and why. */
  skipped: { path: string; reason: string }[];
}

/** Unpacks `gzipped` in memory under the limits; `keep` decides which paths are worth their bytes. */
export function readTarGz(gzipped: Buffer, keep: (path: string) => boolean, limits: TarLimits = DEFAULT_TAR_LIMITS): TarContents {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped, { maxOutputLength: limits.maxTotalBytes });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') throw new LibdocsError('SOURCE_REFUSED', messages.archiveTooLarge(limits.maxTotalBytes), 1, { cause: error });
    throw new LibdocsError('SOURCE_REFUSED', messages.archiveNotGzip(code ?? (error as Error).message), 1, { cause: error });
  }
  const files: TarEntry[] = [];
  const skipped: TarContents['skipped'] = [];
  let offset = 0;
  let longName: string | undefined;
  let paxPath: string | undefined;
  let entries = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break; // end of archive
    if (!checksumOk(header)) throw new LibdocsError('SOURCE_REFUSED', messages.archiveBadChecksum(offset));
    const size = octal(header.subarray(124, 136));
    const type = String.fromCharCode(header[156]!);
    const dataStart = offset + 512;
    const dataEnd = dataStart + size;
    if (dataEnd > tar.length) throw new LibdocsError('SOURCE_REFUSED', messages.archiveTruncated());
    offset = dataStart + Math.ceil(size / 512) * 512;
    const data = tar.subarray(dataStart, dataEnd);
    if (type === 'L') {
      longName = cString(data);
      continue;
    }
    if (type === 'x') {
      paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1];
      continue;
    }
    if (type === 'g') continue;
    const name = paxPath ?? longName ?? headerName(header);
    longName = undefined;
    paxPath = undefined;
    if (++entries > limits.maxFiles) throw new LibdocsError('SOURCE_REFUSED', messages.archiveTooManyEntries(limits.maxFiles));
    if (type === '5') continue; // directories are implied by file paths
    if (name.length > PATH_MAX) {
      // A path is stored with every snippet of its file (and shown in answers); no file system takes one this long.
      skipped.push({ path: `${name.slice(0, 200)}…`, reason: `path longer than ${PATH_MAX} characters` });
      continue;
    }
    const path = safePath(name);
    if (path === undefined) {
      skipped.push({ path: name, reason: 'unsafe path (absolute or with ..)' });
      continue;
    }
    if (type !== '0' && type !== '\0' && type !== '7') {
      skipped.push({ path, reason: type === '1' || type === '2' ? 'link (not followed)' : 'not a regular file' });
      continue;
    }
    if (!keep(path)) continue;
    if (size > limits.maxFileBytes) {
      skipped.push({ path, reason: `oversized (${(size / 1024 / 1024).toFixed(1)} MB)` });
      continue;
    }
    files.push({ path, data: Buffer.from(data) });
  }
  return { files, skipped };
}

/** `package/lib/a.md` → `lib/a.md`; undefined for absolute paths, `..`, or nothing left. */
export function safePath(name: string): string | undefined {
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/') || /^[A-Za-z]:/.test(normal)) return undefined;
  const parts = normal.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) return undefined;
  // npm packs everything under one top folder (usually `package/`).
  if (parts.length > 1) parts.shift();
  return parts.length > 0 ? parts.join('/') : undefined;
}

function headerName(header: Buffer): string {
  const name = cString(header.subarray(0, 100));
  const prefix = header.subarray(257, 263).toString('latin1').startsWith('ustar') ? cString(header.subarray(345, 500)) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function cString(bytes: Buffer): string {
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? bytes.length : end).toString('utf8');
}

function octal(bytes: Buffer): number {
  // Base-256 for sizes over 8 GB is never needed under the limits: treat it as too large.
  if (bytes[0]! & 0x80) return Number.MAX_SAFE_INTEGER;
  const text = cString(bytes).trim();
  return text ? parseInt(text, 8) : 0;
}

function checksumOk(header: Buffer): boolean {
  const stored = octal(header.subarray(148, 156));
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum === stored;
}
