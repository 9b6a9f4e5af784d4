/**
 * The access tiers (SPEC.md 8: anonymous < free key < pro < enterprise) and their hourly request limits, with the
 * parsing of --rate-limits / SERVICE_RATE_LIMITS. Kept apart from auth/ so that config.ts reads the limits
 * without importing the layer above it.
 * @module
 */
import { DEFAULT_RATE_LIMITS } from './defaults.ts';
import { messages, usageError } from './errors.ts';

export const TIERS = ['anonymous', 'free', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];
export type KeyTier = Exclude<Tier, 'anonymous'>;
export const KEY_TIERS: readonly KeyTier[] = ['free', 'pro', 'enterprise'];

export type RateLimits = Record<Tier, number>;


/**
 * `anonymous=600,free=2000,pro=10000,enterprise=50000` (any subset) over the defaults; from --rate-limits or
 * SERVICE_RATE_LIMITS. Limits must rise with the tier.
 */
export function parseRateLimits(text: string | undefined, source: string): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  if (text === undefined || text.trim() === '') return limits;
  for (const part of text.split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (!(TIERS as readonly string[]).includes(name ?? '') || !/^\d+$/.test(value ?? '') || Number(value) < 1) {
      throw usageError(messages.invalidRateLimit(source, part.trim()));
    }
    limits[name as Tier] = Number(value);
  }
  for (let i = 1; i < TIERS.length; i++) {
    if (limits[TIERS[i]!] < limits[TIERS[i - 1]!]) {
      throw usageError(messages.rateLimitsOutOfOrder(source, TIERS[i]!, limits[TIERS[i]!], TIERS[i - 1]!, limits[TIERS[i - 1]!]));
    }
  }
  return limits;
}
