import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTransaction } from '../../db/transaction';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signIn,
  tokenOf,
} from '../../../test/auth-helpers';
import { startFakePush, type FakePush } from '../../../test/fake-push';
import {
  deliveriesOf,
  dueNow,
  runJobsWithPush,
  subscribePush,
  waitingDeliveries,
} from '../../../test/notification-helpers';
import { giveFood, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { notify } from './notify';

type Who = Awaited<ReturnType<typeof signedInUser>>;

describe('web push through a push service', () => {
  let ctx: TestContext;
  let push: FakePush;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    // Noon in Lagos, whatever the hour the tests run at: quiet hours are tested on their own.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T11:00:00Z') });
    push = await startFakePush();
    ctx = await createAuthTestApp(push.env);
    ada = await signedInUser(ctx);
    bola = await signedInUser(ctx);
    await ctx.sql`update users set display_name = 'Adaeze' where id = ${ada.user.user_id}`;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
    await push.close();
  });
  beforeEach(async () => {
    await ctx.sql`truncate notifications, push_subscriptions, pantry_journal, pantry_lots,
                           rate_limits cascade`;
    push.received.length = 0;
  });

  const sendRice = async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 1 });
    const res = await sendFood(ctx, ada.cookie, {
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: bola.user.faza,
    });
    expect(res.statusCode).toBe(200);
  };

  it('pushes a food send, VAPID-signed and aes128gcm-encrypted, to every device once', async () => {
    const key = (await ctx.app.inject('/api/push/public-key')).json().data.public_key;
    const phone = push.device();
    const laptop = push.device();
    expect((await subscribePush(ctx, bola.cookie, phone)).statusCode).toBe(201);
    expect((await subscribePush(ctx, bola.cookie, laptop)).statusCode).toBe(201);
    await sendRice();
    await runJobsWithPush(ctx, push);

    expect(push.rejected).toEqual([]);
    for (const device of [phone, laptop]) {
      const [received, ...more] = push.pushesTo(device.endpoint);
      expect(more).toEqual([]);
      expect(received).toMatchObject({
        payload: {
          title: 'Food received',
          body: 'Adaeze sent you 1 × 5kg of Foreign parboiled rice. It is in your pantry.',
          url: '/pantry',
        },
        ttl: 24 * 60 * 60,
        topic: null,
        vapidKey: key,
      });
    }
    expect(await deliveriesOf(ctx)).toEqual([
      { channel: 'push', state: 'sent', attempts: 1, last_error: null },
    ]);

    // Its claim run out (a dispatcher taken for dead) and the dispatcher again: nothing more.
    await ctx.sql`update notification_deliveries set claimed_until = null`;
    await runJobsWithPush(ctx, push);
    expect(push.received).toHaveLength(2);
  });

  it('forgets a subscription the push service answers 410 or 404 for, and keeps the others', async () => {
    const gone = push.device();
    const missing = push.device();
    const live = push.device();
    for (const device of [gone, missing, live]) await subscribePush(ctx, bola.cookie, device);
    push.answer(gone.endpoint, 410);
    push.answer(missing.endpoint, 404);
    await sendRice();
    await runJobsWithPush(ctx, push);

    const left = await ctx.sql<{ endpoint: string }[]>`select endpoint from push_subscriptions`;
    expect(left.map((s) => s.endpoint)).toEqual([live.endpoint]);
    expect(push.pushesTo(live.endpoint)).toHaveLength(1);
    expect((await deliveriesOf(ctx))[0]).toMatchObject({ state: 'sent' });
  });

  it('forgets, without calling it, a stored endpoint outside the push services (decision 0046)', async () => {
    const live = push.device();
    await subscribePush(ctx, bola.cookie, live);
    // A row kept before the allow-list existed, pointing at the cloud metadata service.
    await ctx.sql`
      insert into push_subscriptions (user_id, session_token_hash, endpoint, p256dh, auth)
      select user_id, session_token_hash, 'https://169.254.169.254/latest/meta-data/', p256dh, auth
      from push_subscriptions where endpoint = ${live.endpoint}`;
    await sendRice();
    await runJobsWithPush(ctx, push);
    const left = await ctx.sql<{ endpoint: string }[]>`select endpoint from push_subscriptions`;
    expect(left.map((s) => s.endpoint)).toEqual([live.endpoint]);
    expect(push.pushesTo(live.endpoint)).toHaveLength(1);
    expect((await deliveriesOf(ctx))[0]).toMatchObject({ state: 'sent' });
  });

  it('retries a push service that fails, reaching only the devices not yet reached', async () => {
    const flaky = push.device();
    const fine = push.device();
    await subscribePush(ctx, bola.cookie, flaky);
    await subscribePush(ctx, bola.cookie, fine);
    push.answer(flaky.endpoint, 503);
    await sendRice();
    await runJobsWithPush(ctx, push);
    expect(await deliveriesOf(ctx)).toEqual([
      { channel: 'push', state: 'pending', attempts: 1, last_error: '503 ' },
    ]);
    // Put back for its back-off (e^1 seconds), not tried again at once.
    const [waiting] = await waitingDeliveries(ctx);
    expect(waiting).toMatchObject({ channel: 'push', attempts: 1 });
    expect(waiting!.not_before.getTime()).toBeGreaterThan(Date.now());
    await runJobsWithPush(ctx, push);
    expect(push.pushesTo(flaky.endpoint)).toHaveLength(0);

    push.answer(flaky.endpoint, 201);
    await dueNow(ctx);
    await runJobsWithPush(ctx, push);
    expect(push.pushesTo(flaky.endpoint)).toHaveLength(1);
    expect(push.pushesTo(fine.endpoint)).toHaveLength(1);
    expect((await deliveriesOf(ctx))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('stops pushing to a browser once its session signs out, until it subscribes again', async () => {
    const device = push.device();
    const carol = await signedInUser(ctx);
    await subscribePush(ctx, carol.cookie, device);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      cookies: sessionCookies(ctx.app, carol.cookie),
    });
    expect(out.statusCode).toBeLessThan(300);
    const credit = () =>
      withTransaction(ctx.sql, (tx) =>
        notify(tx, {
          kind: 'topup.credited',
          userId: carol.user.user_id,
          topUpId: randomUUID(),
          amountKobo: 100_00,
        }),
      );
    await credit();
    await runJobsWithPush(ctx, push);
    expect(push.received).toEqual([]);
    expect(await deliveriesOf(ctx)).toEqual([
      { channel: 'push', state: 'skipped', attempts: 0, last_error: 'no device signed in' },
    ]);

    const back = await signIn(ctx.app, carol.account.phone, carol.account.password);
    await subscribePush(ctx, tokenOf(back), device);
    await credit();
    await runJobsWithPush(ctx, push);
    expect(push.pushesTo(device.endpoint)).toHaveLength(1);
  });

  it('gives the digest its 12-hour TTL and a topic, so a newer digest replaces the older', async () => {
    const device = push.device();
    await subscribePush(ctx, bola.cookie, device);
    const digest = {
      expiring: [
        { name: 'Garri', quantityType: 'per paint rubber', quantity: 2, expiresAt: new Date() },
      ],
      expired: [],
    };
    await withTransaction(ctx.sql, (tx) =>
      notify(tx, { kind: 'pantry.digest', userId: bola.user.user_id, day: '2026-11-24', digest }),
    );
    await runJobsWithPush(ctx, push);
    expect(push.received).toEqual([
      expect.objectContaining({
        ttl: 12 * 60 * 60,
        topic: 'pantry-digest',
        payload: expect.objectContaining({ tag: 'pantry-digest', url: '/pantry' }),
      }),
    ]);
  });
});
