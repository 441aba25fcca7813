import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { createTestDatabase } from '../../../test/test-app';
import { seedCatalogue } from '../catalogue';
import { checkStock } from './stock-check';

const OPENING = readFileSync(path.join(MIGRATIONS_DIR, '045_opening_stock.sql'), 'utf8');
const REST_CORRECTION = readFileSync(
  path.join(MIGRATIONS_DIR, '048_opening_stock_rests.sql'),
  'utf8',
);

describe('migration 045 opens stock for what an existing database already sold', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('holds the pantries’ food, reserves unpaid orders, frees nothing, and a second run changes nothing', async () => {
    const { sql } = db;
    // The old shape: a catalogue, pantries and orders, and no stock at all.
    await seedCatalogue(sql);
    await sql`delete from stock_journal`;
    await sql`delete from stock_levels`;
    const [user] = await sql<{ id: string }[]>`
      insert into users (email, phone, faza, password_hash, display_name)
      values ('old@example.com', '+2348035551111', '008035551111', 'x', 'Old Customer')
      returning id`;
    // 3 bags of 5 kg and 2 of 1 kg of rice in a pantry; an empty lot counts for nothing.
    for (const [type, quantity] of [
      ['5kg', 3],
      ['1kg', 2],
      ['1kg', 0],
    ] as const)
      await sql`
        insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                                 expires_at, storage_duration_days, source)
        values (${user!.id}, 'parboiled-rice', ${type}, ${quantity}, 100, now() + interval '9 days',
                30, 'adjust')`;
    // An unpaid order for one 5 kg bag and one Starter Pack; a cancelled one reserves nothing.
    const [bundleRice] = await sql<{ quantity: number; multiplier: string }[]>`
      select i.quantity, t.multiplier::text from bundle_items i
      join product_tiers t on t.product_id = i.product_id and t.label = i.tier_label
      where i.bundle_id = 'starter-pack' and i.product_id = 'parboiled-rice'`;
    const contents = await sql<Record<string, unknown>[]>`
      select i.product_id as "productId", p.name, i.tier_label as "quantityType", i.quantity,
             t.price_kobo::int as "unitPriceKobo", p.image_url as image
      from bundle_items i join products p on p.id = i.product_id
      join product_tiers t on t.product_id = i.product_id and t.label = i.tier_label
      where i.bundle_id = 'starter-pack' order by i.position`;
    for (const [n, status] of [
      [1, 'awaiting_payment'],
      [2, 'cancelled'],
    ] as const) {
      const [order] = await sql<{ id: string }[]>`
        insert into orders (invoice_number, user_id, status, payment_method, total_kobo,
                            cancelled_at, cancelled_by)
        values (${`INV-170000000010${n}`}, ${user!.id}, ${status}, 'bank_transfer', 2560000,
                ${status === 'cancelled' ? new Date() : null},
                ${status === 'cancelled' ? 'staff' : null})
        returning id`;
      await sql`
        insert into order_lines (order_id, position, kind, catalogue_id, name, quantity_type,
                                 quantity, unit_price_kobo, line_total_kobo, image_url, contents)
        values (${order!.id}, 0, 'item', 'parboiled-rice', 'Foreign parboiled rice', '5kg', 1,
                960000, 960000, '/x.svg', '[]'::jsonb),
               (${order!.id}, 1, 'bundle', 'starter-pack', 'Starter Pack', 'bundle', 1,
                1600000, 1600000, '/x.svg', ${sql.json(contents as never)})`;
    }

    await sql.unsafe(OPENING);
    const once = await sql`select * from stock_levels order by product_id`;
    await sql.unsafe(OPENING);
    expect(await sql`select * from stock_levels order by product_id`).toEqual(once);

    const [rice] = await sql<{ on_hand: string; held: string; reserved: string }[]>`
      select on_hand::text, held::text, reserved::text from stock_levels
      where product_id = 'parboiled-rice'`;
    const reserved = 5 + (bundleRice ? bundleRice.quantity * Number(bundleRice.multiplier) : 0);
    expect(Number(rice!.held)).toBe(17);
    expect(Number(rice!.reserved)).toBe(reserved);
    expect(Number(rice!.on_hand)).toBe(17 + reserved);
    const [free] = await sql<{ n: number }[]>`
      select count(*)::int as n from stock_levels where on_hand - held - reserved <> 0`;
    expect(free!.n).toBe(0);
    const report = await checkStock(sql);
    expect(report.products.filter((p) => p.problems.length > 0)).toEqual([]);
    expect(report.products.length).toBe((await sql`select id from products`).length);
  });
});

describe('migration 048 corrects an opened rest that 045 counted as base units', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('takes 4,200 g of rice back to 4.2 kg held and on hand, once, leaving free alone', async () => {
    const { sql } = db;
    await seedCatalogue(sql);
    await sql`delete from stock_journal`;
    await sql`delete from stock_levels`;
    const [user] = await sql<{ id: string }[]>`
      insert into users (email, phone, faza, password_hash, display_name)
      values ('rest@example.com', '+2348035552222', '008035552222', 'x', 'Rest Customer')
      returning id`;
    // A whole 5 kg bag and an opened rest of 4,200 g.
    for (const [productId, type, quantity] of [
      ['parboiled-rice', '5kg', 1],
      ['parboiled-rice', 'g', 4200],
    ] as const)
      await sql`
        insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                                 expires_at, storage_duration_days, source)
        values (${user!.id}, ${productId}, ${type}, ${quantity}, 100, now() + interval '9 days',
                30, 'adjust')`;

    // The old shape: 045 as it ran, then this correction, twice.
    await sql.unsafe(OPENING);
    const held = async () =>
      (
        await sql<{ on_hand: string; held: string; free: string }[]>`
          select on_hand::text, held::text, (on_hand - held - reserved)::text as free
          from stock_levels where product_id = 'parboiled-rice'`
      )[0]!;
    expect(Number((await held()).held)).toBe(4205);
    await sql.unsafe(REST_CORRECTION);
    const once = await held();
    await sql.unsafe(REST_CORRECTION);
    expect(await held()).toEqual(once);
    expect(Number(once.held)).toBe(9.2);
    expect(Number(once.on_hand)).toBe(9.2);
    expect(Number(once.free)).toBe(0);
    const report = await checkStock(sql);
    expect(report.products.filter((p) => p.problems.length > 0)).toEqual([]);
  });
});
