import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '@faza/shared';
import { createAuthTestApp, signedInUser, signInAs } from '../../../test/auth-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import { markConsultant, setTier, supportCall } from '../../../test/support-helpers';
import type { TestContext } from '../../../test/test-app';
import { seedRecipes } from '../plan';

const DAY = { breakfast: 'akara', lunch: 'jollof-rice', dinner: 'beans-porridge' };
const week = (days: number, note = 'Beans at night keep you full; rice at lunch.') => ({
  household: 3,
  days: Array.from({ length: days }, () => DAY),
  tags: [],
  budget: null,
  note,
});

/**
 * The consultant's view of the meal plan and the month, and their write of the plan
 * (docs/decisions/0039): one consent check for every read and the write, the member's own rules
 * for the write, one notification and one audit row per write.
 */
describe('the consultant and the member’s meal plan and insights', () => {
  let ctx: TestContext;
  let consultant: Awaited<ReturnType<typeof signInAs>>;
  let other: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    await seedRecipes(ctx.sql);
    const admin = await signInAs(ctx, 'admin');
    consultant = await signInAs(ctx, 'moderator');
    other = await signInAs(ctx, 'moderator');
    await markConsultant(ctx, admin.cookie, consultant.user.user_id);
  }, 60_000);
  afterAll(() => ctx.close());

  /** A Premium Plus member given `consultant` (the only one marked), with consent as asked. */
  async function member(consent: boolean) {
    const m = await signedInUser(ctx);
    await setTier(ctx, m.user.user_id, 'premium_plus');
    await giveFood(ctx.sql, m.user.user_id, { ...RICE, quantity: 2 });
    await supportCall(ctx, m.cookie, 'GET', '/api/consultant');
    if (consent)
      await supportCall(ctx, m.cookie, 'PUT', '/api/consultant/consent', { consent: true });
    return m;
  }
  const view = (cookie: string, id: string) =>
    supportCall(ctx, cookie, 'GET', `/api/admin/consultant/members/${id}`);
  const write = (cookie: string, id: string, body: object) =>
    supportCall(ctx, cookie, 'PUT', `/api/admin/consultant/members/${id}/plan`, body);
  const notices = async (userId: string) =>
    ctx.sql<{ title: string; body: string; deep_link: string }[]>`
      select title, body, deep_link from notifications
      where recipient_id = ${userId} and kind = 'plan.consultant'`;
  const audits = async (userId: string) =>
    ctx.sql<{ actor_id: string; after: { note: string } }[]>`
      select actor_id, after from audit_log
      where action = 'consultant.plan' and subject_id = ${userId}`;

  it('with consent, shows the plan and this month’s insights beside the pantry', async () => {
    const m = await member(true);
    const own = { household: 2, days: [DAY, DAY], tags: [], budget: 20_000 };
    const saved = await supportCall(ctx, m.cookie, 'PUT', '/api/plan/week', own);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await view(consultant.cookie, m.user.user_id);
    expect(res.statusCode, res.body).toBe(200);
    const { sections } = res.json().data;
    expect(sections.pantry).toMatchObject({ units: 2 });
    expect(sections.plan).toMatchObject({
      household: 2,
      days: [DAY, DAY],
      budget: 20_000,
      'max-days': 7,
      'written-by': null,
    });
    const mine = (await supportCall(ctx, m.cookie, 'GET', '/api/insights')).json().data;
    expect(sections.insights.month).toBe(mine.month);
    expect(sections.insights).toEqual(mine);
  });

  it('enforces consent, the assignment and the tier on every read and the write', async () => {
    const off = await member(false);
    for (const res of [
      await view(consultant.cookie, off.user.user_id),
      await write(consultant.cookie, off.user.user_id, week(7)),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([403, 'CONSENT_REQUIRED']);
      expect(res.body).not.toContain('jollof');
    }
    const on = await member(true);
    // Staff who are not consultants are refused before any member is looked up.
    for (const res of [
      await view(other.cookie, on.user.user_id),
      await write(other.cookie, on.user.user_id, week(7)),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, 'NOT_A_CONSULTANT']);
    await setTier(ctx, on.user.user_id, 'premium_plus', -1);
    for (const res of [
      await view(consultant.cookie, on.user.user_id),
      await write(consultant.cookie, on.user.user_id, week(7)),
    ])
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_YOUR_MEMBER']);
    // Nothing was written, told or audited by any refused write.
    for (const m of [off, on]) {
      expect(await notices(m.user.user_id)).toHaveLength(0);
      expect(await audits(m.user.user_id)).toHaveLength(0);
      const [row] = await ctx.sql`select 1 from meal_plans where owner_id = ${m.user.user_id}`;
      expect(row).toBeUndefined();
    }
  });

  it('validates the write like the member’s own save', async () => {
    const m = await member(true);
    const tooLong = await write(consultant.cookie, m.user.user_id, week(8));
    expect(tooLong.statusCode).toBe(400);
    const unknown = await write(consultant.cookie, m.user.user_id, {
      ...week(1),
      days: [{ ...DAY, dinner: 'no-such-dish' }],
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([422, PLAN_MESSAGES.unknownRecipe]);
    const noNote = await write(consultant.cookie, m.user.user_id, { ...week(1), note: '  ' });
    expect(noNote.statusCode).toBe(400);
    // 8 days is refused by the shared request schema, as the member's own save is; the member's
    // tier (Premium Plus, the only tier with a consultant) allows the 7 the next test writes.
    expect(await notices(m.user.user_id)).toHaveLength(0);
    expect(await audits(m.user.user_id)).toHaveLength(0);
  });

  it('writes the plan with a note, notifies the member once and audits it', async () => {
    const m = await member(true);
    const note = 'Moi-moi is cheaper than akara this month; try it on Tuesday.';
    const res = await write(consultant.cookie, m.user.user_id, week(7, note));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      household: 3,
      'written-by': { name: consultant.user.name, note },
    });
    expect(res.json().data.days).toHaveLength(7);

    const own = (await supportCall(ctx, m.cookie, 'GET', '/api/plan/week')).json().data;
    expect(own.days).toEqual(Array.from({ length: 7 }, () => DAY));
    expect(own['written-by']).toMatchObject({ name: consultant.user.name, note });
    const told = await notices(m.user.user_id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ deep_link: '/plan/week' });
    expect(told[0]!.body).toContain(consultant.user.name);
    expect(told[0]!.body).toContain('Moi-moi is cheaper');
    const audited = await audits(m.user.user_id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: consultant.user.user_id, after: { note } });

    // The consultant sees their plan; the member's own save makes it theirs again.
    const seen = (await view(consultant.cookie, m.user.user_id)).json().data.sections.plan;
    expect(seen['written-by']).toMatchObject({ note });
    const mineAgain = await supportCall(ctx, m.cookie, 'PUT', '/api/plan/week', {
      household: 3,
      days: [DAY],
      tags: [],
      budget: null,
    });
    expect(mineAgain.json().data['written-by']).toBeNull();
    // A second write is a second notice (one per write, never two for one).
    await write(consultant.cookie, m.user.user_id, week(2, 'Two days for now.'));
    expect(await notices(m.user.user_id)).toHaveLength(2);
  });
});
