import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiter, rateLimitError } from '../../src/auth/rate-limit.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/defaults.ts';
import { parseRateLimits } from '../../src/tiers.ts';

const HOUR = 3_600_000;

test('each tier gets its own hourly allowance per caller; the refusal says when to come back', () => {
  const limiter = new RateLimiter({ anonymous: 2, free: 3, pro: 4, enterprise: 5 });
  const start = 10 * HOUR; // the beginning of a window
  assert.equal(limiter.take('address:a', 'anonymous', start).allowed, true);
  assert.equal(limiter.take('address:a', 'anonymous', start + 1).remaining, 0);
  const refused = limiter.take('address:a', 'anonymous', start + 2);
  assert.equal(refused.allowed, false);
  assert.equal(refused.limit, 2);
  assert.ok(refused.resetSeconds > 3500 && refused.resetSeconds <= 3600, `${refused.resetSeconds}`);
  // Another caller, and a keyed caller, are counted apart.
  assert.equal(limiter.take('address:b', 'anonymous', start + 3).allowed, true);
  for (let i = 0; i < 3; i++) assert.equal(limiter.take('key:k1', 'free', start + 4 + i).allowed, true);
  assert.equal(limiter.take('key:k1', 'free', start + 10).allowed, false);
});

test('the window slides: the previous hour fades out instead of resetting at once', () => {
  const limiter = new RateLimiter({ anonymous: 10, free: 10, pro: 10, enterprise: 10 });
  const start = 20 * HOUR;
  for (let i = 0; i < 10; i++) limiter.take('c', 'anonymous', start + HOUR - 1000 + i);
  // Just after the window turns, the last hour still counts almost fully.
  assert.equal(limiter.take('c', 'anonymous', start + HOUR + 1000).allowed, false);
  // Half an hour later half of it has faded.
  const later = limiter.take('c', 'anonymous', start + HOUR + HOUR / 2);
  assert.equal(later.allowed, true);
  assert.ok(later.remaining >= 3 && later.remaining <= 5, `${later.remaining}`);
});

test('the message tells each tier its next step', () => {
  const anonymous = rateLimitError('anonymous', { allowed: false, limit: 600, remaining: 0, resetSeconds: 42 });
  assert.match(anonymous.message, /^Rate limited or quota exceeded \(retry after 42 s\)\. Anonymous callers may make 600 requests per hour\. Add a free API key/);
  assert.match(rateLimitError('free', { allowed: false, limit: 2000, remaining: 0, resetSeconds: 5 }).message, /upgrade the key to a higher tier/);
  assert.doesNotMatch(rateLimitError('enterprise', { allowed: false, limit: 1, remaining: 0, resetSeconds: 5 }).message, /upgrade/);
});

test('limits from a flag or variable: any subset over the defaults, rising with the tier', () => {
  assert.deepEqual(parseRateLimits(undefined, 'x'), DEFAULT_RATE_LIMITS);
  assert.deepEqual(parseRateLimits('anonymous=100, pro=20000', 'x'), { ...DEFAULT_RATE_LIMITS, anonymous: 100, pro: 20000 });
  assert.throws(() => parseRateLimits('guest=5', '--rate-limits'), /--rate-limits: "guest=5" is not a limit\. Write tier=requests-per-hour pairs/);
  assert.throws(() => parseRateLimits('free=ten', 'SERVICE_RATE_LIMITS'), /SERVICE_RATE_LIMITS: "free=ten" is not a limit/);
  assert.throws(() => parseRateLimits('pro=100', '--rate-limits'), /the pro limit \(100\) is below the free limit \(2000\)/);
});

test('a batch costs one per call and is refused whole when it does not fit; a refund gives back what was taken', () => {
  const limiter = new RateLimiter({ anonymous: 5, free: 5, pro: 5, enterprise: 5 });
  const start = 30 * HOUR;
  assert.equal(limiter.take('c', 'anonymous', start, 3).remaining, 2);
  const refused = limiter.take('c', 'anonymous', start + 1, 3);
  assert.equal(refused.allowed, false);
  assert.equal(refused.remaining, 2, 'the refused batch took nothing');
  limiter.refund('c', 3, start + 2);
  assert.equal(limiter.take('c', 'anonymous', start + 3, 5).allowed, true);
  assert.equal(limiter.take('c', 'anonymous', start + 4).allowed, false);
  assert.match(rateLimitError('anonymous', refused, 3).message, /This batch holds 3 tool calls, each counted as a request; 2 remain in this window/);
});
