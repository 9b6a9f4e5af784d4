/**
 * What a SQLite failure means for the index (busy, damaged, read-only, unopenable) and the error that says
 * so; and the read-only open that works on a read-only folder.
 * @module
 */
import type { DatabaseSync as DatabaseSyncType } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { LibdocsError, messages } from '../../errors.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');

export function isBusy(error: unknown): boolean {
  return error instanceof Error && /database is locked|SQLITE_BUSY/i.test(error.message);
}

/**
 * Read-only, as SQLite allows it. A WAL index needs its shared-memory file: when nobody has the index open
 * there is none, and a read-only directory means it cannot be made; then the file is read as immutable, which
 * is safe because without that file no writer is active (the last one to close checkpointed everything).
 */
export function openReadOnly(path: string, timeout: number): DatabaseSyncType {
  const probe = (db: DatabaseSyncType) => {
    try {
      db.prepare('SELECT COUNT(*) FROM sqlite_schema').get();
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  };
  try {
    return probe(new DatabaseSync(path, { readOnly: true, timeout }));
  } catch (error) {
    if (!isReadOnlyFault(error) && !/unable to open/i.test((error as Error).message)) throw error;
    const url = pathToFileURL(path);
    url.search = 'immutable=1';
    return probe(new DatabaseSync(url, { readOnly: true, timeout }));
  }
}

function sqliteCode(error: unknown): number | undefined {
  const code = (error as { errcode?: unknown })?.errcode;
  return typeof code === 'number' ? code & 0xff : undefined;
}

/** SQLITE_CORRUPT or SQLITE_NOTADB: pages of the file are not what SQLite wrote. */
export function isCorrupt(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === 11 || code === 26 || (error instanceof Error && /malformed|not a database/i.test(error.message) && !(error instanceof LibdocsError));
}

export function isReadOnlyFault(error: unknown): boolean {
  return sqliteCode(error) === 8 || (error instanceof Error && /readonly database/i.test(error.message));
}

export function describeFault(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function readOnlyError(path: string, doing: string): LibdocsError {
  return new LibdocsError('STORE_READ_ONLY', messages.indexReadOnly(path, doing));
}

export function unreadable(path: string, error: unknown): LibdocsError {
  const reason = describeFault(error);
  if (isBusy(error)) {
    return new LibdocsError('STORE_BUSY', messages.indexLocked(path, reason), 1, { cause: error });
  }
  if (isReadOnlyFault(error)) return readOnlyError(path, 'be opened for writing');
  return new LibdocsError('STORE_UNAVAILABLE', messages.indexUnopenable(path, reason, isCorrupt(error)), 1, { cause: error });
}
