import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionUser,
  newAccount,
  tokenOf,
  signIn,
  signUp,
} from '../../../test/auth-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { emailsTo, latestEmailTo, latestResetLinkFor } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';

const PUBLIC_URL = 'https://faza.example';
let ctx: TestContext;
beforeAll(async () => {
  // A public server needs SANDBOX_PAYMENTS to keep the sandbox provider; nothing pays here.
  ctx = await createAuthTestApp({ PUBLIC_URL, SANDBOX_PAYMENTS: 'allow' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Egusi&Soup2025';
const SENT = { status: 'success', data: { sent: true } };
const INVALID_LINK = {
  status: 'failed',
  error: 'This reset link is invalid or has expired. Please request a new one.',
  code: 'RESET_LINK_INVALID',
};

/** Asks for a link, then runs the queued email job (the in-process runner would, a moment later). */
async function forgot(email: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers,
    payload: { email },
  });
  await runQueuedJobs(ctx);
  return res;
}
const reset = (token: string, password = NEW_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

async function accountWithLink() {
  const account = newAccount();
  await signUp(ctx.app, account);
  expect((await forgot(account.email)).json()).toEqual(SENT);
  return { account, ...latestResetLinkFor(ctx.config.DATA_DIR, account.email) };
}

describe('POST /api/auth/forgot-password', () => {
  it('emails a single-use link to PUBLIC_URL/reset-password', async () => {
    const { account, link, token } = await accountWithLink();
    // In the fragment: browsers never send it, so no request log can hold it.
    expect(link).toBe(`${PUBLIC_URL}/reset-password#token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    const mail = latestEmailTo(ctx.config.DATA_DIR, account.email);
    expect(mail.subject).toBe('Reset your Faza password');
    expect(mail.text).toContain('expires in 60 minutes');
  });

  it('answers the same whether or not the address has an account', async () => {
    const known = newAccount();
    await signUp(ctx.app, known);
    const a = await forgot(known.email);
    const b = await forgot('nobody.at.all@example.com');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(emailsTo(ctx.config.DATA_DIR, 'nobody.at.all@example.com')).toHaveLength(0);
  });

  it('never builds the link from the request Host header', async () => {
    const account = newAccount();
    await signUp(ctx.app, account);
    await forgot(account.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(latestResetLinkFor(ctx.config.DATA_DIR, account.email).link.startsWith(PUBLIC_URL)).toBe(
      true,
    );
  });

  it('validates the email with the forgot-password message', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: MESSAGES.email.forgotPasswordInvalid });
  });

  it('throttles one address to one email a minute, known or not', async () => {
    for (const email of [newAccount().email, 'ghost.twice@example.com']) {
      expect((await forgot(email)).statusCode).toBe(200);
      const again = await forgot(email);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('accepts a request from PUBLIC_URL and refuses one from another site', async () => {
    expect((await forgot(newAccount().email, { origin: PUBLIC_URL })).statusCode).toBe(200);
    expect(
      (await forgot(newAccount().email, { origin: 'https://faza.example.evil.com' })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and revokes every session of the account', async () => {
    const account = newAccount();
    await signUp(ctx.app, account);
    const laptop = tokenOf(await signIn(ctx.app, account.phone, account.password));
    const phone = tokenOf(await signIn(ctx.app, account.phone, account.password));
    const other = newAccount();
    await signUp(ctx.app, other);
    const bystander = tokenOf(await signIn(ctx.app, other.phone, other.password));

    await forgot(account.email);
    const { token } = latestResetLinkFor(ctx.config.DATA_DIR, account.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { password_reset: true } });

    expect(await sessionUser(ctx.app, laptop)).toBeNull();
    expect(await sessionUser(ctx.app, phone)).toBeNull();
    expect(await sessionUser(ctx.app, bystander)).not.toBeNull();
    expect((await signIn(ctx.app, account.phone, account.password)).statusCode).toBe(401);
    const fresh = await signIn(ctx.app, account.phone, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // Following the emailed link proved the address.
    expect(fresh.json().data.email_verified).toBe(true);
    expect(latestEmailTo(ctx.config.DATA_DIR, account.email).subject).toBe(
      'Your Faza password was changed',
    );
  });

  it('takes a link once only, and the newest link retires older ones', async () => {
    const { account, token: first } = await accountWithLink();
    await ctx.sql`delete from rate_limits where key like ${`forgot:%:${account.email}`}`;
    await forgot(account.email);
    const { token: second } = latestResetLinkFor(ctx.config.DATA_DIR, account.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(second, 'Another&Pass2026')).json()).toMatchObject(INVALID_LINK);
    expect((await reset(first, 'Another&Pass2026')).json()).toMatchObject(INVALID_LINK);
  });

  it('refuses a link after its 60 minutes', async () => {
    const { account, token } = await accountWithLink();
    await ctx.sql`update password_reset_tokens set expires_at = now() - interval '1 second'
                  where user_id = (select id from users where email = ${account.email})`;
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...INVALID_LINK, fields: { token: INVALID_LINK.error } });
  });

  it('refuses made-up tokens', async () => {
    for (const token of ['x'.repeat(43), 'abc', 'x'.repeat(256)]) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('RESET_LINK_INVALID');
    }
    const empty = await reset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.token).toBe(
      'This reset link is incomplete. Please open the link from your email again.',
    );
  });

  it('applies the sign-up password rules, leaving the link usable', async () => {
    const { token } = await accountWithLink();
    const weak = await reset(token, 'alllowercase1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: MESSAGES.password.uppercase });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('lets only one of two parallel resets with the same link win', async () => {
    const { token } = await accountWithLink();
    const results = await Promise.all([reset(token), reset(token, 'Another&Pass2026')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('lifts a sign-in lock-out of the account', async () => {
    const { account, token } = await accountWithLink();
    const opts = { remoteAddress: '10.7.7.7' };
    for (let i = 0; i < 10; i++) await signIn(ctx.app, account.phone, 'Wrong&Password1', opts);
    expect((await signIn(ctx.app, account.phone, account.password, opts)).statusCode).toBe(429);
    await reset(token);
    expect((await signIn(ctx.app, account.phone, NEW_PASSWORD, opts)).statusCode).toBe(200);
  });
});
