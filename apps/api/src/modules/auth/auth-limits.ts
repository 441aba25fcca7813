import type { FastifyReply } from 'fastify';
import { AUTH_MESSAGES } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { enforceLimits, type LimitRule } from '../../lib/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the accounts API in one place (docs/architecture.md §5). Counters live in PostgreSQL
 * (lib/rate-limit.ts), so they hold across API instances.
 */
export const AUTH_LIMITS = {
  /**
   * Consecutive failed sign-ins to one phone from untrusted clients (no device cookie for the
   * account): the 11th attempt within 15 minutes is refused. Browsers with the account's device
   * cookie are not (docs/decisions/0014).
   */
  signInPerPhone: { points: 10, windowSeconds: 15 * MINUTE },
  /** Consecutive failed sign-ins with one device cookie: a stolen cookie is no skeleton key. */
  signInPerDevice: { points: 10, windowSeconds: 15 * MINUTE },
  /** Sign-in attempts from one IP address by untrusted clients (many phones tried from one place). */
  signInPerIp: { points: 50, windowSeconds: 15 * MINUTE },
  /** Accounts created from one IP address: hashing is deliberately expensive. */
  signUpPerIp: { points: 30, windowSeconds: HOUR },
  /** Codes and reset links emailed to one address: one a minute (the UI counts down 60 s)… */
  emailPerMinute: { points: 1, windowSeconds: MINUTE },
  /** …and five an hour. */
  emailPerHour: { points: 5, windowSeconds: HOUR },
  /** Resend / forgot-password requests from one IP address, whatever the address. */
  emailPerIp: { points: 30, windowSeconds: HOUR },
  /** Verification attempts from one IP address across all addresses. */
  verifyPerIp: { points: 60, windowSeconds: 15 * MINUTE },
  /** Verification codes texted to one phone: one a minute (the screen counts down 60 s)… */
  smsPerMinute: { points: 1, windowSeconds: MINUTE },
  /** …and five an hour: every text costs money. */
  smsPerHour: { points: 5, windowSeconds: HOUR },
  /** Texts asked for from one IP address across accounts: many accounts pumping texts. */
  smsPerIp: { points: 30, windowSeconds: HOUR },
  /** FAZA name enquiries by one signed-in user. */
  fazaLookupPerUser: { points: 30, windowSeconds: MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * The limits on emailing an address (a verification code or a reset link): requests from one IP
 * address whatever the purpose, then one a minute and five an hour per address and purpose.
 * Throws the 429 of the first spent limit.
 */
export function enforceEmailLimits(
  sql: Sql,
  reply: FastifyReply,
  { ip, email, purpose }: { ip: string; email: string; purpose: 'forgot' | 'resend' },
): Promise<void> {
  return enforceLimits(
    sql,
    reply,
    [
      { key: `email:ip:${ip}`, rule: AUTH_LIMITS.emailPerIp },
      { key: `${purpose}:min:${email}`, rule: AUTH_LIMITS.emailPerMinute },
      { key: `${purpose}:hour:${email}`, rule: AUTH_LIMITS.emailPerHour },
    ],
    AUTH_MESSAGES.tooManyRequests,
  );
}
