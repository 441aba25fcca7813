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
  transfer_id: string | null;
  created_at: Date;
  credited_at: Date | null;
};

const COLUMNS = `id, reference, user_id, wallet_id, method, provider, amount_kobo, currency, status,
  failure_reason, transfer_id, created_at, credited_at`;

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
    returning ${db.unsafe(COLUMNS)}`;
  return row!;
}

export async function findTopUpByReference(
  db: Queryable,
  reference: string,
  opts: { lock?: boolean } = {},
): Promise<TopUpRow | null> {
  const [row] = await db<TopUpRow[]>`
    select ${db.unsafe(COLUMNS)} from wallet_topups where reference = ${reference}
    ${opts.lock ? db`for update` : db``}`;
  return row ?? null;
}

export async function findTopUpById(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<TopUpRow | null> {
  const [row] = await db<TopUpRow[]>`
    select ${db.unsafe(COLUMNS)} from wallet_topups where id = ${id}
    ${opts.lock ? db`for update` : db``}`;
  return row ?? null;
}

export async function markTopUpCredited(
  db: Queryable,
  id: string,
  transferId: string,
  decidedBy: string | null = null,
): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    update wallet_topups
    set status = 'success', transfer_id = ${transferId}, credited_at = now(), updated_at = now(),
        decided_by = ${decidedBy}
    where id = ${id} and status in ('pending', 'expired')
    returning ${db.unsafe(COLUMNS)}`;
  return row!;
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
    where id = ${id} and status in ('pending', 'expired')
    returning ${db.unsafe(COLUMNS)}`;
  return row!;
}

export async function markTopUpExpired(db: Queryable, id: string): Promise<TopUpRow> {
  const [row] = await db<TopUpRow[]>`
    update wallet_topups set status = 'expired', updated_at = now()
    where id = ${id} and status = 'pending' and method = 'card'
    returning ${db.unsafe(COLUMNS)}`;
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
  created_at: row.created_at.toISOString(),
  credited_at: row.credited_at?.toISOString() ?? null,
});

type AdminTopUpRow = TopUpRow & { name: string; phone: string; faza: string };

/** The staff queue: bank-transfer top-ups in a status, oldest first. */
export async function listBankTopUps(
  db: Queryable,
  status: TopUpStatus,
  limit = 200,
): Promise<AdminTopUp[]> {
  const rows = await db<AdminTopUpRow[]>`
    select t.id, t.reference, t.user_id, t.method, t.amount_kobo, t.status, t.created_at,
           u.display_name as name, u.phone, u.faza
    from wallet_topups t join users u on u.id = t.user_id
    where t.method = 'bank' and t.status = ${status}
    order by t.created_at ${status === 'pending' ? db`asc` : db`desc`}
    limit ${limit}`;
  return rows.map(toAdminTopUp);
}

export async function findAdminTopUp(db: Queryable, id: string): Promise<AdminTopUp | null> {
  const [row] = await db<AdminTopUpRow[]>`
    select t.id, t.reference, t.user_id, t.method, t.amount_kobo, t.status, t.created_at,
           u.display_name as name, u.phone, u.faza
    from wallet_topups t join users u on u.id = t.user_id where t.id = ${id}`;
  return row ? toAdminTopUp(row) : null;
}

const toAdminTopUp = (row: AdminTopUpRow): AdminTopUp => ({
  id: row.id,
  reference: row.reference,
  amount: row.amount_kobo,
  status: row.status,
  method: row.method,
  user: { id: row.user_id, name: row.name, phone: row.phone, faza: row.faza },
  created_at: row.created_at.toISOString(),
});
