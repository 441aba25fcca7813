import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { consume, lotQuantity, staffStep } from '../../../test/delivery-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';

const ADDRESS = { street: '12 Allen Avenue', area: 'Ikeja', city: 'Lagos', state: 'Lagos' };

describe('riders: assigned deliveries, hand-over code, failed attempts', () => {
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
  const move = (cookie: string, id: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/rider/deliveries/${id}/status`,
      ...as(cookie),
      payload: body,
    });
  const assign = (id: string, riderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${id}/assign`,
      ...as(staff),
      payload: { riderId },
    });
  const mine = (cookie: string, id: string) =>
    ctx.app.inject({ url: `/api/deliveries/${id}`, ...as(cookie) });

  async function ordered() {
    const who = await signedInUser(ctx);
    const lot = await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 3 });
    const res = await consume(ctx, who.cookie, [{ 'lot-id': lot, quantity: 2 }], {
      address: ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...who, lot, id: res.json().data.id as string };
  }

  it('delivers with the customer’s code, the customer watching each step', async () => {
    const ada = await ordered();
    const code = (await mine(ada.cookie, ada.id)).json().data.handover_code as string;
    expect(code).toMatch(/^[0-9]{4}$/);
    expect((await assign(ada.id, ada.user.user_id)).json().code).toBe('NOT_A_RIDER');
    expect((await assign(ada.id, rider.id)).statusCode).toBe(200);
    const riders = await ctx.app.inject({ url: '/api/admin/riders', ...as(staff) });
    expect(
      riders
        .json()
        .data.riders.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([rider.id, other.id].sort());
    expect(
      (await ctx.app.inject({ url: '/api/admin/riders', ...as(rider.cookie) })).statusCode,
    ).toBe(403);
    const run = await ctx.app.inject({ url: '/api/rider/deliveries', ...as(rider.cookie) });
    expect(run.json().data.deliveries).toMatchObject([
      { id: ada.id, phone: '+2348031234567', items: [{ quantity: 2 }] },
    ]);
    // Staff see no code; the rider's answers carry none either.
    const queue = await ctx.app.inject({ url: '/api/admin/deliveries', ...as(staff) });
    expect(
      queue.json().data.deliveries.find((d: { id: string }) => d.id === ada.id).handover_code,
    ).toBeNull();

    expect((await move(rider.cookie, ada.id, { status: 'on_the_way' })).json().code).toBe(
      'DELIVERY_NOT_PICKED_UP',
    );
    const picked = await move(rider.cookie, ada.id, { status: 'picked_up' });
    expect(picked.json().data).toMatchObject({ status: 'dispatched', handover_code: null });
    expect((await move(rider.cookie, ada.id, { status: 'on_the_way' })).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/rider/location',
      ...as(rider.cookie),
      payload: { lat: 6.6, lng: 3.35 },
    });
    const tracked = (await mine(ada.cookie, ada.id)).json().data;
    expect(tracked).toMatchObject({
      rider_position: { lat: 6.6, lng: 3.35 },
      status: 'dispatched',
    });
    expect(tracked.rider_first_name).toBeTruthy();
    expect(tracked.on_the_way_at).not.toBeNull();

    const wrong = code === '0000' ? '1111' : '0000';
    expect(
      (await move(rider.cookie, ada.id, { status: 'delivered', code: wrong })).json().code,
    ).toBe('HANDOVER_CODE_WRONG');
    expect((await move(rider.cookie, ada.id, { status: 'delivered' })).statusCode).toBe(400);
    const done = await move(rider.cookie, ada.id, { status: 'delivered', code });
    expect(done.json().data.status).toBe('delivered');
    expect((await mine(ada.cookie, ada.id)).json().data.rider_position).toBeNull();
  });

  it('lets a rider see and move only their own deliveries, and a customer only theirs', async () => {
    const bola = await ordered();
    await assign(bola.id, rider.id);
    expect((await move(other.cookie, bola.id, { status: 'picked_up' })).statusCode).toBe(404);
    const theirs = await ctx.app.inject({ url: '/api/rider/deliveries', ...as(other.cookie) });
    expect(theirs.json().data.deliveries.map((d: { id: string }) => d.id)).not.toContain(bola.id);
    const someone = await signedInUser(ctx);
    expect((await mine(someone.cookie, bola.id)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/rider/deliveries', ...as(someone.cookie) })).statusCode,
    ).toBe(403);
    expect((await move(someone.cookie, bola.id, { status: 'picked_up' })).statusCode).toBe(403);
  });

  it('returns a failed attempt to the queue, keeps the fee, and conserves money and food', async () => {
    const chi = await ordered();
    await assign(chi.id, rider.id);
    await move(rider.cookie, chi.id, { status: 'picked_up' });
    expect((await move(rider.cookie, chi.id, { status: 'failed' })).statusCode).toBe(400);
    const failed = await move(rider.cookie, chi.id, { status: 'failed', reason: 'Nobody home' });
    expect(failed.json().data).toMatchObject({
      status: 'requested',
      failed_attempts: 1,
      last_failure_reason: 'Nobody home',
      slot: null,
    });
    const run = await ctx.app.inject({ url: '/api/rider/deliveries', ...as(rider.cookie) });
    expect(run.json().data.deliveries.map((d: { id: string }) => d.id)).not.toContain(chi.id);
    // Cancelled after the failed trip: the food comes back, the fee paid for the trip.
    expect(
      (await staffStep(ctx, staff, chi.id, 'cancel', { reason: 'Customer moved away' })).statusCode,
    ).toBe(200);
    expect(await lotQuantity(ctx, chi.lot)).toBe(3);
    const [d] =
      await ctx.sql`select fee_kobo, fee_refunded_at from deliveries where id = ${chi.id}`;
    expect(d!.fee_kobo).toBeGreaterThan(0);
    expect(d!.fee_refunded_at).toBeNull();
    await expectLedgerSound(ctx.sql);
  });
});
