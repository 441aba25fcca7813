import type { Category, JournalSum, SpendLine } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

// A member's month in SQL aggregates (docs/decisions/0040): the pantry journal joined to its lots
// for food, the ledger for money. Every query is scoped to the one member and reads by an index on
// (owner or account, time); migration 030 adds the ones the existing tables lacked.

export type Range = { start: Date; end: Date };

/** The journal rows of a range summed by kind and sign, valued at each lot's unit price. */
export async function journalSums(db: Queryable, ownerId: string, r: Range): Promise<JournalSum[]> {
  const rows = await db<{ kind: string; quantity: string; kobo: string }[]>`
    select j.kind, sum(j.quantity) as quantity, sum(j.quantity * l.unit_price_kobo) as kobo
    from pantry_journal j join pantry_lots l on l.id = j.lot_id
    where j.owner_id = ${ownerId} and j.created_at >= ${r.start} and j.created_at < ${r.end}
    group by j.kind, sign(j.quantity)`;
  return rows.map((x) => ({ kind: x.kind, quantity: Number(x.quantity), kobo: Number(x.kobo) }));
}

/**
 * Food that expired in the range (up to now) while still in a pantry, by product: what each lot
 * held at its expiry, i.e. its quantity less anything the journal moved after that moment
 * (usually nothing: expired food cannot be sent or delivered). One member's, or every pantry's
 * for staff (`ownerId` null). The lots are read once and the later journal rows summed in one
 * join, not once per lot and figure.
 */
export async function expiredByProduct(
  db: Queryable,
  ownerId: string | null,
  r: Range,
): Promise<{ name: string; items: number; kobo: number }[]> {
  const rows = await db<{ name: string; items: string; kobo: string }[]>`
    with expired as materialized (
      select id, product_id, quantity, unit_price_kobo, expires_at from pantry_lots
      where ${ownerId === null ? db`true` : db`owner_id = ${ownerId}`}
        and expires_at >= ${r.start} and expires_at < least(${r.end}::timestamptz, now())),
    moved as (
      select j.lot_id, sum(j.quantity) as moved
      from expired e join pantry_journal j on j.lot_id = e.id and j.created_at > e.expires_at
      -- Implied by the join (each expiry is in the range), and lets the planner read the
      -- journal's rows of the range once instead of probing it lot by lot.
      where j.created_at >= ${r.start}
        and ${ownerId === null ? db`true` : db`j.owner_id = ${ownerId}`}
      group by j.lot_id),
    held as (
      select e.product_id, e.unit_price_kobo, e.quantity - coalesce(m.moved, 0) as held
      from expired e left join moved m on m.lot_id = e.id)
    select p.name, sum(h.held) as items, sum(h.held * h.unit_price_kobo) as kobo
    from held h join products p on p.id = h.product_id
    where h.held > 0
    group by p.name
    order by kobo desc, p.name`;
  return rows.map((x) => ({ name: x.name, items: Number(x.items), kobo: Number(x.kobo) }));
}

/**
 * The member's order payments the ledger booked in the range, and their lines. The money is the
 * ledger's `purchase` transfer (reference = invoice number); orders are found by the member's
 * paid-at index, widened by a day because the order's paid_at and its transfer's time differ by
 * the milliseconds of one transaction.
 */
