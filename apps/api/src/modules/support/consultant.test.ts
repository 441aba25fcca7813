import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@faza/shared';
import { createAuthTestApp, signedInUser, signInAs } from '../../../test/auth-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import { markConsultant, setTier, staffReply, supportCall } from '../../../test/support-helpers';
import type { TestContext } from '../../../test/test-app';

describe('the Premium Plus food consultant', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let tunde: Awaited<ReturnType<typeof signInAs>>;
  let kemi: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await signInAs(ctx, 'admin');
    tunde = await signInAs(ctx, 'moderator');
    kemi = await signInAs(ctx, 'moderator');
    await markConsultant(ctx, admin.cookie, tunde.user.user_id);
    await markConsultant(ctx, admin.cookie, kemi.user.user_id);
  });
  afterAll(() => ctx.close());

  async function member() {
    const m = await signedInUser(ctx);
    await setTier(ctx, m.user.user_id, 'premium_plus');
    await giveFood(ctx.sql, m.user.user_id, { ...RICE, quantity: 3 });
    return m;
  }
  const mine = (cookie: string) => supportCall(ctx, cookie, 'GET', '/api/consultant');
  const consent = (cookie: string, on: boolean) =>
    supportCall(ctx, cookie, 'PUT', '/api/consultant/consent', { consent: on });
  const view = (cookie: string, memberId: string) =>
    supportCall(ctx, cookie, 'GET', `/api/admin/consultant/members/${memberId}`);
  const consultantIdOf = async (memberId: string) =>
    (
      await ctx.sql<{ consultant_id: string }[]>`
        select consultant_id from consultant_assignments where member_id = ${memberId}`
    )[0]?.consultant_id;

  it('gives each Premium Plus member the least-loaded consultant; nobody else gets one', async () => {
    const first = await member();
    const second = await member();
    const a = (await mine(first.cookie)).json().data;
    const b = (await mine(second.cookie)).json().data;
    expect(a).toMatchObject({ eligible: true, consent: false });
    expect(b).toMatchObject({ eligible: true, consent: false });
    // One each: the second went to whoever had fewer.
    expect(a.consultant.name).not.toBe(b.consultant.name);
    expect([a.consultant.name, b.consultant.name].sort()).toEqual(
      [tunde.user.name, kemi.user.name].sort(),
    );
    // Asking again keeps the same person.
    expect((await mine(first.cookie)).json().data.consultant.name).toBe(a.consultant.name);

    const basic = await signedInUser(ctx);
    expect((await mine(basic.cookie)).json().data).toEqual({
      eligible: false,
      consultant: null,
      consent: false,
    });
    const talk = await supportCall(ctx, basic.cookie, 'POST', '/api/consultant/conversations', {
      message: 'Hello?',
    });
    expect([talk.statusCode, talk.json().code]).toEqual([403, 'PREMIUM_PLUS_REQUIRED']);
    expect((await consent(basic.cookie, true)).statusCode).toBe(403);
  });

  it('shows the consultant nothing but the conversation until the member consents', async () => {
    const m = await member();
    await mine(m.cookie);
    const consultantId = await consultantIdOf(m.user.user_id);
    const consultant = consultantId === tunde.user.user_id ? tunde : kemi;
    const other = consultant === tunde ? kemi : tunde;

    // "Talk to my consultant" goes straight to them, and reuses the open conversation.
    const talk = await supportCall(ctx, m.cookie, 'POST', '/api/consultant/conversations', {
      message: 'What can I cook with my rice?',
    });
    expect(talk.statusCode, talk.body).toBe(200);
    const id = talk.json().data.id as string;
    expect(talk.json().data).toMatchObject({
      kind: 'consultant',
      assignee_name: consultant.user.name,
    });
    const again = await supportCall(ctx, m.cookie, 'POST', '/api/consultant/conversations', {
      message: 'And beans?',
    });
    expect(again.json().data.id).toBe(id);
    expect(again.json().data.messages).toHaveLength(2);
    const queue = await supportCall(ctx, consultant.cookie, 'GET', '/api/admin/support?mine=true');
    expect(queue.json().data.conversations.map((c: { id: string }) => c.id)).toContain(id);
    expect((await staffReply(ctx, consultant.cookie, id, 'Jollof!')).statusCode).toBe(200);

    // Consent off: 403 for the consultant, 404 for another consultant, 403 for an admin who is
    // not a consultant.
    const off = await view(consultant.cookie, m.user.user_id);
    expect([off.statusCode, off.json().code, off.json().error]).toEqual([
      403,
      'CONSENT_REQUIRED',
      SUPPORT_MESSAGES.consentRequired,
    ]);
    expect(off.body).not.toContain('rice');
    expect((await view(other.cookie, m.user.user_id)).statusCode).toBe(404);
    expect((await view(admin.cookie, m.user.user_id)).statusCode).toBe(403);

    // Consent on: the consultant, and only the consultant, sees the pantry summary.
    expect((await consent(m.cookie, true)).json().data).toMatchObject({ consent: true });
    const on = await view(consultant.cookie, m.user.user_id);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({
      member: { id: m.user.user_id },
      sections: { pantry: { units: 3, foods: [{ name: RICE.name, quantity: 3 }] } },
    });
    expect((await view(other.cookie, m.user.user_id)).statusCode).toBe(404);
    expect((await view(admin.cookie, m.user.user_id)).statusCode).toBe(403);
    const customer = await signedInUser(ctx);
    expect((await view(customer.cookie, m.user.user_id)).statusCode).toBe(403);

    // Off again: closed at once.
    await consent(m.cookie, false);
    expect((await view(consultant.cookie, m.user.user_id)).statusCode).toBe(403);
  });

  it('lets an admin change a member’s consultant; the new one starts without consent', async () => {
    const m = await member();
    await mine(m.cookie);
    await consent(m.cookie, true);
    const before = await consultantIdOf(m.user.user_id);
    const next = before === tunde.user.user_id ? kemi : tunde;
    const previous = before === tunde.user.user_id ? tunde : kemi;

    const byModerator = await supportCall(
      ctx,
      next.cookie,
      'PUT',
      `/api/admin/consultants/members/${m.user.user_id}`,
      { 'consultant-id': next.user.user_id },
    );
    expect(byModerator.statusCode).toBe(403);
    const res = await supportCall(
      ctx,
      admin.cookie,
      'PUT',
      `/api/admin/consultants/members/${m.user.user_id}`,
      { 'consultant-id': next.user.user_id },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.members.find((x: { id: string }) => x.id === m.user.user_id),
    ).toMatchObject({ consultant_id: next.user.user_id, consultant_name: next.user.name });
    expect((await mine(m.cookie)).json().data).toMatchObject({
      consultant: { name: next.user.name },
      consent: false,
    });
    expect((await view(next.cookie, m.user.user_id)).statusCode).toBe(403);
    expect((await view(previous.cookie, m.user.user_id)).statusCode).toBe(404);

    // Only marked consultants can be chosen, and only staff can be marked.
    const plainStaff = await signInAs(ctx, 'moderator');
    const notConsultant = await supportCall(
      ctx,
      admin.cookie,
      'PUT',
      `/api/admin/consultants/members/${m.user.user_id}`,
      { 'consultant-id': plainStaff.user.user_id },
    );
    expect(notConsultant.statusCode).toBe(404);
    const customer = await signedInUser(ctx);
    const markCustomer = await supportCall(
      ctx,
      admin.cookie,
      'PUT',
      `/api/admin/consultants/${customer.user.user_id}`,
      { consultant: true },
    );
    expect(markCustomer.statusCode).toBe(404);
  });

  it('shares nothing once the member is no longer Premium Plus, consent or not', async () => {
    const m = await member();
    await mine(m.cookie);
    await consent(m.cookie, true);
    const consultantId = await consultantIdOf(m.user.user_id);
    const consultant = consultantId === tunde.user.user_id ? tunde : kemi;
    expect((await view(consultant.cookie, m.user.user_id)).statusCode).toBe(200);
    await setTier(ctx, m.user.user_id, 'premium_plus', -1);
    expect((await view(consultant.cookie, m.user.user_id)).statusCode).toBe(404);
    expect((await mine(m.cookie)).json().data).toEqual({
      eligible: false,
      consultant: null,
      consent: false,
    });
  });
});
