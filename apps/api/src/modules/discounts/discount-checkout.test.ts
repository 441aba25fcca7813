import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyResponseSchema, orderDetailSchema } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import {
  BULK_DISCOUNT_KOBO,
  BULK_LIST_KOBO,
  BULK_ORDER,
  BULK_PLUS_KOBO,
  DEFAULT_RULE_ID,
  setTier,
} from '../../../test/discount-helpers';
import { buy, getOrder } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { reconcile } from '../reconciliation';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createAuthTestApp({ CHECKOUTS_PER_HOUR: '1000' });
  admin = (await signInAs(ctx, 'admin')).cookie;
});
afterAll(() => ctx.close());

async function member(tier: 'basic' | 'premium' | 'premium_plus', days = 30, fund = 50_000_000) {
  const m = await signedInUser(ctx);
  await setTier(ctx.sql, m.user.user_id, tier, days);
  await fundWallet(ctx.sql, m.user.wallet_id!, fund);
  return m;
}

const linesOf = (orderId: string) =>
  ctx.sql<
    { quantity_type: string; line_total_kobo: string; discount_kobo: string; paid_kobo: string }[]
  >`
    select quantity_type, line_total_kobo::text, discount_kobo::text, paid_kobo::text
      from order_lines where order_id = ${orderId} order by position`;

const saleOf = async (invoice: string) =>
  (
    await ctx.sql<{ amount_kobo: string }[]>`
      select amount_kobo::text from ledger_transfers where kind = 'purchase' and reference = ${invoice}`
  ).map((t) => Number(t.amount_kobo));

