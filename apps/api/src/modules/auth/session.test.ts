import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COOKIE,
  createAuthTestApp,
  me,
  sessionUser,
  signedInUser,
  signIn,
  tokenOf,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { currentUser, requireUser } from './session-plugin';
import { hashToken } from './tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp({}, (app) => {
    // Routes another module would write, to prove the helpers it would use.
    app.get('/api/test-mine', { preHandler: requireUser }, async (req) => ({
      status: 'success',
      data: { id: currentUser(req).id },
    }));
    app.post('/api/test-staff', { config: { permission: 'orders:confirm' } }, async () => ({
      status: 'success',
      data: { ok: true },
    }));
    app.post('/api/test-webhook', { config: { skipOriginCheck: true } }, async () => ({
      status: 'success',
      data: { ok: true },
    }));
  });
});
afterAll(() => ctx.close());

const signOut = (cookie?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers,
    cookies: cookie ? { [COOKIE]: cookie } : undefined,
  });

const UNAUTHORIZED = {
  status: 'failed',
  error: 'Please sign in to continue.',
  code: 'UNAUTHORIZED',
};

describe('GET /api/auth/me', () => {
  it('answers data: null (not 401) without a session, with a made-up one, and with a malformed one', async () => {
    // Every page asks at start: a 401 would be a console error for every signed-out visitor.
    for (const cookie of [undefined, 'x'.repeat(43), 'not a token']) {
      const res = await me(ctx.app, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: null });
      expect(res.headers['cache-control']).toBe('no-store');
      // A cookie that is no session is cleared, as on every route.
      if (cookie) expect(res.cookies.find((c) => c.name === COOKIE)?.value).toBe('');
    }
  });

  it('answers the signed-in user in the sign-in shape', async () => {
    const { cookie, user } = await signedInUser(ctx);
    const res = await me(ctx.app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: user });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('derives the premium flags from the stored tier and its end date', async () => {
    const { cookie, user } = await signedInUser(ctx);
    await ctx.sql`update users set subscription_tier = 'premium_plus',
                  subscription_ends_at = now() + interval '30 days' where id = ${user.user_id}`;
    expect((await me(ctx.app, cookie)).json().data).toMatchObject({
      is_premium: true,
      is_premium_plus: true,
      subscription_tier: 'premium_plus',
    });
    await ctx.sql`update users set subscription_ends_at = now() - interval '1 day' where id = ${user.user_id}`;
    expect((await me(ctx.app, cookie)).json().data).toMatchObject({
      is_premium: false,
      is_premium_plus: false,
    });
  });

  it('ends a session after 30 days without use, and after its absolute lifetime', async () => {
    const idle = await signedInUser(ctx);
    await ctx.sql`update sessions set last_seen_at = now() - interval '30 days 1 minute'
                  where token_hash = ${hashToken(idle.cookie)}`;
    expect(await sessionUser(ctx.app, idle.cookie)).toBeNull();

    const old = await signedInUser(ctx);
    await ctx.sql`update sessions set expires_at = now() - interval '1 second'
                  where token_hash = ${hashToken(old.cookie)}`;
    expect(await sessionUser(ctx.app, old.cookie)).toBeNull();
  });

  it('keeps an active session alive by refreshing last_seen_at (at most once a minute)', async () => {
    const { cookie } = await signedInUser(ctx);
    const hash = hashToken(cookie);
    await ctx.sql`update sessions set last_seen_at = now() - interval '29 days' where token_hash = ${hash}`;
    expect(await sessionUser(ctx.app, cookie)).not.toBeNull();
    const [row] = await ctx.sql`select now() - last_seen_at < interval '1 minute' as fresh
                                from sessions where token_hash = ${hash}`;
    expect(row!.fresh).toBe(true);
  });
});

