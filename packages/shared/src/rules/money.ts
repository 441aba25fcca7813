import { z } from 'zod';

// Money is integer kobo (docs/architecture.md §2). A JS number holds integers exactly up to 2^53, i.e. about
// 90 trillion naira, far beyond any wallet; the database column is bigint.
export const KOBO_PER_NAIRA = 100;

/** A non-negative whole number of kobo. */
// Pure: a module that only wants formatNaira must not drag zod into a page chunk.
export const koboSchema = /* @__PURE__ */ z
  .number()
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER);

/**
 * Naira (as a JS number) to kobo. `n * 100` is rounded to the nearest integer, but only float noise
 * is rounded away: if `n * 100` is further from that integer than two units in the last place
 * (e.g. 1.005 naira), `n` had more than 2 decimals and is refused rather than silently rounded.
 * NaN, infinities, negatives and amounts past the safe-integer range throw a RangeError.
 */
export const nairaToKobo = (naira: number): number => {
  if (!Number.isFinite(naira) || naira < 0) {
    throw new RangeError(`not a non-negative naira amount: ${naira}`);
  }
  const scaled = naira * KOBO_PER_NAIRA;
  const kobo = Math.round(scaled);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`naira amount too large: ${naira}`);
  const tolerance = Math.max(Number.EPSILON, Math.abs(scaled) * Number.EPSILON * 2);
  if (Math.abs(scaled - kobo) > tolerance) {
    throw new RangeError(`naira amount has more than 2 decimals: ${naira}`);
  }
  return kobo;
};

/** Kobo to naira, for spec-shaped fields and display. Signed amounts (history) are allowed. */
export const koboToNaira = (kobo: number): number => {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`kobo must be an integer: ${kobo}`);
  return kobo / KOBO_PER_NAIRA;
};

// Optional ₦ / NGN / N, then either plain digits or correctly grouped thousands, then up to 2
// decimals. Misplaced commas are refused: "1,5" might mean 1.5 to someone and 15 to us.
const NAIRA_STRING =
  /^(?:₦|NGN|N)?\s*(?<whole>\d{1,3}(?:,\d{3})+|\d+)?(?:\.(?<fraction>\d{1,2}))?$/i;

/**
 * Parses what a person types ('1,234.56', '₦1,000', '1000.5') into kobo without going through a
 * float, so '0.1' and '0.2' are exactly 10 and 20 kobo. Null when it is not a plain amount.
 */
export const parseNairaString = (input: string): number | null => {
  const match = NAIRA_STRING.exec(input.trim());
  const whole = match?.groups?.whole;
  const fraction = match?.groups?.fraction;
  if (!match || (whole === undefined && fraction === undefined)) return null;
  const digits = (whole ?? '0').replace(/,/g, '') + (fraction ?? '').padEnd(2, '0');
  const kobo = Number(digits);
  return Number.isSafeInteger(kobo) ? kobo : null;
};

// Written out rather than Intl.NumberFormat: the first en-NG currency formatter a page builds costs
// tens of milliseconds of ICU set-up on a cheap phone, on the main thread, while /shop hydrates, and
// the grouping rule is this simple. The tests compare both on many amounts.
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '-' (or '+' when asked), '₦', grouped naira, and the kobo as decimals: 0 to 2, or always 2. */
const writeNaira = (kobo: number, fixedDecimals: boolean, plus: boolean): string => {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`kobo must be an integer: ${kobo}`);
  const abs = Math.abs(kobo);
  const naira = groupThousands(String(Math.floor(abs / KOBO_PER_NAIRA)));
  const fraction = String(abs % KOBO_PER_NAIRA).padStart(2, '0');
  const decimals = fixedDecimals ? fraction : fraction.replace(/0+$/, '');
  const sign = kobo < 0 ? '-' : plus && kobo > 0 ? '+' : '';
  return `${sign}₦${naira}${decimals ? `.${decimals}` : ''}`;
};

/** '₦1,000', '₦1,000.5', '₦1,234.56': 0 to 2 decimals, en-NG (docs/product-spec.md §9). */
export const formatNaira = (kobo: number): string => writeNaira(kobo, false, false);

/** Wallet history: always 2 decimals, with + for incoming and - for outgoing; zero unsigned. */
export const formatSignedNaira = (kobo: number): string => writeNaira(kobo, true, true);

/** docs/product-spec.md §5: the balance covers the amount when it is greater than or equal to it. */
export const hasSufficientBalance = (balanceKobo: number, amountKobo: number): boolean =>
  balanceKobo >= amountKobo;
