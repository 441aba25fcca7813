import { z } from 'zod';
import { EXAMPLE_PHONE, MESSAGES } from '../messages';

// docs/product-spec.md §5: optional +234 / 234 / 0, then 7/8/9, then 0/1, then 8 digits. Digits only, apart from
// the leading +, so "0803 123 4567" is refused rather than silently reshaped.
const NIGERIAN_PHONE = /^(?:\+234|234|0)?[789][01]\d{8}$/;

/** The spec's looser second rule message; docs/architecture.md §3 applies the Nigerian rule everywhere. */
export const PHONE_GENERIC_MESSAGE = MESSAGES.phone.invalidGeneric;

/** The message shown for any phone that fails the Nigerian rule. */
export const PHONE_INVALID_MESSAGE = MESSAGES.phone.invalid(EXAMPLE_PHONE);

export const isValidNigerianPhone = (phone: string): boolean => NIGERIAN_PHONE.test(phone);

/**
 * `+234` followed by the 10-digit national number, or null when the input fails the rule.
 * Every accepted form ends in the national number, so its last 10 characters are that number.
 */
export const normalizeNigerianPhone = (phone: string): string | null =>
  isValidNigerianPhone(phone) ? `+234${phone.slice(-10)}` : null;

/** A Nigerian phone number, output normalised to `+234…`. Surrounding spaces are forgiven. */
export const phoneSchema = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .trim()
  .regex(NIGERIAN_PHONE, PHONE_INVALID_MESSAGE)
  .transform((phone) => `+234${phone.slice(-10)}`);

/**
 * How Nigerians write their own number: `0803 123 4567` (from any accepted form); the input as it
 * was when it fails the rule.
 */
export function formatNigerianPhone(phone: string): string {
  const normalized = normalizeNigerianPhone(phone);
  if (!normalized) return phone;
  const national = `0${normalized.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}
