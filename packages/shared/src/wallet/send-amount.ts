import { z } from 'zod';
import { nairaToKobo } from '../rules/money';
import { WALLET_MESSAGES } from './messages';

export const SEND_MIN_NAIRA = 50;
export const SEND_MAX_NAIRA = 1_000_000;
export const SEND_MIN_KOBO = SEND_MIN_NAIRA * 100;
export const SEND_MAX_KOBO = SEND_MAX_NAIRA * 100;
export const SEND_NOTE_MAX_LENGTH = 140;

const toKoboOrNull = (naira: number): number | null => {
  try {
    return nairaToKobo(naira);
  } catch {
    return null;
  }
};

/**
 * The message for a wallet-send amount in naira, or null when it is acceptable:
 * a number, at most 2 decimals, from ₦50 to ₦1,000,000.
 */
export const sendAmountError = (naira: unknown): string | null => {
  if (typeof naira !== 'number' || !Number.isFinite(naira) || !(naira > 0)) {
    return WALLET_MESSAGES.sendInvalid;
  }
  if (naira > SEND_MAX_NAIRA) return WALLET_MESSAGES.sendMax;
  if (toKoboOrNull(naira) === null) return WALLET_MESSAGES.sendDecimals;
  if (naira < SEND_MIN_NAIRA) return WALLET_MESSAGES.sendMin;
  return null;
};

/**
 * A send amount as the API takes it: a JSON number of naira only. Strings ('50.5') are refused so
 * that no client sends floats-as-text that each side parses differently; forms parse first.
 */
export const sendAmountSchema = z
  .number({ error: WALLET_MESSAGES.sendInvalid })
  .superRefine((naira, ctx) => {
    const message = sendAmountError(naira);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A send amount in kobo, once `sendAmountError` accepted it. */
export const sendAmountKobo = (naira: number): number => nairaToKobo(naira);
