import type { Queryable } from '../../db/transaction';

export type InboundState = 'received' | 'credited' | 'needs_review' | 'returning';

export type InboundRow = {
  id: string;
  provider: 'sandbox' | 'paystack';
  provider_reference: string;
  account_number: string;
  amount_kobo: number;
  reported_kobo: number;
  currency: string;
  sender_name: string | null;
  sender_bank: string | null;
  received_at: Date;
  state: InboundState;
  review_reason: string | null;
  user_id: string | null;
  transfer_id: string | null;
  decided_by: string | null;
  created_at: Date;
  credited_at: Date | null;
};

const COLUMNS = `id, provider, provider_reference, account_number, amount_kobo,
  reported_kobo, currency, sender_name, sender_bank, received_at, state, review_reason, user_id,
  transfer_id, decided_by, created_at, credited_at`;

export type NewInbound = {
  provider: 'sandbox' | 'paystack';
  reference: string;
  accountNumber: string;
  amountKobo: number;
  reportedKobo: number;
  currency: string;
  senderName: string | null;
  senderBank: string | null;
  receivedAt: Date;
};

/**
 * Stores a transfer once per (provider, reference): the first call inserts it `received` and
 * answers the row; every later one (a duplicate, a replay, a requery of one already told) answers
 * null. A duplicate arriving while the first is uncommitted waits on the unique key, then gets null.
 */
export async function insertInbound(db: Queryable, t: NewInbound): Promise<InboundRow | null> {
  const [row] = await db<InboundRow[]>`
    insert into inbound_transfers (provider, provider_reference, account_number, amount_kobo,
      reported_kobo, currency, sender_name, sender_bank, received_at, state)
    values (${t.provider}, ${t.reference}, ${t.accountNumber}, ${t.amountKobo}, ${t.reportedKobo},
      ${t.currency}, ${t.senderName}, ${t.senderBank}, ${t.receivedAt}, 'received')
    on conflict (provider, provider_reference) do nothing
    returning ${db.unsafe(COLUMNS)}`;
  return row ?? null;
}

export async function findInbound(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<InboundRow | null> {
  const [row] = await db<InboundRow[]>`
    select ${db.unsafe(COLUMNS)} from inbound_transfers where id = ${id}
    ${opts.lock ? db`for update` : db``}`;
  return row ?? null;
}

export async function findInboundByReference(
  db: Queryable,
  provider: string,
  reference: string,
): Promise<InboundRow | null> {
  const [row] = await db<InboundRow[]>`
    select ${db.unsafe(COLUMNS)} from inbound_transfers
    where provider = ${provider} and provider_reference = ${reference}`;
  return row ?? null;
}

export async function markInboundCredited(
  db: Queryable,
  id: string,
  change: { userId: string; transferId: string; decidedBy: string | null },
): Promise<InboundRow> {
  const [row] = await db<InboundRow[]>`
    update inbound_transfers set state = 'credited', user_id = ${change.userId},
      transfer_id = ${change.transferId}, decided_by = ${change.decidedBy}, credited_at = now()
    where id = ${id} and state in ('received', 'needs_review')
    returning ${db.unsafe(COLUMNS)}`;
  if (!row) throw new Error(`inbound transfer ${id} changed under its lock`);
  return row;
}

export async function markInbound(
  db: Queryable,
  id: string,
  state: 'needs_review' | 'returning',
  reason: string,
  decidedBy: string | null = null,
): Promise<InboundRow> {
  const [row] = await db<InboundRow[]>`
    update inbound_transfers set state = ${state}, review_reason = ${reason.slice(0, 500)},
      decided_by = ${decidedBy}
    where id = ${id} and state in ('received', 'needs_review')
    returning ${db.unsafe(COLUMNS)}`;
  if (!row) throw new Error(`inbound transfer ${id} changed under its lock`);
  return row;
}

export async function listInbound(
  db: Queryable,
  state: InboundState,
  limit = 200,
): Promise<InboundRow[]> {
  return db<InboundRow[]>`
    select ${db.unsafe(COLUMNS)} from inbound_transfers where state = ${state}
    order by created_at, id limit ${limit}`;
}

/** A transfer held over its owner's limits names them, so staff credit it to them once verified. */
export async function holdForOwner(db: Queryable, id: string, userId: string): Promise<void> {
  await db`update inbound_transfers set user_id = ${userId} where id = ${id}`;
}
