import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, lagosMonthBounds, lagosMonthOf, monthLabel } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { buy, SAMPLE_ORDER } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { fundWallet } from '../../../test/wallet-helpers';
import { insightsJobs, MONTHLY_DIGEST_TASK, sendMonthlyDigests } from './index';

describe('monthly insights digest', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('tells each Premium member with activity about last month, once, linking to /insights', async () => {
    const make = async (tier: 'basic' | 'premium', active: boolean) => {
      const who = await signedInUser(ctx);
      await ctx.sql`update users set subscription_tier = ${tier},
                      subscription_ends_at = now() + interval '90 days' where id = ${who.user.user_id}`;
      if (active) {
        await fundWallet(ctx.sql, who.user.wallet_id!, 100_000_00);
        const res = await buy(ctx, who.cookie, { ...SAMPLE_ORDER, 'payment-method': 'wallet' });
        expect(res.statusCode).toBe(201);
      }
      return who.user.user_id;
    };
    const [ada, quiet, basic] = await Promise.all([
      make('premium', true),
      make('premium', false),
      make('basic', true),
    ]);
    // The run on the 1st of next month at 09:00 Lagos sums up this month.
    const month = lagosMonthOf(new Date());
    const firstOfNext = new Date(
      lagosMonthBounds(addMonths(month, 1)).start.getTime() + 9 * 3600_000,
    );
    expect(await sendMonthlyDigests(ctx.sql, firstOfNext)).toBe(1);
    expect(await sendMonthlyDigests(ctx.sql, firstOfNext)).toBe(0);

    const rows = await ctx.sql<
      { recipient_id: string; title: string; body: string; deep_link: string }[]
    >`
      select recipient_id, title, body, deep_link from notifications where kind = 'insights.monthly'`;
    expect(rows.map((r) => r.recipient_id)).toEqual([ada]);
    expect(rows[0]!.title).toBe(`Your food in ${monthLabel(month)}`);
    expect(rows[0]!.body).toContain('Spent on food: ₦35,200.');
    expect(rows[0]!.deep_link).toBe(`/insights?month=${month}`);
    expect(rows.some((r) => r.recipient_id === quiet || r.recipient_id === basic)).toBe(false);
  });

  it('runs at 09:00 Lagos on the 1st', () => {
    const jobs = insightsJobs(ctx.sql);
    expect(jobs.cron).toEqual([
      expect.objectContaining({ task: MONTHLY_DIGEST_TASK, match: '0 8 1 * *' }),
    ]);
  });
});
