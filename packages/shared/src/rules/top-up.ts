import { z } from 'zod';
import { MESSAGES } from '../messages';
import { koboToNaira, nairaToKobo, parseNairaString } from './money';

export const TOP_UP_MIN_NAIRA = 100;
export const TOP_UP_MAX_NAIRA = 1_000_000;
export const TOP_UP_MIN_KOBO = nairaToKobo(TOP_UP_MIN_NAIRA);
export const TOP_UP_MAX_KOBO = nairaToKobo(TOP_UP_MAX_NAIRA);
export const SUGGESTED_TOP_UPS = [1000, 2000, 5000, 10000, 20000, 50000] as const;

export const TOP_UP_METHODS = ['card', 'bank'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_EXPIRY_LENGTH = 5;
export const CARD_CVV_LENGTH = 3;

const toKoboOrNull = (naira: number): number | null => {
  try {
    return nairaToKobo(naira);
  } catch {
    return null;
  }
};

/**
 * The message for a top-up amount in naira, or null when it is acceptable. Missing, not a number,
 * zero or below, or more than 2 decimals all read as "not a valid amount".
 */
export const topUpAmountError = (naira: number | null | undefined): string | null => {
  if (naira === null || naira === undefined || !(naira > 0)) return MESSAGES.topUp.invalid;
  if (toKoboOrNull(naira) === null) return MESSAGES.topUp.invalid;
  if (naira < TOP_UP_MIN_NAIRA) return MESSAGES.topUp.min;
  if (naira > TOP_UP_MAX_NAIRA) return MESSAGES.topUp.max;
  return null;
};

// Form fields give strings ('1,000', '₦5,000'); the API gives numbers. Both end up naira numbers.
const toNairaNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const kobo = parseNairaString(value);
  return kobo === null ? undefined : koboToNaira(kobo);
};

/** A top-up amount in naira (spec field), from a number or a typed string. */
export const topUpAmountSchema = z.preprocess(
  toNairaNumber,
  z.number({ error: MESSAGES.topUp.invalid }).superRefine((naira, ctx) => {
    const message = topUpAmountError(naira);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
);

/** Card fields are only limited in length (docs/product-spec.md §5); they go to the payment page, never our API. */
export const cardDetailsSchema = z.object({
  cardNumber: z.string().max(CARD_NUMBER_MAX_LENGTH, MESSAGES.topUp.cardNumberTooLong),
  expiry: z.string().max(CARD_EXPIRY_LENGTH, MESSAGES.topUp.cardExpiryTooLong),
  cvv: z.string().max(CARD_CVV_LENGTH, MESSAGES.topUp.cardCvvTooLong),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;
