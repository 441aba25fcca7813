import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, maskPhone, publicFirstName } from '@faza/shared';
import { refuse, type AppError } from '../../lib/app-error';
import { verificationCodeEmail } from '../../lib/email/messages';
import type { AuthOptions } from './auth-options';
import { displayNameFromEmail } from './auth-mappers';
import { issueVerificationCode } from './codes-repository';
import { argon2ParamsFor, hashPassword } from './passwords';
import { findTakenFields, insertUserWithWallet } from './users-repository';

export type SignUpInput = {
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
} & ({ phone: string; gift?: undefined } | { gift: string; phone?: undefined });

/**
 * Creates the account and emails its verification code. From a gift's claim link the account gets
 * the gift's number, looked up here and not sent by the browser (docs/decisions/0058); every rule
 * for a typed number applies to it the same.
 */
export async function signUp(app: FastifyInstance, opts: AuthOptions, input: SignUpInput) {
  const { email, password, firstName, lastName } = input;
  const giftPhone = (db: Parameters<NonNullable<AuthOptions['phoneForGift']>>[0], code: string) => {
    if (!opts.phoneForGift) throw refuse('GIFT_NOT_FOUND', { field: 'gift' });
    return opts.phoneForGift(db, code);
  };
  // Looked up first so a gift that cannot be claimed costs no password hash; again below under
  // the gift's lock, in the transaction that creates the account.
  const phone = input.gift === undefined ? input.phone : await giftPhone(app.sql, input.gift);
  const claim = await refuseTaken(app, email, phone);
  const passwordHash = await hashPassword(password, argon2ParamsFor(app.config.NODE_ENV));
  const displayName = displayNameFromEmail(email);
  const named = { firstName: firstName ?? null, lastName: lastName ?? null, displayName };
  let user;
  try {
    user = await insertUserWithWallet(
      app.sql,
      { email, phone, passwordHash, displayName, firstName, lastName, claim },
      async (tx) => {
        // Claimed, cancelled or returned since the look-up above: no account is made.
        if (input.gift !== undefined) await giftPhone(tx, input.gift);
      },
    );
  } catch (err) {
    // Another sign-up with the same email or phone won the race since the check above.
    throw takenError(err) ?? err;
  }
  const code = await issueVerificationCode(app.sql, user.id);
  await app.mailer.send(verificationCodeEmail(email, publicFirstName(named), code));
  // Masked for a gift's number, and the FAZA number made from it: whoever holds the link learns
  // no more than its preview shows (docs/decisions/0058).
  const fromGift = input.gift !== undefined;
  return {
    user_id: user.id,
    email,
    'phone-number': fromGift ? maskPhone(phone) : phone,
    faza: fromGift ? `${user.faza.slice(0, 3)}${'*'.repeat(5)}${user.faza.slice(-4)}` : user.faza,
    email_verified: false as const,
    verification_sent: true as const,
  };
}

/**
 * 409 for a taken email or a proved phone. True when the phone is held by an account that never
 * proved it: the new account claims it and takes it by proving it (docs/decisions/0049).
 */
async function refuseTaken(app: FastifyInstance, email: string, phone: string): Promise<boolean> {
  const taken = await findTakenFields(app.sql, email, phone);
  if (!taken.email && !taken.phone) return taken.claimable;
  const fields: Record<string, string> = {};
  if (taken.email) fields.email = AUTH_MESSAGES.emailTaken;
  if (taken.phone) fields['phone-number'] = AUTH_MESSAGES.phoneTaken;
  const code = taken.email ? 'EMAIL_TAKEN' : 'PHONE_TAKEN';
  throw refuse(code, { message: Object.values(fields)[0]!, fields });
}

function takenError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, constraint_name: constraint } = err as { code?: string; constraint_name?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_email_key') {
    return refuse('EMAIL_TAKEN', { field: 'email' });
  }
  if (constraint === 'users_phone_key') {
    return refuse('PHONE_TAKEN', { field: 'phone-number' });
  }
  return null;
}
