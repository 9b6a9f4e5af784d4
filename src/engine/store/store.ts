/**
 * The one SQLite file behind the embedded engine: libraries, versions, snippets and their FTS5 index.
 * WAL mode lets readers keep answering while a writer indexes; every version change is one transaction,
 * so a crash in the middle leaves the previous state intact. The rows and their conversion are in rows.ts, what
 * a SQLite failure means in faults.ts; this module re-exports what its callers use of both, so that the store
 * has one face.
 * @module
 */
import { existsSync, mkdirSync } from 'node:fs';
import { DB_FILE, isWritable } from '../../data-dir.ts';
import { join } from 'node:path';
import type { DatabaseSync as DatabaseSyncType, StatementSync } from 'node:sqlite';
import { LibdocsError, messages } from '../../errors.ts';
import { describeFault, isBusy, isCorrupt, openReadOnly, readOnlyError, unreadable } from './faults.ts';
import type { Snippet } from '../types.ts';
import { KeyTable } from './keys.ts';
import { pack, toLibrary, toSnippet, toVersion, type LibraryRow, type OutlineEntry, type RawLibrary, type RawSnippet, type RawVersion, type SnippetFields, type StoredSnippet, type VersionRow } from './rows.ts';
import { migrations, schemaVersion } from './schema.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');

export { openReadOnly } from './faults.ts';
export { storedSnippet, type LibraryRow, type OutlineEntry, type SnippetFields, type StoredSnippet, type VersionRow } from './rows.ts';

/**
 * Crash injection for the test suite: the process kills itself (SIGKILL, no clean-up) after writing this
 * many snippets of a version, i.e. in the middle of the transaction. Never set in normal use.
 */
const killAfterSnippets = Number(process.env.LIBDOCS_TEST_KILL_AFTER_SNIPPETS) || 0;
/** How many document frequencies a store remembers before it starts again (a few MB at most). */
const COUNTS_REMEMBERED = 20_000;
/** How many snippets a store keeps as read (a few thousand sections: about 10 MB). */
export const SNIPPETS_REMEMBERED = 3_000;

export interface NewVersion {
  library: { id: string; name: string; description?: string; aliases: string[]; source?: string; reputation?: string };
  version: string;
  source?: string;
  /** What identifies the source's content now (`commit:<sha>`, `etag:<url> <etag>`), when the source has one. */
  marker?: string;
  files: number;
  snippets: { snippet: Snippet; pageKind: number; tokens: number; fields: SnippetFields }[];
  /** Computed after insertion, inside the same transaction (see engine/benchmark.ts). */
  benchmark?: (store: Store, version: VersionRow) => number | undefined;
}

export interface OpenOptions {
  /** How long to wait for another writer before failing, in milliseconds. */
  busyTimeoutMs?: number;
}

export class Store {
  readonly path: string;
  readonly db: DatabaseSyncType;
  /** The file (or its directory) is not writable by this user: reading works, writing says why it cannot. */
  readonly readOnly: boolean;
  /** The API keys this server issued (auth/api-keys.ts). */
  readonly keys: KeyTable;
  private readonly statements = new Map<string, StatementSync>();
  /** Document frequencies counted and snippets read so far, and the data_version they were read at (see forgetIfChanged). */
  private readonly counts = new Map<string, number>();
  private readonly stored = new Map<number, StoredSnippet>();
  private readAsOf = -1;
  /** Why the index is known to be damaged (from the check or from a query that hit it), once it is. */
  private damage: string | undefined;
  private checked = false;

  private constructor(path: string, db: DatabaseSyncType, readOnly: boolean) {
    this.path = path;
    this.db = db;
    this.readOnly = readOnly;
    this.keys = new KeyTable(this);
  }

