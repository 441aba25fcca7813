import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES, lagosMonthBounds, lagosMonthOf, addMonths } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { requestDelivery } from '../../../test/delivery-helpers';
import { buy, SAMPLE_ORDER } from '../../../test/order-helpers';
import { BEANS, giveFood, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet, sendMoney, subscribe } from '../../../test/wallet-helpers';

type Who = Awaited<ReturnType<typeof signedInUser>>;

const insights = (ctx: TestContext, cookie: string | undefined, query = '') =>
  ctx.app.inject({ url: `/api/insights${query}`, cookies: sessionCookies(ctx.app, cookie) });

async function premiumMember(ctx: TestContext): Promise<Who> {
  const who = await signedInUser(ctx);
  await fundWallet(ctx.sql, who.user.wallet_id!, 100_000_00);
  const res = await subscribe(ctx, who.cookie, 'premium', { period: 'monthly' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return who;
}

/** The month's journal summed by kind straight from the table, to hold the API against. */
async function journalByKind(ctx: TestContext, ownerId: string, month: string) {
  const { start, end } = lagosMonthBounds(month);
  const rows = await ctx.sql<{ kind: string; items: string; kobo: string }[]>`
    select j.kind, sum(j.quantity) as items, sum(j.quantity * l.unit_price_kobo) as kobo
    from pantry_journal j join pantry_lots l on l.id = j.lot_id
    where j.owner_id = ${ownerId} and j.created_at >= ${start} and j.created_at < ${end}
    group by j.kind`;
  return Object.fromEntries(
    rows.map((r) => [r.kind, { items: Number(r.items), kobo: Number(r.kobo) }]),
  );
}

describe('GET /api/insights', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  let chidi: Who;
  const month = lagosMonthOf(new Date());

  beforeAll(async () => {
    ctx = await createAuthTestApp({ WALLET_SENDS_PER_MINUTE: '30' });
    [ada, bola, chidi] = await Promise.all([
      premiumMember(ctx),
      signedInUser(ctx),
      premiumMember(ctx),
    ]);
    // Ada's scripted month: a wallet checkout, one bag of rice sent to Bola, one delivered, ₦1,500
    // sent to Bola, and three bags of beans that expired just now.
    const order = await buy(ctx, ada.cookie, { ...SAMPLE_ORDER, 'payment-method': 'wallet' });
    expect(order.statusCode, order.body).toBe(201);
    const sent = await sendFood(ctx, ada.cookie, {
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: bola.user.faza,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [riceLot] = await ctx.sql<{ id: string }[]>`
      select l.id from pantry_lots l join products p on p.id = l.product_id
      where l.owner_id = ${ada.user.user_id} and p.name = ${RICE.name} and l.quantity > 0
      order by l.expires_at limit 1`;
    await requestDelivery(ctx, ada.cookie, [{ 'lot-id': riceLot!.id, quantity: 1 }]);
    const money = await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 1500 });
    expect(money.statusCode, money.body).toBe(200);
    const beans = await giveFood(ctx.sql, ada.user.user_id, {
      name: BEANS.name,
      type: BEANS.type,
      quantity: 3,
      priceKobo: BEANS.priceKobo,
    });
    // Expired just now: after it was added (the journal row), before the insights are read.
    await ctx.sql`update pantry_lots set expires_at = now() where id = ${beans}`;
    // Bola's own month, which must never show in anyone else's insights.
    await fundWallet(ctx.sql, bola.user.wallet_id!, 50_000_00);
    const bolaOrder = await buy(ctx, bola.cookie, { ...SAMPLE_ORDER, 'payment-method': 'wallet' });
    expect(bolaOrder.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it('answers a basic member 403 and a signed-out visitor 401', async () => {
    const res = await insights(ctx, bola.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      error: INSIGHTS_MESSAGES.premiumOnly,
    });
    expect((await insights(ctx, undefined)).statusCode).toBe(401);
  });

  it("ties Ada's month out with the ledger and the journal exactly", async () => {
    const res = await insights(ctx, ada.cookie, `?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const { start, end } = lagosMonthBounds(month);
    const [ledger] = await ctx.sql<{ spent: string; sent: string; n: string }[]>`
      select
        (select coalesce(sum(amount_kobo), 0) from ledger_transfers where kind = 'purchase'
           and debit_account = ${ada.user.wallet_id!} and created_at >= ${start} and created_at < ${end}) as spent,
        (select coalesce(sum(amount_kobo), 0) from ledger_transfers where kind = 'send'
           and debit_account = ${ada.user.wallet_id!} and created_at >= ${start} and created_at < ${end}) as sent,
        (select count(*) from ledger_transfers where kind = 'send'
           and debit_account = ${ada.user.wallet_id!} and created_at >= ${start} and created_at < ${end}) as n`;
    expect(data.spend.total_kobo).toBe(Number(ledger!.spent));
    expect(data.spend.total_kobo).toBe(3_520_000);
    const categories = data.spend.by_category as { kobo: number }[];
    expect(categories.reduce((s, c) => s + c.kobo, 0)).toBe(3_520_000);
    expect(data.money).toEqual({
      sent_kobo: Number(ledger!.sent),
      sent_count: Number(ledger!.n),
      received_kobo: 0,
      received_count: 0,
    });
    expect(data.money.sent_kobo).toBe(150_000);

    const journal = await journalByKind(ctx, ada.user.user_id, month);
    const flow = (name: string) => data.food.find((f: { flow: string }) => f.flow === name);
    expect(flow('bought')).toEqual({ flow: 'bought', ...journal.purchase });
    // The bags sent and delivered are lots FEFO chose: bought singly or in the Starter Pack.
    expect(flow('sent')).toEqual({ flow: 'sent', items: 1, kobo: -journal.transfer_out!.kobo });
    expect([RICE.priceKobo, 834_800]).toContain(flow('sent').kobo);
    expect(flow('delivered')).toEqual({
      flow: 'delivered',
      items: 1,
      kobo: -journal.delivery!.kobo,
    });
    expect(flow('added')).toEqual({ flow: 'added', items: 3, kobo: 3 * BEANS.priceKobo });
    expect(flow('expired')).toEqual({ flow: 'expired', items: 3, kobo: 3 * BEANS.priceKobo });
    expect(data.waste).toEqual({
      expired_kobo: 3 * BEANS.priceKobo,
      expired_items: 3,
      // 1 delivered + 3 expired: too few items for a percentage.
      spoil_rate: { part: 3, whole: 4, percent: null },
      top_expired: [{ name: BEANS.name, items: 3, kobo: 3 * BEANS.priceKobo }],
    });
    const [stock] = await ctx.sql<{ kobo: string }[]>`
      select coalesce(sum(quantity * unit_price_kobo), 0) as kobo from pantry_lots
      where owner_id = ${ada.user.user_id} and quantity > 0 and expires_at > now()`;
    expect(data.pantry.stock_kobo).toBe(Number(stock!.kobo));
    expect(data.pantry.days_left).toBeNull();
    expect(data.in_progress).toBe(true);
  });

  it("never shows one member another's data", async () => {
    const data = (await insights(ctx, chidi.cookie)).json().data;
    expect(data.spend.total_kobo).toBe(0);
    expect(data.food).toEqual([]);
    expect(data.money).toEqual({
      sent_kobo: 0,
      sent_count: 0,
      received_kobo: 0,
      received_count: 0,
    });
    expect(data.waste.expired_items).toBe(0);
    expect(data.pantry.stock_items).toBe(0);
    // Ada's figures hold none of Bola's purchase (Bola's money and food stay Bola's).
    const ada2 = (await insights(ctx, ada.cookie)).json().data;
    expect(ada2.spend.total_kobo).toBe(3_520_000);
  });

  it('refuses a month that is malformed or in the future', async () => {
    expect((await insights(ctx, ada.cookie, '?month=2026-13')).statusCode).toBe(400);
    const next = addMonths(month, 1);
    expect((await insights(ctx, ada.cookie, `?month=${next}`)).statusCode).toBe(400);
  });

  it("prices last month's basket at this month's prices after a staff price change", async () => {
    const dayo = await premiumMember(ctx);
    const order = await buy(ctx, dayo.cookie, {
      items: [{ name: RICE.name, 'quantity-type': RICE.type, quantity: 2 }],
      bundles: [{ id: 'starter-pack', quantity: 1 }],
      'payment-method': 'wallet',
    });
    expect(order.statusCode).toBe(201);
    // The purchase happened last month: move its journal rows back (setup only; the journal is
    // append-only for the app).
    const lastMonth = lagosMonthBounds(addMonths(month, -1));
    const mid = new Date((lastMonth.start.getTime() + lastMonth.end.getTime()) / 2);
    await ctx.sql.begin(async (tx) => {
      await tx`alter table pantry_journal disable trigger pantry_journal_no_update`;
      await tx`update pantry_journal set created_at = ${mid} where owner_id = ${dayo.user.user_id}`;
      await tx`alter table pantry_journal enable trigger pantry_journal_no_update`;
    });
    const admin = await signInAs(ctx, 'admin');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/catalogue/products/parboiled-rice',
      cookies: sessionCookies(ctx.app, admin.cookie),
      payload: { tiers: [{ label: '5kg', price_kobo: 1_056_000 }] },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const history = await ctx.app.inject({
      url: '/api/admin/catalogue/price-history?product=parboiled-rice',
      cookies: sessionCookies(ctx.app, admin.cookie),
    });
    const entries = history.json().data.entries;
    expect(entries[0]).toMatchObject({ tier_label: '5kg', price_kobo: 1_056_000 });
    expect(entries[0].changed_by).toBeTruthy();
    const rice5kg = entries.filter((e: { tier_label: string }) => e.tier_label === '5kg');
    expect(rice5kg).toHaveLength(2);
    expect(rice5kg[1]).toMatchObject({
      tier_label: '5kg',
      price_kobo: 960_000,
      changed_by: null,
    });

    const basket = (await insights(ctx, dayo.cookie)).json().data.basket;
    const [then] = await ctx.sql<{ kobo: string; rice: string }[]>`
      select sum(j.quantity * h.price_kobo) as kobo,
             sum(j.quantity) filter (where l.product_id = 'parboiled-rice' and l.quantity_type = '5kg') as rice
      from pantry_journal j join pantry_lots l on l.id = j.lot_id
      cross join lateral (select price_kobo from product_price_history h
                          where h.product_id = l.product_id and h.tier_label = l.quantity_type
                          order by changed_at limit 1) h
      where j.owner_id = ${dayo.user.user_id} and j.kind = 'purchase'`;
    // Two bags bought singly and one in the Starter Pack, each ₦960 dearer now.
    expect(Number(then!.rice)).toBe(3);
    expect(basket.then_kobo).toBe(Number(then!.kobo));
    expect(basket.now_kobo).toBe(Number(then!.kobo) + 3 * 96_000);
    expect(basket.items).toBe(6);
    expect(basket.percent).toBeCloseTo((3 * 96_000 * 100) / Number(then!.kobo), 1);
    await expectLedgerSound(ctx.sql);
  });
});
