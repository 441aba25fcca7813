// Texts the accounts API answers with that docs/product-spec.md §5/§8 do not give (the spec's own texts live in
// ../messages.ts and are used from there). Written to match the spec's tone; "ours" in that file's
// sense.
import { TOASTS } from '../messages';

export const AUTH_MESSAGES = {
  /** 401 for a wrong phone or a wrong password alike; the web shows it under 'Login Failed'. */
  invalidCredentials: TOASTS.signIn.failed.description,
  emailTaken: 'An account with this email address already exists. Please sign in instead.',
  phoneTaken: 'An account with this phone number already exists. Please sign in instead.',
  /** A sign-up gives either a phone number or a gift's claim code, not both. */
  giftOrPhone: 'Sign up with a phone number or from a gift’s link, not both.',
  /** A wrong verification code (docs/product-spec.md §8 'Invalid Code'). */
  invalidCode: TOASTS.verify.invalidCode.title,
  /** The code is past its 10 minutes, already used, replaced, or had too many wrong guesses. */
  codeExpired: 'This code has expired. Please request a new one.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetLinkRequired: 'This reset link is incomplete. Please open the link from your email again.',
  passwordTooLong: 'Password must be at most 128 characters',
  signInLocked: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyRequests: (seconds: number) =>
    seconds <= 90
      ? `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`
      : `Too many requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  signInRequired: 'Please sign in to continue.',
  /** 403 PHONE_NOT_VERIFIED: sending food or money needs a verified phone (docs/decisions/0027). */
  phoneNotVerified: 'Please verify your phone number before sending food or money.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  /** 404 on DELETE /api/auth/sessions/{id}: not one of the caller's live sessions. */
  sessionNotFound: 'That device is not signed in to your account.',
  /** 400 on change-password: the current password is wrong. */
  currentPasswordWrong: 'Your current password is not correct.',
  /** 409: the number this account claimed was proved by the account holding it (decision 0049). */
  phoneProvedByOther:
    'This phone number has been confirmed on another account. Please contact support.',
  /** 502 SMS_NOT_SENT: the SMS provider refused or did not answer. */
  smsNotSent: 'We could not send the text message. Please try again.',
  forbidden: 'You are not allowed to do that.',
  crossSite: 'This request came from another site and was refused.',
} as const;

/** The phone verification screen's texts (ours: the spec has no phone verification). */
export const PHONE_VERIFY_TEXTS = {
  title: 'Verify Your Phone',
  /** Why the screen asks, before the code's destination. */
  intro: 'Senders find you by your FAZA number, made from this phone number.',
  /** Said instead when a send brought the user here. */
  beforeSending: 'Before you send food or money, confirm that this phone number is yours.',
  sending: 'Texting a code to your phone…',
  submit: 'Verify Phone',
  skip: 'Skip for now',
  sent: { title: 'Code Sent', description: 'We texted a verification code to your phone.' },
  success: {
    title: 'Phone Verified',
    description: 'You can now send and receive food and money.',
  },
  failed: { title: 'Error', description: 'Failed to verify phone number' },
  /** The account menu's nudge, beside 'Verify your email'. */
  menuNudge: 'Verify your phone',
  /** Under an unverified account's FAZA number, instead of 'Share it…'. */
  fazaUnreachable: 'Senders cannot reach this number until you verify your phone.',
  fazaVerifyLink: 'Verify now',
} as const;

/** /settings/security: the account's signed-in devices. */
export const DEVICES_TEXTS = {
  title: 'Security',
  intro:
    'Where your Faza account is signed in. If you see a device you do not know, sign it out and change your password.',
  menuLink: 'Signed-in devices',
  heading: 'Signed-in devices',
  loading: 'Loading your devices…',
  loadError: 'We could not load your devices.',
  retry: 'Try Again',
  empty: 'No other device is signed in to your account.',
  thisDevice: 'This device',
  unknownPlace: 'Place unknown',
  placeNetwork: (network: string) => `Network ${network}`,
  lastUsed: (when: string) => `Last used ${when}`,
  signedIn: (when: string) => `Signed in ${when}`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutOthers: 'Sign out of all other devices',
  signOutOthersConfirm: 'Yes, sign them all out',
  cancel: 'Cancel',
  signedOutOne: (device: string) => `${device} was signed out.`,
  signedOutOthers: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `${count} other device${count === 1 ? ' was' : 's were'} signed out.`,
  signOutFailed: 'Could not sign that device out. Please try again.',
  passwordHeading: 'Change password',
  passwordIntro: 'Changing your password signs out every other device.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  changePassword: 'Change Password',
  changingPassword: 'Saving…',
  passwordChanged: (count: number) =>
    count === 0
      ? 'Password changed.'
      : `Password changed. ${count} other device${count === 1 ? ' was' : 's were'} signed out.`,
  passwordChangeFailed: 'Could not change your password. Please try again.',
} as const;
