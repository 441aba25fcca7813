import { OTP_EXPIRY_MINUTES } from '@faza/shared';

/**
 * The phone verification text. Short enough for one 160-character SMS (plain GSM characters
 * only: one curly quote would make it a 70-character Unicode message billed three times), the
 * code first so it shows in the notification, then the warning scammers make necessary.
 */
/** The delivery's hand-over code, sent when the rider picks the food up (docs/decisions/0057). */
export const handoverCodeSms = (code: string): string =>
  `${code} is your Faza hand-over code. Your delivery is out with a rider: give the code only when the food is in your hands.`;

export const phoneCodeSms = (code: string): string =>
  `${code} is your Faza verification code. It expires in ${OTP_EXPIRY_MINUTES} minutes. Never share it: Faza staff will never ask for it.`;
