import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_MESSAGES as M, lagosInstant } from '@faza/shared';
import { createAuthTestApp, signInAs } from '../../../test/auth-helpers';
import {
  circleBody,
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
import { expectLedgerSound } from '../../../test/wallet-helpers';
import { runCircles } from './circle-jobs';

const PRICE = STARTER_PRICE;
const STARTER = STARTER_FOOD;

/** How circles end without a delivery, and a chip-in's delivery (decision 0043). */
describe('food circles: cancelling, failing and chipping in', () => {
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

  it('cancels by the creator only, giving everyone back exactly what they paid', async () => {
    const { id, members } = await circleWith(1, [PRICE, PRICE]);
    const [ada, bola] = members as [CircleUser, CircleUser];
    await circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/payments`);
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    const before = await circleSnapshot(ctx.sql);
    const notCreator = await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/cancel`);
    expect([notCreator.statusCode, notCreator.json().error]).toEqual([403, M.creatorOnly]);
    expect(await circleSnapshot(ctx.sql)).toEqual(before);
    const res = await circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.circle.state).toBe('cancelled');
    expect([await balance(ada), await balance(bola)]).toEqual([PRICE, PRICE]);
    const again = await circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/cancel`);
    expect([again.statusCode, again.json().error]).toEqual([409, M.cannotCancel]);
    const frozen = await circleSnapshot(ctx.sql);
    const late = await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    expect([late.statusCode, late.json().error]).toEqual([409, M.notPaying]);
    expect(await circleSnapshot(ctx.sql)).toEqual(frozen);
    await expectLedgerSound(ctx.sql);
  });

  it('lets staff cancel with a reason, refunding everyone, audited', async () => {
    const { id, members } = await circleWith(1, [PRICE, PRICE]);
    await circleCall(ctx, members[1]!.cookie, 'POST', `/circles/${id}/payments`);
    const admin = await signInAs(ctx, 'admin');
    const noReason = await circleCall(ctx, admin.cookie, 'POST', `/admin/circles/${id}/cancel`, {
      reason: ' ',
    });
    expect([noReason.statusCode, noReason.json().error]).toEqual([400, M.cancelReasonRequired]);
    const res = await circleCall(ctx, admin.cookie, 'POST', `/admin/circles/${id}/cancel`, {
      reason: 'Reported as a scam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.circle).toMatchObject({
      state: 'cancelled',
      'cancel-reason': 'Reported as a scam',
    });
    expect(await balance(members[1]!)).toBe(PRICE);
    const [audit] =
      await ctx.sql`select after from audit_log where action = 'circle.cancel' and subject_id = ${id}`;
    expect(audit!.after).toMatchObject({ reason: 'Reported as a scam', refundedKobo: 800_000 });
    await expectLedgerSound(ctx.sql);
  });

  it('fails a circle that has not filled by its first due date, refunding early payers', async () => {
    const { id, start, members } = await circleWith(0, [PRICE]);
    await circleCall(ctx, members[0]!.cookie, 'POST', `/circles/${id}/payments`);
    await runCircles(ctx.sql, at(start, 1));
    const done = await view(members[0]!, id);
    expect(done).toMatchObject({ state: 'failed', 'cancel-reason': M.cancelReason.unfilled });
    expect(await balance(members[0]!)).toBe(PRICE);
    await expectLedgerSound(ctx.sql);
  });

  it('chips in: the beneficiary gets the food once the total is reached, the rounding goes back', async () => {
    const beneficiary = await circleUser(ctx);
    const creator = await circleUser(ctx, 'premium_plus', PRICE);
    const res = await circleCall(
      ctx,
      creator.cookie,
      'POST',
      '/circles',
      circleBody({
        kind: 'chip_in',
        'max-members': 3,
        'beneficiary-faza': beneficiary.faza,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const circle = res.json().data.circle;
    expect(circle).toMatchObject({
      'price-kobo': 533_334,
      beneficiary: { name: beneficiary.user.name },
    });
    const others = [await circleUser(ctx, 'basic', PRICE), await circleUser(ctx, 'basic', PRICE)];
    for (const o of others)
      await circleCall(ctx, o.cookie, 'POST', `/circles/${circle.id}/accept`, {
        code: circle['invite-code'],
      });
    const everyone = [creator, ...others];
    for (const m of everyone)
      await circleCall(ctx, m.cookie, 'POST', `/circles/${circle.id}/payments`);
    expect(await circleFood(ctx.sql, beneficiary.id)).toEqual([]);
    await Promise.all(
      everyone.map((m) => circleCall(ctx, m.cookie, 'POST', `/circles/${circle.id}/payments`)),
    );
    expect(await circleFood(ctx.sql, beneficiary.id)).toEqual(STARTER);
    // 3 × 533,334 = 1,600,002: two kobo over the goal go back, a kobo each.
    const paid = await Promise.all(everyone.map(balance));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(3 * PRICE - PRICE);
    expect((await view(creator, circle.id)).state).toBe('delivered');
    const told = await ctx.sql`select 1 from notifications
                                where recipient_id = ${beneficiary.id} and kind = 'circle.delivered'`;
    expect(told).toHaveLength(1);
    await expectLedgerSound(ctx.sql);
  });

  it('settles a cancel racing payments and two job runs: whatever wins, everyone ends whole', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, start, members } = await circleWith(3, [PRICE, PRICE, PRICE, PRICE]);
      const [ada] = members as [CircleUser];
      const results = await Promise.all([
        ...members.map((m) => circleCall(ctx, m.cookie, 'POST', `/circles/${id}/payments`)),
        circleCall(ctx, ada.cookie, 'POST', `/circles/${id}/cancel`),
        runCircles(ctx.sql, at(start)),
        runCircles(ctx.sql, at(start)),
        ...members.map((m) => circleCall(ctx, m.cookie, 'POST', `/circles/${id}/payments`)),
      ]);
      for (const r of results)
        if (typeof r === 'object' && r && 'statusCode' in r)
          expect([200, 409], r.body).toContain(r.statusCode);
      const circle = await view(ada, id);
      expect(circle.state).toBe('cancelled');
      for (const m of members) expect(await balance(m)).toBe(PRICE);
      await expectLedgerSound(ctx.sql);
    }
  });
});
