import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { addJob } from '../../jobs/add-job';
import { recordAudit } from '../../lib/audit';
import { revokeAllSessions } from './sessions-repository';

/** Emails `{ userId, phoneEnding }` that their unproved number went to its owner. */
export const PHONE_RELEASED_TASK = 'auth_email_phone_released';

export type PhoneProof = 'verified' | 'taken' | 'expired';

/**
 * What a right texted code for `phone` proves, in the code's transaction (docs/decisions/0027,
 * 0049). The number's lock is taken first, so its holder proving it and any number of claimants
 * proving it are served one at a time, each reading what the one before committed:
 * - the account holds `phone`: it is marked verified;
 * - the account claims `phone` and the holder never proved it (or nobody holds it now): the
 *   holder's phone is cleared and its sessions ended, it is emailed (a job, so only if this
 *   commits), and the claimant holds the number, verified;
 * - the holder has proved it meanwhile: 'taken', and nothing changes;
 * - anything else (the account's number changed since the code was texted): 'expired'.
 */
export async function provePhone(
  tx: TransactionSql,
  userId: string,
  phone: string,
): Promise<PhoneProof> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`phone:${phone}`}, 0))`;
  const [me] = await tx<{ phone: string | null; phone_claim: string | null }[]>`
    select phone, phone_claim from users where id = ${userId} for update`;
  if (me?.phone === phone) {
    await tx`update users set phone_verified_at = coalesce(phone_verified_at, now()),
                              updated_at = now()
             where id = ${userId}`;
    return 'verified';
  }
  if (me?.phone_claim !== phone) return 'expired';
  const [holder] = await tx<{ id: string; verified: boolean }[]>`
    select id, phone_verified_at is not null as verified from users where phone = ${phone}
    for update`;
  if (holder?.verified) return 'taken';
  if (holder) {
    await tx`update users set phone = null, phone_verified_at = null, updated_at = now()
             where id = ${holder.id}`;
    await revokeAllSessions(tx, holder.id);
    await recordAudit(tx, {
      actorId: null,
      action: 'user.phone_taken_over',
      subjectType: 'user',
      subjectId: holder.id,
      before: { phone },
      after: { phone: null, provedBy: userId },
    });
    await addJob(
      tx,
      PHONE_RELEASED_TASK,
      { userId: holder.id, phoneEnding: phone.slice(-4) },
      { maxAttempts: 5 },
    );
  }
  await tx`update users set phone = ${phone}, phone_claim = null, phone_verified_at = now(),
                            updated_at = now()
           where id = ${userId}`;
  return 'verified';
}

/** Whether the account claims a number that another account has proved (docs/decisions/0049). */
export async function claimLost(sql: Queryable, userId: string): Promise<boolean> {
  const [row] = await sql<{ lost: boolean }[]>`
    select exists (
      select 1 from users me join users holder on holder.phone = me.phone_claim
      where me.id = ${userId} and holder.phone_verified_at is not null
    ) as lost`;
  return row!.lost;
}
