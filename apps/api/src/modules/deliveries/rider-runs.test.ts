import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionTier } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { consume } from '../../../test/delivery-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

/** A Lagos day `days` from now, `2026-12-01`. */
const dayAhead = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const IKEJA = { street: '12 Allen Avenue', area: 'Ikeja', city: 'Lagos', state: 'Lagos' };

describe('riders’ runs per day, and the tiers’ delivery fee figures', () => {
  let ctx: TestContext;
  let staff: string;
  let rider: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  beforeAll(async () => {
    ctx = await createAuthTestApp({ DELIVERY_REQUESTS_PER_HOUR: '100000' });
    staff = (await signInAs(ctx, 'moderator')).cookie;
    const r = await signInAs(ctx, 'rider');
    rider = { cookie: r.cookie, id: r.user.user_id };
    const o = await signInAs(ctx, 'rider');
    other = { cookie: o.cookie, id: o.user.user_id };
  }, 120_000);
  afterAll(() => ctx.close());

  const as = (cookie: string) => ({ cookies: sessionCookies(ctx.app, cookie) });
  const publish = async (date: string, start: string, end: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/slots',
      ...as(staff),
      payload: { zoneId: 'lagos-ikeja', date, start, end, capacity: 20 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  /** A delivery of `tier`'s customer in `slotId`, asked at `requestedAt`, given to `riderId`. */
  async function stop(
    tier: SubscriptionTier,
    slotId: string,
    requestedAt: string,
    riderId: string,
  ) {
    const who = await signedInUser(ctx);
    if (tier !== 'basic')
      await ctx.sql`update users set subscription_tier = ${tier},
                    subscription_ends_at = now() + interval '30 days' where id = ${who.user.user_id}`;
    const lot = await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 2 });
    const res = await consume(ctx, who.cookie, [{ 'lot-id': lot, quantity: 1 }], {
      address: IKEJA,
      slotId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    await ctx.sql`update deliveries set created_at = ${requestedAt} where id = ${id}`;
    const given = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${id}/assign`,
      ...as(staff),
      payload: { riderId },
    });
    expect(given.statusCode, given.body).toBe(200);
    return id;
  }

  it('lists each rider’s run in slot, priority, request order — the rider’s own list too', async () => {
    const day = dayAhead(2);
    const morning = await publish(day, '09:00', '12:00');
    const afternoon = await publish(day, '14:00', '17:00');
    const nextDay = await publish(dayAhead(3), '09:00', '12:00');
    const late = await stop('premium_plus', afternoon, '2026-01-01T08:00:00Z', rider.id);
    const basicLate = await stop('basic', morning, '2026-01-01T10:00:00Z', rider.id);
    const premium = await stop('premium', morning, '2026-01-01T11:00:00Z', rider.id);
    const basicEarly = await stop('basic', morning, '2026-01-01T09:00:00Z', rider.id);
    const plus = await stop('premium_plus', morning, '2026-01-01T12:00:00Z', rider.id);
    const tomorrow = await stop('premium_plus', nextDay, '2026-01-01T07:00:00Z', rider.id);
    const others = await stop('basic', morning, '2026-01-01T08:00:00Z', other.id);

    const res = await ctx.app.inject({ url: `/api/admin/riders/runs?date=${day}`, ...as(staff) });
    expect(res.statusCode, res.body).toBe(200);
    const runs = res.json().data.riders as { id: string; deliveries: { id: string }[] }[];
    const ids = (id: string) => runs.find((r) => r.id === id)!.deliveries.map((d) => d.id);
    expect(ids(rider.id)).toEqual([plus, premium, basicEarly, basicLate, late]);
    expect(ids(other.id)).toEqual([others]);
    expect(runs.find((r) => r.id === rider.id)!.deliveries[0]).toMatchObject({
      status: 'requested',
      tier: 'premium_plus',
      slot: { date: day, start: '09:00', end: '12:00' },
    });

    const own = await ctx.app.inject({ url: '/api/rider/deliveries', ...as(rider.cookie) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.deliveries.map((d: { id: string }) => d.id)).toEqual([
      plus,
      premium,
      basicEarly,
      basicLate,
      late,
      tomorrow,
    ]);
  });

  it('shows runs to delivery staff only, for a valid day', async () => {
    const url = `/api/admin/riders/runs?date=${dayAhead(2)}`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, ...as(rider.cookie) })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url, ...as((await signedInUser(ctx)).cookie) })).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({ url: '/api/admin/riders/runs?date=tomorrow', ...as(staff) });
    expect(bad.statusCode).toBe(400);
  });

  it('answers each tier’s percent of the fee from the table the fee rule reads', async () => {
    const read = async () =>
      (await ctx.app.inject({ url: '/api/delivery/tier-fees' })).json().data.tiers;
    expect(await read()).toEqual([
      { tier: 'basic', percent: 100 },
      { tier: 'premium', percent: 50 },
      { tier: 'premium_plus', percent: 0 },
    ]);
    await ctx.sql`update delivery_tier_fees set percent = 25 where tier = 'premium'`;
    expect((await read())[1]).toEqual({ tier: 'premium', percent: 25 });
    await ctx.sql`update delivery_tier_fees set percent = 50 where tier = 'premium'`;
  });
});
