import { randomUUID } from 'node:crypto';
import { OTP_EXPIRY_MINUTES } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { checkCode, type CodeCheck } from './codes-repository';
import { provePhone } from './phone-claim';
import { hashCode, newVerificationCode } from './tokens';

/**
 * Issues a fresh code for the user's phone and retires their earlier ones: only the newest works.
 * The same rules as email codes (codes-repository.ts), in a table of their own.
 */
export async function issuePhoneCode(
  sql: Sql,
  userId: string,
  phone: string,
): Promise<{ id: string; code: string }> {
  const code = newVerificationCode();
  const id = randomUUID();
  // Retiring the earlier codes waits on a claim that holds one of them (checkCode); retried whole
  // on a deadlock, as the claim is, rather than answering the customer's Resend with an error.
  await withTransaction(sql, async (tx) => {
    await tx`update phone_verification_codes set consumed_at = now()
             where user_id = ${userId} and consumed_at is null`;
    await tx`insert into phone_verification_codes (id, user_id, phone, code_hash, expires_at)
             values (${id}, ${userId}, ${phone}, ${hashCode(id, code)},
                     now() + make_interval(mins => ${OTP_EXPIRY_MINUTES}))`;
  });
  return { id, code };
}

/** A code whose text never left is withdrawn: it cannot be used, and no later check finds it. */
export async function withdrawPhoneCode(sql: Sql, id: string): Promise<void> {
  await sql`update phone_verification_codes set consumed_at = coalesce(consumed_at, now())
            where id = ${id}`;
}

/**
 * Phone verification: a right code marks the phone verified, if it is still the number the code
 * was texted to (otherwise it proves nothing: 'expired'); for a claimed number it takes the number
 * from an account that never proved it, or answers 'taken' (docs/decisions/0049).
 */
export const checkPhoneCode = (sql: Sql, userId: string, code: string): Promise<CodeCheck> =>
  checkCode(sql, 'phone_verification_codes', userId, code, (tx, row) =>
    provePhone(tx, userId, row.phone!),
  );
