import { OTP_EXPIRY_MINUTES } from '@faza/shared';
import type { EmailMessage } from './mailer';

// Short, plain emails that read well in a phone's mail app and its notification preview: the one
// thing the reader needs first, then what to do if it was not them.

export const SIGN_OFF = '— Faza\nFood for you and yours, stored safely and shared easily.';

export const RESET_LINK_MINUTES = 60;

export function verificationCodeEmail(to: string, name: string, code: string): EmailMessage {
  return {
    to,
    subject: `${code} is your Faza verification code`,
    text: [
      `Hello ${name},`,
      '',
      'Your Faza verification code is:',
      '',
      `    ${code}`,
      '',
      `Enter it on the verification screen. It expires in ${OTP_EXPIRY_MINUTES} minutes and works once.`,
      '',
      'If you did not create a Faza account, you can ignore this email.',
      '',
      SIGN_OFF,
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, name: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Faza password',
    text: [
      `Hello ${name},`,
      '',
      'Open this link to choose a new password for your Faza account:',
      '',
      link,
      '',
      `The link expires in ${RESET_LINK_MINUTES} minutes and works once.`,
      '',
      'If you did not ask for this, ignore this email: your password stays the same.',
      '',
      SIGN_OFF,
    ].join('\n'),
  };
}

/** `signedOut`: 'all' after a reset by email, 'others' after a change from a signed-in device. */
export function passwordChangedEmail(
  to: string,
  name: string,
  signedOut: 'all' | 'others' = 'all',
): EmailMessage {
  return {
    to,
    subject: 'Your Faza password was changed',
    text: [
      `Hello ${name},`,
      '',
      signedOut === 'all'
        ? 'The password of your Faza account was just changed, and every device was signed out.'
        : 'The password of your Faza account was just changed, and every other device was signed out.',
      '',
      'If this was not you, reset your password now from the sign-in screen ("Forgot password")',
      'and contact our support.',
      '',
      SIGN_OFF,
    ].join('\n'),
  };
}

/** To an account whose unproved number was proved by someone else (docs/decisions/0049). */
export function phoneReleasedEmail(to: string, name: string, phoneEnding: string): EmailMessage {
  return {
    to,
    subject: 'Your Faza account no longer has a phone number',
    text: [
      `Hello ${name},`,
      '',
      `The phone number ending ${phoneEnding} was on your Faza account but never confirmed with a`,
      'texted code. Its owner has now confirmed it on their own account, so it was taken off yours',
      'and your devices were signed out.',
      '',
      'Your account, its email address, FAZA number, wallet, pantry and orders are all kept. To',
      'sign in again, contact our support from this email address and we will add your own number.',
      '',
      SIGN_OFF,
    ].join('\n'),
  };
}
