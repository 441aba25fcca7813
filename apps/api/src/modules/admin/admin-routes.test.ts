import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { BEANS, giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

describe('staff console: users and audit log', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let moderator: Awaited<ReturnType<typeof signInAs>>;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await signInAs(ctx, 'admin');
    moderator = await signInAs(ctx, 'moderator');
    customer = await signedInUser(ctx, { email: 'chioma.findme@example.com' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ url, cookies: sessionCookies(ctx.app, cookie) });
  const setRole = (id: string, role: string, cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/role`,
      cookies: sessionCookies(ctx.app, cookie),
      payload: { role },
    });

  it('finds users by email, phone and FAZA number, with tier and wallet balance', async () => {
    const byEmail = await get('/api/admin/users?q=chioma.findme', admin.cookie);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.users).toEqual([
      expect.objectContaining({
        id: customer.user.user_id,
        email: 'chioma.findme@example.com',
        role: 'user',
        tier: 'basic',
        wallet_balance_kobo: 0,
      }),
    ]);
    const phoneDigits = customer.account.phone.slice(1);
    const byPhone = await get(`/api/admin/users?q=${customer.account.phone}`, admin.cookie);
    expect(byPhone.json().data.users.map((u: { phone: string }) => u.phone)).toEqual([
      `+234${phoneDigits}`,
    ]);
    const byFaza = await get(`/api/admin/users?q=${customer.user.faza}`, admin.cookie);
    expect(byFaza.json().data.users[0].id).toBe(customer.user.user_id);
    // A search made of LIKE wildcards matches nothing rather than everyone.
    expect((await get('/api/admin/users?q=%25%25', admin.cookie)).json().data.users).toEqual([]);
  });

  it('lets an admin change a role, audited with who, before and after', async () => {
    const res = await setRole(customer.user.user_id, 'moderator', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ from: 'user', to: 'moderator' });
    const [row] = await ctx.sql`select role from users where id = ${customer.user.user_id}`;
    expect(row?.role).toBe('moderator');

    const audit = await get(`/api/admin/audit?subject_id=${customer.user.user_id}`, admin.cookie);
    expect(audit.json().data.entries).toEqual([
      expect.objectContaining({
        action: 'role.change',
        actor: { id: admin.user.user_id, email: admin.account.email },
        before: { role: 'user' },
        after: { role: 'moderator' },
      }),
    ]);
    await setRole(customer.user.user_id, 'user', admin.cookie);
  });

  it('refuses an admin changing their own role, an unknown user and an unknown role', async () => {
    const own = await setRole(admin.user.user_id, 'user', admin.cookie);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe(ADMIN_MESSAGES.ownRole);
    const missing = await setRole('00000000-0000-4000-8000-000000000000', 'admin', admin.cookie);
    expect(missing.statusCode).toBe(404);
    const bad = await setRole(customer.user.user_id, 'king', admin.cookie);
    expect(bad.statusCode).toBe(400);
    const [row] = await ctx.sql`select role from users where id = ${admin.user.user_id}`;
    expect(row?.role).toBe('admin');
  });

  it('lets a moderator read the audit log but not users or roles; a customer nothing', async () => {
    expect((await get('/api/admin/audit', moderator.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/users', moderator.cookie)).statusCode).toBe(403);
    expect((await setRole(customer.user.user_id, 'admin', moderator.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/audit', customer.cookie)).statusCode).toBe(403);
  });

  it('pages the audit log newest first with a cursor', async () => {
    for (let i = 0; i < 55; i++)
      await ctx.sql`insert into audit_log (actor_id, action, subject_type, subject_id)
                    values (${admin.user.user_id}, 'test.page', 'test', ${String(i)})`;
    const first = (await get('/api/admin/audit?action=test.', admin.cookie)).json().data;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].subject_id).toBe('54');
    const second = (
      await get(
        `/api/admin/audit?action=test.&before=${encodeURIComponent(first.next_cursor)}`,
        admin.cookie,
      )
    ).json().data;
    expect(second.entries.map((e: { subject_id: string }) => e.subject_id)).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    expect(second.next_cursor).toBeNull();
    expect((await get('/api/admin/audit?before=nonsense', admin.cookie)).statusCode).toBe(400);
  });

  it('shows one user with tier, wallet and a read-only pantry summary', async () => {
    await ctx.sql`update users set subscription_tier = 'premium',
                    subscription_ends_at = now() + interval '20 days'
                  where id = ${customer.user.user_id}`;
    await giveFood(ctx.sql, customer.user.user_id, { ...RICE, quantity: 3, priceKobo: 1_000_00 });
    await giveFood(
      ctx.sql,
      customer.user.user_id,
      { ...BEANS, quantity: 2, priceKobo: 500_00 },
      { expiresInDays: 2 },
    );
    const res = await get(`/api/admin/users/${customer.user.user_id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user: { id: customer.user.user_id, tier: 'premium', wallet_balance_kobo: 0 },
      pantry: { lots: 2, units: 5, value_kobo: 4_000_00, expiring_units: 2, expired_units: 0 },
      open_deliveries: 0,
    });
    expect(res.json().data.pantry.foods[0]).toMatchObject({ name: BEANS.name, quantity: 2 });
    expect(
      (await get(`/api/admin/users/${customer.user.user_id}`, moderator.cookie)).statusCode,
    ).toBe(403);
    const missing = await get(
      '/api/admin/users/00000000-0000-4000-8000-000000000000',
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('filters the audit log by who acted', async () => {
    await ctx.sql`insert into audit_log (actor_id, action, subject_type, subject_id)
                  values (${moderator.user.user_id}, 'test.actor', 'test', 'm1')`;
    const mine = await get(
      `/api/admin/audit?actor=${encodeURIComponent(moderator.account.email)}`,
      admin.cookie,
    );
    const entries = mine.json().data.entries as { actor: { id: string } }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor.id === moderator.user.user_id)).toBe(true);
    expect(
      (await get('/api/admin/audit?actor=nobody-at-all', admin.cookie)).json().data.entries,
    ).toEqual([]);
  });

  it('keeps the audit log append-only', async () => {
    await expect(ctx.sql`delete from audit_log`).rejects.toThrow(/append-only/);
  });
});
