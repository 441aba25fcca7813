import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser, signInAs } from '../../../test/auth-helpers';
import { placeOrder } from '../../../test/order-helpers';
import { conversationOf, setTier, staffReply, supportCall } from '../../../test/support-helpers';
import type { TestContext } from '../../../test/test-app';

describe('support: the staff queue', () => {
  let ctx: TestContext;
  let moderator: Awaited<ReturnType<typeof signInAs>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    moderator = await signInAs(ctx, 'moderator');
    admin = await signInAs(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const queue = (query = '') =>
    supportCall(ctx, moderator.cookie, 'GET', `/api/admin/support${query}`);

  /** A conversation by a customer on `tier`, waiting since `minutesAgo`. */
  async function waiting(
    tier: 'basic' | 'premium' | 'premium_plus',
    minutesAgo: number,
    endsIn = 30,
  ) {
    const c = await signedInUser(ctx);
    await setTier(ctx, c.user.user_id, tier, endsIn);
    const id = await conversationOf(ctx, c.cookie, { topic: 'other', message: `${tier} asks` });
    await ctx.sql`update support_conversations
                    set created_at = now() - make_interval(mins => ${minutesAgo}),
                        waiting_since = now() - make_interval(mins => ${minutesAgo})
                  where id = ${id}`;
    return { ...c, id };
  }

  it('orders Premium Plus, then Premium, then Basic, the longest waiting first in each', async () => {
    const basicOld = await waiting('basic', 300);
    const premiumNew = await waiting('premium', 10);
    const plusNew = await waiting('premium_plus', 5);
    const lapsed = await waiting('premium_plus', 200, -1);
    const premiumOld = await waiting('premium', 120);
    const plusOld = await waiting('premium_plus', 90);
    // Staff see full names (docs/decisions/0054-real-names.md).
    await ctx.sql`update users set first_name = 'Chioma', last_name = 'Eze'
                  where id = ${plusOld.user.user_id}`;
    const res = await queue();
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.conversations as {
      id: string;
      customer: { tier: string; name: string };
      target_minutes: number;
      overdue_minutes: number;
    }[];
    const ours = [basicOld, premiumNew, plusNew, lapsed, premiumOld, plusOld].map((c) => c.id);
    expect(rows.map((r) => r.id).filter((id) => ours.includes(id))).toEqual([
      plusOld.id,
      plusNew.id,
      premiumOld.id,
      premiumNew.id,
      basicOld.id,
      lapsed.id,
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(plusOld.id)!.customer.name).toBe('Chioma Eze');
    // Targets: 1 h, 4 h, 24 h. Premium Plus waiting 90 min is 30 min late; the rest are on time.
    expect(byId.get(plusOld.id)).toMatchObject({ target_minutes: 60, overdue_minutes: 30 });
    expect(byId.get(plusNew.id)).toMatchObject({ target_minutes: 60, overdue_minutes: 0 });
    expect(byId.get(premiumOld.id)).toMatchObject({ target_minutes: 240, overdue_minutes: 0 });
    expect(byId.get(lapsed.id)).toMatchObject({
      customer: { tier: 'basic' },
      target_minutes: 1440,
      overdue_minutes: 0,
    });
  });

  it('moves a replied conversation out of the waiting list, and back when the customer writes', async () => {
    const c = await waiting('premium', 30);
    await staffReply(ctx, moderator.cookie, c.id, 'On it.');
    const ids = async (q: string) =>
      ((await queue(q)).json().data.conversations as { id: string }[]).map((r) => r.id);
    expect(await ids('')).not.toContain(c.id);
    expect(await ids('?status=replied')).toContain(c.id);
    await supportCall(ctx, c.cookie, 'POST', `/api/support/conversations/${c.id}/messages`, {
      body: 'Still waiting',
    });
    expect(await ids('')).toContain(c.id);
    expect(await ids('?mine=true')).toContain(c.id);
    const other = await signInAs(ctx, 'moderator');
    const theirs = await supportCall(ctx, other.cookie, 'GET', '/api/admin/support?mine=true');
    expect(theirs.json().data.conversations.map((r: { id: string }) => r.id)).not.toContain(c.id);
  });

  it('shows the attached order with the conversation and assigns it, audited', async () => {
    const c = await signedInUser(ctx);
    const orderId = await placeOrder(ctx, c.cookie);
    const id = await conversationOf(ctx, c.cookie, {
      topic: 'order',
      message: 'Paid yesterday',
      'order-id': orderId,
    });
    const one = await supportCall(ctx, moderator.cookie, 'GET', `/api/admin/support/${id}`);
    expect(one.json().data).toMatchObject({
      attachment: {
        type: 'order',
        id: orderId,
        status: 'awaiting_payment',
        amount_kobo: 3_520_000,
      },
      messages: [{ from: 'customer', body: 'Paid yesterday' }],
      assignee_id: null,
    });
    const staffList = (await queue()).json().data.staff as { id: string }[];
    expect(staffList.map((s) => s.id)).toEqual(
      expect.arrayContaining([moderator.user.user_id, admin.user.user_id]),
    );
    const assigned = await supportCall(
      ctx,
      moderator.cookie,
      'POST',
      `/api/admin/support/${id}/assign`,
      {
        'staff-id': admin.user.user_id,
      },
    );
    expect(assigned.json().data).toMatchObject({
      assignee_id: admin.user.user_id,
      assignee_name: admin.user.name,
    });
    const customer = await signedInUser(ctx);
    const notStaff = await supportCall(
      ctx,
      moderator.cookie,
      'POST',
      `/api/admin/support/${id}/assign`,
      {
        'staff-id': customer.user.user_id,
      },
    );
    expect([notStaff.statusCode, notStaff.json().code]).toEqual([404, 'STAFF_NOT_FOUND']);
    const audit = await supportCall(ctx, admin.cookie, 'GET', `/api/admin/audit?subject_id=${id}`);
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'support.assign',
      after: { assignedTo: admin.user.user_id },
    });
    const missing = await supportCall(
      ctx,
      moderator.cookie,
      'GET',
      '/api/admin/support/0b8e6f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('does not let a staff member answer their own conversation', async () => {
    const id = await conversationOf(ctx, moderator.cookie, { topic: 'account', message: 'Me' });
    const res = await staffReply(ctx, moderator.cookie, id, 'Answering myself');
    expect([res.statusCode, res.json().code]).toEqual([403, 'OWN_CONVERSATION']);
  });
});
