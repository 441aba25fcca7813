import type { Withdrawal, WithdrawalState } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type WithdrawalRow = {
  id: string;
  user_id: string;
  reference: string;
  provider: 'sandbox' | 'paystack';
  amount_kobo: number;
  fee_kobo: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  state: WithdrawalState;
  recipient_code: string | null;
  transfer_code: string | null;
  failure_reason: string | null;
  decided_by: string | null;
  created_at: Date;
  initiated_at: Date | null;
  paid_at: Date | null;
  ended_at: Date | null;
};

const COLUMNS = `id, user_id, reference, provider, amount_kobo, fee_kobo, bank_code, bank_name,
  account_number, account_name, state, recipient_code, transfer_code, failure_reason, decided_by,
  created_at, initiated_at, paid_at, ended_at`;

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  reference: row.reference,
  amountKobo: row.amount_kobo,
  feeKobo: row.fee_kobo,
  bankCode: row.bank_code,
  bankName: row.bank_name,
  accountNumber: row.account_number,
  accountName: row.account_name,
  state: row.state,
  failureReason: row.failure_reason,
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
  endedAt: row.ended_at?.toISOString() ?? null,
});

export type NewWithdrawal = Pick<
  WithdrawalRow,
  | 'id'
  | 'user_id'
  | 'reference'
  | 'provider'
  | 'amount_kobo'
  | 'fee_kobo'
  | 'bank_code'
  | 'bank_name'
  | 'account_number'
  | 'account_name'
  | 'state'
>;

export async function insertWithdrawal(db: Queryable, w: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await db<WithdrawalRow[]>`
    insert into withdrawals (id, user_id, reference, provider, amount_kobo, fee_kobo, bank_code,
      bank_name, account_number, account_name, state)
    values (${w.id}, ${w.user_id}, ${w.reference}, ${w.provider}, ${w.amount_kobo}, ${w.fee_kobo},
      ${w.bank_code}, ${w.bank_name}, ${w.account_number}, ${w.account_name}, ${w.state})
    returning ${db.unsafe(COLUMNS)}`;
  return row!;
}

export async function findWithdrawal(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<WithdrawalRow | null> {
  const [row] = await db<WithdrawalRow[]>`
    select ${db.unsafe(COLUMNS)} from withdrawals where id = ${id}
    ${opts.lock ? db`for update` : db``}`;
  return row ?? null;
}

export async function findWithdrawalByReference(
  db: Queryable,
  reference: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db<WithdrawalRow[]>`
    select ${db.unsafe(COLUMNS)} from withdrawals where reference = ${reference}`;
  return row ?? null;
}

export async function listUserWithdrawals(
  db: Queryable,
  userId: string,
  limit = 50,
): Promise<WithdrawalRow[]> {
  return db<WithdrawalRow[]>`
    select ${db.unsafe(COLUMNS)} from withdrawals where user_id = ${userId}
    order by created_at desc, id desc limit ${limit}`;
}

/** The new state and what goes with it; only from `from` (the caller holds the row's lock). */
export async function moveWithdrawal(
  db: Queryable,
  id: string,
  from: WithdrawalState,
  change: { state: WithdrawalState; reason?: string | null; decidedBy?: string | null },
): Promise<WithdrawalRow> {
  const ended = change.state === 'failed' || change.state === 'reversed';
  const [row] = await db<WithdrawalRow[]>`
    update withdrawals set state = ${change.state},
      failure_reason = coalesce(${change.reason?.slice(0, 500) ?? null}, failure_reason),
      decided_by = coalesce(${change.decidedBy ?? null}, decided_by),
      paid_at = case when ${change.state} = 'paid' then clock_timestamp() else paid_at end,
      ended_at = case when ${ended} then clock_timestamp() else ended_at end,
      checked_at = clock_timestamp()
    where id = ${id} and state = ${from}
    returning ${db.unsafe(COLUMNS)}`;
  if (!row) throw new Error(`withdrawal ${id} changed under its lock`);
  return row;
}

export async function markInitiated(
  db: Queryable,
  id: string,
  change: { recipientCode: string; transferCode: string | null },
): Promise<void> {
  await db`
    update withdrawals set recipient_code = ${change.recipientCode},
      transfer_code = coalesce(${change.transferCode}, transfer_code),
      initiated_at = coalesce(initiated_at, clock_timestamp()), checked_at = clock_timestamp()
    where id = ${id}`;
}

export async function markChecked(db: Queryable, id: string): Promise<void> {
  await db`update withdrawals set checked_at = clock_timestamp() where id = ${id}`;
}

/** Processing withdrawals nobody has heard of for `minutes`, oldest check first. */
export async function staleWithdrawals(
  db: Queryable,
  minutes: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db<WithdrawalRow[]>`
    select ${db.unsafe(COLUMNS)} from withdrawals
    where state = 'processing'
      and checked_at < clock_timestamp() - make_interval(mins => ${minutes})
    order by checked_at limit ${limit}`;
}

/** The customer as their bank would name them (docs/decisions/0054-real-names.md), else their display name. */
export const CUSTOMER_NAME = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.display_name)`;

export type StaffWithdrawalRow = WithdrawalRow & { customer_name: string; faza: string };

export async function listForStaff(
  db: Queryable,
  state: 'awaiting_approval' | 'failed' | 'reversed',
  limit = 200,
): Promise<StaffWithdrawalRow[]> {
  const cols = COLUMNS.split(',')
    .map((c) => `w.${c.trim()}`)
    .join(', ');
  return db<StaffWithdrawalRow[]>`
    select ${db.unsafe(cols)}, ${db.unsafe(CUSTOMER_NAME)} as customer_name, u.faza
    from withdrawals w join users u on u.id = w.user_id
    where w.state = ${state}
    order by ${state === 'awaiting_approval' ? db`w.created_at` : db`w.ended_at desc`}
    limit ${limit}`;
}