  /**
   * Opens (creating when missing) the index in `dataDir` and brings its schema up to date. An index this user
   * may read but not write (another user's) is opened read-only rather than refused.
   */
  static open(dataDir: string, options: OpenOptions = {}): Store {
    const path = join(dataDir, DB_FILE);
    const timeout = options.busyTimeoutMs ?? 10_000;
    let db: DatabaseSyncType;
    let readOnly = false;
    try {
      mkdirSync(dataDir, { recursive: true });
      readOnly = existsSync(path) && !(isWritable(path) && isWritable(dataDir));
      if (readOnly) {
        db = openReadOnly(path, timeout);
      } else {
        db = new DatabaseSync(path, { timeout });
        db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
      }
    } catch (error) {
      throw unreadable(path, error);
    }
    const store = new Store(path, db, readOnly);
    try {
      store.migrate();
    } catch (error) {
      db.close();
      if (error instanceof LibdocsError) throw error;
      throw unreadable(path, error);
    }
    return store;
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  private prepare(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private migrate(): void {
    const current = Number((this.db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
    if (current > schemaVersion) {
      throw new LibdocsError('STORE_UNAVAILABLE', messages.indexTooNew(this.path, current, schemaVersion));
    }
    if (current === schemaVersion) return;
    if (this.readOnly) throw readOnlyError(this.path, "be brought up to this libdocs version's format");
    this.write(() => {
      for (let v = current; v < schemaVersion; v++) this.db.exec(migrations[v]!);
      this.db.exec(`PRAGMA user_version = ${schemaVersion}`);
    });
  }

  /** Runs `fn` in one write transaction; another writer makes this wait, then fail with STORE_BUSY. */
  write<T>(fn: () => T): T {
    if (this.readOnly) throw readOnlyError(this.path, 'be changed');
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if (isBusy(error)) {
        throw new LibdocsError('STORE_BUSY', messages.indexBeingWritten(this.path), 1, { cause: error });
      }
      throw unreadable(this.path, error);
    }
    // What was read before the change is not the index within it (new rows may take the ids of deleted ones, and a
    // version's benchmark reads them before the commit), nor after it; what was read within it may be rolled back.
    this.forget();
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw this.fault(error);
    } finally {
      this.forget();
    }
  }

  /**
   * Runs a read; a damaged page it meets becomes the damaged-index error (and is remembered for /ping)
   * instead of a raw SQLite error.
   */
  read<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      throw this.fault(error);
    }
  }

  /**
   * Why the index is damaged, or undefined when it looks sound. The check (the page structure of the full-text
   * index's data, where its bulk lives: about 1 ms per MB of index, read-only) runs once per process; later
   * calls answer from it and from every query since. `libdocs doctor` checks everything.
   */
  damaged(): string | undefined {
    if (!this.checked) {
      this.checked = true;
      try {
        const row = this.db.prepare('PRAGMA quick_check(snippets_fts_data)').get() as { quick_check: string };
        // The first finding is enough to say what to do; SQLite lists every damaged page.
        if (row.quick_check !== 'ok') this.damage ??= `page check: ${row.quick_check.split('\n').find((l) => !l.startsWith('***')) ?? row.quick_check}`;
      } catch (error) {
        if (isCorrupt(error)) this.damage ??= describeFault(error);
      }
    }
    return this.damage;
  }

  private fault(error: unknown): unknown {
    if (!isCorrupt(error)) return error;
    this.damage ??= describeFault(error);
    return new LibdocsError('STORE_DAMAGED', messages.indexDamaged(this.path, this.damage));
  }

  libraries(): LibraryRow[] {
    return this.read(() => (this.prepare('SELECT * FROM libraries ORDER BY id').all() as unknown as RawLibrary[]).map(toLibrary));
  }

  library(id: string): LibraryRow | undefined {
    return this.read(() => {
      const row = this.prepare('SELECT * FROM libraries WHERE id = ? COLLATE NOCASE').get(id) as unknown as RawLibrary | undefined;
      return row && toLibrary(row);
    });
  }

  versions(libraryId: string): VersionRow[] {
    return this.read(() => (this.prepare('SELECT * FROM versions WHERE library_id = ?').all(libraryId) as unknown as RawVersion[]).map(toVersion));
  }

  allVersions(): VersionRow[] {
    return this.read(() => (this.prepare('SELECT * FROM versions').all() as unknown as RawVersion[]).map(toVersion));
  }

