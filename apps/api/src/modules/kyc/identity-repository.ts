import { createHmac, randomBytes } from 'node:crypto';
import type { IdentityStatus, IdType } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type IdentityCheckRow = {
  id: string;
  user_id: string;
  id_type: IdType;
  id_last4: string;
  id_hash: string;
  provider: 'sandbox' | 'paystack';
  provider_customer: string;
  state: 'pending' | 'verified' | 'failed';
  failure_reason: string | null;
  reported_name: string | null;
  created_at: Date;
};

const KEY_NAME = 'identity_number_hash';

/**
 * A keyed hash of the number, so one BVN or NIN cannot verify two accounts while the number itself
 * is never stored. The key is made once and kept in `server_keys`, shared by every instance.
 */
export async function identityHash(sql: Queryable, idType: IdType, idNumber: string) {
  await sql`insert into server_keys (name, key) values (${KEY_NAME}, ${randomBytes(32)})
            on conflict (name) do nothing`;
  const [row] = await sql<{ key: Buffer }[]>`select key from server_keys where name = ${KEY_NAME}`;
  return createHmac('sha256', row!.key).update(`${idType}:${idNumber}`).digest('hex');
}

export async function latestIdentityCheck(
  db: Queryable,
  userId: string,
): Promise<IdentityCheckRow | null> {
  const [row] = await db<IdentityCheckRow[]>`
    select * from identity_checks where user_id = ${userId}
    order by created_at desc limit 1`;
  return row ?? null;
}

export const toIdentityStatus = (row: IdentityCheckRow | null): IdentityStatus =>
  row
    ? {
        state: row.state,
        idType: row.id_type,
        last4: row.id_last4,
        failureReason: row.failure_reason,
      }
    : { state: 'none', idType: null, last4: null, failureReason: null };

/** Whether another account is already verified with this number. */
export async function numberVerifiedElsewhere(
  db: Queryable,
  userId: string,
  idType: IdType,
  hash: string,
): Promise<boolean> {
  const [row] = await db`
    select 1 from identity_checks
    where id_type = ${idType} and id_hash = ${hash} and state = 'verified' and user_id <> ${userId}`;
  return row !== undefined;
}

export async function insertPendingCheck(
  db: Queryable,
  c: {
    userId: string;
    idType: IdType;
    idNumber: string;
    hash: string;
    provider: 'sandbox' | 'paystack';
    customerCode: string;
  },
): Promise<IdentityCheckRow | null> {
  const [row] = await db<IdentityCheckRow[]>`
    insert into identity_checks (user_id, id_type, id_last4, id_hash, provider, provider_customer)
    values (${c.userId}, ${c.idType}, ${c.idNumber.slice(-4)}, ${c.hash}, ${c.provider},
            ${c.customerCode})
    on conflict (user_id) where state = 'pending' do nothing
    returning *`;
  return row ?? null;
}

/** A pending check the provider never answered, older than `minutes`, ends failed. */
export async function failStalePending(db: Queryable, userId: string, minutes: number) {
  await db`
    update identity_checks set state = 'failed', decided_at = clock_timestamp(),
      failure_reason = 'No answer from the provider in time. Please try again.'
    where user_id = ${userId} and state = 'pending'
      and created_at < clock_timestamp() - make_interval(mins => ${minutes})`;
}

export async function lockPendingCheck(
  db: Queryable,
  provider: string,
  customerCode: string,
): Promise<IdentityCheckRow | null> {
  const [row] = await db<IdentityCheckRow[]>`
    select * from identity_checks
    where provider = ${provider} and provider_customer = ${customerCode} and state = 'pending'
    for update`;
  return row ?? null;
}

export async function decideCheck(
  db: Queryable,
  id: string,
  d: { state: 'verified' | 'failed'; reason: string | null; reportedName: string | null },
): Promise<IdentityCheckRow> {
  const [row] = await db<IdentityCheckRow[]>`
    update identity_checks set state = ${d.state}, failure_reason = ${d.reason},
      reported_name = ${d.reportedName}, decided_at = clock_timestamp()
    where id = ${id} returning *`;
  return row!;
}
