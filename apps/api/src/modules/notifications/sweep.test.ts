import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { inbox } from '../../../test/notification-helpers';
import type { TestContext } from '../../../test/test-app';
import { NOTIFICATION_RETENTION_DAYS, sweepOldNotifications } from './daily';

describe('the notifications retention sweep', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  /** `count` notifications for `userId`, written `ageDays` ago, each with an email delivery. */
  const written = async (userId: string, label: string, count: number, ageDays: number) => {
    await ctx.sql`
      with n as (
        insert into notifications
          (recipient_id, category, kind, event_key, title, body, deep_link, created_at)
        select ${userId}, 'food', 'food.received', ${label} || '-' || i, ${label}, 'body',
               '/pantry', now() - make_interval(days => ${ageDays})
        from generate_series(1, ${count}) as i
        returning id
      )
      insert into notification_deliveries (notification_id, channel, state)
      select id, 'email', 'sent' from n`;
  };
  const titles = async () =>
    (
      await ctx.sql<{ title: string; n: number }[]>`
        select title, count(*)::int as n from notifications group by title order by title`
    ).map((r) => `${r.title} ${r.n}`);

  it(`deletes what is older than ${NOTIFICATION_RETENTION_DAYS} days, with its deliveries, in batches past one batch's size, and keeps the rest`, async () => {
    const { user, cookie } = await signedInUser(ctx);
    const id = user.user_id;
    // More old rows than one batch (5000), so the sweep must go round again; then rows just inside
    // the retention and recent ones, which stay.
    await written(id, 'old', 5003, NOTIFICATION_RETENTION_DAYS + 20);
    await written(id, 'edge', 2, NOTIFICATION_RETENTION_DAYS - 1);
    await written(id, 'recent', 3, 2);

    expect(await sweepOldNotifications(ctx.sql)).toBe(5003);
    expect(await titles()).toEqual(['edge 2', 'recent 3']);
    const [deliveries] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from notification_deliveries`;
    expect(deliveries!.n).toBe(5);
    // The person's inbox still lists what is kept.
    const listed = (await inbox(ctx, cookie)).json().data;
    expect(listed.items.map((n: { title: string }) => n.title).sort()).toEqual([
      'edge',
      'edge',
      'recent',
      'recent',
      'recent',
    ]);
    // A second run finds nothing more.
    expect(await sweepOldNotifications(ctx.sql)).toBe(0);
    expect(await titles()).toEqual(['edge 2', 'recent 3']);
  });
});
