/**
 * The `api_keys` table: the queries auth/api-keys.ts needs, so that SQL on the index stays in the store. Keys are
 * held as hashes only; hashing, checking and the key format are auth's business.
 * @module
 */
import type { KeyTier } from '../../tiers.ts';
import type { Store } from './store.ts';

/** One issued key as stored (its hash, never the key). */
export interface KeyRow {
  id: string;
  name: string;
  tier: KeyTier;
  /** Hex SHA-256 of the whole key. */
  hash: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface SqlRow {
  id: string;
  name: string;
  tier: KeyTier;
  hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export class KeyTable {
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  insert(row: Pick<KeyRow, 'id' | 'name' | 'tier' | 'hash' | 'createdAt'>): void {
    this.store.write(() =>
      this.store.db.prepare('INSERT INTO api_keys (id, name, tier, hash, created_at) VALUES (?, ?, ?, ?, ?)').run(row.id, row.name, row.tier, row.hash, row.createdAt),
    );
  }

  /** Every key, oldest first, without hashes. */
  all(): Omit<KeyRow, 'hash'>[] {
    const rows = this.store.read(() => this.store.db.prepare('SELECT id, name, tier, created_at, last_used_at, revoked_at FROM api_keys ORDER BY created_at').all()) as Omit<SqlRow, 'hash'>[];
    return rows.map((r) => ({ id: r.id, name: r.name, tier: r.tier, createdAt: r.created_at, lastUsedAt: r.last_used_at, revokedAt: r.revoked_at }));
  }

  get(id: string): KeyRow | undefined {
    const r = this.store.read(() => this.store.db.prepare('SELECT id, name, tier, hash, created_at, last_used_at, revoked_at FROM api_keys WHERE id = ?').get(id)) as SqlRow | undefined;
    return r && { id: r.id, name: r.name, tier: r.tier, hash: r.hash, createdAt: r.created_at, lastUsedAt: r.last_used_at, revokedAt: r.revoked_at };
  }

  /** Marks an active key revoked at `at`; false when there is no such active key. */
  revoke(id: string, at: string): boolean {
    const result = this.store.write(() => this.store.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id));
    return Number(result.changes) > 0;
  }

  /** Records a use; throws when the index is busy or read-only (the caller decides whether that matters). */
  touch(id: string, at: string): void {
    this.store.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(at, id);
  }
}
