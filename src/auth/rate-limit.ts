/**
 * Requests per hour by tier (SPEC.md 8): anonymous < free key < pro < enterprise. Each caller (a key, or an
 * anonymous client's address) has a sliding one-hour window, estimated from the current and previous fixed
 * windows so that memory stays two counters per caller.
 * @module
 */
import { LibdocsError, messages } from '../errors.ts';
import { type RateLimits, type Tier } from '../tiers.ts';
import { DEFAULT_RATE_LIMITS, RATE_WINDOW_MS as WINDOW_MS } from '../defaults.ts';

/** Callers idle for two windows are forgotten. */
const SWEEP_EVERY = 1_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window has room again (the full window when it already has). */
  resetSeconds: number;
}

export class RateLimiter {
  private readonly limits: RateLimits;
  private readonly callers = new Map<string, { start: number; current: number; previous: number }>();
  private calls = 0;

  constructor(limits: RateLimits = DEFAULT_RATE_LIMITS) {
    this.limits = limits;
  }

  /**
   * Counts `cost` requests by `caller` in `tier` (a JSON-RPC batch of tool calls costs one per call) when all of
   * them fit; otherwise counts nothing.
   */
  take(caller: string, tier: Tier, now = Date.now(), cost = 1): RateDecision {
    const limit = this.limits[tier];
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    const windowStart = now - (now % WINDOW_MS);
    let entry = this.callers.get(caller);
    if (!entry || entry.start < windowStart - WINDOW_MS) entry = { start: windowStart, current: 0, previous: 0 };
    else if (entry.start < windowStart) entry = { start: windowStart, current: 0, previous: entry.current };
    this.callers.set(caller, entry);
    const elapsed = (now - windowStart) / WINDOW_MS;
    const used = entry.previous * (1 - elapsed) + entry.current;
    if (used + cost > limit) {
      // Room returns as the previous window's share fades, or at the next window when it held nothing.
      const needed = used + cost - limit;
      const fadeMs = entry.previous > 0 ? (needed / entry.previous) * WINDOW_MS : Infinity;
      const wait = Math.min(fadeMs, WINDOW_MS - (now - windowStart));
      return { allowed: false, limit, remaining: Math.max(0, Math.floor(limit - used)), resetSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    }
    entry.current += cost;
    return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - used - cost)), resetSeconds: Math.ceil((WINDOW_MS - (now - windowStart)) / 1000) };
  }

  /** Gives back `cost` requests taken in the current window: the request was refused before it was answered. */
  refund(caller: string, cost = 1, now = Date.now()): void {
    const entry = this.callers.get(caller);
    if (entry && entry.start === now - (now % WINDOW_MS)) entry.current = Math.max(0, entry.current - cost);
  }

  private sweep(now: number): void {
    const cutoff = now - now % WINDOW_MS - WINDOW_MS;
    for (const [caller, entry] of this.callers) if (entry.start < cutoff) this.callers.delete(caller);
  }
}

/** RATE_LIMITED with the decision that refused the request (transports send its Retry-After and RateLimit headers). */
export class RateLimitedError extends LibdocsError {
  readonly decision: RateDecision;
  constructor(message: string, decision: RateDecision) {
    super('RATE_LIMITED', message);
    this.decision = decision;
  }
}

/** The rate-limited error for a caller of `tier`, with the next step that helps that caller. */
export function rateLimitError(tier: Tier, decision: RateDecision, cost = 1): RateLimitedError {
  const message = messages.rateLimited(decision.resetSeconds, tier, decision.limit) + (cost > 1 ? ` ${messages.rateLimitedBatch(cost, decision.remaining)}` : '');
  return new RateLimitedError(message, decision);
}
