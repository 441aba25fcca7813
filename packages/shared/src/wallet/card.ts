// Rules of the sandbox payment page. Our API never receives card numbers for a
// real provider; only the built-in sandbox page checks these, to behave like a card form.

/** Digits only, spaces and hyphens dropped; null when anything else is in it. */
export const cardDigits = (input: string): string | null => {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
};

/** The Luhn check digit test every card number passes. */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Sandbox rule: any Luhn-valid number succeeds except one ending in 0002, which is declined. */
export const SANDBOX_DECLINED_SUFFIX = '0002';
export const sandboxCardOutcome = (digits: string): 'success' | 'declined' =>
  digits.endsWith(SANDBOX_DECLINED_SUFFIX) ? 'declined' : 'success';

/** 'MM/YY' still valid in the month of `now` (a card works to the end of its month). */
export const expiryValid = (expiry: string, now: Date): 'ok' | 'invalid' | 'expired' => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const year = 2000 + Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() ? 'ok' : 'expired';
};
