import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DELIVERY_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { lotQuantity, requestDelivery, staffStep } from '../../../test/delivery-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

describe('deliveries: the staff queue', () => {
  let ctx: TestContext;
  let moderator: Awaited<ReturnType<typeof signInAs>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    moderator = await signInAs(ctx, 'moderator');
    admin = await signInAs(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const queue = (cookie: string | undefined, query = '') =>
    ctx.app.inject({
      url: `/api/admin/deliveries${query}`,
      cookies: sessionCookies(ctx.app, cookie),
    });

  async function customerWithDelivery(tier: 'basic' | 'premium' | 'premium_plus', endsIn = 30) {
    const c = await signedInUser(ctx);
    await ctx.sql`update users set subscription_tier = ${tier},
                    subscription_ends_at = now() + make_interval(days => ${endsIn})
                  where id = ${c.user.user_id}`;
    const lot = await giveFood(ctx.sql, c.user.user_id, { ...RICE, quantity: 3 });
    const id = await requestDelivery(ctx, c.cookie, [{ 'lot-id': lot, quantity: 2 }]);
    return { ...c, lot, id };
  }

  it('lists Premium Plus, then Premium, then Basic, oldest first within a tier', async () => {
    const basicOld = await customerWithDelivery('basic');
    const premiumOld = await customerWithDelivery('premium');
    const lapsed = await customerWithDelivery('premium_plus', -1);
    const plus = await customerWithDelivery('premium_plus');
    const premiumNew = await customerWithDelivery('premium');
    // Staff see full names (docs/decisions/0054-real-names.md).
    await ctx.sql`update users set first_name = 'Ngozi', last_name = 'Adeyemi-Bakare'
                  where id = ${plus.user.user_id}`;
    const res = await queue(moderator.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.deliveries as {
      id: string;
      customer: { tier: string; faza: string; name: string };
    }[];
    expect(rows[0]!.customer.name).toBe('Ngozi Adeyemi-Bakare');
    expect(rows.map((r) => r.id)).toEqual([
      plus.id,
      premiumOld.id,
      premiumNew.id,
      basicOld.id,
      lapsed.id,
    ]);
    expect(rows.map((r) => r.customer.tier)).toEqual([
      'premium_plus',
      'premium',
      'premium',
      'basic',
      'basic',
    ]);
    expect(rows[0]!.customer.faza).toBe(plus.user.faza);
  });

  it('dispatches, delivers and audits each step; refuses steps out of order', async () => {
    const c = await customerWithDelivery('basic');
    const early = await staffStep(ctx, moderator.cookie, c.id, 'deliver');
    expect([early.statusCode, early.json().error]).toEqual([409, DELIVERY_MESSAGES.notDispatched]);
    const dispatched = await staffStep(ctx, moderator.cookie, c.id, 'dispatch');
    expect(dispatched.json().data).toMatchObject({ status: 'dispatched' });
    const twice = await staffStep(ctx, moderator.cookie, c.id, 'dispatch');
    expect(twice.statusCode).toBe(409);
    const delivered = await staffStep(ctx, moderator.cookie, c.id, 'deliver');
    expect(delivered.json().data).toMatchObject({ status: 'delivered' });
    expect(
      (await staffStep(ctx, moderator.cookie, c.id, 'cancel', { reason: 'late' })).statusCode,
    ).toBe(409);
    expect(await lotQuantity(ctx, c.lot)).toBe(1);

    const mine = await ctx.app.inject({
      url: '/api/deliveries',
      cookies: sessionCookies(ctx.app, c.cookie),
    });
    expect(mine.json().data.deliveries[0]).toMatchObject({ id: c.id, status: 'delivered' });

    const audit = await ctx.app.inject({
      url: `/api/admin/audit?subject_id=${c.id}`,
      cookies: sessionCookies(ctx.app, admin.cookie),
    });
    expect(
      audit
        .json()
        .data.entries.map((e: { action: string; before: unknown; after: unknown }) => [
          e.action,
          e.before,
          e.after,
        ]),
    ).toEqual([
      ['delivery.deliver', { status: 'dispatched' }, { status: 'delivered' }],
      ['delivery.dispatch', { status: 'requested' }, { status: 'dispatched' }],
    ]);
    const done = await queue(moderator.cookie, '?status=delivered');
    expect(done.json().data.deliveries.map((d: { id: string }) => d.id)).toContain(c.id);
  });

  it('cancels with a reason (even once dispatched), returning the food, audited', async () => {
    const c = await customerWithDelivery('premium');
    await staffStep(ctx, moderator.cookie, c.id, 'dispatch');
    const noReason = await staffStep(ctx, moderator.cookie, c.id, 'cancel', {});
    expect([noReason.statusCode, noReason.json().error]).toEqual([
      400,
      DELIVERY_MESSAGES.reasonRequired,
    ]);
    const res = await staffStep(ctx, moderator.cookie, c.id, 'cancel', {
      reason: 'Nobody at the address',
    });
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      cancel_reason: 'Nobody at the address',
    });
    expect(await lotQuantity(ctx, c.lot)).toBe(3);
    const [entry] = await ctx.sql`select action, after from audit_log where subject_id = ${c.id}
                                  order by created_at desc limit 1`;
    expect(entry).toMatchObject({
      action: 'delivery.cancel',
      after: { status: 'cancelled', reason: 'Nobody at the address', returnedToPantry: 2 },
    });
  });

  it('refuses customers (403), signed-out callers (401) and unknown deliveries (404)', async () => {
    const c = await customerWithDelivery('basic');
    expect((await queue(c.cookie)).statusCode).toBe(403);
    expect((await queue(undefined)).statusCode).toBe(401);
    expect((await staffStep(ctx, c.cookie, c.id, 'dispatch')).statusCode).toBe(403);
    const missing = await staffStep(
      ctx,
      moderator.cookie,
      '00000000-0000-4000-8000-000000000000',
      'dispatch',
    );
    expect(missing.statusCode).toBe(404);
    expect(await lotQuantity(ctx, c.lot)).toBe(1);
  });

  it('refuses every step on a staff member’s own delivery (403); another staff member may act', async () => {
    const lot = await giveFood(ctx.sql, moderator.user.user_id, { ...RICE, quantity: 2 });
    const id = await requestDelivery(ctx, moderator.cookie, [{ 'lot-id': lot, quantity: 1 }]);
    for (const [step, body] of [
      ['dispatch', undefined],
      ['deliver', undefined],
      ['cancel', { reason: 'Not needed any more' }],
    ] as const) {
      const res = await staffStep(ctx, moderator.cookie, id, step, body);
      expect([res.statusCode, res.json().code, res.json().error], step).toEqual([
        403,
        'OWN_DECISION',
        ADMIN_MESSAGES.ownDecision,
      ]);
    }
    const [row] = await ctx.sql`select status from deliveries where id = ${id}`;
    expect(row).toEqual({ status: 'requested' });
    expect(await lotQuantity(ctx, lot)).toBe(1);
    expect(await ctx.sql`select id from audit_log where subject_id = ${id}`).toEqual([]);
    expect((await staffStep(ctx, admin.cookie, id, 'dispatch')).statusCode).toBe(200);
  });
});