export async function spendInRange(
  db: Queryable,
  userId: string,
  r: Range,
): Promise<{ ledgerKobo: number; lines: SpendLine[] }> {
  const paid = await db<{ id: string; amount_kobo: string }[]>`
    select o.id, t.amount_kobo
    from orders o
    join ledger_transfers t on t.kind = 'purchase' and t.reference = o.invoice_number
    where o.user_id = ${userId} and o.paid_at is not null
      and o.paid_at >= ${r.start}::timestamptz - interval '1 day'
      and o.paid_at < ${r.end}::timestamptz + interval '1 day'
      and t.created_at >= ${r.start} and t.created_at < ${r.end}`;
  if (paid.length === 0) return { ledgerKobo: 0, lines: [] };
  const lines = await db<
    {
      kind: 'item' | 'bundle';
      category: Category | null;
      line_total_kobo: string;
      contents: { productId: string; quantity: number; unitPriceKobo: number }[];
    }[]
  >`
    select ol.kind, p.category, ol.line_total_kobo, ol.contents
    from order_lines ol left join products p on ol.kind = 'item' and p.id = ol.catalogue_id
    where ol.order_id = any(${paid.map((o) => o.id)}::uuid[])`;
  const categories = await productCategories(db);
  return {
    ledgerKobo: paid.reduce((sum, o) => sum + Number(o.amount_kobo), 0),
    lines: lines.map((l): SpendLine =>
      l.kind === 'item'
        ? { kind: 'item', category: l.category ?? 'others', totalKobo: Number(l.line_total_kobo) }
        : {
            kind: 'bundle',
            totalKobo: Number(l.line_total_kobo),
            contents: l.contents.map((c) => ({
              category: categories.get(c.productId) ?? 'others',
              valueKobo: c.unitPriceKobo * c.quantity,
            })),
          },
    ),
  };
}

async function productCategories(db: Queryable): Promise<Map<string, Category>> {
  const rows = await db<{ id: string; category: Category }[]>`select id, category from products`;
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** Wallet-to-wallet money the member sent and received in the range (ledger `send` transfers). */
export async function moneySends(db: Queryable, walletId: string | null, r: Range) {
  if (!walletId) return { sent_kobo: 0, sent_count: 0, received_kobo: 0, received_count: 0 };
  const [row] = await db<{ sk: string; sc: string; rk: string; rc: string }[]>`
    select
      (select coalesce(sum(amount_kobo), 0) from ledger_transfers where debit_account = ${walletId}
         and kind = 'send' and created_at >= ${r.start} and created_at < ${r.end}) as sk,
      (select count(*) from ledger_transfers where debit_account = ${walletId}
         and kind = 'send' and created_at >= ${r.start} and created_at < ${r.end}) as sc,
      (select coalesce(sum(amount_kobo), 0) from ledger_transfers where credit_account = ${walletId}
         and kind = 'send' and created_at >= ${r.start} and created_at < ${r.end}) as rk,
      (select count(*) from ledger_transfers where credit_account = ${walletId}
         and kind = 'send' and created_at >= ${r.start} and created_at < ${r.end}) as rc`;
  return {
    sent_kobo: Number(row!.sk),
    sent_count: Number(row!.sc),
    received_kobo: Number(row!.rk),
    received_count: Number(row!.rc),
  };
}

/** What the pantry holds now, unexpired. */
export async function pantryStock(db: Queryable, ownerId: string) {
  const [row] = await db<{ items: string; kobo: string }[]>`
    select coalesce(sum(quantity), 0) as items, coalesce(sum(quantity * unit_price_kobo), 0) as kobo
    from pantry_lots
    where owner_id = ${ownerId} and expires_at > now() and quantity > 0`;
  return { items: Number(row!.items), kobo: Number(row!.kobo) };
}

/** Purchases of the range, one row per journal row: the basket priced by basketInflation. */
export async function basketLines(db: Queryable, ownerId: string, r: Range) {
  const rows = await db<
    { product_id: string; quantity_type: string; quantity: number; created_at: Date }[]
  >`
    select l.product_id, l.quantity_type, j.quantity, j.created_at
    from pantry_journal j join pantry_lots l on l.id = j.lot_id
    where j.owner_id = ${ownerId} and j.kind = 'purchase'
      and j.created_at >= ${r.start} and j.created_at < ${r.end}`;
  return rows.map((x) => ({
    productId: x.product_id,
    tier: x.quantity_type,
    quantity: x.quantity,
    boughtAt: x.created_at,
  }));
}
