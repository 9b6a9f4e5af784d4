/**
 * The access tiers (SPEC.md 8: anonymous < free key < pro < enterprise) and their hourly request limits, with the
 * parsing of --rate-limits / SERVICE_RATE_LIMITS. Kept apart from auth/ so that config.ts reads the limits
 * without importing the layer above it.
 * @module
 */
import { DEFAULT_RATE_LIMITS } from './defaults.ts';
import { LibdocsError } from './errors.ts';

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
      throw new LibdocsError(
        'INVALID_ARGUMENT',
        `${source}: "${part.trim()}" is not a limit. Write tier=requests-per-hour pairs, for example anonymous=600,free=2000,pro=10000,enterprise=50000.`,
        2,
      );
    }
    limits[name as Tier] = Number(value);
  }
  for (let i = 1; i < TIERS.length; i++) {
    if (limits[TIERS[i]!] < limits[TIERS[i - 1]!]) {
      throw new LibdocsError('INVALID_ARGUMENT', `${source}: the ${TIERS[i]} limit (${limits[TIERS[i]!]}) is below the ${TIERS[i - 1]} limit (${limits[TIERS[i - 1]!]}); a higher tier must allow at least as much.`, 2);
    }
  }
  return limits;
}
