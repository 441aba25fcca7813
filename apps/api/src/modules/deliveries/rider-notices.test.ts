import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { consume } from '../../../test/delivery-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { allNotifications } from '../../../test/notification-helpers';
import { smsTo } from '../../../test/outbox';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

const ADDRESS = { street: '12 Allen Avenue', area: 'Ikeja', city: 'Lagos', state: 'Lagos' };

describe('rider steps tell the customer: notifications and the hand-over code by SMS', () => {
  let ctx: TestContext;
  let staff: string;
  let rider: { cookie: string; id: string };
  beforeAll(async () => {
    ctx = await createAuthTestApp({ DELIVERY_REQUESTS_PER_HOUR: '100000' });
    staff = (await signInAs(ctx, 'moderator')).cookie;
    const r = await signInAs(ctx, 'rider');
    rider = { cookie: r.cookie, id: r.user.user_id };
  }, 120_000);
  afterAll(() => ctx.close());

  const as = (cookie: string) => ({ cookies: sessionCookies(ctx.app, cookie) });
  const move = async (id: string, body: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/rider/deliveries/${id}/status`,
      ...as(rider.cookie),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const assign = async (id: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${id}/assign`,
      ...as(staff),
      payload: { riderId: rider.id },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const kindsFor = async (userId: string) =>
    (await allNotifications(ctx)).filter((n) => n.recipient_id === userId);

  it('texts the code at pick-up, and tells on the way and each failed attempt', async () => {
    const ada = await signedInUser(ctx);
    const lot = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 3 });
    const phone = '08071234567';
    const res = await consume(ctx, ada.cookie, [{ 'lot-id': lot, quantity: 1 }], {
      address: ADDRESS,
      phone,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const code = res.json().data.handover_code as string;

    await assign(id);
    await move(id, { status: 'picked_up' });
    await runQueuedJobs(ctx);
    const texts = smsTo(ctx.config.DATA_DIR, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(new RegExp(`^${code} is your Faza hand-over code`));

    await move(id, { status: 'on_the_way' });
    await move(id, { status: 'failed', reason: 'Nobody home' });
    // Rebooked: the second trip is told again.
    await assign(id);
    await move(id, { status: 'picked_up' });
    await move(id, { status: 'on_the_way' });
    const told = (await kindsFor(ada.user.user_id)).map((n) => n.kind);
    expect(told).toEqual([
      'delivery.dispatched',
      'delivery.on_the_way',
      'delivery.failed',
      'delivery.on_the_way',
    ]);
    const failed = (await kindsFor(ada.user.user_id)).find((n) => n.kind === 'delivery.failed');
    expect(failed?.body).toContain('Nobody home');
  });

  it('limits a rider to 12 positions a minute', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/rider/location',
        ...as(rider.cookie),
        payload: { lat: 6.6, lng: 3.35 },
      });
    for (let i = 0; i < 12; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
