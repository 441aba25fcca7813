import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_MESSAGES as M, addDays, lagosInstant } from '@faza/shared';
import { createAuthTestApp } from '../../../test/auth-helpers';
import {
  circleCall,
  circleFood,
  circleSnapshot,
  circleUser,
  circleWith as withMembers,
  STARTER_FOOD,
  STARTER_PRICE,
  walletKobo,
  type CircleUser,
} from '../../../test/circle-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { runCircles } from './circle-jobs';

const PRICE = STARTER_PRICE;
const STARTER = STARTER_FOOD;

/** Paying, autopay, lateness, delivery, leaving and cancelling, all money checked (decision 0043). */
describe('food circles: money and food', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  const balance = (u: CircleUser) => walletKobo(ctx.sql, u);
  const circleWith = (others: number, money: number[], overrides = {}) =>
    withMembers(ctx, others, money, overrides);

  const at = (day: string, hour = 10) => lagosInstant(day, hour);
  const view = async (u: CircleUser, id: string) =>
    (await circleCall(ctx, u.cookie, 'GET', `/circles/${id}`)).json().data.circle;

  it('pays the next instalment from the wallet, once per key, ahead until fully paid', async () => {
    const { id, members } = await circleWith(1, [PRICE, 1_000_000]);
    const [ada, bola] = members as [CircleUser, CircleUser];
    const key = randomUUID();
    const first = await circleCall(
      ctx,
      ada.cookie,
      'POST',
      `/circles/${id}/payments`,
      undefined,
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      message: M.paid(800_000, 1, 2),
      paid: { number: 1 },
      balance: 8_000,
    });
    const replay = await circleCall(
      ctx,
      ada.cookie,
      'POST',
      `/circles/${id}/payments`,
      undefined,
      key,
    );
    expect(replay.json()).toEqual(first.json());
    expect(await balance(ada)).toBe(PRICE - 800_000);
    const ahead = await circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/payments`);
    expect(ahead.json().data.paid.number).toBe(2);
    const before = await circleSnapshot(ctx.sql);
    const done = await circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/payments`);
    expect([done.statusCode, done.json().error]).toEqual([409, M.fullyPaid]);
    const noKey = await circleCall(
      ctx,
      bola.cookie,
      'POST',
      `/circles/${id}/payments`,
      undefined,
      null,
    );
    expect(noKey.statusCode).toBe(400);
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    const short = await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    expect([short.statusCode, short.json().error]).toEqual([422, M.walletShort(800_000, 200_000)]);
    const stranger = await circleUser(ctx, 'basic', PRICE);
    const theirs = await circleCall(ctx, stranger.cookie, 'POST', `/circles/${id}/payments`);
    expect([theirs.statusCode, theirs.json().error]).toEqual([403, M.notMember]);
    const after = await circleSnapshot(ctx.sql);
    expect(after.members).not.toEqual(before.members); // Bola's first payment only
    expect((await view(ada, id)).progress).toMatchObject({
      'paid-kobo': PRICE + 800_000,
      'due-kobo': 2 * PRICE,
    });
    await expectLedgerSound(ctx.sql);
  });

  it('pays one instalment once when the member taps twice at the same moment', async () => {
    const { id, members } = await circleWith(1, [PRICE, PRICE]);
    const results = await Promise.all(
      members.flatMap((m) =>
        [1, 2, 3].map(() => circleCall(ctx, m.cookie, 'POST', `/circles/${id}/payments`)),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    for (const m of members) expect(await balance(m)).toBe(0);
    await expectLedgerSound(ctx.sql);
  });

  it('autopays on due days, retries a short wallet daily, marks late after grace, then delivers', async () => {
    const { id, start, members } = await circleWith(2, [PRICE, PRICE, 800_000]);
    const [ada, bola, chidi] = members as [CircleUser, CircleUser, CircleUser];
    // Before 09:00 on the due day: nothing taken; the circle starts running.
    await runCircles(ctx.sql, at(start, 8));
    expect(await balance(ada)).toBe(PRICE);
    await Promise.all([runCircles(ctx.sql, at(start)), runCircles(ctx.sql, at(start))]);
    expect([await balance(ada), await balance(bola), await balance(chidi)]).toEqual([
      800_000, 800_000, 0,
    ]);
    // Bola turns autopay off for the second; Chidi's wallet is empty on the second due day.
    const off = await circleCall(ctx, bola.cookie, 'PUT', `/circles/${id}/autopay`, { on: false });
    expect(off.json().data).toEqual({ message: M.autopayOff, autopay: false });
    const second = addDays(start, 7);
    await runCircles(ctx.sql, at(second));
    await runCircles(ctx.sql, at(second, 20)); // same day: not tried again
    expect(await balance(ada)).toBe(0);
    expect(await balance(bola)).toBe(800_000);
    const shorts = await ctx.sql`select count(*)::int as n from notifications
                                 where recipient_id = ${chidi.id} and kind = 'circle.short'`;
    expect(shorts[0]!.n).toBe(1);
    await runCircles(ctx.sql, at(addDays(second, 1)));
    expect(
      (
        await ctx.sql`select count(*)::int as n from notifications
                          where recipient_id = ${chidi.id} and kind = 'circle.short'`
      )[0]!.n,
    ).toBe(2);
    // Bola pays by hand. Delivery day (last due + 3): the paid-up get their food; Chidi, still
    // within the grace, has 3 more days; the day after, he shows as late to everyone.
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    const delivery = addDays(second, 3);
    await Promise.all([runCircles(ctx.sql, at(delivery)), runCircles(ctx.sql, at(delivery))]);
    expect(await circleFood(ctx.sql, ada.id)).toEqual(STARTER);
    expect(await circleFood(ctx.sql, bola.id)).toEqual(STARTER);
    expect(await circleFood(ctx.sql, chidi.id)).toEqual([]);
    await runCircles(ctx.sql, at(addDays(second, 4)));
    const states = (await view(ada, id)).members.map((m: { state: string }) => m.state);
    expect(states).toEqual(['delivered', 'delivered', 'late']);
    // Chidi tops up: autopay takes it the next day and his share is delivered at once.
    await fundWallet(ctx.sql, chidi.walletId, 800_000);
    await runCircles(ctx.sql, at(addDays(delivery, 2)));
    expect(await circleFood(ctx.sql, chidi.id)).toEqual(STARTER);
    const done = await view(ada, id);
    expect(done.state).toBe('delivered');
    expect(done.members.map((m: { state: string }) => m.state)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
    const orders =
      await ctx.sql`select count(*)::int as n from orders where payment_method = 'circle'
                                  and user_id in ${ctx.sql(members.map((m) => m.id))}`;
    expect(orders[0]!.n).toBe(3);
    await runCircles(ctx.sql, at(addDays(delivery, 5)));
    expect(await circleFood(ctx.sql, ada.id)).toEqual(STARTER);
    await expectLedgerSound(ctx.sql);
  });

  it('refunds a member still behind after the final grace, and one who left after paying', async () => {
    const { id, start, members } = await circleWith(3, [PRICE, PRICE, 800_000, PRICE]);
    const [ada, bola, chidi, dayo] = members as [CircleUser, CircleUser, CircleUser, CircleUser];
    await runCircles(ctx.sql, at(start));
    const left = await circleCall(ctx, dayo.cookie, 'POST', `/circles/${id}/leave`);
    expect(left.json().data).toMatchObject({ refund: 'at-delivery' });
    const frozen = await circleSnapshot(ctx.sql);
    const twice = await circleCall(ctx, dayo.cookie, 'POST', `/circles/${id}/leave`);
    expect([twice.statusCode, twice.json().error]).toEqual([409, M.alreadyLeft]);
    const pays = await circleCall(ctx, dayo.cookie, 'POST', `/circles/${id}/payments`);
    expect([pays.statusCode, pays.json().error]).toEqual([409, M.alreadyLeft]);
    const creator = await circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/leave`);
    expect([creator.statusCode, creator.json().error]).toEqual([409, M.creatorCannotLeave]);
    expect(await circleSnapshot(ctx.sql)).toEqual(frozen);
    // What a member does touches their own membership only: Ada's autopay switch is hers alone.
    await circleCall(ctx, ada.cookie, 'PUT', `/circles/${id}/autopay`, { on: false });
    const autopay = await ctx.sql`select user_id, autopay from circle_members
                                   where circle_id = ${id} order by joined_at`;
    expect(autopay.map((r) => r.autopay)).toEqual([false, true, true, true]);
    await circleCall(ctx, ada.cookie, 'PUT', `/circles/${id}/autopay`, { on: true });
    const delivery = addDays(start, 10);
    for (const day of [7, 8, 9]) await runCircles(ctx.sql, at(addDays(start, day)));
    expect(await balance(dayo)).toBe(800_000); // still held for him until the delivery date
    await runCircles(ctx.sql, at(delivery));
    expect(await balance(dayo)).toBe(PRICE);
    expect(await balance(chidi)).toBe(0);
    await runCircles(ctx.sql, at(addDays(delivery, 3)));
    expect(await balance(chidi)).toBe(800_000);
    expect(await circleFood(ctx.sql, chidi.id)).toEqual([]);
    expect(await circleFood(ctx.sql, bola.id)).toEqual(STARTER);
    const done = await view(ada, id);
    expect(done.members.map((m: { state: string }) => m.state)).toEqual([
      'delivered',
      'delivered',
      'refunded',
      'refunded',
    ]);
    await expectLedgerSound(ctx.sql);
  });

  it('lets a member who paid nothing leave at once', async () => {
    const { id, members } = await circleWith(1, [0, 0]);
    const res = await circleCall(ctx, members[1]!.cookie, 'POST', `/circles/${id}/leave`);
    expect(res.json().data).toEqual({ message: M.leftNothingPaid, refund: 'none' });
    expect((await view(members[0]!, id))['members-count']).toBe(1);
  });
});
