import { OTP_EXPIRY_MINUTES } from '@faza/shared';

/**
 * The phone verification text. Short enough for one 160-character SMS (plain GSM characters
 * only: one curly quote would make it a 70-character Unicode message billed three times), the
 * code first so it shows in the notification, then the warning scammers make necessary.
 */
export const phoneCodeSms = (code: string): string =>
  `${code} is your Faza verification code. It expires in ${OTP_EXPIRY_MINUTES} minutes. Never share it: Faza staff will never ask for it.`;
