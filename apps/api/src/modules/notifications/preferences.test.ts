import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import { startFakePush, type FakePush } from '../../../test/fake-push';
import {
  allNotifications,
  deliveriesOf,
  inbox,
  putPreferences,
  dueNow,
  waitingDeliveries,
  runJobsWithPush,
  subscribePush,
} from '../../../test/notification-helpers';
import { emailsTo } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';
import { lagosDate } from '@faza/shared';
import { notify } from './notify';

type Who = Awaited<ReturnType<typeof signedInUser>>;

// Days ahead of the real clock: the database's own now() decides which queued jobs are due, so a
// job held for "tomorrow 07:00" must lie in its future too. Lagos is UTC+1.
const DAY = lagosDate(new Date(Date.now() + 2 * 86_400_000));
const NEXT_DAY = lagosDate(new Date(Date.now() + 3 * 86_400_000));
const lagos = (day: string, time: string) => new Date(`${day}T${time}+01:00`);

describe('preferences and quiet hours', () => {
  let ctx: TestContext;
  let push: FakePush;
  let bola: Who;
  let device: ReturnType<FakePush['device']>;
  beforeAll(async () => {
    push = await startFakePush();
    ctx = await createAuthTestApp({
      PUBLIC_URL: 'https://faza.example',
      SANDBOX_PAYMENTS: 'allow',
      ...push.env,
    });
    bola = await signedInUser(ctx, { email: 'bola@example.com' });
    await ctx.sql`update users set email_verified_at = now() where id = ${bola.user.user_id}`;
    device = push.device();
    await subscribePush(ctx, bola.cookie, device);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
    await push.close();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lagos(DAY, '12:00:00') });
    await ctx.sql`truncate notifications, notification_preferences cascade`;
    await ctx.sql`delete from graphile_worker._private_jobs`;
    push.received.length = 0;
  });

  const tell = (event: Parameters<typeof notify>[1]) =>
    withTransaction(ctx.sql, (tx) => notify(tx, event));
  const credit = () =>
    tell({
      kind: 'topup.credited',
      userId: bola.user.user_id,
      topUpId: randomUUID(),
      amountKobo: 2_500_00,
    });
  const dispatched = () =>
    tell({ kind: 'delivery.dispatched', userId: bola.user.user_id, deliveryId: randomUUID() });
  const reminder = () =>
    tell({
      kind: 'subscription.ending',
      userId: bola.user.user_id,
      tier: 'premium',
      endsAt: lagos(NEXT_DAY, '11:00:00'),
    });

  it('lists every switch with its default, and which ones cannot change', async () => {
    const res = await ctx.app.inject({
      url: '/api/notifications/preferences',
      cookies: sessionCookies(ctx.app, bola.cookie),
    });
    const prefs = res.json().data.preferences as { category: string; channel: string }[];
    expect(prefs).toContainEqual({
      category: 'money',
      channel: 'inbox',
      enabled: true,
      can_change: false,
    });
    expect(prefs).toContainEqual({
      category: 'money',
      channel: 'email',
      enabled: true,
      can_change: true,
    });
    expect(prefs).toContainEqual({
      category: 'digest',
      channel: 'inbox',
      enabled: true,
      can_change: true,
    });
    // A customer sees no staff category; food offers no email.
    expect(prefs.some((p) => p.category === 'staff')).toBe(false);
    expect(prefs.some((p) => p.category === 'food' && p.channel === 'email')).toBe(false);
  });

  it('refuses to switch off the inbox of money or orders, and changes nothing', async () => {
    const res = await putPreferences(ctx, bola.cookie, [
      { category: 'reminders', channel: 'push', enabled: false },
      { category: 'money', channel: 'inbox', enabled: false },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PREFERENCE_FIXED');
    const [row] = await ctx.sql`select count(*)::int as n from notification_preferences`;
    expect(row!.n).toBe(0);
  });

  it('sends each channel only while it is switched on', async () => {
    const saved = await putPreferences(ctx, bola.cookie, [
      { category: 'money', channel: 'push', enabled: false },
      { category: 'reminders', channel: 'inbox', enabled: false },
    ]);
    expect(saved.statusCode).toBe(200);
    await credit();
    await reminder();
    await runJobsWithPush(ctx, push);

    // Money: in the inbox and emailed, not pushed. The reminder: pushed, not in the inbox.
    expect(push.received.map((p) => p.payload.title)).toEqual(['Premium ends in 3 days']);
    const listed = (await inbox(ctx, bola.cookie)).json().data;
    expect(listed.items.map((n: { kind: string }) => n.kind)).toEqual(['topup.credited']);
    expect(listed.unread).toBe(1);
    const [mail, ...more] = emailsTo(ctx.config.DATA_DIR, 'bola@example.com').filter(
      (m) => !m.subject.includes('verification code'),
    );
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Top-up successful');
    expect(mail!.text).toContain('₦2,500 was added to your wallet.');
    expect(mail!.text).toContain('Open in Faza: https://faza.example/wallet');
    expect(mail!.text).toContain('https://faza.example/settings/notifications');
    const html = readFileSync(
      path.join(ctx.config.DATA_DIR, 'outbox', mail!.file.replace(/\.txt$/, '.html')),
      'utf8',
    );
    expect(html).toContain('<h1 style="font-size:20px;margin:0 0 16px">Top-up successful</h1>');
    expect(html).toContain('href="https://faza.example/settings/notifications"');
    expect(await deliveriesOf(ctx)).toEqual([
      { channel: 'email', state: 'sent', attempts: 1, last_error: null },
      { channel: 'push', state: 'sent', attempts: 1, last_error: null },
    ]);
  });

  it('drops a queued push switched off before it left', async () => {
    await dispatched();
    await putPreferences(ctx, bola.cookie, [
      { category: 'orders', channel: 'push', enabled: false },
    ]);
    await runJobsWithPush(ctx, push);
    expect(push.received).toEqual([]);
    expect((await deliveriesOf(ctx)).find((d) => d.channel === 'push')).toMatchObject({
      state: 'skipped',
      last_error: 'switched off',
    });
  });

  it('holds pushes at night until 07:00 Lagos, except money and orders', async () => {
    vi.setSystemTime(lagos(DAY, '22:30:00'));
    await credit();
    await dispatched();
    await reminder();
    const runAt = (await waitingDeliveries(ctx))
      .filter((d) => d.channel === 'push')
      .map((d) => d.not_before.getTime());
    const morning = lagos(NEXT_DAY, '07:00:00').getTime();
    expect(runAt.filter((t) => t === morning)).toHaveLength(1);
    await runJobsWithPush(ctx, push);
    expect(push.received.map((p) => p.payload.title).sort()).toEqual([
      'Delivery on its way',
      'Top-up successful',
    ]);

    // 07:00: the reminder goes, and nothing was dropped.
    vi.setSystemTime(lagos(NEXT_DAY, '07:00:00'));
    await dueNow(ctx);
    await runJobsWithPush(ctx, push);
    expect(push.received.map((p) => p.payload.title)).toContain('Premium ends in 3 days');
    expect((await allNotifications(ctx)).length).toBe(3);
  });

  it('sends a held push that comes due early back to wait for the morning', async () => {
    vi.setSystemTime(lagos(DAY, '23:00:00'));
    await reminder();
    await dueNow(ctx);
    vi.setSystemTime(lagos(NEXT_DAY, '05:00:00'));
    await runJobsWithPush(ctx, push);
    expect(push.received).toEqual([]);
    const [waiting] = await waitingDeliveries(ctx);
    expect(waiting!.not_before).toEqual(lagos(NEXT_DAY, '07:00:00'));
  });

  it('does not push what was read in the app while it waited', async () => {
    vi.setSystemTime(lagos(DAY, '23:00:00'));
    await reminder();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      cookies: sessionCookies(ctx.app, bola.cookie),
    });
    vi.setSystemTime(lagos(NEXT_DAY, '07:00:00'));
    await dueNow(ctx);
    await runJobsWithPush(ctx, push);
    expect(push.received).toEqual([]);
  });
});
