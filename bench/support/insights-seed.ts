import type { Sql } from '../../apps/api/src/db/sql';

// Volume for the insights benchmark, written as set-based SQL (a benchmark's data, never the app's:
// `npm run demo` goes through the services). Every row obeys the tables' checks: purchases are
// ledger `purchase` transfers with their order, lines, lots and journal rows.

const SALES = '00000000-0000-4000-8000-000000000003';
const BANK = '00000000-0000-4000-8000-000000000002';

/** Customers with five years of paid orders (one line each), their lots and purchase rows. */
export async function seedShop(sql: Sql, customers: number, orders: number): Promise<void> {
  await sql`
    insert into users (email, phone, faza, password_hash, display_name)
    select 'shop' || i || '@example.com', '+23480' || lpad(i::text, 8, '0'),
           '8' || lpad(i::text, 11, '0'), 'x', 'Shop ' || i
    from generate_series(1, ${customers}) i`;
  // Orders and their one line in one statement (the line's foreign key is checked at its end).
  await sql`
    with tiers as (
      select t.product_id, t.label, t.price_kobo, p.name, p.image_url,
             row_number() over (order by t.product_id, t.label) as n, count(*) over () as total
      from product_tiers t join products p on p.id = t.product_id),
    made as materialized (
      select gen_random_uuid() as id, i, 1 + i % 3 as qty,
             now() - (random() * interval '1825 days') as at,
             (1 + i % ${customers}) as customer
      from generate_series(1, ${orders}) i),
    lines as materialized (
      select m.*, t.product_id, t.label, t.price_kobo, t.name, t.image_url, u.id as user_id
      from made m
      join tiers t on t.n = 1 + m.i % t.total
      join users u on u.email = 'shop' || m.customer || '@example.com'),
    placed as (
      insert into orders (id, invoice_number, user_id, status, payment_method, total_kobo,
                          created_at, paid_at)
      select id, 'INV-' || (1700000000000 + i), user_id,
             case when i % 10 = 0 then 'awaiting_payment' else 'paid' end,
             case when i % 10 = 0 or i % 3 = 0 then 'bank_transfer' else 'wallet' end,
             price_kobo * qty, at, case when i % 10 = 0 then null else at end
      from lines)
    insert into order_lines (order_id, position, kind, catalogue_id, name, quantity_type, quantity,
                             unit_price_kobo, line_total_kobo, image_url)
    select id, 0, 'item', product_id, name, label, qty, price_kobo, price_kobo * qty, image_url
    from lines`;
  await bookAndStock(sql, `INV-17%`);
}

/** The ledger transfer, lot and purchase journal row of every paid order matching `invoices`. */
async function bookAndStock(sql: Sql, invoices: string): Promise<void> {
  await sql`
    insert into ledger_transfers (kind, amount_kobo, debit_account, credit_account, reference,
                                  metadata, created_at)
    select 'purchase', o.total_kobo,
           case when o.payment_method = 'wallet' then w.id else ${BANK}::uuid end, ${SALES},
           o.invoice_number,
           jsonb_build_object('order_id', o.id, 'method', o.payment_method), o.paid_at
    from orders o join wallets w on w.user_id = o.user_id
    where o.paid_at is not null and o.invoice_number like ${invoices}`;
  await sql`
    insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                             added_at, expires_at, storage_duration_days, source, order_id,
                             created_at)
    select o.user_id, l.catalogue_id, l.quantity_type, l.quantity, l.unit_price_kobo, o.paid_at,
           o.paid_at + interval '30 days', 30, 'purchase', o.id, o.paid_at
    from orders o join order_lines l on l.order_id = o.id
    where o.paid_at is not null and o.invoice_number like ${invoices}`;
  await sql`
    insert into pantry_journal (lot_id, owner_id, kind, quantity, order_id, created_at)
    select l.id, l.owner_id, 'purchase', l.quantity, l.order_id, l.added_at
    from pantry_lots l join orders o on o.id = l.order_id
    where o.invoice_number like ${invoices}`;
}

/**
 * One member with five years of history: `orders` paid orders of five lines each, every lot then
 * losing four items over the following days (two deliveries, a send, a staff removal) and one
 * item expiring; `sends` wallet sends to a shop customer.
 */
export async function seedMember(
  sql: Sql,
  memberId: string,
  orders: number,
  sends: number,
): Promise<void> {
  await sql`
    with made as (
      select gen_random_uuid() as id, i, now() - ((i::float / ${orders}) * interval '1825 days') as at
      from generate_series(1, ${orders}) i)
    insert into orders (id, invoice_number, user_id, status, payment_method, total_kobo,
                        created_at, paid_at)
    select id, 'INV-' || (1800000000000 + i), ${memberId}, 'paid', 'wallet', 1, at, at from made`;
  await sql`
    with tiers as (
      select product_id, label, price_kobo, p.name, p.image_url,
             row_number() over (order by product_id, label) as n, count(*) over () as total
      from product_tiers join products p on p.id = product_id)
    insert into order_lines (order_id, position, kind, catalogue_id, name, quantity_type, quantity,
                             unit_price_kobo, line_total_kobo, image_url)
    select o.id, k, 'item', t.product_id, t.name, t.label, 5, t.price_kobo, 5 * t.price_kobo,
           t.image_url
    from orders o cross join generate_series(0, 4) k
    join tiers t on t.n = 1 + (abs(hashtext(o.id::text)) + k * 7) % t.total
    where o.user_id = ${memberId}`;
  await sql`
    update orders o set total_kobo = (select sum(line_total_kobo) from order_lines
                                      where order_id = o.id)
    where o.user_id = ${memberId}`;
  await bookAndStock(sql, 'INV-18%');
  const [other] = await sql<{ id: string; wallet: string }[]>`
    select u.id, w.id as wallet from users u join wallets w on w.user_id = u.id
    where u.email = 'shop1@example.com'`;
  await sql`
    insert into pantry_journal (lot_id, owner_id, kind, quantity, transfer_id, counterparty_id,
                                delivery_id, created_at)
    select l.id, l.owner_id, k.kind, -1,
           case when k.kind = 'transfer_out' then gen_random_uuid() end,
           case when k.kind = 'transfer_out' then ${other!.id}::uuid end,
           case when k.kind = 'delivery' then gen_random_uuid() end,
           l.added_at + k.n * interval '3 days'
    from pantry_lots l
    cross join (values (1, 'delivery'), (2, 'transfer_out'), (3, 'delivery'), (4, 'adjust'))
      as k(n, kind)
    where l.owner_id = ${memberId}`;
  await sql`update pantry_lots set quantity = 1 where owner_id = ${memberId}`;
  const [wallet] = await sql<{ id: string }[]>`select id from wallets where user_id = ${memberId}`;
  await sql`
    insert into ledger_transfers (kind, amount_kobo, debit_account, credit_account, reference,
                                  created_at)
    select 'send', 100000 + i, ${wallet!.id}, ${other!.wallet}, 'BENCH-SEND-' || i,
           now() - ((i::float / ${sends}) * interval '1825 days')
    from generate_series(1, ${sends}) i`;
}

/** A price change of every tier each month for five years, as staff might make them. */
export async function seedPriceHistory(sql: Sql): Promise<void> {
  await sql`
    insert into product_price_history (product_id, tier_label, price_kobo, changed_at)
    select t.product_id, t.label, greatest(100, t.price_kobo * (0.7 + m * 0.005))::bigint,
           now() - ((60 - m) * interval '30 days')
    from product_tiers t cross join generate_series(0, 59) m`;
}
