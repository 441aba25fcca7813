import { z } from 'zod';
import { signInPasswordSchema, signUpPasswordSchema } from '../rules/password';
import { AUTH_MESSAGES } from './messages';

// ——— The account's signed-in devices (/settings/security) ———

/** One live session of the signed-in account. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** 'Chrome on Android' (describeUserAgent). */
  device: z.string(),
  /** The address's network ('102.89.34.0/24'), or null when unknown (roughPlace). */
  place: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the request itself. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/auth/sessions`: newest use first, the current one among them. */
export const accountSessionsResponseSchema = z.object({
  sessions: z.array(accountSessionSchema),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** `DELETE /api/auth/sessions/{id}` */
export const sessionParamsSchema = z.object({ id: z.uuid(AUTH_MESSAGES.sessionNotFound) });

/** `DELETE /api/auth/sessions/{id}` and `POST /api/auth/sessions/sign-out-others`. */
export const sessionsSignedOutResponseSchema = z.object({
  /** How many sessions were ended. */
  signed_out: z.number().int().nonnegative(),
});
export type SessionsSignedOutResponse = z.infer<typeof sessionsSignedOutResponseSchema>;

/** `POST /api/auth/change-password`: ends every other session of the account. */
export const changePasswordRequestSchema = z.object({
  'current-password': signInPasswordSchema.max(128, AUTH_MESSAGES.passwordTooLong),
  password: signUpPasswordSchema.max(128, AUTH_MESSAGES.passwordTooLong),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  password_changed: z.literal(true),
  /** How many other sessions were ended. */
  signed_out: z.number().int().nonnegative(),
});
