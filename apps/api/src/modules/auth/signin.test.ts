import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, MESSAGES } from '@faza/shared';
import { buildApp } from '../../app';
import {
  createAuthTestApp,
  failureOf,
  sessionUser,
  newAccount,
  sessionCookieOf,
  tokenOf,
  signIn,
  signUp,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { ARGON2_PARAMS, argon2ParamsFor, hashPassword, needsRehash } from './passwords';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const LOGIN_FAILED = {
  status: 'failed',
  error: 'Please check your credentials and try again.',
  code: 'INVALID_CREDENTIALS',
};

// Failure-heavy tests each come from their own address, so the per-IP limit of one test does not
// spill into the next.
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function account() {
  const a = newAccount();
  const res = await signUp(ctx.app, a);
  return { ...a, id: res.json().data.user_id as string };
}

describe('POST /api/auth/signin', () => {
  it('answers the spec user shape and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const a = await account();
    const res = await signIn(ctx.app, a.phone, a.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const user = authUserSchema.parse(body.data);
    const [wallet] = await ctx.sql`select id from wallets where user_id = ${a.id}`;
    expect(user).toEqual({
      user_id: a.id,
      wallet_id: wallet!.id,
      faza: expect.stringMatching(/^\d{12}$/),
      role: 'user',
      is_premium: false,
      is_premium_plus: false,
      has_wallet: true,
      email: a.email,
      'phone-number': `+234${a.phone.slice(1)}`,
      name: a.email.split('@')[0],
      // Signed up through the spec's payload, without a name (docs/decisions/0054-real-names.md).
      'first-name': null,
      'last-name': null,
      email_verified: false,
      phone_verified: false,
      subscription_tier: 'basic',
      subscription_ends_at: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'faza_session')!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(90 * 24 * 3600);
    expect(res.headers['cache-control']).toBe('no-store');

    const [session] = await ctx.sql`select token_hash from sessions where user_id = ${a.id}`;
    expect(Buffer.from(session!.token_hash).toString('base64url')).not.toBe(cookie.value);
  });

  it('accepts the phone in any Nigerian form', async () => {
    const a = await account();
    for (const phone of [`+234${a.phone.slice(1)}`, `234${a.phone.slice(1)}`]) {
      expect((await signIn(ctx.app, phone, a.password)).statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown phone identically with 401', async () => {
    const a = await account();
    const wrongPassword = await signIn(ctx.app, a.phone, 'Wrong&Password1');
    const unknownPhone = await signIn(ctx.app, newAccount().phone, a.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(LOGIN_FAILED);
    expect(failureOf(unknownPhone)).toEqual(failureOf(wrongPassword));
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
  });

  it('validates with the spec messages', async () => {
    const badPhone = await signIn(ctx.app, '12345', 'whatever-long');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual({
      'phone-number': MESSAGES.phone.invalid('08031234567'),
    });
    const shortPassword = await signIn(ctx.app, '08031234567', 'short');
    expect(shortPassword.json().fields).toEqual({ password: MESSAGES.password.tooShort });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['password', 'phone-number']);
  });

  it('issues a new token at every sign-in and retires the one the browser held', async () => {
    const a = await account();
    const first = tokenOf(await signIn(ctx.app, a.phone, a.password));
    const second = tokenOf(await signIn(ctx.app, a.phone, a.password, { cookie: first }));
    expect(second).not.toBe(first);
    expect(await sessionUser(ctx.app, first)).toBeNull();
    expect(await sessionUser(ctx.app, second)).not.toBeNull();
  });

  it('replaces a stale or unknown cookie with exactly one fresh one', async () => {
    const a = await account();
    const res = await signIn(ctx.app, a.phone, a.password, { cookie: 'x'.repeat(43) });
    expect(res.statusCode).toBe(200);
    const set = res.cookies.filter((c) => c.name === 'faza_session');
    expect(set).toHaveLength(1);
    expect(await sessionUser(ctx.app, set[0]!.value)).not.toBeNull();
  });

  it('refuses the 11th attempt for one phone within 15 minutes, even with the right password', async () => {
    const a = await account();
    const remoteAddress = nextIp();
    for (let i = 1; i <= 10; i++) {
      const res = await signIn(ctx.app, a.phone, `Wrong&Password${i}`, { remoteAddress });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const eleventh = await signIn(ctx.app, a.phone, a.password, { remoteAddress });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ status: 'failed', code: 'SIGNIN_LOCKED' });
    expect(eleventh.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(sessionCookieOf(eleventh)).toBeUndefined();

    // Other phones from the same place are unaffected; after the window the owner gets in.
    const other = await account();
    expect((await signIn(ctx.app, other.phone, other.password, { remoteAddress })).statusCode).toBe(
      200,
    );
    await ctx.sql`update rate_limits set expires_at = now() - interval '1 second'
                  where key = ${`signin:phone:+234${a.phone.slice(1)}`}`;
    expect((await signIn(ctx.app, a.phone, a.password, { remoteAddress })).statusCode).toBe(200);
  });

  it('re-hashes a password stored at other argon2 parameters when it signs in', async () => {
    const a = await account();
    const before = await hashPassword(a.password, ARGON2_PARAMS);
    await ctx.sql`update users set password_hash = ${before} where id = ${a.id}`;
    expect((await signIn(ctx.app, a.phone, a.password)).statusCode).toBe(200);
    const [row] = await ctx.sql<{ password_hash: string }[]>`
      select password_hash from users where id = ${a.id}`;
    const params = argon2ParamsFor(ctx.config.NODE_ENV);
    expect(row!.password_hash).not.toBe(before);
    expect(needsRehash(row!.password_hash, params)).toBe(false);
    expect((await signIn(ctx.app, a.phone, a.password)).statusCode).toBe(200);
  });

  it('counts consecutive failures: a success starts the count again', async () => {
    const a = await account();
    const opts = { remoteAddress: nextIp() };
    for (let i = 0; i < 9; i++) await signIn(ctx.app, a.phone, 'Wrong&Password1', opts);
    expect((await signIn(ctx.app, a.phone, a.password, opts)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(ctx.app, a.phone, 'Wrong&Password1', opts)).statusCode).toBe(401);
    }
    expect((await signIn(ctx.app, a.phone, a.password, opts)).statusCode).toBe(429);
  });

  it('lets no more than 10 parallel guesses through for one phone', async () => {
    const a = await account();
    const opts = { remoteAddress: nextIp() };
    const results = await Promise.all(
      Array.from({ length: 16 }, () => signIn(ctx.app, a.phone, 'Wrong&Password1', opts)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('limits failures per IP address across many phones', async () => {
    const ip = nextIp();
    const a = await account();
    // 49 failures from one address, each for a different phone number…
    for (let i = 0; i < 49; i++) {
      const res = await signIn(ctx.app, newAccount().phone, 'Wrong&Password1', {
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    // …the 50th failure still gets an answer, then the address is held back even for a real account.
    expect(
      (await signIn(ctx.app, a.phone, 'Wrong&Password1', { remoteAddress: ip })).statusCode,
    ).toBe(401);
    const res = await signIn(ctx.app, a.phone, a.password, { remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('SIGNIN_LOCKED');
    // Another address is not held back, and the refused attempt did not count against the phone.
    expect(
      (await signIn(ctx.app, a.phone, a.password, { remoteAddress: nextIp() })).statusCode,
    ).toBe(200);
  });

  it('holds the phone limit across API instances sharing the database', async () => {
    const second = await buildApp({ config: ctx.config, sql: ctx.sql });
    try {
      const a = await account();
      const opts = { remoteAddress: nextIp() };
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        expect((await signIn(app, a.phone, 'Wrong&Password1', opts)).statusCode).toBe(401);
      }
      expect((await signIn(second, a.phone, a.password, opts)).statusCode).toBe(429);
      expect((await signIn(ctx.app, a.phone, a.password, opts)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('HTTPS deployments', () => {
  it('uses the __Host- prefix and Secure when PUBLIC_URL is https', async () => {
    const secure = await createAuthTestApp({
      PUBLIC_URL: 'https://faza.example',
      SANDBOX_PAYMENTS: 'allow', // a public server needs it to keep the sandbox; nothing pays here
    });
    try {
      const a = newAccount();
      await signUp(secure.app, a);
      const res = await signIn(secure.app, a.phone, a.password);
      const cookie = res.cookies.find((c) => c.name === '__Host-faza_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
      const meRes = await secure.app.inject({
        url: '/api/auth/me',
        cookies: { '__Host-faza_session': cookie.value },
      });
      expect(meRes.statusCode).toBe(200);
      expect(meRes.json().data).not.toBeNull();
    } finally {
      await secure.close();
    }
  });
});
