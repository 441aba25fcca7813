import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyResponseSchema, WALLET_MESSAGES } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { buy, SAMPLE_ORDER, SAMPLE_TOTAL_KOBO } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  expectLedgerSound,
  fundWallet,
  history,
  moneySnapshot,
  sendMoney,
} from '../../../test/wallet-helpers';

const WALLET_ORDER = { ...SAMPLE_ORDER, 'payment-method': 'wallet' };

describe('checkout paid from the wallet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ WALLET_SENDS_PER_MINUTE: '1000' });
  });
  afterAll(() => ctx.close());

  it('debits the wallet to sales, answers a paid order and fills the pantry, in one go', async () => {
    const ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, SAMPLE_TOTAL_KOBO + 4_800_00);
    const res = await buy(ctx, ada.cookie, WALLET_ORDER);
    expect(res.statusCode, res.body).toBe(201);
    const data = buyResponseSchema.parse(res.json().data);
    expect(data).toMatchObject({ paymentMethod: 'wallet', status: 'paid' });
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(4_800);
    const lots =
      await ctx.sql`select count(*)::int as n from pantry_lots where owner_id = ${ada.user.user_id}`;
    expect(lots[0]!.n).toBeGreaterThan(0);
    const out = (await history(ctx, ada.cookie, '?direction=outgoing')).json().data.transactions;
    expect(out[0]).toMatchObject({
      amount: -SAMPLE_TOTAL_KOBO,
      channel: 'purchase',
      type: 'purchase',
      description: `Payment for order ${data.invoiceId}`,
    });
    await expectLedgerSound(ctx.sql);
  });

  it('short of money: 422 with the sufficiency message, and nothing changes', async () => {
    const ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, SAMPLE_TOTAL_KOBO - 1);
    const before = {
      money: await moneySnapshot(ctx.sql),
      orders: await ctx.sql`select id from orders`,
      lots: await ctx.sql`select id from pantry_lots`,
    };
    const res = await buy(ctx, ada.cookie, WALLET_ORDER);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(WALLET_MESSAGES.insufficientBalanceOf(SAMPLE_TOTAL_KOBO - 1));
    expect({
      money: await moneySnapshot(ctx.sql),
      orders: await ctx.sql`select id from orders`,
      lots: await ctx.sql`select id from pantry_lots`,
    }).toEqual(before);
  });

  it('raced against wallet sends, never overdraws', async () => {
    const ada = await signedInUser(ctx);
    const bola = await signedInUser(ctx);
    const fundKobo = 100_000_00; // two orders (₦70,400) and some sends fit, not everything
    await fundWallet(ctx.sql, ada.user.wallet_id!, fundKobo);
    const requests = [
      ...Array.from({ length: 4 }, () => buy(ctx, ada.cookie, WALLET_ORDER)),
      ...Array.from({ length: 20 }, () =>
        sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 1_500 }),
      ),
    ];
    const results = await Promise.all(requests);
    const bought = results.slice(0, 4).filter((r) => r.statusCode === 201).length;
    const sent = results.slice(4).filter((r) => r.statusCode === 200).length;
    for (const r of results) expect([200, 201, 422]).toContain(r.statusCode);
    const spent = bought * SAMPLE_TOTAL_KOBO + sent * 1_500_00;
    expect(spent).toBeLessThanOrEqual(fundKobo);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe((fundKobo - spent) / 100);
    const orders =
      await ctx.sql`select count(*)::int as n from orders where user_id = ${ada.user.user_id}`;
    expect(orders[0]!.n).toBe(bought);
    // Whatever was refused was refused for money, and the rest of the balance cannot pay another.
    expect(fundKobo - spent).toBeLessThan(SAMPLE_TOTAL_KOBO + 1_500_00 * 20);
    await expectLedgerSound(ctx.sql);
  });
});