describe('a Premium Plus member at checkout', () => {
  it('pays 5 % less on lines of 25 base units or more from the wallet; lines, ledger and pantry agree', async () => {
    const plus = await member('premium_plus');
    const res = await buy(ctx, plus.cookie, BULK_ORDER);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = buyResponseSchema.parse(res.json().data);
    expect(order).toMatchObject({
      status: 'paid',
      totalKobo: BULK_PLUS_KOBO,
      listTotalKobo: BULK_LIST_KOBO,
      discountKobo: BULK_DISCOUNT_KOBO,
    });
    expect(order.discounts).toEqual([
      expect.objectContaining({ id: DEFAULT_RULE_ID, percentBp: 500, amountKobo: 460_000 }),
    ]);
    expect(order.lines.map((l) => [l.lineTotalKobo, l.discountKobo, l.paidKobo])).toEqual([
      [9_200_000, 460_000, 8_740_000],
      [960_000, 0, 960_000],
    ]);
    expect(await linesOf(order.id)).toEqual([
      {
        quantity_type: '25kg',
        line_total_kobo: '9200000',
        discount_kobo: '460000',
        paid_kobo: '8740000',
      },
      { quantity_type: '5kg', line_total_kobo: '960000', discount_kobo: '0', paid_kobo: '960000' },
    ]);
    // The ledger books what was paid, and the wallet lost exactly that.
    expect(await saleOf(order.invoiceId)).toEqual([BULK_PLUS_KOBO]);
    const [wallet] = await ctx.sql<{ balance_kobo: string }[]>`
      select balance_kobo::text from wallets where id = ${plus.user.wallet_id!}`;
    expect(Number(wallet!.balance_kobo)).toBe(50_000_000 - BULK_PLUS_KOBO);
    // The pantry values the 25 kg bags at what the member paid for them.
    const lots = await ctx.sql<{ quantity_type: string; unit_price_kobo: string }[]>`
      select quantity_type, unit_price_kobo::text from pantry_lots
       where order_id = ${order.id} order by quantity_type`;
    expect(lots).toEqual([
      { quantity_type: '25kg', unit_price_kobo: '4370000' },
      { quantity_type: '5kg', unit_price_kobo: '960000' },
    ]);
    await expectLedgerSound(ctx.sql);
  });

  it('gets the same price by bank transfer; the invoice shows it and staff confirmation books it', async () => {
    const plus = await member('premium_plus');
    const res = await buy(ctx, plus.cookie, { ...BULK_ORDER, 'payment-method': 'bank_transfer' });
    expect(res.statusCode, res.body).toBe(201);
    const data = buyResponseSchema.parse(res.json().data);
    if (data.paymentMethod !== 'bank_transfer') throw new Error('expected a bank transfer');
    expect(data.totalAmount).toBe(BULK_PLUS_KOBO / 100);
    const invoice = orderDetailSchema.parse(
      (await getOrder(ctx, plus.cookie, data.id)).json().data,
    );
    expect(invoice).toMatchObject({ totalKobo: BULK_PLUS_KOBO, discountKobo: BULK_DISCOUNT_KOBO });
    expect(invoice.lines[0]).toMatchObject({ discountKobo: 460_000, paidKobo: 8_740_000 });

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${data.id}/confirm-payment`,
      cookies: sessionCookies(ctx.app, admin),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await saleOf(data.invoiceId)).toEqual([BULK_PLUS_KOBO]);
    await expectLedgerSound(ctx.sql);
  });
});

describe('anyone else pays the list price', () => {
  it.each(['basic', 'premium'] as const)('a %s member', async (tier) => {
    const m = await member(tier);
    const res = await buy(ctx, m.cookie, BULK_ORDER);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = buyResponseSchema.parse(res.json().data);
    expect(order).toMatchObject({ totalKobo: BULK_LIST_KOBO, discountKobo: 0, discounts: [] });
    expect(order.lines.every((l) => l.discountKobo === 0 && l.paidKobo === l.lineTotalKobo)).toBe(
      true,
    );
  });

  it('a Premium Plus member whose subscription has lapsed', async () => {
    const lapsed = await member('premium_plus', -1);
    const res = await buy(ctx, lapsed.cookie, BULK_ORDER);
    expect(res.statusCode, res.body).toBe(201);
    expect(buyResponseSchema.parse(res.json().data).order).toMatchObject({
      totalKobo: BULK_LIST_KOBO,
      discountKobo: 0,
    });
    await expectLedgerSound(ctx.sql);
  });
});

describe('a client cannot obtain a discount it is not entitled to', () => {
  // Every field a client might add to claim a price, a discount or a tier, at the top and on the lines.
  const forged = {
    ...BULK_ORDER,
    price: 1,
    total: 1,
    totalKobo: 1,
    totalAmount: 1,
    discount: 50,
    discountKobo: 10_000_000,
    discounts: [{ id: DEFAULT_RULE_ID, percentBp: 5_000 }],
    percentBp: 5_000,
    tier: 'premium_plus',
    subscription_tier: 'premium_plus',
    is_premium_plus: true,
    isPremiumPlus: true,
    items: BULK_ORDER.items.map((i) => ({
      ...i,
      price: 100,
      priceKobo: 100,
      'unit-price': 1,
      unitPriceKobo: 1,
      'total-price': 1,
      discount: 50,
      discountKobo: 9_000_000,
      paidKobo: 1,
      percentBp: 5_000,
      multiplier: 1000,
      baseUnits: 1000,
      tier: 'premium_plus',
    })),
  };

  it('a basic member sending price, discount and tier fields pays the list price', async () => {
    const m = await member('basic');
    const res = await buy(ctx, m.cookie, forged);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = buyResponseSchema.parse(res.json().data);
    expect(order).toMatchObject({ totalKobo: BULK_LIST_KOBO, discountKobo: 0 });
    expect(await saleOf(order.invoiceId)).toEqual([BULK_LIST_KOBO]);
  });

  it('a Premium Plus member sending them still gets only the rules in force', async () => {
    const plus = await member('premium_plus');
    const res = await buy(ctx, plus.cookie, forged);
    expect(res.statusCode, res.body).toBe(201);
    expect(buyResponseSchema.parse(res.json().data).order).toMatchObject({
      totalKobo: BULK_PLUS_KOBO,
      discountKobo: BULK_DISCOUNT_KOBO,
    });
  });

  it('a 5 kg line claimed to hold 1000 base units gets nothing', async () => {
    const plus = await member('premium_plus');
    const res = await buy(ctx, plus.cookie, {
      items: [
        { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 5, multiplier: 1000 },
      ],
      'payment-method': 'wallet',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(buyResponseSchema.parse(res.json().data).order.discountKobo).toBe(0);
    await expectLedgerSound(ctx.sql);
  });
});

describe('rule dates at checkout', () => {
  it('an ended rule gives nothing; a rule that starts tomorrow gives nothing yet', async () => {
    const plus = await member('premium_plus');
    const tx = ctx.sql;
    await tx`update discount_rules set ends_at = now() where id = ${DEFAULT_RULE_ID}`;
    await tx`insert into discount_rules (kind, percent_bp, min_base_units, starts_at)
             values ('line', 900, 10, now() + interval '1 day')`;
    try {
      const res = await buy(ctx, plus.cookie, BULK_ORDER);
      expect(res.statusCode, res.body).toBe(201);
      expect(buyResponseSchema.parse(res.json().data).order.totalKobo).toBe(BULK_LIST_KOBO);
    } finally {
      await tx`delete from discount_rules where id <> ${DEFAULT_RULE_ID}`;
      await tx`update discount_rules set ends_at = null where id = ${DEFAULT_RULE_ID}`;
    }
  });
});

describe('reconciliation', () => {
  it('reports an order whose total disagrees with what its lines say was paid', async () => {
    const plus = await member('premium_plus');
    const res = await buy(ctx, plus.cookie, BULK_ORDER);
    const { order } = buyResponseSchema.parse(res.json().data);
    await ctx.sql`update order_lines set discount_kobo = 0 where order_id = ${order.id}`;
    try {
      const report = await reconcile(ctx.sql);
      expect(report.mismatches).toEqual([
        {
          kind: 'order_lines_total',
          orderId: order.id,
          invoice: order.invoiceId,
          totalKobo: BULK_PLUS_KOBO,
          linesPaidKobo: BULK_LIST_KOBO,
          discountKobo: BULK_DISCOUNT_KOBO,
          linesDiscountKobo: 0,
        },
      ]);
    } finally {
      await ctx.sql`update order_lines set discount_kobo = 460000
                     where order_id = ${order.id} and quantity_type = '25kg'`;
    }
    await expectLedgerSound(ctx.sql);
  });
});
