/**
 * Who may call, and how often: a caller is anonymous (counted by client address) or holds a key this server
 * issued (counted by key); each request is admitted against its tier's hourly limit. Transports turn the
 * errors into their own form (a tool error on stdio; 401 and 429 over HTTP).
 * @module
 */
import type { KeyStore, Tier } from './api-keys.ts';
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

  /** A verified key's tier, or anonymous; an invalid, unknown or revoked key throws the invalid-key error. */
  async identify(key: string | undefined, where: string, address: string): Promise<Caller> {
    if (key === undefined) return { tier: 'anonymous', subject: `address:${address}` };
    const record = (await this.keys()).verify(key, where);
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
