import { formatNaira } from '../rules/money';
import { KYC_MESSAGES } from './messages';

// The Central Bank's tiered KYC (docs/decisions/0063-verification-tiers-and-limits.md): what an
// account of each tier may receive and send in a Lagos day, and hold. Pure: the API reads the
// figures from its config and the day's totals from the ledger, and asks this rule.

export const KYC_TIERS = [1, 2, 3] as const;
export type KycTier = (typeof KYC_TIERS)[number];

export type TierLimits = {
  /** Most money that may come in (top-ups, transfers, sends and gifts received) in a Lagos day. */
  dailyInKobo: number;
  /** Most money that may go out to other banks in a Lagos day. */
  dailyOutKobo: number;
  /** Most the wallet may hold; null: no cap. */
  maxBalanceKobo: number | null;
};

/** The Central Bank's figures, the defaults of the KYC_TIER* settings. */
export const DEFAULT_TIER_LIMITS: Record<KycTier, TierLimits> = {
  1: { dailyInKobo: 50_000_00, dailyOutKobo: 50_000_00, maxBalanceKobo: 300_000_00 },
  2: { dailyInKobo: 200_000_00, dailyOutKobo: 200_000_00, maxBalanceKobo: 500_000_00 },
  3: { dailyInKobo: 5_000_000_00, dailyOutKobo: 5_000_000_00, maxBalanceKobo: null },
};

export type LimitDirection = 'in' | 'out';

export type LimitQuestion = {
  tier: KycTier;
  limits: TierLimits;
  direction: LimitDirection;
  amountKobo: number;
  /** What already moved in this direction today (Lagos), not counting this amount. */
  usedTodayKobo: number;
  /** The wallet's balance before this movement. */
  balanceKobo: number;
  /** Whose limit it is: the account holder's own, or a recipient's seen by the sender. */
  whose?: 'own' | 'recipient';
};

export type LimitVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** Which limit: the day's total or the balance cap. */
      limit: 'daily_in' | 'daily_out' | 'balance';
      /** How much more this account may still move (or hold) now. */
      leftKobo: number;
      message: string;
    };

/**
 * Whether `amountKobo` may move now. A limit is reached, not broken: a day's total or a balance
 * exactly at the limit is allowed, one kobo more is refused. The day's limit is asked first, then
 * the balance cap (money in only).
 */
export function checkLimit(q: LimitQuestion): LimitVerdict {
  const whose = q.whose ?? 'own';
  const daily = q.direction === 'in' ? q.limits.dailyInKobo : q.limits.dailyOutKobo;
  const dailyLeft = Math.max(0, daily - q.usedTodayKobo);
  if (q.amountKobo > dailyLeft) {
    const limit = q.direction === 'in' ? 'daily_in' : 'daily_out';
    return {
      allowed: false,
      limit,
      leftKobo: dailyLeft,
      message: limitMessage({ tier: q.tier, limit, limitKobo: daily, leftKobo: dailyLeft, whose }),
    };
  }
  const cap = q.limits.maxBalanceKobo;
  if (q.direction === 'in' && cap !== null && q.balanceKobo + q.amountKobo > cap) {
    const left = Math.max(0, cap - q.balanceKobo);
    return {
      allowed: false,
      limit: 'balance',
      leftKobo: left,
      message: limitMessage({
        tier: q.tier,
        limit: 'balance',
        limitKobo: cap,
        leftKobo: left,
        whose,
      }),
    };
  }
  return { allowed: true };
}

/** What the next tier takes: Tier 1 → a BVN or NIN, Tier 2 → an address; Tier 3 is the top. */
export const nextStep = (tier: KycTier): 'identity' | 'address' | null =>
  tier === 1 ? 'identity' : tier === 2 ? 'address' : null;

function limitMessage(m: {
  tier: KycTier;
  limit: 'daily_in' | 'daily_out' | 'balance';
  limitKobo: number;
  leftKobo: number;
  whose: 'own' | 'recipient';
}): string {
  const limit = formatNaira(m.limitKobo);
  const left = formatNaira(m.leftKobo);
  if (m.whose === 'recipient') return KYC_MESSAGES.recipientLimit(left);
  const step = nextStep(m.tier);
  if (m.limit === 'balance') return KYC_MESSAGES.balanceLimit(step, limit, left);
  return KYC_MESSAGES.dailyLimit(step, m.limit === 'daily_in' ? 'receive' : 'send', limit, left);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Lagos keeps West Africa Time, UTC+1, all year (no daylight saving). */
const LAGOS_OFFSET_MS = HOUR_MS;

/** The start of the Lagos calendar day that `now` falls in: "a day" of every daily limit. */
export function lagosDayStart(now: Date): Date {
  const local = now.getTime() + LAGOS_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - LAGOS_OFFSET_MS);
}

/** When the day's totals start again: the next Lagos midnight. */
export const lagosDayEnd = (now: Date): Date => new Date(lagosDayStart(now).getTime() + DAY_MS);
