import { randomUUID } from 'node:crypto';
import { OTP_EXPIRY_MINUTES, wrongCodeMessage } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { RESET_LINK_MINUTES } from '../../lib/email/messages';
import { hashCode, hashToken, newToken, newVerificationCode, sameHash } from './tokens';
import { markEmailVerified } from './users-repository';

/** Wrong guesses a code survives; the fifth wrong one kills it (for one requester, when counted so). */
const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong guesses of one code from all requesters together, where each requester has its own five
 * (email codes, which anyone who knows the address may try): the twentieth kills the code.
 */
const MAX_CODE_ATTEMPTS_ALL_REQUESTERS = 20;

/** Issues a fresh code and retires the user's earlier ones: only the newest code works. */
export async function issueVerificationCode(sql: Sql, userId: string): Promise<string> {
  const code = newVerificationCode();
  const id = randomUUID();
  await sql.begin(async (tx) => {
    await tx`update email_verification_codes set consumed_at = now()
             where user_id = ${userId} and consumed_at is null`;
    await tx`insert into email_verification_codes (id, user_id, code_hash, expires_at)
             values (${id}, ${userId}, ${hashCode(id, code)},
                     now() + make_interval(mins => ${OTP_EXPIRY_MINUTES}))`;
  });
  return code;
}

/** A wrong code, and how many more guesses the guesser has before it is spent for them. */
export type WrongCode = { wrong: true; triesLeft: number };

/** 'taken': a right code for a claimed number its holder proved first (docs/decisions/0049). */
export type CodeCheck = 'verified' | WrongCode | 'expired' | 'taken';

export const isWrongCode = (check: CodeCheck): check is WrongCode => typeof check === 'object';

/** The refusal of a wrong code: it is wrong, and how many tries are left (INVALID_CODE). */
export const refuseWrongCode = (check: WrongCode, field: string) =>
  refuse('INVALID_CODE', { field, message: wrongCodeMessage(check.triesLeft) });

/** What an unknown address is answered, as a first wrong guess at a real one would be. */
export const FIRST_WRONG_GUESS: WrongCode = { wrong: true, triesLeft: MAX_CODE_ATTEMPTS - 1 };

/** The code tables: one row per code sent, newest live one checked. */
export type CodeTable = 'email_verification_codes' | 'phone_verification_codes';

/**
 * Checks a code against the user's newest live code in `table`, row-locked so parallel guesses
 * are counted one by one. Right: the code is spent and `onRight` marks what it proves, in the same
 * transaction. Wrong: one attempt is counted, and the fifth wrong guess spends the code. No live
 * code (never issued, used, replaced, past its time or out of guesses): 'expired'.
 *
 * With a `requester` (who is guessing: an address per limitAddress), the five wrong guesses are
 * that requester's own: past them it is told 'expired' while the code lives on for everyone else,
 * so a stranger who knows the address cannot lock its owner out. The code dies after
 * MAX_CODE_ATTEMPTS_ALL_REQUESTERS wrong guesses from all of them.
 */
