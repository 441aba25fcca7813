import { namedPerson, publicFirstName } from '@faza/shared';
import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { passwordChangedEmail } from '../../lib/email/messages';
import type { Mailer } from '../../lib/email/mailer';
import { resetLimit } from '../../lib/rate-limit';
import { consumeResetToken, isResetTokenLive } from './codes-repository';
import { argon2ParamsFor, hashPassword, verifyPassword } from './passwords';
import type { SessionUser } from './session-plugin';
import { revokeAllSessions, revokeOtherSessions } from './sessions-repository';
import { markEmailVerified, updatePasswordHash } from './users-repository';

// The password actions (docs/architecture.md §1 "Adding a feature"): each owns its transaction;
// the routes (password-routes.ts) parse, call one of these and answer.

type Deps = { sql: Sql; mailer: Mailer; nodeEnv: Config['NODE_ENV'] };

type NameRow = {
  email: string;
  phone: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
};

/** Spends a reset link: the new password, the address proved, every session ended, the owner told. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const invalid = () => refuse('RESET_LINK_INVALID', { field: 'token' });
  // Cheap check first, so a made-up token costs no password hashing.
  if (!(await isResetTokenLive(deps.sql, token))) throw invalid();
  const passwordHash = await hashPassword(password, argon2ParamsFor(deps.nodeEnv));
  const user = await consumeResetToken(deps.sql, token, async (tx, userId) => {
    await updatePasswordHash(tx, userId, passwordHash);
    // The link reached the inbox, which proves the address as well as a code would.
    await markEmailVerified(tx, userId);
    await revokeAllSessions(tx, userId);
    const [row] = await tx<NameRow[]>`
      select email, phone, display_name, first_name, last_name from users where id = ${userId}`;
    return row!;
  });
  if (!user) throw invalid(); // spent by a parallel request meanwhile
  // The owner chose a new password: an earlier lock-out of their phone no longer applies.
  await resetLimit(deps.sql, `signin:phone:${user.phone}`);
  await deps.mailer.send(
    passwordChangedEmail(user.email, publicFirstName(namedPerson(user)), 'all'),
  );
}

/**
 * The signed-in owner's new password, after checking the current one; every other session ends
 * (this one, `keepSession`, stays). Answers how many were signed out.
 */
export async function changePassword(
  deps: Deps,
  me: SessionUser,
  passwords: { current: string; next: string },
  keepSession: Buffer,
): Promise<number> {
  const [row] = await deps.sql<{ password_hash: string }[]>`
    select password_hash from users where id = ${me.id}`;
  if (!row || !(await verifyPassword(row.password_hash, passwords.current)))
    throw refuse('WRONG_PASSWORD', { field: 'current-password' });
  const passwordHash = await hashPassword(passwords.next, argon2ParamsFor(deps.nodeEnv));
  const signedOut = await deps.sql.begin(async (tx) => {
    await updatePasswordHash(tx, me.id, passwordHash);
    return revokeOtherSessions(tx, me.id, keepSession);
  });
  await resetLimit(deps.sql, `password-change:user:${me.id}`);
  await deps.mailer.send(
    passwordChangedEmail(me.email, publicFirstName(namedPerson(me)), 'others'),
  );
  return signedOut;
}
