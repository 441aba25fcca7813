import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNTS } from '../ledger';
import { reconcile } from '../reconciliation';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import {
  consumeAsIs,
  customerCancel,
  lotQuantity,
  staffStep,
} from '../../../test/delivery-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet, history } from '../../../test/wallet-helpers';
import { runPool } from '../../../test/concurrency';

const LEKKI = { street: '3 Admiralty Way', area: 'lekki', city: 'Lagos', state: 'Lagos' };

describe('delivery fees (zones, weight bands, tiers, refunds)', () => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ DELIVERY_REQUESTS_PER_HOUR: '100000' });
    staff = (await signInAs(ctx, 'moderator')).cookie;
  }, 120_000);
  afterAll(() => ctx.close());

  /** A customer with `naira` in the wallet, `tier`, and a lot of 5 kg rice bags. */
  async function customer(naira: number, tier: 'basic' | 'premium' | 'premium_plus' = 'basic') {
    const who = await signedInUser(ctx);
    if (naira > 0) await fundWallet(ctx.sql, who.user.wallet_id!, naira * 100);
    if (tier !== 'basic')
      await ctx.sql`update users set subscription_tier = ${tier},
                    subscription_ends_at = now() + interval '30 days' where id = ${who.user.user_id}`;
    const lot = await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 20 });
    return { ...who, lot };
  }
  const balance = async (walletId: string) =>
    Number(
      (await ctx.sql`select balance_kobo from wallets where id = ${walletId}`)[0]!.balance_kobo,
    );

  it('lists the served Lagos zones with their fees', async () => {
    const res = await ctx.app.inject({ url: '/api/delivery/zones' });
    expect(res.statusCode).toBe(200);
    const zones = res.json().data.zones as { id: string; fee_kobo: number }[];
    expect(zones.find((z) => z.id === 'lagos-lekki-phase-1')?.fee_kobo).toBe(2_500_00);
    expect(zones.length).toBeGreaterThanOrEqual(10);
  });

  it('charges the zone fee plus the weight band from the wallet, in the request', async () => {
    const ada = await customer(10_000);
    // 2 × 5 kg = 10 kg: Lekki Phase 1's ₦2,500 (alias "lekki") plus the 10 kg band's ₦500.
    const res = await consumeAsIs(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 2 }], {
      address: LEKKI,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      fee_kobo: 3_000_00,
      zone_id: 'lagos-lekki-phase-1',
      fee_refunded: false,
    });
    expect(await balance(ada.user.wallet_id!)).toBe(7_000_00);
    const [t] = await ctx.sql`select kind, amount_kobo, credit_account from ledger_transfers
                              where reference = ${res.json().data.id}`;
    expect(t).toMatchObject({
      kind: 'delivery_fee',
      amount_kobo: 3_000_00,
      credit_account: SYSTEM_ACCOUNTS.deliveryRevenue,
    });
    // 10 bags = 50 kg: the 50 kg band's ₦3,000.
    const heavy = await consumeAsIs(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 10 }], {
      zoneId: 'lagos-ikeja',
    });
    expect(heavy.json().data.fee_kobo).toBe(1_500_00 + 3_000_00);
    await expectLedgerSound(ctx.sql);
  });

  it('halves the fee for Premium and waives it for Premium Plus', async () => {
    const premium = await customer(10_000, 'premium');
    const plus = await customer(0, 'premium_plus');
    const one = [{ quantity: 1 }];
    const a = await consumeAsIs(ctx, premium.cookie, [{ 'lot-id': premium.lot, ...one[0] }], {
      address: LEKKI,
    });
    expect(a.json().data.fee_kobo).toBe(1_250_00);
    const b = await consumeAsIs(ctx, plus.cookie, [{ 'lot-id': plus.lot, ...one[0] }], {
      address: LEKKI,
    });
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().data.fee_kobo).toBe(0);
  });

  it('refuses an unserved area and a wallet short of the fee, moving neither food nor money', async () => {
    const ada = await customer(10);
    const far = await consumeAsIs(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 1 }], {
      address: { ...LEKKI, area: 'Ibadan North', state: 'Oyo' },
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().code).toBe('DELIVERY_ZONE_NOT_SERVED');
    const poor = await consumeAsIs(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 1 }], {
      address: LEKKI,
    });
    expect(poor.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await lotQuantity(ctx, ada.lot)).toBe(20);
    expect(await balance(ada.user.wallet_id!)).toBe(10_00);
    expect(
      await ctx.sql`select 1 from deliveries where user_id = ${ada.user.user_id}`,
    ).toHaveLength(0);
  });

  it('refunds the fee exactly once when a requested delivery is cancelled, even raced', async () => {
    const ada = await customer(10_000);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await consumeAsIs(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 1 }], {
        address: LEKKI,
      });
      ids.push(res.json().data.id);
    }
    expect(await balance(ada.user.wallet_id!)).toBe(10_000_00 - 4 * 2_500_00);
    // The customer and staff cancel the same deliveries at once, twice each: one refund apiece.
    const tasks = ids
      .slice(0, 3)
      .flatMap((id) => [
        () => customerCancel(ctx, ada.cookie, id),
        () => staffStep(ctx, staff, id, 'cancel', { reason: 'Customer asked by phone' }),
        () => customerCancel(ctx, ada.cookie, id),
      ]);
    const answers = await runPool(tasks, 6);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    // Dispatched, then cancelled by staff: the rider went, the fee stays.
    expect((await staffStep(ctx, staff, ids[3]!, 'dispatch')).statusCode).toBe(200);
    expect(
      (await staffStep(ctx, staff, ids[3]!, 'cancel', { reason: 'Nobody home' })).statusCode,
    ).toBe(200);
    expect(await balance(ada.user.wallet_id!)).toBe(10_000_00 - 2_500_00);
    const refunds = await ctx.sql`select reference from ledger_transfers
      where kind = 'delivery_fee_refund' and reference = any(${ids}::text[])`;
    expect(refunds.map((r) => r.reference).sort()).toEqual(ids.slice(0, 3).sort());
    const mine = await ctx.app.inject({
      url: '/api/deliveries',
      cookies: sessionCookies(ctx.app, ada.cookie),
    });
    const refunded = mine
      .json()
      .data.deliveries.filter((d: { fee_refunded: boolean }) => d.fee_refunded);
    expect(refunded).toHaveLength(3);
    // The wallet history names both sides of the fee.
    const lines = await history(ctx, ada.cookie);
    expect(lines.statusCode, lines.body).toBe(200);
    const texts = lines.json().data.transactions.map((t: { description: string }) => t.description);
    expect(texts.filter((t: string) => t === 'Delivery fee')).toHaveLength(4);
    expect(texts.filter((t: string) => t === 'Delivery fee refunded')).toHaveLength(3);
    await expectLedgerSound(ctx.sql);
  });

  it('makes the ledger check report a fee the books do not match', async () => {
    const ada = await customer(10_000);
    const res = await consumeAsIs(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 1 }], {
      address: LEKKI,
    });
    const id = res.json().data.id as string;
    // A refund marked without the money going back: revenue and the delivery both disagree.
    await ctx.sql`update deliveries set fee_refunded_at = now() where id = ${id}`;
    const report = await reconcile(ctx.sql);
    expect(report.mismatches.map((m) => m.kind).sort()).toEqual([
      'delivery_fee',
      'delivery_revenue',
    ]);
    await ctx.sql`update deliveries set fee_refunded_at = null where id = ${id}`;
    await expectLedgerSound(ctx.sql);
  });
});
