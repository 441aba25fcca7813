import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import type { Mailer } from '../../lib/email/mailer';
import {
  passwordResetEmail,
  phoneReleasedEmail,
  verificationCodeEmail,
} from '../../lib/email/messages';
import type { JobDefinitions } from '../../jobs/job-runner';
import { namedPerson, publicFirstName, resetPasswordLink } from '@faza/shared';
import { issueResetToken, issueVerificationCode } from './codes-repository';
import { PHONE_RELEASED_TASK } from './phone-claim';
import { findUserByEmail } from './users-repository';

/** Emails a reset link to `{ email }` if it has an account. */
export const RESET_LINK_TASK = 'auth_email_reset_link';
/** Emails a fresh verification code to `{ email }` if it has an unverified account. */
export const VERIFICATION_CODE_TASK = 'auth_email_verification_code';

/**
 * Forgot-password and resend-code queue one of these for every address, known or not, and answer
 * at once: the request does the same work whether or not the account exists, so its response time
 * tells nothing. Looking the address up, issuing the secret and sending happen
 * here. Payloads hold the address only, never a code or token.
 */
export const authJobs = (sql: Sql, config: Config, mailer: Mailer): JobDefinitions => {
  // Links never take their host from a request: a forged Host header would otherwise send the
  // victim a link to the attacker's site carrying a live token.
  const linkOrigin = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://localhost:${config.PORT}`;
  return {
    tasks: {
      [RESET_LINK_TASK]: async (payload) => {
        const user = await findUserByEmail(sql, (payload as { email: string }).email);
        if (!user) return;
        const token = await issueResetToken(sql, user.id);
        const link = resetPasswordLink(linkOrigin, token);
        await mailer.send(passwordResetEmail(user.email, publicFirstName(namedPerson(user)), link));
      },
      [VERIFICATION_CODE_TASK]: async (payload) => {
        const user = await findUserByEmail(sql, (payload as { email: string }).email);
        if (!user || user.email_verified_at) return;
        const code = await issueVerificationCode(sql, user.id);
        await mailer.send(
          verificationCodeEmail(user.email, publicFirstName(namedPerson(user)), code),
        );
      },
      // Queued by the transaction that took an unproved number away (docs/decisions/0049).
      [PHONE_RELEASED_TASK]: async (payload) => {
        const { userId, phoneEnding } = payload as { userId: string; phoneEnding: string };
        const [user] = await sql<
          {
            email: string;
            display_name: string;
            first_name: string | null;
            last_name: string | null;
          }[]
        >`select email, display_name, first_name, last_name from users where id = ${userId}`;
        if (user)
          await mailer.send(
            phoneReleasedEmail(user.email, publicFirstName(namedPerson(user)), phoneEnding),
          );
      },
    },
  };
};
