/**
 * API keys issued by this server (`libdocs keys`): `svcsk_<id>_<secret>`, stored as a SHA-256 hash of the whole
 * key, looked up by the public id and compared in constant time. The secret has 192 random bits, so a fast
 * hash is enough; what matters is that the database never holds a usable key.
 * @module
 */
import type { Store } from '../engine/store/store.ts';
import { invalidApiKey, messages, usageError } from '../errors.ts';
import { KEY_TIERS, type KeyTier } from '../tiers.ts';

// Loaded here rather than imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const { createHash, randomBytes, timingSafeEqual } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');


export interface KeyRecord {
  id: string;
  name: string;
  tier: KeyTier;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const KEY_FORMAT = /^svcsk_([a-z\d]{8})_([A-Za-z\d_-]{32})$/;
/** Writing last use at most this often per key keeps busy servers from writing on every call. */
const TOUCH_EVERY_MS = 60_000;

export class KeyStore {
  private readonly store: Store;
  private readonly touched = new Map<string, number>();

  constructor(store: Store) {
    this.store = store;
  }

  /** Creates a key; the only time the whole key exists is in the return value. */
  create(name: string, tier: KeyTier): { key: string; record: KeyRecord } {
    const id = randomBytes(5).toString('hex').slice(0, 8);
    const key = `svcsk_${id}_${randomBytes(24).toString('base64url')}`;
    const createdAt = new Date().toISOString();
    this.store.keys.insert({ id, name, tier, hash: hashKey(key), createdAt });
    return { key, record: { id, name, tier, createdAt, lastUsedAt: null, revokedAt: null } };
  }

  list(): KeyRecord[] {
    return this.store.keys.all();
  }

  /** Revokes by id (or by the whole key); false when there is no such active key. */
  revoke(idOrKey: string): boolean {
    const id = KEY_FORMAT.exec(idOrKey)?.[1] ?? idOrKey;
    return this.store.keys.revoke(id, new Date().toISOString());
  }

  /**
   * The key's record when it is one of ours and active; otherwise the invalid-key error naming where the key
   * came from (never the key).
   */
  verify(key: string, where: string): KeyRecord {
    const match = KEY_FORMAT.exec(key);
    if (!match) {
      throw invalidApiKey(where, key.startsWith('svcsk') ? 'it is not a complete key (svcsk_<id>_<secret>)' : 'it does not start with svcsk');
    }
    const row = this.store.keys.get(match[1]!);
    // Compare even when the id is unknown, so that timing says nothing about which ids exist.
    const expected = Buffer.from(row?.hash ?? hashKey('svcsk_00000000_unknown'), 'hex');
    const equal = timingSafeEqual(expected, Buffer.from(hashKey(key), 'hex'));
    if (!row || !equal) throw invalidApiKey(where, 'this server did not issue it');
    if (row.revokedAt) throw invalidApiKey(where, `it was revoked on ${row.revokedAt.slice(0, 10)}`);
    this.touch(row.id);
    return { id: row.id, name: row.name, tier: row.tier, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, revokedAt: null };
  }

  private touch(id: string): void {
    const now = Date.now();
    if (now - (this.touched.get(id) ?? 0) < TOUCH_EVERY_MS) return;
    this.touched.set(id, now);
    try {
      this.store.keys.touch(id, new Date(now).toISOString());
    } catch {
      // A busy or read-only index must not fail the request over a last-use time.
    }
  }
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function parseTier(text: string | undefined): KeyTier {
  const tier = (text ?? 'free').trim().toLowerCase();
  if (!(KEY_TIERS as readonly string[]).includes(tier)) {
    throw usageError(messages.invalidKeyTier(text, KEY_TIERS));
  }
  return tier as KeyTier;
}
