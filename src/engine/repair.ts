/**
 * `libdocs doctor --repair`: a damaged index is rebuilt from what can still be read. Libraries, versions,
 * snippets and keys are copied into a new file, the full-text index is built again from the snippets (it is
 * derived from them), and the new file takes the old one's place; the damaged file is kept beside it. When
 * the snippets themselves cannot be read, nothing changes and the error says to re-add the libraries.
 * @module
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LibdocsError, messages } from '../errors.ts';
import { snippetFields } from './rank/fields.ts';
import { DB_FILE } from '../data-dir.ts';
import { openReadOnly, Store, storedSnippet } from './store/store.ts';

const TABLES = ['libraries', 'versions', 'snippets', 'api_keys'] as const;

/** Rebuilds the index in `dataDir`; returns where the damaged file was kept and how many snippets were kept. */
export function repairIndex(dataDir: string): { kept: string; snippets: number } {
  const path = join(dataDir, DB_FILE);
  let work: string;
  try {
    work = mkdtempSync(join(dataDir, '.repair-'));
  } catch {
    // The new file is written beside the old one: another user's index is theirs to repair.
    throw new LibdocsError('STORE_READ_ONLY', messages.indexReadOnly(path, 'be repaired'));
  }
  let snippets = 0;
  try {
    const old = openReadOnly(path, 10_000);
    const fresh = Store.open(work);
    try {
      fresh.write(() => {
        for (const table of TABLES) {
          const rows = old.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
          if (rows.length === 0) continue;
          const columns = Object.keys(rows[0]!);
          const insert = fresh.db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
          for (const row of rows) insert.run(...(columns.map((c) => row[c]) as (string | number | null | Uint8Array)[]));
        }
        const index = fresh.db.prepare('INSERT INTO snippets_fts (rowid, title, breadcrumb, idents, body) VALUES (?, ?, ?, ?, ?)');
        for (const row of fresh.db.prepare('SELECT * FROM snippets').iterate()) {
          const snippet = storedSnippet(row);
          const f = snippetFields(snippet);
          index.run(snippet.id, f.title, f.breadcrumb, f.idents, f.body);
          snippets++;
        }
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new LibdocsError('STORE_DAMAGED', messages.indexUnrepairable(path, reason));
    } finally {
      old.close();
      fresh.close();
    }
    // The damaged file (and its write-ahead log, which must not be replayed into the new file) is kept aside.
    const kept = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(path, kept);
    for (const suffix of ['-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, kept + suffix);
    renameSync(join(work, DB_FILE), path);
    return { kept, snippets };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
