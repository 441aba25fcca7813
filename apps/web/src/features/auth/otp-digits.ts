import { OTP_LENGTH, otpBoxValue, otpFromPaste } from '@faza/shared';

/** The code as one string per box (empty string for an empty box). */
export type OtpDigits = readonly string[];

export const toDigits = (code: string): OtpDigits =>
  Array.from({ length: OTP_LENGTH }, (_, i) => code[i] ?? '');

/**
 * Joins the boxes. An empty box in the middle is kept as a space so the digits after it stay in
 * their boxes; the schema then refuses the code as incomplete.
 */
export const fromDigits = (digits: OtpDigits): string =>
  digits
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();

export type OtpChange = { code: string; focus: number };

/**
 * Box `index` now holds `text`: the box's old digit plus one typed (either side of the caret), or
 * several digits at once (a paste, or the phone's one-time-code autofill). A full code fills every
 * box whichever box it landed in; a partial one fills from that box on. Focus moves to the box
 * after the last one filled.
 */
export function enterOtpText(code: string, index: number, text: string): OtpChange {
  const digits = [...toDigits(code)];
  const incoming = otpFromPaste(text);
  const previous = digits[index] ?? '';
  const typedOver = incoming.length === 2 && previous !== '' && incoming.includes(previous);
  if (incoming.length <= 1 || typedOver) {
    digits[index] = typedOver
      ? incoming[0] === previous
        ? incoming[1]!
        : incoming[0]!
      : otpBoxValue(text);
    const focus = digits[index] ? Math.min(index + 1, OTP_LENGTH - 1) : index;
    return { code: fromDigits(digits), focus };
  }
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  for (let i = 0; i < incoming.length && start + i < OTP_LENGTH; i += 1) {
    digits[start + i] = incoming[i]!;
  }
  return {
    code: fromDigits(digits),
    focus: Math.min(start + incoming.length, OTP_LENGTH - 1),
  };
}

/** Backspace in box `index`: clears it, or, when it is already empty, the box before it. */
export function eraseOtpDigit(code: string, index: number): OtpChange {
  const digits = [...toDigits(code)];
  const target = digits[index] ? index : Math.max(index - 1, 0);
  digits[target] = '';
  return { code: fromDigits(digits), focus: target };
}
