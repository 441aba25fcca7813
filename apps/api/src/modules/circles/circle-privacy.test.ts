import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, CIRCLE_LIMITS, CIRCLE_MESSAGES as M } from '@faza/shared';
import { createAuthTestApp } from '../../../test/auth-helpers';
import {
  circleBody,
  circleCall,
  circleSnapshot,
  circleUser,
  circleWith,
  STARTER_PRICE,
  type CircleUser,
} from '../../../test/circle-helpers';
import type { TestContext } from '../../../test/test-app';

/**
 * What someone only invited may see, how many invitations a member and a circle may send, and
 * that staff never cancel a circle of their own (docs/decisions/0048).
 */
describe('food circles: invitees, invitation limits and staff’s own circles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  const invite = (from: CircleUser, circleId: string, to: CircleUser) =>
    circleCall(ctx, from.cookie, 'POST', `/circles/${circleId}/invite`, { faza: to.faza });

  const asStaff = async (u: CircleUser) => {
    await ctx.sql`update users set role = 'admin' where id = ${u.id}`;
    return u;
  };

  it('shows an invitee only what the invitation preview shows: no members, payments or late flags', async () => {
    const { id, members } = await circleWith(ctx, 1, [STARTER_PRICE, STARTER_PRICE]);
    const [ada, bola] = members as [CircleUser, CircleUser];
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    await ctx.sql`update circle_members set late = true where user_id = ${bola.id}`;
    const chidi = await circleUser(ctx);
    const dayo = await circleUser(ctx);
    expect((await invite(ada, id, chidi)).statusCode).toBe(200);
    expect((await invite(ada, id, dayo)).statusCode).toBe(200);

    const seen = await circleCall(ctx, chidi.cookie, 'GET', `/circles/${id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const circle = seen.json().data.circle;
    expect(circle).toMatchObject({
      members: [],
      invitees: [],
      payments: [],
      progress: { 'paid-kobo': 0 },
      'members-count': 2,
      'invite-code': null,
      me: { role: 'invitee', state: null, 'paid-kobo': 0 },
    });
    for (const name of [bola.user.name, dayo.user.name]) expect(seen.body).not.toContain(name);
    // The list's invitation row says no more than the preview either.
    const list = await circleCall(ctx, chidi.cookie, 'GET', '/circles');
    expect(list.body).not.toContain(bola.user.name);

    // A member still sees everyone, and a stranger nothing at all.
    const member = (await circleCall(ctx, bola.cookie, 'GET', `/circles/${id}`)).json().data.circle;
    expect(member.members).toHaveLength(2);
    expect(member.members[1]).toMatchObject({ state: 'late' });
    expect(member.payments).toHaveLength(1);
    const stranger = await circleCall(ctx, (await circleUser(ctx)).cookie, 'GET', `/circles/${id}`);
    expect(stranger.statusCode).toBe(403);
  });

  it('caps a circle’s waiting invitations at twice its places', async () => {
    const { id, members } = await circleWith(ctx, 0, [0], { 'max-members': 2 });
    const ada = members[0]!;
    for (let i = 0; i < 4; i++) {
      const res = await invite(ada, id, await circleUser(ctx));
      expect(res.statusCode, res.body).toBe(200);
    }
    const fifth = await circleUser(ctx);
    const before = await circleSnapshot(ctx.sql);
    const over = await invite(ada, id, fifth);
    expect([over.statusCode, over.json().code, over.json().error]).toEqual([
      409,
      'INVITES_FULL',
      M.invitesFull(4),
    ]);
    expect(await circleSnapshot(ctx.sql)).toEqual(before);
  });

  it('rate-limits the invitations of one member across their circles', async () => {
    const { id, members } = await circleWith(ctx, 0, [0], { 'max-members': 30 });
    const ada = members[0]!;
    expect((await invite(ada, id, await circleUser(ctx))).statusCode).toBe(200);
    const [row] = await ctx.sql<{ points: number }[]>`
      select points from rate_limits where key = ${`circle-invite:user:${ada.id}`}`;
    expect(row!.points).toBe(1);
    // The rest of the hour's invitations spent (by this circle or another of hers).
    await ctx.sql`update rate_limits set points = ${CIRCLE_LIMITS.invitesPerHour}
                   where key = ${`circle-invite:user:${ada.id}`}`;
    const next = await circleUser(ctx);
    const before = await circleSnapshot(ctx.sql);
    const limited = await invite(ada, id, next);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await circleSnapshot(ctx.sql)).toEqual(before);
    // Another member of the same circle is not held back by her.
    const other = await circleWith(ctx, 0, [0]);
    expect((await invite(other.members[0]!, other.id, await circleUser(ctx))).statusCode).toBe(200);
  });

  it('refuses staff cancelling a circle they run, belong to or receive the food of (403 OWN_DECISION)', async () => {
    const cancel = (staff: CircleUser, id: string) =>
      circleCall(ctx, staff.cookie, 'POST', `/admin/circles/${id}/cancel`, {
        reason: 'Reported as a scam',
      });
    const refusedOwn = async (staff: CircleUser, id: string) => {
      const before = await circleSnapshot(ctx.sql);
      const res = await cancel(staff, id);
      expect([res.statusCode, res.json().code, res.json().error], res.body).toEqual([
        403,
        'OWN_DECISION',
        ADMIN_MESSAGES.ownDecision,
      ]);
      expect(await circleSnapshot(ctx.sql)).toEqual(before);
    };

    // Runs it.
    const runs = await circleWith(ctx, 1, [STARTER_PRICE, STARTER_PRICE]);
    await refusedOwn(await asStaff(runs.members[0]!), runs.id);
    // Belongs to it.
    const belongs = await circleWith(ctx, 1, [STARTER_PRICE, STARTER_PRICE]);
    await refusedOwn(await asStaff(belongs.members[1]!), belongs.id);
    // Receives its food (a chip-in's beneficiary, not a member).
    const beneficiary = await asStaff(await circleUser(ctx));
    const creator = await circleUser(ctx, 'premium');
    const made = await circleCall(
      ctx,
      creator.cookie,
      'POST',
      '/circles',
      circleBody({ kind: 'chip_in', 'max-members': 3, 'beneficiary-faza': beneficiary.faza }),
    );
    expect(made.statusCode, made.body).toBe(201);
    await refusedOwn(beneficiary, made.json().data.circle.id);

    // Another staff member decides.
    const other = await asStaff(await circleUser(ctx));
    for (const id of [runs.id, belongs.id, made.json().data.circle.id])
      expect((await cancel(other, id)).statusCode).toBe(200);
  });
});
