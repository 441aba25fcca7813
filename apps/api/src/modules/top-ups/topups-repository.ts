import type { AdminTopUp, TopUp, TopUpMethod, TopUpStatus } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type TopUpRow = {
  id: string;
  reference: string;
  user_id: string;
  wallet_id: string;
  method: TopUpMethod;
  provider: 'sandbox' | 'paystack' | 'bank';
  amount_kobo: number;
  currency: string;
  status: TopUpStatus;
  failure_reason: string | null;
  /** Kobo that arrived: credited on success; under review, what the provider reported. */
  received_kobo: number | null;
  review_reason: string | null;
  transfer_id: string | null;
  /** The staff member who confirmed or rejected it; null when the provider's word decided. */
  decided_by: string | null;
  created_at: Date;
  credited_at: Date | null;
};

export const TOPUP_COLUMNS = `id, reference, user_id, wallet_id, method, provider, amount_kobo, currency, status,
  failure_reason, received_kobo, review_reason, transfer_id, decided_by, created_at, credited_at`;

export async function insertTopUp(
  db: Queryable,
  input: Pick<
    TopUpRow,
    'reference' | 'user_id' | 'wallet_id' | 'method' | 'provider' | 'amount_kobo'
  >,
): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    insert into wallet_topups (reference, user_id, wallet_id, method, provider, amount_kobo)
    values (${input.reference}, ${input.user_id}, ${input.wallet_id}, ${input.method},
            ${input.provider}, ${input.amount_kobo})
    returning ${db.unsafe(TOPUP_COLUMNS)}`;
  return row!;
}

export async function findTopUpByReference(
  db: Queryable,
  reference: string,
  opts: { lock?: boolean } = {},
): Promise<TopUpRow | null> {
  const [row] = await db<TopUpRow[]>`
    select ${db.unsafe(TOPUP_COLUMNS)} from wallet_topups where reference = ${reference}
    ${opts.lock ? db`for update` : db``}`;
  return row ?? null;
}

export async function findTopUpById(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<TopUpRow | null> {
  const [row] = await db<TopUpRow[]>`
    select ${db.unsafe(TOPUP_COLUMNS)} from wallet_topups where id = ${id}
    ${opts.lock ? db`for update` : db``}`;
  return row ?? null;
}

/** Only `settleTopUp` calls this, under the row lock, after booking the transfer. */
export async function markTopUpCredited(
  db: Queryable,
  id: string,
  credit: { transferId: string; receivedKobo: number; decidedBy: string | null },
): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    update wallet_topups
    set status = 'success', transfer_id = ${credit.transferId}, received_kobo = ${credit.receivedKobo},
        failure_reason = null, credited_at = now(), updated_at = now(),
        decided_by = ${credit.decidedBy}
    where id = ${id} and status <> 'success'
    returning ${db.unsafe(TOPUP_COLUMNS)}`;
  if (!row) throw new Error(`top-up ${id} was already credited`);
  return row;
}

export async function markTopUpFailed(
  db: Queryable,
  id: string,
  reason: string,
  decidedBy: string | null = null,
): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    update wallet_topups
    set status = 'failed', failure_reason = ${reason.slice(0, 500)}, updated_at = now(),
        decided_by = ${decidedBy}
    where id = ${id} and status in ('pending', 'expired', 'needs_review')
    returning ${db.unsafe(TOPUP_COLUMNS)}`;
  return row!;
}

/** The provider reported a payment that does not match: nothing is credited, staff decide. */
export async function markTopUpNeedsReview(
  db: Queryable,
  id: string,
  reason: string,
  reportedKobo: number | null,
): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    update wallet_topups
    set status = 'needs_review', review_reason = ${reason.slice(0, 500)},
        received_kobo = ${reportedKobo}, failure_reason = null, updated_at = now()
    where id = ${id} and status in ('pending', 'expired', 'failed')
    returning ${db.unsafe(TOPUP_COLUMNS)}`;
  return row!;
}

export async function markTopUpExpired(db: Queryable, id: string): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    update wallet_topups set status = 'expired', updated_at = now()
    where id = ${id} and status = 'pending' and method = 'card'
    returning ${db.unsafe(TOPUP_COLUMNS)}`;
  return row!;
}

/** Card top-ups still pending that began before `olderThan`, oldest first, at these providers. */
export async function listStaleCardTopUps(
  db: Queryable,
  olderThan: Date,
  providers: TopUpRow['provider'][],
  limit: number,
): Promise<string[]> {
  const rows = await db<{ reference: string }[]>`
    select reference from wallet_topups
    where method = 'card' and status = 'pending' and created_at < ${olderThan}
      and provider in ${db(providers)}
    order by created_at
    limit ${limit}`;
  return rows.map((r) => r.reference);
}

export const toTopUp = (row: TopUpRow): TopUp => ({
  id: row.id,
  reference: row.reference,
  amount: row.amount_kobo,
  status: row.status,
  method: row.method,
  failure_reason: row.failure_reason,
  received: row.received_kobo,
  review_reason: row.review_reason,
  created_at: row.created_at.toISOString(),
  credited_at: row.credited_at?.toISOString() ?? null,
});

type AdminTopUpRow = TopUpRow & { name: string; phone: string; faza: string };

const ADMIN_COLUMNS = `t.id, t.reference, t.user_id, t.method, t.amount_kobo, t.received_kobo,
  t.review_reason, t.status, t.created_at,
  -- Staff see full names (docs/decisions/0054-real-names.md).
  coalesce(u.first_name || ' ' || u.last_name, u.display_name) as name,
  coalesce(u.phone, u.phone_claim, '') as phone, u.faza`;

/**
 * The staff queues, oldest first when waiting for staff: bank-transfer top-ups in a status, or
 * every top-up under review (card ones included).
 */
export async function listStaffTopUps(
  db: Queryable,
  status: TopUpStatus,
  limit = 200,
): Promise<AdminTopUp[]> {
  const waiting = status === 'pending' || status === 'needs_review';
  const rows = await db<AdminTopUpRow[]>`
    select ${db.unsafe(ADMIN_COLUMNS)}
    from wallet_topups t join users u on u.id = t.user_id
    where t.status = ${status} ${status === 'needs_review' ? db`` : db`and t.method = 'bank'`}
    order by t.created_at ${waiting ? db`asc` : db`desc`}
    limit ${limit}`;
  return rows.map(toAdminTopUp);
}

export async function findAdminTopUp(db: Queryable, id: string): Promise<AdminTopUp | null> {
  const [row] = await db<AdminTopUpRow[]>`
    select ${db.unsafe(ADMIN_COLUMNS)}
    from wallet_topups t join users u on u.id = t.user_id where t.id = ${id}`;
  return row ? toAdminTopUp(row) : null;
}

const toAdminTopUp = (row: AdminTopUpRow): AdminTopUp => ({
  id: row.id,
  reference: row.reference,
  amount: row.amount_kobo,
  received: row.received_kobo,
  status: row.status,
  method: row.method,
  review_reason: row.review_reason,
  user: { id: row.user_id, name: row.name, phone: row.phone, faza: row.faza },
  created_at: row.created_at.toISOString(),
});
