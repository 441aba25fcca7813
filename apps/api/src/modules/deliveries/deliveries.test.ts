import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, PANTRY_MESSAGES } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import {
  consume,
  customerCancel,
  lotQuantity,
  requestDelivery,
} from '../../../test/delivery-helpers';
import {
  BEANS,
  giveFood,
  lotsOffJournal,
  pantrySnapshot,
  RICE,
} from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

describe('deliveries: the customer side', () => {
  let ctx: TestContext;
  let ada: Awaited<ReturnType<typeof signedInUser>>;
  let bola: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx);
    bola = await signedInUser(ctx);
  });
  afterAll(() => ctx.close());

  it('takes the food out of the pantry into a requested delivery', async () => {
    const rice = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 });
    const beans = await giveFood(ctx.sql, ada.user.user_id, { ...BEANS, quantity: 3 });
    const res = await consume(
      ctx,
      ada.cookie,
      [
        { 'lot-id': rice, quantity: 2 },
        { 'lot-id': beans, quantity: 3 },
      ],
      { note: 'Call at the gate', phone: '+2348091234567' },
    );
    expect(res.statusCode).toBe(201);
    const delivery = res.json().data;
    expect(delivery).toMatchObject({
      status: 'requested',
      phone: '+2348091234567',
      note: 'Call at the gate',
      address: { state: 'Lagos', city: 'Lagos' },
    });
    expect(
      delivery.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    ).toEqual([
      [RICE.name, 2],
      [BEANS.name, 3],
    ]);
    expect(await lotQuantity(ctx, rice)).toBe(3);
    expect(await lotQuantity(ctx, beans)).toBe(0);
    const journal = await ctx.sql`
      select kind, quantity from pantry_journal where delivery_id = ${delivery.id} order by quantity`;
    expect(journal.map((j) => [j.kind, j.quantity])).toEqual([
      ['delivery', -3],
      ['delivery', -2],
    ]);

    const list = await ctx.app.inject({
      url: '/api/deliveries',
      cookies: sessionCookies(ctx.app, ada.cookie),
    });
    expect(list.json().data.deliveries.map((d: { id: string }) => d.id)).toContain(delivery.id);
    const others = await ctx.app.inject({
      url: '/api/deliveries',
      cookies: sessionCookies(ctx.app, bola.cookie),
    });
    expect(others.json().data.deliveries).toEqual([]);
  });

  it('refuses more than the lot holds, an expired lot and another user’s lot, moving nothing', async () => {
    const rice = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 2 });
    const old = await giveFood(
      ctx.sql,
      ada.user.user_id,
      { ...BEANS, quantity: 2 },
      { expiresInDays: -1 },
    );
    const bolas = await giveFood(ctx.sql, bola.user.user_id, { ...RICE, quantity: 4 });
    const before = await pantrySnapshot(ctx.sql);

    const tooMuch = await consume(ctx, ada.cookie, [{ 'lot-id': rice, quantity: 3 }]);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe(PANTRY_MESSAGES.sendRange(2));
    const expired = await consume(ctx, ada.cookie, [{ 'lot-id': old, quantity: 1 }]);
    expect([expired.statusCode, expired.json().error]).toEqual([422, PANTRY_MESSAGES.expired]);
    const foreign = await consume(ctx, ada.cookie, [
      { 'lot-id': rice, quantity: 1 },
      { 'lot-id': bolas, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(404);

    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
    const [count] = await ctx.sql`select count(*)::int as n from deliveries
                                  where user_id = ${ada.user.user_id}`;
    expect(count!.n).toBe(1);
  });

  it('refuses bad input: no items, an unknown state, a bad phone, no key, signed out', async () => {
    const rice = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 2 });
    const one = [{ 'lot-id': rice, quantity: 1 }];
    const none = await consume(ctx, ada.cookie, []);
    expect([none.statusCode, none.json().error]).toEqual([400, DELIVERY_MESSAGES.itemsRequired]);
    const state = await consume(ctx, ada.cookie, one, {
      address: { street: 'x', area: 'y', city: 'z', state: 'Texas' },
    });
    expect(state.statusCode).toBe(400);
    expect((await consume(ctx, ada.cookie, one, { phone: '0123' })).statusCode).toBe(400);
    expect((await consume(ctx, ada.cookie, one, {}, null)).statusCode).toBe(400);
    expect((await consume(ctx, undefined, one)).statusCode).toBe(401);
    expect(await lotQuantity(ctx, rice)).toBe(2);
  });

  it('answers a retry with the same key once', async () => {
    const rice = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 4 });
    const items = [{ 'lot-id': rice, quantity: 1 }];
    const first = await consume(ctx, ada.cookie, items, {}, 'retry-key-1');
    const again = await consume(ctx, ada.cookie, items, {}, 'retry-key-1');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await lotQuantity(ctx, rice)).toBe(3);
  });

  it('cancels while requested, returning the food with its original expiry', async () => {
    const rice = await giveFood(
      ctx.sql,
      ada.user.user_id,
      { ...RICE, quantity: 4 },
      {
        expiresInDays: 10,
      },
    );
    const [lot] = await ctx.sql`select expires_at from pantry_lots where id = ${rice}`;
    const id = await requestDelivery(ctx, ada.cookie, [{ 'lot-id': rice, quantity: 4 }]);
    expect(await lotQuantity(ctx, rice)).toBe(0);

    expect((await customerCancel(ctx, bola.cookie, id)).statusCode).toBe(404);
    const res = await customerCancel(ctx, ada.cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'customer' });
    expect(await lotQuantity(ctx, rice)).toBe(4);
    const [after] = await ctx.sql`select expires_at from pantry_lots where id = ${rice}`;
    expect(after!.expires_at).toEqual(lot!.expires_at);
    const again = await customerCancel(ctx, ada.cookie, id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'DELIVERY_FINISHED']);
    expect(await lotQuantity(ctx, rice)).toBe(4);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  });

  it('refuses a customer cancel once dispatched', async () => {
    const rice = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 1 });
    const id = await requestDelivery(ctx, ada.cookie, [{ 'lot-id': rice, quantity: 1 }]);
    await ctx.sql`update deliveries set status = 'dispatched', dispatched_at = now()
                  where id = ${id}`;
    const res = await customerCancel(ctx, ada.cookie, id);
    expect([res.statusCode, res.json().error]).toEqual([409, DELIVERY_MESSAGES.notCancellable]);
    expect(await lotQuantity(ctx, rice)).toBe(0);
  });

  it('allows 20 delivery requests an hour, then answers 429 with Retry-After and moves nothing', async () => {
    const chi = await signedInUser(ctx);
    const rice = await giveFood(ctx.sql, chi.user.user_id, { ...RICE, quantity: 30 });
    const one = [{ 'lot-id': rice, quantity: 1 }];
    for (let i = 0; i < 20; i++) expect((await consume(ctx, chi.cookie, one)).statusCode).toBe(201);
    const before = await pantrySnapshot(ctx.sql);
    const [deliveries] = await ctx.sql`select count(*)::int as n from deliveries`;

    const limited = await consume(ctx, chi.cookie, one);
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toMatchObject({ status: 'failed', code: 'RATE_LIMITED' });
    expect(body.retryAfterSeconds).toBeGreaterThan(3500);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(Number(limited.headers['retry-after'])).toBe(body.retryAfterSeconds);
    expect(body.error).toBe(DELIVERY_MESSAGES.tooManyRequests(body.retryAfterSeconds));
    expect(body.error).toBe(
      'You have requested many deliveries this hour. Please try again in 60 minutes.',
    );
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
    expect(await lotQuantity(ctx, rice)).toBe(10);
    expect(await ctx.sql`select count(*)::int as n from deliveries`).toEqual([deliveries]);

    // Another user is not held back by Chi's hour.
    const rice2 = await giveFood(ctx.sql, bola.user.user_id, { ...RICE, quantity: 1 });
    expect((await consume(ctx, bola.cookie, [{ 'lot-id': rice2, quantity: 1 }])).statusCode).toBe(
      201,
    );
  });
});