describe('POST /api/auth/signout', () => {
  it('revokes the session: the same cookie replayed afterwards is refused', async () => {
    const { cookie } = await signedInUser(ctx);
    const res = await signOut(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { signed_out: true } });
    const cleared = res.cookies.find((c) => c.name === COOKIE)!;
    expect(cleared.value).toBe('');
    expect(await sessionUser(ctx.app, cookie)).toBeNull();
    const [row] =
      await ctx.sql`select revoked_at from sessions where token_hash = ${hashToken(cookie)}`;
    expect(row!.revoked_at).not.toBeNull();
  });

  it('only ends that one session', async () => {
    const { account, cookie } = await signedInUser(ctx);
    const phone = tokenOf(await signIn(ctx.app, account.phone, account.password));
    await signOut(cookie);
    expect(await sessionUser(ctx.app, phone)).not.toBeNull();
  });

  it('succeeds without a session too', async () => {
    expect((await signOut()).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request whose Origin names another site with 403', async () => {
    const { account, cookie } = await signedInUser(ctx);
    const evil = { origin: 'https://evil.example' };
    for (const res of [
      await signOut(cookie, evil),
      await signIn(ctx.app, account.phone, account.password, { headers: evil }),
      await signOut(cookie, { origin: 'null' }),
      await signOut(cookie, { 'sec-fetch-site': 'cross-site' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'failed',
        error: 'This request came from another site and was refused.',
        code: 'CROSS_SITE_REQUEST',
      });
    }
    // Nothing happened: the session is still alive.
    expect(await sessionUser(ctx.app, cookie)).not.toBeNull();
  });

  it('accepts our own origin, same-origin fetch metadata, and requests without Origin', async () => {
    const { cookie } = await signedInUser(ctx);
    const own = await signOut(cookie, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(200);
    expect((await signOut()).statusCode).toBe(200);
  });

  it('lets GET requests and opted-out routes (webhooks) through', async () => {
    const { cookie } = await signedInUser(ctx);
    const get = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { origin: 'https://evil.example' },
      cookies: { [COOKIE]: cookie },
    });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).not.toBeNull();
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-webhook',
      headers: { origin: 'https://api.paystack.co', 'sec-fetch-site': 'cross-site' },
    });
    expect(hook.statusCode).toBe(200);
  });
});

describe('route guards for other modules', () => {
  it('requireUser: 401 without a session, the own user with one', async () => {
    expect((await ctx.app.inject('/api/test-mine')).json()).toEqual(UNAUTHORIZED);
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const mine = (c: string) => ctx.app.inject({ url: '/api/test-mine', cookies: { [COOKIE]: c } });
    expect((await mine(a.cookie)).json().data.id).toBe(a.user.user_id);
    expect((await mine(b.cookie)).json().data.id).toBe(b.user.user_id);
  });

  it('a declared permission: 403 for a plain user, allowed for a moderator', async () => {
    const staff = (c?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/test-staff',
        cookies: c ? { [COOKIE]: c } : undefined,
      });
    expect((await staff()).statusCode).toBe(401);
    const { cookie, user } = await signedInUser(ctx);
    const refused = await staff(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'failed', code: 'FORBIDDEN' });
    await ctx.sql`update users set role = 'moderator' where id = ${user.user_id}`;
    expect((await staff(cookie)).statusCode).toBe(200);
  });
});

describe("another user's data", () => {
  it('is not reachable: each session sees only its own account', async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const meA = (await me(ctx.app, a.cookie)).json().data;
    const meB = (await me(ctx.app, b.cookie)).json().data;
    expect(meA.user_id).toBe(a.user.user_id);
    expect(meB.user_id).toBe(b.user.user_id);
    expect(meA.email).not.toBe(meB.email);
    // Only the cookie's token identifies a session: what a database reader sees (the token's
    // hash) and B's public ids are not sessions, and none of them reach B's account.
    const [row] = await ctx.sql<{ token_hash: Buffer }[]>`
      select token_hash from sessions where user_id = ${b.user.user_id}`;
    const hash = Buffer.from(row!.token_hash);
    for (const forged of [
      hash.toString('base64url'),
      hash.toString('hex'),
      b.user.user_id,
      b.user.wallet_id!,
      b.user.faza,
      `${b.cookie.slice(0, -1)}${b.cookie.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      expect([forged, await sessionUser(ctx.app, forged)]).toEqual([forged, null]);
    }
    // (Orders and pantry: customer-orders.test.ts and pantry-access.test.ts try B's ids with A's
    // session on every route that takes one.)
    // B signing out does not touch A.
    await signOut(b.cookie);
    expect(await sessionUser(ctx.app, a.cookie)).not.toBeNull();
  });
});