  /** Adds or replaces one version of a library, atomically. */
  putVersion(input: NewVersion): VersionRow {
    return this.write(() => {
      const now = new Date().toISOString();
      const lib = input.library;
      this.prepare(
        `INSERT INTO libraries (id, name, description, aliases, source, reputation, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET name = excluded.name,
           description = COALESCE(excluded.description, libraries.description),
           aliases = excluded.aliases, source = excluded.source,
           reputation = COALESCE(excluded.reputation, libraries.reputation), updated_at = excluded.updated_at`,
      ).run(lib.id, lib.name, lib.description ?? null, JSON.stringify(lib.aliases), lib.source ?? null, lib.reputation ?? null, now, now);
      const old = this.prepare('SELECT id FROM versions WHERE library_id = ? AND version = ?').get(lib.id, input.version) as
        | { id: number }
        | undefined;
      if (old) this.deleteVersionRows(old.id);

      const code = input.snippets.filter((s) => s.snippet.kind === 'code').length;
      const tokens = input.snippets.reduce((sum, s) => sum + s.tokens, 0);
      const versionId = Number(
        this.prepare(
          `INSERT INTO versions (library_id, version, source, marker, indexed_at, files, code_snippets, info_snippets, tokens)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(lib.id, input.version, input.source ?? null, input.marker ?? null, now, input.files, code, input.snippets.length - code, tokens)
          .lastInsertRowid,
      );
      const insertSnippet = this.prepare(
        `INSERT INTO snippets (version_id, kind, title, description, code, breadcrumb, source, anchor, page_kind, tokens)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const insertFts = this.prepare('INSERT INTO snippets_fts (rowid, title, breadcrumb, idents, body) VALUES (?, ?, ?, ?, ?)');
      let first: number | null = null;
      let last: number | null = null;
      for (const { snippet: s, pageKind, tokens: t, fields } of input.snippets) {
        const id = Number(
          insertSnippet.run(versionId, s.kind, s.title, pack(s.description), pack(JSON.stringify(s.code)), JSON.stringify(s.breadcrumb), s.source, s.anchor ?? null, pageKind, t)
            .lastInsertRowid,
        );
        insertFts.run(id, fields.title, fields.breadcrumb, fields.idents, fields.body);
        if (killAfterSnippets && id - (first ?? id) + 1 === killAfterSnippets) process.kill(process.pid, 'SIGKILL');
        first ??= id;
        last = id;
      }
      this.prepare('UPDATE versions SET first_snippet = ?, last_snippet = ? WHERE id = ?').run(first, last, versionId);
      const row = toVersion(this.prepare('SELECT * FROM versions WHERE id = ?').get(versionId) as unknown as RawVersion);
      const benchmark = input.benchmark?.(this, row);
      if (benchmark !== undefined) {
        this.prepare('UPDATE versions SET benchmark = ? WHERE id = ?').run(benchmark, versionId);
        row.benchmark = benchmark;
      }
      return row;
    });
  }

  /** Removes a whole library, or one of its versions (and the library when it was the last one). */
  remove(libraryId: string, version?: string): boolean {
    return this.write(() => {
      const versions = this.versions(libraryId).filter((v) => version === undefined || v.version === version);
      for (const v of versions) this.deleteVersionRows(v.id);
      const left = this.prepare('SELECT COUNT(*) AS n FROM versions WHERE library_id = ?').get(libraryId) as { n: number };
      if (Number(left.n) === 0) {
        // After FTS5's deletes the connection's last inserted rowid is a tombstone page's, beyond 2^53: run() reports
        // it, and converts it to a number only when told to read big integers.
        const forget = this.db.prepare('DELETE FROM libraries WHERE id = ?');
        forget.setReadBigInts(true);
        forget.run(libraryId);
      }
      return versions.length > 0;
    });
  }

  private deleteVersionRows(versionId: number): void {
    // exec, not a prepared run(): after an FTS5 delete SQLite reports a last-insert rowid beyond
    // JavaScript's safe integers, which run() refuses to convert. versionId is our own integer.
    const id = Math.trunc(Number(versionId));
    this.db.exec(`DELETE FROM snippets_fts WHERE rowid IN (SELECT id FROM snippets WHERE version_id = ${id});
                  DELETE FROM snippets WHERE version_id = ${id};
                  DELETE FROM versions WHERE id = ${id};`);
  }

  /**
   * Full-text candidates within one version, best first. `match` is an FTS5 query; `weights` are the
   * BM25F column weights for title, breadcrumb, idents, body.
   */
  searchVersion(version: VersionRow, match: string, weights: number[], limit: number): { id: number; score: number }[] {
    return this.read(() => {
      if (version.firstSnippet === null || version.lastSnippet === null) return [];
      // Ordering by the selected bm25() computes it once per row; `ORDER BY rank` would compute it again.
      const sql = `SELECT rowid AS id, bm25(snippets_fts, ${weights.join(', ')}) AS score FROM snippets_fts
                   WHERE snippets_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY score LIMIT ?`;
      const rows = this.prepare(sql).all(match, version.firstSnippet, version.lastSnippet, limit) as { id: number; score: number }[];
      return rows.map((r) => ({ id: Number(r.id), score: -r.score }));
    });
  }

  /**
   * How many snippets of a version match an FTS5 query (document frequency). Remembered, since questions share words,
   * until the index changes: a write of this store forgets them, and so does one of another process (`libdocs add`
   * while a server runs), which SQLite's data_version tells.
   */
  countMatches(version: VersionRow, match: string): number {
    this.forgetIfChanged();
    const key = `${version.id}\u0000${version.firstSnippet}\u0000${version.lastSnippet}\u0000${match}`;
    const known = this.counts.get(key);
    if (known !== undefined) return known;
    const n = this.read(() => {
      if (version.firstSnippet === null || version.lastSnippet === null) return 0;
      const row = this.prepare('SELECT COUNT(*) AS n FROM snippets_fts WHERE snippets_fts MATCH ? AND rowid BETWEEN ? AND ?').get(
        match,
        version.firstSnippet,
        version.lastSnippet,
      ) as { n: number };
      return Number(row.n);
    });
    if (this.counts.size >= COUNTS_REMEMBERED) this.counts.clear();
    this.counts.set(key, n);
    return n;
  }

  /** Matching snippet ids across every library (for resolving names by content), with BM25 scores. */
  searchAll(match: string, weights: number[], limit: number): { id: number; score: number; versionId: number }[] {
    return this.read(() => {
      const sql = `SELECT f.rowid AS id, bm25(snippets_fts, ${weights.join(', ')}) AS score, s.version_id AS versionId
                   FROM snippets_fts f JOIN snippets s ON s.id = f.rowid
                   WHERE snippets_fts MATCH ? ORDER BY score LIMIT ?`;
      return (this.prepare(sql).all(match, limit) as { id: number; score: number; versionId: number }[]).map((r) => ({
        id: Number(r.id),
        score: -r.score,
        versionId: Number(r.versionId),
      }));
    });
  }

  /**
   * The outline of the page around one snippet, in document order: ids, heading paths and sizes, without the
   * text. A page's snippets have consecutive ids (ingest writes a page at once), so this reads at most
   * `window` rows on each side.
   */
  pageOutline(version: VersionRow, snippet: StoredSnippet, window: number): OutlineEntry[] {
    return this.read(() => {
      const from = Math.max(snippet.id - window, version.firstSnippet ?? snippet.id);
      const to = Math.min(snippet.id + window, version.lastSnippet ?? snippet.id);
      const rows = this.prepare('SELECT id, breadcrumb, anchor, tokens FROM snippets WHERE id BETWEEN ? AND ? AND source = ? ORDER BY id').all(
        from,
        to,
        snippet.source,
      ) as { id: number; breadcrumb: string; anchor: string | null; tokens: number }[];
      const page = rows.map((r) => ({ id: Number(r.id), breadcrumb: JSON.parse(r.breadcrumb) as string[], anchor: r.anchor ?? undefined, tokens: Number(r.tokens) }));
      // Keep only the unbroken run of ids around the snippet.
      const at = page.findIndex((s) => s.id === snippet.id);
      if (at < 0) return [{ id: snippet.id, breadcrumb: snippet.breadcrumb, anchor: snippet.anchor, tokens: snippet.tokens }];
      let start = at;
      let end = at;
      while (start > 0 && page[start - 1]!.id === page[start]!.id - 1) start--;
      while (end + 1 < page.length && page[end + 1]!.id === page[end]!.id + 1) end++;
      return page.slice(start, end + 1);
    });
  }

  snippets(ids: number[]): StoredSnippet[] {
    if (ids.length === 0) return [];
    this.forgetIfChanged();
    // A read larger than what is kept (a whole version, which indexing may keep) is not kept.
    if (ids.length > SNIPPETS_REMEMBERED) return this.readSnippets(ids);
    let missing = ids.filter((id) => !this.stored.has(id));
    if (this.stored.size + missing.length > SNIPPETS_REMEMBERED) {
      this.stored.clear();
      missing = ids;
    }
    // Kept snippets are shared by every question that reads them: frozen, so that no caller can change one for the next.
    for (const snippet of this.readSnippets(missing)) this.stored.set(snippet.id, frozen(snippet));
    return ids.map((id) => this.stored.get(id)).filter((s): s is StoredSnippet => s !== undefined);
  }

  /** Snippets by id, in the order asked, from the database. */
  private readSnippets(ids: number[]): StoredSnippet[] {
    if (ids.length === 0) return [];
    return this.read(() => {
      // One cached statement for any number of ids: a statement prepared per call (one per arity) holds native
      // memory that only a garbage collection returns, and V8 does not see it to collect sooner.
      const rows = this.prepare('SELECT * FROM snippets WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as unknown as RawSnippet[];
      const byId = new Map(rows.map((r) => [Number(r.id), toSnippet(r)]));
      return ids.map((id) => byId.get(id)).filter((s): s is StoredSnippet => s !== undefined);
    });
  }

  /**
   * Forgets what was read of the index (document frequencies, snippets) when another process has written to it since
   * (`libdocs add` while a server runs), as SQLite's data_version tells; this store's own writes forget it in write().
   */
  private forgetIfChanged(): void {
    const changes = this.read(() => Number((this.prepare('PRAGMA data_version').get() as { data_version: number }).data_version));
    if (changes === this.readAsOf) return;
    this.forget();
    this.readAsOf = changes;
  }

  private forget(): void {
    this.counts.clear();
    this.stored.clear();
  }
}

function frozen(snippet: StoredSnippet): StoredSnippet {
  Object.freeze(snippet.breadcrumb);
  for (const code of snippet.code) Object.freeze(code);
  Object.freeze(snippet.code);
  return Object.freeze(snippet);
}
