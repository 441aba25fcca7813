import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { groupBody, groupCall, groupUser, startGroup } from '../../../test/group-buy-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';
import { runGroupBuys } from './group-buy-jobs';

const HOUR = 3_600_000;

describe('group buys', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  const wallet = async (walletId: string) =>
    Number(
      (
        await ctx.sql<
          { b: string }[]
        >`select balance_kobo::text as b from wallets where id = ${walletId}`
      )[0]!.b,
    );
  const lots = (userId: string) => ctx.sql<
    { quantity_type: string; quantity: number; expires_at: Date; unit_price_kobo: number }[]
  >`select quantity_type, quantity, expires_at, unit_price_kobo from pantry_lots
     where owner_id = ${userId} order by quantity_type`;

  it('starts with the price per share beside buying small, and refuses bad splits and times', async () => {
    const a = await groupUser(ctx);
    const res = await groupCall(ctx, a.cookie, 'POST', '/group-buys', groupBody());
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({
      shares: 10,
      sharePrice: 9000,
      sharePriceKobo: 900_000,
      smallPriceKobo: 960_000,
      shareLabel: '5kg',
      state: 'open',
      sharesLeft: 10,
      myShares: 0,
      isStarter: true,
    });
    const bad = async (body: object) =>
      (await groupCall(ctx, a.cookie, 'POST', '/group-buys', groupBody(body))).json().code;
    expect(await bad({ shareBaseUnits: 3 })).toBe('GROUP_BUY_NOT_BULK');
    expect(await bad({ tier: '5kg', shareBaseUnits: 1 })).toBe('GROUP_BUY_NOT_BULK');
    expect(await bad({ closesAt: new Date(Date.now() + 0.5 * HOUR).toISOString() })).toBe(
      'GROUP_BUY_CLOSES_TOO_SOON',
    );
    expect(await bad({ closesAt: new Date(Date.now() + 8 * 24 * HOUR).toISOString() })).toBe(
      'GROUP_BUY_CLOSES_TOO_LATE',
    );
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/group-buys',
      payload: groupBody(),
    });
    expect(signedOut.statusCode).toBe(401);
    const unverified = await signedInUser(ctx, {}, { phoneVerified: false });
    expect(
      (await groupCall(ctx, unverified.cookie, 'POST', '/group-buys', groupBody())).json().code,
    ).toBe('PHONE_NOT_VERIFIED');
  });

  it('holds the money on join, refunds on leave, fills on the last share into both pantries', async () => {
    const a = await groupUser(ctx, 10_000_000);
    const b = await groupUser(ctx, 10_000_000);
    const id = await startGroup(ctx, a.cookie, { tier: '50kg', shareBaseUnits: 25 });

    const key = 'join-a-1';
    const joined = await groupCall(
      ctx,
      a.cookie,
      'POST',
      `/group-buys/${id}/join`,
      { shares: 1 },
      key,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({ amountKobo: 4_500_000, balanceKobo: 5_500_000 });
    // A retry with the same key answers the first result and moves nothing again.
    const again = await groupCall(
      ctx,
      a.cookie,
      'POST',
      `/group-buys/${id}/join`,
      { shares: 1 },
      key,
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await wallet(a.walletId)).toBe(5_500_000);
    const noKey = await groupCall(
      ctx,
      a.cookie,
      'POST',
      `/group-buys/${id}/join`,
      { shares: 1 },
      null,
    );
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    // Two shares asked, one left.
    const greedy = await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/join`, { shares: 2 });
    expect(greedy.json()).toMatchObject({
      code: 'GROUP_BUY_SHARES_LEFT',
      error: 'Only 1 share left.',
    });

    // B joins and leaves: money back at once.
    await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/join`, { shares: 1 }).then((r) =>
      expect(r.statusCode, r.body).toBe(200),
    );
    // (The group filled on B's share: leaving is closed now.)
    const late = await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/leave`);
    expect(late.json().code).toBe('GROUP_BUY_CLOSED');

    const read = (await groupCall(ctx, b.cookie, 'GET', `/group-buys/${id}`)).json().data;
    expect(read).toMatchObject({ state: 'filled', sharesLeft: 0, myShares: 1 });
    expect(read.members.map((m: { shares: number }) => m.shares)).toEqual([1, 1]);
    expect(JSON.stringify(read)).not.toContain(b.id);

    const [la] = await lots(a.id);
    const [lb] = await lots(b.id);
    expect(la).toMatchObject({ quantity_type: '25kg', quantity: 1, unit_price_kobo: 4_500_000 });
    expect(lb).toMatchObject({ quantity_type: '25kg', quantity: 1 });
    expect(la!.expires_at.getTime()).toBe(lb!.expires_at.getTime());
    // One order for the group, in the starter's name, paid from the held account.
    const orders = await ctx.sql`select payment_method, total_kobo::int as total from orders
                                  where id = (select order_id from group_buys where id = ${id})`;
    expect(orders).toEqual([{ payment_method: 'group_buy', total: 9_000_000 }]);
    // The journal shows the split: two purchase rows of the group.
    const split = await ctx.sql`select owner_id, quantity from pantry_journal
                                where group_buy_id = ${id} order by quantity`;
    expect(split.length).toBe(2);
    const history = (await groupCall(ctx, b.cookie, 'GET', '/pantry/history')).json().data;
    expect(history.entries[0]).toMatchObject({
      kind: 'purchase',
      quantity: 1,
      'quantity-type': '25kg',
      'group-buy': { id, tier: '50kg' },
    });
    const notices = await ctx.sql`select kind from notifications
                                  where recipient_id = ${a.id} and kind like 'group_buy.%'
                                  order by kind`;
    expect(notices.map((n) => n.kind)).toEqual(['group_buy.filled', 'group_buy.joined']);
    await expectLedgerSound(ctx.sql);
  });

  it('leaves before filling, and refunds everyone once when the closing time passes', async () => {
    const a = await groupUser(ctx, 10_000_000);
    const b = await groupUser(ctx, 10_000_000);
    const id = await startGroup(ctx, a.cookie);
    await groupCall(ctx, a.cookie, 'POST', `/group-buys/${id}/join`, { shares: 3 });
    await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/join`, { shares: 2 });
    const left = await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/leave`);
    expect(left.json().data).toMatchObject({ amountKobo: 1_800_000, balanceKobo: 10_000_000 });
    expect(left.json().data.group.sharesLeft).toBe(7);
    expect((await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/leave`)).json().code).toBe(
      'GROUP_BUY_NOT_MEMBER',
    );
    await groupCall(ctx, b.cookie, 'POST', `/group-buys/${id}/join`, { shares: 1 });
    await expectLedgerSound(ctx.sql);

    // A day before closing: one reminder, however often the job runs.
    const soon = new Date(Date.now() + 25 * HOUR);
    expect((await runGroupBuys(ctx.sql, soon)).reminded).toBeGreaterThanOrEqual(1);
    await runGroupBuys(ctx.sql, soon);
    const reminders = await ctx.sql`select 1 from notifications
      where kind = 'group_buy.closing' and recipient_id in (${a.id}, ${b.id})`;
    expect(reminders.length).toBe(2);

    const after = new Date(Date.now() + 49 * HOUR);
    await Promise.all([runGroupBuys(ctx.sql, after), runGroupBuys(ctx.sql, after)]);
    await runGroupBuys(ctx.sql, after);
    expect(await wallet(a.walletId)).toBe(10_000_000);
    expect(await wallet(b.walletId)).toBe(10_000_000);
    const read = (await groupCall(ctx, a.cookie, 'GET', `/group-buys/${id}`)).json().data;
    expect(read.state).toBe('refunded');
    const refunds = await ctx.sql`select 1 from notifications
      where kind = 'group_buy.refunded' and recipient_id in (${a.id}, ${b.id})`;
    expect(refunds.length).toBe(2);
    await expectLedgerSound(ctx.sql);
  });

  it('never sells the last share twice when members race for it', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => groupUser(ctx, 10_000_000)));
    const id = await startGroup(ctx, users[0]!.cookie, { shareBaseUnits: 10 });
    await groupCall(ctx, users[0]!.cookie, 'POST', `/group-buys/${id}/join`, { shares: 4 });
    const codes = await Promise.all(
      users
        .slice(1)
        .map((u) => groupCall(ctx, u.cookie, 'POST', `/group-buys/${id}/join`, { shares: 1 })),
    );
    expect(codes.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(codes.filter((r) => r.statusCode === 409).length).toBe(4);
    const [g] = await ctx.sql<{ state: string; shares_taken: number }[]>`
      select state, shares_taken from group_buys where id = ${id}`;
    expect(g).toEqual({ state: 'filled', shares_taken: 5 });
    const list = (await groupCall(ctx, users[0]!.cookie, 'GET', '/group-buys')).json().data;
    expect(list.mine.map((x: { id: string }) => x.id)).toContain(id);
    expect(list.open.map((x: { id: string }) => x.id)).not.toContain(id);
    await expectLedgerSound(ctx.sql);
  });
});
