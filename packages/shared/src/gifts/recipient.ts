import { normalizeNigerianPhone } from '../rules/phone';

// docs/decisions/0036-gifts-held-for-a-phone-number.md: a sender types a FAZA number or a phone
// number into the same field. A FAZA number is exactly 12 digits; no Nigerian phone form is
// (0 + 10 digits is 11, 234 + 10 is 13), so the two never overlap.

/** Spaces, dashes, dots and brackets people type inside a number, none of them meaningful. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * THE normaliser of a typed phone number (0803…, +234803…, 234803…, 803…, spaces and dashes
 * allowed): `+234` and the 10-digit national number, or null when it is not a Nigerian mobile
 * number. Gifts are held, claimed and limited by this form only, so two spellings of one phone are
 * always the same recipient.
 */
export const normalizeGiftPhone = (input: string): string | null =>
  normalizeNigerianPhone(input.trim().replace(SEPARATORS, ''));

export type Recipient = { kind: 'faza'; faza: string } | { kind: 'phone'; phone: string };

/** What a "FAZA number or phone number" field holds, or null when it is neither. */
export const parseRecipient = (input: string): Recipient | null => {
  const compact = input.trim().replace(SEPARATORS, '');
  if (/^\d{12}$/.test(compact)) return { kind: 'faza', faza: compact };
  const phone = normalizeGiftPhone(input);
  return phone ? { kind: 'phone', phone } : null;
};

/** A phone shown to someone who does not own it: `0803 *** 4567`. */
export const maskPhone = (phone: string): string => {
  const normalized = normalizeGiftPhone(phone);
  if (!normalized) return '***';
  const national = `0${normalized.slice(4)}`;
  return `${national.slice(0, 4)} *** ${national.slice(7)}`;
};
