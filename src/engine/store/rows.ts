/**
 * The store's rows as the engine sees them, and their conversion from what SQLite returns: JSON columns
 * parsed, long prose and code inflated (they are stored deflated).
 * @module
 */
import type { Snippet } from '../types.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { deflateRawSync, inflateRawSync } = process.getBuiltinModule('node:zlib') as typeof import('node:zlib');

export interface LibraryRow {
  id: string;
  name: string;
  description: string | null;
  aliases: string[];
  source: string | null;
  reputation: string | null;
  updatedAt: string;
}

export interface VersionRow {
  id: number;
  libraryId: string;
  version: string;
  source: string | null;
  indexedAt: string;
  files: number;
  codeSnippets: number;
  infoSnippets: number;
  tokens: number;
  benchmark: number | null;
  /** See NewVersion.marker. */
  marker: string | null;
  firstSnippet: number | null;
  lastSnippet: number | null;
}

/** A snippet as stored, with the text the full-text index sees. */
export interface StoredSnippet extends Snippet {
  id: number;
  pageKind: number;
  tokens: number;
}

/** One snippet of a page outline: enough to find sections and their sizes. */
export interface OutlineEntry {
  id: number;
  breadcrumb: string[];
  /** The section's anchor: sections under one heading path (a Javadoc method's overloads) differ by it. */
  anchor?: string;
  /** Estimated tokens (characters / 4) of its prose and code. */
  tokens: number;
}

/** What the ranker indexes for one snippet; derived by the caller (rank/fields.ts). */
export interface SnippetFields {
  title: string;
  breadcrumb: string;
  idents: string;
  body: string;
}

export interface RawLibrary {
  id: string;
  name: string;
  description: string | null;
  aliases: string;
  source: string | null;
  reputation: string | null;
  updated_at: string;
}
export interface RawVersion {
  id: number;
  library_id: string;
  version: string;
  source: string | null;
  indexed_at: string;
  files: number;
  code_snippets: number;
  info_snippets: number;
  tokens: number;
  benchmark: number | null;
  marker: string | null;
  first_snippet: number | null;
  last_snippet: number | null;
}
export interface RawSnippet {
  id: number;
  kind: 'code' | 'info';
  title: string;
  description: string | Uint8Array;
  code: string | Uint8Array;
  breadcrumb: string;
  source: string;
  anchor: string | null;
  page_kind: number;
  tokens: number;
}

export function toLibrary(r: RawLibrary): LibraryRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    aliases: JSON.parse(r.aliases) as string[],
    source: r.source,
    reputation: r.reputation,
    updatedAt: r.updated_at,
  };
}

export function toVersion(r: RawVersion): VersionRow {
  return {
    id: Number(r.id),
    libraryId: r.library_id,
    version: r.version,
    source: r.source,
    indexedAt: r.indexed_at,
    files: Number(r.files),
    codeSnippets: Number(r.code_snippets),
    infoSnippets: Number(r.info_snippets),
    tokens: Number(r.tokens),
    benchmark: r.benchmark === null ? null : Number(r.benchmark),
    marker: r.marker ?? null,
    firstSnippet: r.first_snippet === null ? null : Number(r.first_snippet),
    lastSnippet: r.last_snippet === null ? null : Number(r.last_snippet),
  };
}

/**
 * Prose and code longer than a few hundred bytes are stored deflated (a BLOB); shorter text stays TEXT.
 * Documentation text compresses about threefold, which keeps the index small; reading inflates only the
 * snippets an answer shows.
 */
const PACK_ABOVE = 256;

export function pack(text: string): string | Uint8Array {
  return text.length > PACK_ABOVE ? deflateRawSync(text) : text;
}

function unpack(value: string | Uint8Array): string {
  return typeof value === 'string' ? value : inflateRawSync(value).toString('utf8');
}

/** A snippets row as read from SQLite, as a snippet (for the repair, which reads rows itself). */
export function storedSnippet(row: unknown): StoredSnippet {
  return toSnippet(row as RawSnippet);
}

export function toSnippet(r: RawSnippet): StoredSnippet {
  return {
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    description: unpack(r.description),
    code: JSON.parse(unpack(r.code)) as Snippet['code'],
    breadcrumb: JSON.parse(r.breadcrumb) as string[],
    source: r.source,
    anchor: r.anchor ?? undefined,
    pageKind: Number(r.page_kind),
    tokens: Number(r.tokens),
  };
}
