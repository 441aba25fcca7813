import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@faza/shared';
import { createAuthTestApp, signedInUser, signInAs } from '../../../test/auth-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import { markConsultant, setTier, supportCall } from '../../../test/support-helpers';
import type { TestContext } from '../../../test/test-app';
import { seedRecipes } from '../plan';

const PLAN = {
  household: 2,
  days: [{ breakfast: 'akara', lunch: 'jollof-rice', dinner: 'beans-porridge' }],
  tags: [],
  budget: null,
  note: 'Beans at night.',
};

/**
 * A consultant who is unmarked loses every consultant read and write at once, and their members
 * move to the least-loaded consultant left (or none) with consent off (docs/decisions/0039).
 */
describe('unmarking a food consultant', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    await seedRecipes(ctx.sql);
    admin = await signInAs(ctx, 'admin');
  }, 60_000);
  afterAll(() => ctx.close());

  const unmark = (staffId: string) =>
    supportCall(ctx, admin.cookie, 'PUT', `/api/admin/consultants/${staffId}`, {
      consultant: false,
    });
  const assignmentOf = async (memberId: string) =>
    (
      await ctx.sql<{ consultant_id: string; consent: boolean }[]>`
        select consultant_id, consent from consultant_assignments where member_id = ${memberId}`
    )[0];

  /** A consenting Premium Plus member with an open conversation with their consultant. */
  async function member() {
    const m = await signedInUser(ctx);
    await setTier(ctx, m.user.user_id, 'premium_plus');
    await giveFood(ctx.sql, m.user.user_id, { ...RICE, quantity: 2 });
    await supportCall(ctx, m.cookie, 'GET', '/api/consultant');
    await supportCall(ctx, m.cookie, 'PUT', '/api/consultant/consent', { consent: true });
    const talk = await supportCall(ctx, m.cookie, 'POST', '/api/consultant/conversations', {
      message: 'What can I cook?',
    });
    return { ...m, conversationId: talk.json().data.id as string };
  }

  it('answers 403 on every consultant route once unmarked; members move on, consent off', async () => {
    const leaving = await signInAs(ctx, 'moderator');
    await markConsultant(ctx, admin.cookie, leaving.user.user_id);
    const a = await member();
    const b = await member();
    expect((await assignmentOf(a.user.user_id))?.consultant_id).toBe(leaving.user.user_id);

    const view = (id: string) =>
      supportCall(ctx, leaving.cookie, 'GET', `/api/admin/consultant/members/${id}`);
    const write = (id: string) =>
      supportCall(ctx, leaving.cookie, 'PUT', `/api/admin/consultant/members/${id}/plan`, PLAN);
    const recipes = () => supportCall(ctx, leaving.cookie, 'GET', '/api/admin/consultant/recipes');
    // Before: everything works.
    expect((await view(a.user.user_id)).statusCode).toBe(200);
    expect((await write(a.user.user_id)).statusCode).toBe(200);
    expect((await recipes()).statusCode).toBe(200);

    // Two consultants stay: one already carrying a member, so both moved go to the other first.
    const busy = await signInAs(ctx, 'moderator');
    const free = await signInAs(ctx, 'moderator');
    await markConsultant(ctx, admin.cookie, busy.user.user_id);
    await ctx.sql`insert into consultant_assignments (member_id, consultant_id)
                  values (${(await signedInUser(ctx)).user.user_id}, ${busy.user.user_id})`;
    await markConsultant(ctx, admin.cookie, free.user.user_id);

    expect((await unmark(leaving.user.user_id)).statusCode).toBe(200);

    for (const res of [
      await view(a.user.user_id),
      await view(b.user.user_id),
      await write(a.user.user_id),
      await recipes(),
    ])
      expect([res.statusCode, res.json().code, res.json().error]).toEqual([
        403,
        'NOT_A_CONSULTANT',
        SUPPORT_MESSAGES.notActiveConsultant,
      ]);

    // Least-loaded first (free had none, busy one), then evened out; consent off for both.
    const movedA = await assignmentOf(a.user.user_id);
    const movedB = await assignmentOf(b.user.user_id);
    expect(movedA).toEqual({ consultant_id: free.user.user_id, consent: false });
    expect(movedB?.consent).toBe(false);
    expect([free.user.user_id, busy.user.user_id]).toContain(movedB?.consultant_id);
    expect((await supportCall(ctx, a.cookie, 'GET', '/api/consultant')).json().data).toEqual({
      eligible: true,
      consultant: { name: free.user.name },
      consent: false,
    });
    // The open conversation follows the member to their new consultant.
    const [conversation] = await ctx.sql<{ assigned_to: string }[]>`
      select assigned_to from support_conversations where id = ${a.conversationId}`;
    expect(conversation?.assigned_to).toBe(free.user.user_id);
    // The new consultant sees nothing until the member consents again.
    const fresh = await supportCall(
      ctx,
      free.cookie,
      'GET',
      `/api/admin/consultant/members/${a.user.user_id}`,
    );
    expect([fresh.statusCode, fresh.json().code]).toEqual([403, 'CONSENT_REQUIRED']);
    const [audit] = await ctx.sql<{ after: { membersReassigned: number } }[]>`
      select after from audit_log
      where action = 'consultant.unmark' and subject_id = ${leaving.user.user_id}`;
    expect(audit?.after).toEqual({ membersReassigned: 2 });

    await unmark(busy.user.user_id);
    await unmark(free.user.user_id);
  });

  it('leaves members without a consultant when none is left', async () => {
    const only = await signInAs(ctx, 'moderator');
    await markConsultant(ctx, admin.cookie, only.user.user_id);
    const m = await member();
    expect((await assignmentOf(m.user.user_id))?.consultant_id).toBe(only.user.user_id);
    expect((await unmark(only.user.user_id)).statusCode).toBe(200);
    expect(await assignmentOf(m.user.user_id)).toBeUndefined();
    const [conversation] = await ctx.sql<{ assigned_to: string | null }[]>`
      select assigned_to from support_conversations where id = ${m.conversationId}`;
    expect(conversation?.assigned_to).toBeNull();
    const view = await supportCall(
      ctx,
      only.cookie,
      'GET',
      `/api/admin/consultant/members/${m.user.user_id}`,
    );
    expect(view.statusCode).toBe(403);
    expect((await supportCall(ctx, m.cookie, 'GET', '/api/consultant')).json().data).toEqual({
      eligible: true,
      consultant: null,
      consent: false,
    });
  });
});
