import { signUpRequestSchema } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { displayNameFromEmail } from './auth-mappers';
import { checkPhoneCode, issuePhoneCode } from './phone-codes-repository';
import { insertSession, type SessionLifetimes } from './sessions-repository';
import { hashToken, newToken } from './tokens';
import { insertUserWithWallet } from './users-repository';

export type SeededAccount = { id: string; faza: string; walletId: string; sessionToken: string };

/**
 * The rows a sign-up, a sign-in and (unless `verifyPhone` is false) a phone verification leave,
 * written with the same schema and repository functions those routes use, for the browser tests'
 * accounts that are not about signing up (docs/decisions/0050). The caller brings the password's
 * hash so a test run hashes once; `sessionToken` is what the session cookie carries.
 */
export async function seedSignedInAccount(
  sql: Sql,
  account: {
    email: string;
    phone: string;
    password: string;
    passwordHash: string;
    /** The name as on the bank account (docs/decisions/0054-real-names.md); none when absent. */
    firstName?: string | undefined;
    lastName?: string | undefined;
  },
  { verifyPhone, lifetimes }: { verifyPhone: boolean; lifetimes: SessionLifetimes },
): Promise<SeededAccount> {
  // The sign-up form's own parsing: the email lower-cased, the phone as +234…
  const parsed = signUpRequestSchema.parse({
    email: account.email,
    'phone-number': account.phone,
    password: account.password,
    ...(account.firstName === undefined ? {} : { 'first-name': account.firstName }),
    ...(account.lastName === undefined ? {} : { 'last-name': account.lastName }),
  });
  const { email } = parsed;
  const phone = parsed['phone-number']!;
  const user = await insertUserWithWallet(sql, {
    email,
    phone,
    passwordHash: account.passwordHash,
    displayName: displayNameFromEmail(email),
    firstName: parsed['first-name'],
    lastName: parsed['last-name'],
  });
  if (verifyPhone) {
    const { code } = await issuePhoneCode(sql, user.id, phone);
    const check = await checkPhoneCode(sql, user.id, code);
    if (check !== 'verified') throw new Error(`phone of ${email} not verified: ${check}`);
  }
  const sessionToken = newToken();
  await insertSession(
    sql,
    { tokenHash: hashToken(sessionToken), userId: user.id, ip: '127.0.0.1', userAgent: 'e2e' },
    lifetimes,
  );
  return { ...user, sessionToken };
}
