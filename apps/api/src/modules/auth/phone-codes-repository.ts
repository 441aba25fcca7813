import { randomUUID } from 'node:crypto';
import { OTP_EXPIRY_MINUTES } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { MAX_CODE_ATTEMPTS, type CodeCheck } from './codes-repository';
import { hashCode, newVerificationCode, sameHash } from './tokens';

/**
 * Issues a fresh code for the user's phone and retires their earlier ones: only the newest works.
 * The same rules as email codes (codes-repository.ts), in a table of their own.
 */
export async function issuePhoneCode(sql: Sql, userId: string, phone: string): Promise<string> {
  const code = newVerificationCode();
  const id = randomUUID();
  await sql.begin(async (tx) => {
    await tx`update phone_verification_codes set consumed_at = now()
             where user_id = ${userId} and consumed_at is null`;
    await tx`insert into phone_verification_codes (id, user_id, phone, code_hash, expires_at)
             values (${id}, ${userId}, ${phone}, ${hashCode(id, code)},
                     now() + make_interval(mins => ${OTP_EXPIRY_MINUTES}))`;
  });
  return code;
}

/**
 * Checks a code against the user's newest live phone code, row-locked so parallel guesses count
 * one by one. Right: the code is spent and the phone marked verified, if it is still the number the
 * code was texted to. Wrong: one attempt counted; the fifth spends the code. No live code: 'expired'.
 */
export async function checkPhoneCode(sql: Sql, userId: string, code: string): Promise<CodeCheck> {
  return sql.begin(async (tx): Promise<CodeCheck> => {
    const [row] = await tx<
      { id: string; phone: string; code_hash: Buffer; attempts: number; live: boolean }[]
    >`
      select id, phone, code_hash, attempts,
             (expires_at > now() and attempts < ${MAX_CODE_ATTEMPTS}) as live
      from phone_verification_codes
      where user_id = ${userId} and consumed_at is null
      order by created_at desc
      limit 1
      for update`;
    if (!row || !row.live) return 'expired';
    if (!sameHash(row.code_hash, hashCode(row.id, code))) {
      const attempts = row.attempts + 1;
      await tx`update phone_verification_codes
               set attempts = ${attempts},
                   consumed_at = case when ${attempts} >= ${MAX_CODE_ATTEMPTS} then now() end
               where id = ${row.id}`;
      return 'wrong';
    }
    await tx`update phone_verification_codes set consumed_at = now() where id = ${row.id}`;
    const marked = await tx`
      update users set phone_verified_at = coalesce(phone_verified_at, now()), updated_at = now()
      where id = ${userId} and phone = ${row.phone}`;
    return marked.count === 1 ? 'verified' : 'expired';
  });
}
