import { z } from 'zod';
import { emailSchema, forgotPasswordEmailSchema, signUpEmailSchema } from '../rules/email';
import { fazaSchema } from '../rules/faza';
import { claimCodeSchema } from '../gifts/claim-code';
import { otpSchema } from '../rules/otp';
import { signInPasswordSchema, signUpPasswordSchema } from '../rules/password';
import { firstNameSchema, lastNameSchema } from '../rules/person-name';
import { PHONE_INVALID_MESSAGE, phoneSchema } from '../rules/phone';
import { roleSchema, subscriptionTierSchema } from '../rules/subscription';
import { AUTH_MESSAGES } from './messages';

/** Argon2 hashes anything; a cap keeps one request from costing more than any other. */
export const PASSWORD_MAX_LENGTH = 128;

// ——— Requests (docs/product-spec.md §3/§7 field names, kept verbatim) ———

/** The name as on the person's bank account (docs/decisions/0054-real-names.md). */
export const personNameSchema = z.object({
  'first-name': firstNameSchema,
  'last-name': lastNameSchema,
});
export type PersonNameRequest = z.input<typeof personNameSchema>;

/**
 * `POST /api/auth/signup`. The spec's payload has no name, so the API still takes one without it
 * (that account is asked for its name before its first send); given, both parts are required.
 * From a gift's claim link, `gift` (its claim code) takes the place of `phone-number`: the server
 * gives the account the gift's number, which the browser never sees (docs/decisions/0058).
 */
export const signUpRequestSchema = z
  .object({
    email: signUpEmailSchema,
    'phone-number': phoneSchema.optional(),
    gift: claimCodeSchema.optional(),
    password: signUpPasswordSchema.max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    'first-name': firstNameSchema.optional(),
    'last-name': lastNameSchema.optional(),
  })
  // Which number the account gets: a typed one or a gift's, exactly one. Checked even when other
  // fields fail, so an empty form names the phone with the rest.
  .refine((value) => value['phone-number'] !== undefined || value.gift !== undefined, {
    path: ['phone-number'],
    message: PHONE_INVALID_MESSAGE,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((value) => value['phone-number'] === undefined || value.gift === undefined, {
    path: ['gift'],
    message: AUTH_MESSAGES.giftOrPhone,
  })
  .superRefine((value, ctx) => {
    if ((value['first-name'] === undefined) === (value['last-name'] === undefined)) return;
    const missing = value['first-name'] === undefined ? 'first-name' : 'last-name';
    const result = personNameSchema.shape[missing].safeParse('');
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: result.error?.issues[0]?.message ?? 'Required',
    });
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The web sign-up form: the same payload, with the name required. */
export const signUpFormSchema = signUpRequestSchema.and(personNameSchema);

/** `POST /api/auth/signin` */
export const signInRequestSchema = z.object({
  'phone-number': phoneSchema,
  password: signInPasswordSchema.max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** `POST /api/auth/verify-email` */
export const verifyEmailRequestSchema = z.object({ email: emailSchema, code: otpSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** `POST /api/auth/resend-code` */
export const resendCodeRequestSchema = z.object({ email: emailSchema });
export type ResendCodeRequest = z.input<typeof resendCodeRequestSchema>;

/** `POST /api/auth/verify-phone`: the code texted to the signed-in account's phone. */
export const verifyPhoneRequestSchema = z.object({ code: otpSchema });
export type VerifyPhoneRequest = z.input<typeof verifyPhoneRequestSchema>;

/** `POST /api/auth/forgot-password` */
export const forgotPasswordRequestSchema = z.object({ email: forgotPasswordEmailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** `POST /api/auth/reset-password`: the token comes from the emailed link's `token` parameter. */
export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkRequired })
    .trim()
    .min(1, AUTH_MESSAGES.resetLinkRequired)
    .max(256, AUTH_MESSAGES.resetLinkInvalid),
  password: signUpPasswordSchema.max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `GET /api/auth/is-faza-valid/{faza}`: hyphens and spaces of the display form are accepted. */
export const fazaParamsSchema = z.object({ faza: fazaSchema });

// ——— Responses ———

/**
 * The signed-in user, as `POST auth/signin` and `GET auth/me` answer it: the docs/product-spec.md §3 keys the web
 * app stores (user_id, wallet_id, faza, role, is_premium, is_premium_plus, has_wallet, email,
 * phone-number) plus the display name, whether the email is verified and the stored tier.
 */
export const authUserSchema = z.object({
  user_id: z.string(),
  wallet_id: z.string().nullable(),
  /** 12 digits; show with `formatFaza`. */
  faza: z.string(),
  role: roleSchema,
  is_premium: z.boolean(),
  is_premium_plus: z.boolean(),
  has_wallet: z.boolean(),
  email: z.string(),
  /** Normalised `+234…`. */
  'phone-number': z.string(),
  /** Display name; defaults to the email's local part (docs/product-spec.md §3). */
  name: z.string(),
  /** The name as on the bank account; null until given (docs/decisions/0054-real-names.md). */
  'first-name': z.string().nullable(),
  'last-name': z.string().nullable(),
  email_verified: z.boolean(),
  /**
   * The phone's owner proved it with a texted code. Until then the account can neither send nor
   * receive food or money, and name enquiry does not find it (docs/decisions/0027).
   */
  phone_verified: z.boolean(),
  subscription_tier: subscriptionTierSchema,
  /** ISO date-time the paid tier ends, or null. */
  subscription_ends_at: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** `POST auth/signup` (201). No session: the spec sends the user to /signin afterwards. */
export const signUpResponseSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  'phone-number': z.string(),
  faza: z.string(),
  email_verified: z.literal(false),
  /** A verification code was emailed to `email`. */
  verification_sent: z.literal(true),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** `POST auth/verify-email` */
export const verifyEmailResponseSchema = z.object({ email_verified: z.literal(true) });

/** `POST auth/resend-code`, `POST auth/forgot-password`: the same answer whether or not the
 * address has an account. */
export const emailSentResponseSchema = z.object({ sent: z.literal(true) });

/** `POST auth/phone-code`: a code was texted to the signed-in account's phone. */
export const phoneCodeSentResponseSchema = z.object({ sent: z.literal(true) });

/** `POST auth/verify-phone` */
export const verifyPhoneResponseSchema = z.object({ phone_verified: z.literal(true) });

/** `POST auth/reset-password`: every session of the account was signed out. */
export const resetPasswordResponseSchema = z.object({ password_reset: z.literal(true) });

/** `POST auth/signout` */
export const signOutResponseSchema = z.object({ signed_out: z.literal(true) });

/** `GET auth/is-faza-valid/{faza}` */
export const fazaCheckResponseSchema = z.object({
  valid: z.boolean(),
  /**
   * As a bank's name enquiry: the first name and the surname's initial ('Bola T.'), or for an
   * account with no name its display name partly masked ('Ad*** Ok***'); null when not valid.
   */
  name: z.string().nullable(),
  /** True when the number is the caller's own (sending to it is refused at send time). */
  self: z.boolean(),
});
export type FazaCheckResponse = z.infer<typeof fazaCheckResponseSchema>;