export async function checkCode(
  sql: Sql,
  table: CodeTable,
  userId: string,
  code: string,
  onRight: (tx: TransactionSql, row: { phone: string | null }) => Promise<CodeCheck>,
  requester?: string,
): Promise<CodeCheck> {
  const maxAttempts =
    requester === undefined ? MAX_CODE_ATTEMPTS : MAX_CODE_ATTEMPTS_ALL_REQUESTERS;
  // Retried whole on a deadlock or serialization failure: `onRight` may move money or food (a
  // gift's claim), and a rerun sees the code as it is then.
  return withTransaction(sql, async (tx): Promise<CodeCheck> => {
    const [row] = await tx<
      { id: string; phone: string | null; code_hash: Buffer; attempts: number; live: boolean }[]
    >`
      select id, to_jsonb(c) ->> 'phone' as phone, code_hash, attempts,
             (expires_at > now() and attempts < ${maxAttempts}) as live
      from ${tx(table)} c
      where user_id = ${userId} and consumed_at is null
      order by created_at desc
      limit 1
      for update`;
    if (!row || !row.live) return 'expired';
    // Under the code's row lock, so one requester's parallel guesses are counted one by one too.
    const guessKey = requester === undefined ? null : `code-guess:${row.id}:${requester}`;
    const guessed = guessKey === null ? 0 : await requesterGuesses(tx, guessKey);
    if (guessKey !== null && guessed >= MAX_CODE_ATTEMPTS) return 'expired';
    if (!sameHash(row.code_hash, hashCode(row.id, code))) {
      const attempts = row.attempts + 1;
      // Compared here: two bare parameters would be compared in SQL as text ('3' >= '20').
      await tx`update ${tx(table)}
               set attempts = ${attempts},
                   consumed_at = case when ${attempts >= maxAttempts} then now() end
               where id = ${row.id}`;
      if (guessKey !== null) await countRequesterGuess(tx, guessKey);
      const left = maxAttempts - attempts;
      return {
        wrong: true,
        triesLeft: guessKey === null ? left : Math.min(left, MAX_CODE_ATTEMPTS - guessed - 1),
      };
    }
    await tx`update ${tx(table)} set consumed_at = now() where id = ${row.id}`;
    return onRight(tx, row);
  });
}

/** One requester's wrong guesses of one code, kept in rate_limits until the code's time is up. */
async function requesterGuesses(tx: TransactionSql, key: string): Promise<number> {
  const [row] = await tx<{ points: number }[]>`
    select points from rate_limits where key = ${key} and expires_at > now()`;
  return row?.points ?? 0;
}

async function countRequesterGuess(tx: TransactionSql, key: string): Promise<void> {
  await tx`
    insert into rate_limits as r (key, points, expires_at)
    values (${key}, 1, now() + make_interval(mins => ${OTP_EXPIRY_MINUTES}))
    on conflict (key) do update set
      points = case when r.expires_at <= now() then 1 else r.points + 1 end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end`;
}

/**
 * Email verification: a right code marks the email verified. Anyone who knows the address may
 * guess, so each `requester` has guesses of its own (see checkCode).
 */
export const checkVerificationCode = (sql: Sql, userId: string, code: string, requester: string) =>
  checkCode(
    sql,
    'email_verification_codes',
    userId,
    code,
    async (tx) => {
      await markEmailVerified(tx, userId);
      return 'verified';
    },
    requester,
  );

export async function issueResetToken(sql: Sql, userId: string): Promise<string> {
  const token = newToken();
  await sql.begin(async (tx) => {
    await tx`update password_reset_tokens set consumed_at = now()
             where user_id = ${userId} and consumed_at is null`;
    await tx`insert into password_reset_tokens (token_hash, user_id, expires_at)
             values (${hashToken(token)}, ${userId},
                     now() + make_interval(mins => ${RESET_LINK_MINUTES}))`;
  });
  return token;
}

export async function isResetTokenLive(sql: Sql, token: string): Promise<boolean> {
  const [row] = await sql`
    select 1 from password_reset_tokens
    where token_hash = ${hashToken(token)} and consumed_at is null and expires_at > now()`;
  return row !== undefined;
}

/**
 * Spends a live reset token (row-locked, so two tabs cannot both use it) and every other token of
 * the same user, then runs `apply` in the same transaction. Null when the token is unknown, used
 * or expired.
 */
export async function consumeResetToken<T>(
  sql: Sql,
  token: string,
  apply: (tx: TransactionSql, userId: string) => Promise<T>,
): Promise<T | null> {
  const result = await sql.begin(async (tx) => {
    const [row] = await tx<{ user_id: string }[]>`
      select user_id from password_reset_tokens
      where token_hash = ${hashToken(token)} and consumed_at is null and expires_at > now()
      for update`;
    if (!row) return null;
    await tx`update password_reset_tokens set consumed_at = now()
             where user_id = ${row.user_id} and consumed_at is null`;
    return apply(tx, row.user_id);
  });
  return result as T | null;
}
