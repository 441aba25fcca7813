import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import { consumeAsIs } from '../../../test/delivery-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';

describe('delivery quote (the fee shown before confirming is the fee charged)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ DELIVERY_REQUESTS_PER_HOUR: '100000' });
  }, 120_000);
  afterAll(() => ctx.close());

  async function customer(tier: 'basic' | 'premium' = 'basic') {
    const who = await signedInUser(ctx);
    await fundWallet(ctx.sql, who.user.wallet_id!, 10_000_00);
    if (tier !== 'basic')
      await ctx.sql`update users set subscription_tier = ${tier},
                    subscription_ends_at = now() + interval '30 days' where id = ${who.user.user_id}`;
    const lot = await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 20 });
    return { ...who, lot };
  }
  const quote = (cookie: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/delivery/quote',
      cookies: sessionCookies(ctx.app, cookie),
      payload,
    });

  it('quotes the zone fee plus the weight band at the caller’s tier, charging nothing', async () => {
    const ada = await customer('premium');
    const items = [{ 'lot-id': ada.lot, quantity: 2 }];
    const res = await quote(ada.cookie, { zoneId: 'lagos-lekki-phase-1', items });
    expect(res.statusCode, res.body).toBe(200);
    // ₦2,500 + the 10 kg band's ₦500 = ₦3,000, of which Premium pays 50 %.
    expect(res.json().data).toEqual({
      zone_id: 'lagos-lekki-phase-1',
      fee_kobo: 1_500_00,
      full_fee_kobo: 3_000_00,
    });
    const [t] = await ctx.sql`select count(*)::int as n from ledger_transfers
                              where kind = 'delivery_fee'`;
    expect(t!.n).toBe(0);
    const ok = await consumeAsIs(ctx, ada.cookie, items, {
      zoneId: 'lagos-lekki-phase-1',
      feeKobo: 1_500_00,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.fee_kobo).toBe(1_500_00);
  });

  it('refuses the request when the quoted fee is no longer the fee, moving nothing', async () => {
    const bayo = await customer();
    const items = [{ 'lot-id': bayo.lot, quantity: 1 }];
    const quoted = (await quote(bayo.cookie, { zoneId: 'lagos-ikeja', items })).json().data;
    await ctx.sql`update delivery_zones set fee_kobo = fee_kobo + 10000 where id = 'lagos-ikeja'`;
    try {
      const res = await consumeAsIs(ctx, bayo.cookie, items, {
        zoneId: 'lagos-ikeja',
        feeKobo: quoted.fee_kobo,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('DELIVERY_FEE_CHANGED');
      const [lot] = await ctx.sql`select quantity from pantry_lots where id = ${bayo.lot}`;
      expect(lot!.quantity).toBe(20);
      const [w] =
        await ctx.sql`select balance_kobo from wallets where id = ${bayo.user.wallet_id!}`;
      expect(Number(w!.balance_kobo)).toBe(10_000_00);
    } finally {
      await ctx.sql`update delivery_zones set fee_kobo = fee_kobo - 10000 where id = 'lagos-ikeja'`;
    }
    await expectLedgerSound(ctx.sql);
  });

  it('refuses someone else’s lot, an unserved zone and a signed-out caller', async () => {
    const a = await customer();
    const b = await customer();
    const theirs = await quote(a.cookie, {
      zoneId: 'lagos-ikeja',
      items: [{ 'lot-id': b.lot, quantity: 1 }],
    });
    expect(theirs.json().code).toBe('NOT_IN_PANTRY');
    const nowhere = await quote(a.cookie, {
      zoneId: 'kano-nowhere',
      items: [{ 'lot-id': a.lot, quantity: 1 }],
    });
    expect(nowhere.json().code).toBe('DELIVERY_ZONE_NOT_SERVED');
    const out = await quote(undefined, {
      zoneId: 'lagos-ikeja',
      items: [{ 'lot-id': a.lot, quantity: 1 }],
    });
    expect(out.statusCode).toBe(401);
  });
});
