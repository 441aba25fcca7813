import { z } from 'zod';
import { MESSAGES } from '../messages';

export const FAZA_LENGTH = 12;
const EMPTY_FAZA = '0'.repeat(FAZA_LENGTH);
const FAZA_PATTERN = /^\d{12}$/;

/** Returns an integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

/** Shown after the server's validity check fails (docs/product-spec.md §5). */
export const FAZA_INVALID_MESSAGE = MESSAGES.faza.invalid;

export const isValidFaza = (faza: string): boolean => FAZA_PATTERN.test(faza);

/** docs/product-spec.md §3: non-digits removed, left-padded with zeros to 12, last 12 kept. */
export const fazaFromPhone = (phone?: string | null): string => {
  if (!phone) return EMPTY_FAZA;
  return phone.replace(/\D/g, '').padStart(FAZA_LENGTH, '0').slice(-FAZA_LENGTH);
};

/** Unbiased: rejection sampling, so `% max` does not favour low digits. */
export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  const limit = Math.floor(2 ** 32 / maxExclusive) * maxExclusive;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % maxExclusive;
  }
};

/** 12 random digits, for when the phone-derived number is taken (docs/architecture.md §3). */
export const randomFaza = (randomInt: RandomInt = cryptoRandomInt): string => {
  let faza = '';
  for (let i = 0; i < FAZA_LENGTH; i += 1) {
    const digit = randomInt(10);
    // A broken source must not produce a malformed FAZA that is then stored forever.
    if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
      throw new RangeError(`random source returned ${digit}, expected an integer 0..9`);
    }
    faza += String(digit);
  }
  return faza;
};

/** What a FAZA input field keeps of what was typed or pasted. */
export const sanitizeFazaInput = (input: string): string =>
  input.replace(/\D/g, '').slice(0, FAZA_LENGTH);

/** Groups of 4 joined by hyphens: '123456789012' → '1234-5678-9012'; partial input too. */
export const formatFaza = (faza: string): string =>
  (faza.replace(/\D/g, '').match(/\d{1,4}/g) ?? []).join('-');

/**
 * A FAZA number as typed or shown: the display separators (spaces, hyphens) are dropped, anything
 * else must be exactly 12 digits. Output is the 12-digit string (leading zeros kept).
 */
export const fazaSchema = z
  .string({ error: MESSAGES.faza.required })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.faza.required, abort: true })
      .regex(FAZA_PATTERN, MESSAGES.faza.length),
  );
