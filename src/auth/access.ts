/**
 * Who may call, and how often: a caller is anonymous (counted by client address) or holds a key this server
 * issued (counted by key); each request is admitted against its tier's hourly limit. Transports turn the
 * errors into their own form (a tool error on stdio; 401 and 429 over HTTP).
 * @module
 */
import type { Tier } from '../tiers.ts';
import type { KeyStore } from './api-keys.ts';
import { LibdocsError } from '../errors.ts';
import { rateLimitError, type RateDecision, type RateLimiter } from './rate-limit.ts';

export interface Caller {
  tier: Tier;
  /** What the limit counts: `key:<id>` or `address:<ip>`. Safe to log. */
  subject: string;
}

export class Access {
  private readonly keys: () => Promise<KeyStore>;
  private readonly limiter: RateLimiter;

  /** `keys` is opened only when a key arrives, so anonymous use never waits for the index. */
  constructor(keys: () => Promise<KeyStore>, limiter: RateLimiter) {
    this.keys = keys;
    this.limiter = limiter;
  }

  /**
   * A verified key's tier, or anonymous; an invalid, unknown or revoked key throws the invalid-key error. When
   * the index holding the keys cannot be read, the key cannot be checked: the caller is counted as anonymous,
   * so that its request meets the same clear error about the index (and status) as everyone else's.
   */
  async identify(key: string | undefined, where: string, address: string): Promise<Caller> {
    const anonymous: Caller = { tier: 'anonymous', subject: `address:${address}` };
    if (key === undefined) return anonymous;
    let keys: KeyStore;
    try {
      keys = await this.keys();
    } catch (error) {
      if (error instanceof LibdocsError && isStoreFault(error)) return anonymous;
      throw error;
    }
    let record;
    try {
      record = keys.verify(key, where);
    } catch (error) {
      // A damaged page under the key table surfaces as a raw SQLite error.
      if (error instanceof LibdocsError && !isStoreFault(error)) throw error;
      return anonymous;
    }
    return { tier: record.tier, subject: `key:${record.id}` };
  }

  /** Counts `cost` requests (1, or the tool calls of a batch); over the limit throws RATE_LIMITED carrying the decision (for Retry-After). */
  admit(caller: Caller, cost = 1): RateDecision {
    const decision = this.limiter.take(caller.subject, caller.tier, Date.now(), cost);
    if (!decision.allowed) throw rateLimitError(caller.tier, decision, cost);
    return decision;
  }

  /** Gives back what `admit` counted for a request that was refused before it was answered (400, 406, 415). */
  refund(caller: Caller, cost = 1): void {
    this.limiter.refund(caller.subject, cost);
  }
}

function isStoreFault(error: LibdocsError): boolean {
  return error.code === 'STORE_UNAVAILABLE' || error.code === 'STORE_BUSY' || error.code === 'STORE_DAMAGED' || error.code === 'STORE_READ_ONLY';
}
