import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  failureOf,
  me,
  newAccount,
  tokenOf,
  signIn,
  signUp,
} from '../../../test/auth-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { emailsTo, latestCodeFor } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const verify = (email: string, code: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    remoteAddress,
    payload: { email, code },
  });
/** Resends, then runs the queued email job (the in-process runner would, a moment later). */
async function resend(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/resend-code',
    payload: { email },
  });
  await runQueuedJobs(ctx);
  return res;
}
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const INVALID = { status: 'failed', code: 'INVALID_CODE' };
const EXPIRED = {
  status: 'failed',
  error: 'This code has expired. Please request a new one.',
  code: 'CODE_EXPIRED',
};

async function freshAccount() {
  const account = newAccount();
  await signUp(ctx.app, account);
  return { account, code: latestCodeFor(ctx.config.DATA_DIR, account.email) };
}

describe('POST /api/auth/verify-email', () => {
  it('verifies the email; auth/me then says email_verified, and unverified users could already sign in', async () => {
    const { account, code } = await freshAccount();
    const signedIn = await signIn(ctx.app, account.phone, account.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.email_verified).toBe(false);

    const res = await verify(account.email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { email_verified: true } });
    const after = await me(ctx.app, tokenOf(signedIn));
    expect(after.json().data.email_verified).toBe(true);
  });

  it('takes a code once only', async () => {
    const { account, code } = await freshAccount();
    expect((await verify(account.email, code)).statusCode).toBe(200);
    const again = await verify(account.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(EXPIRED);
  });

  it('refuses a wrong code saying so with the tries left, and an unknown address the same way', async () => {
    const { account, code } = await freshAccount();
    const wrong = await verify(account.email, wrongCode(code));
    const unknown = await verify('nobody.here@example.com', code);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      ...INVALID,
      error: 'That code is not right. You have 4 tries left.',
      fields: { code: 'That code is not right. You have 4 tries left.' },
    });
    expect(failureOf(unknown)).toEqual(failureOf(wrong));
  });

  it('kills a code after 5 wrong guesses: even the right code then needs a new one', async () => {
    const { account, code } = await freshAccount();
    const said = [];
    for (let i = 0; i < 5; i++) {
      const wrong = (await verify(account.email, wrongCode(code))).json();
      expect(wrong).toMatchObject(INVALID);
      said.push(wrong.error);
    }
    expect(said).toEqual([
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'That code is not right, and that was the last try. Please request a new code.',
    ]);
    const right = await verify(account.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject(EXPIRED);
  });

  it('counts parallel wrong guesses one by one', async () => {
    const { account, code } = await freshAccount();
    await Promise.all(Array.from({ length: 8 }, () => verify(account.email, wrongCode(code))));
    const [row] = await ctx.sql`
      select attempts from email_verification_codes c join users u on u.id = c.user_id
      where u.email = ${account.email} order by c.created_at desc limit 1`;
    expect(row!.attempts).toBe(5);
    expect((await verify(account.email, code)).json()).toMatchObject(EXPIRED);
  });

  it('gives a stranger who knows the address guesses of their own: the owner can still verify', async () => {
    const { account, code } = await freshAccount();
    const stranger = '2001:db8:bad:1::7';
    for (let i = 0; i < 5; i++)
      expect((await verify(account.email, wrongCode(code), stranger)).json()).toMatchObject(
        INVALID,
      );
    // Out of guesses, even from another address of the same /64, and even with the right code.
    expect((await verify(account.email, code, '2001:db8:bad:1::8')).json()).toMatchObject(EXPIRED);
    const owner = await verify(account.email, code, '198.51.100.23');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ status: 'success', data: { email_verified: true } });
  });

  it('kills a code after 20 wrong guesses from all requesters together', async () => {
    const { account, code } = await freshAccount();
    for (let i = 0; i < 20; i++)
      await verify(account.email, wrongCode(code), `198.51.100.${100 + Math.floor(i / 5)}`);
    expect((await verify(account.email, code, '198.51.100.23')).json()).toMatchObject(EXPIRED);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { account, code } = await freshAccount();
    await ctx.sql`update email_verification_codes set expires_at = now() - interval '1 second'
                  where user_id = (select id from users where email = ${account.email})`;
    const res = await verify(account.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(EXPIRED);
  });

  it('validates the code and email with the spec messages', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify('ada@example.com', code);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ code: MESSAGES.otp.invalid });
    }
    const res = await verify('nope', '123456');
    expect(res.json().fields).toEqual({ email: MESSAGES.email.signUpInvalid });
  });
});

describe('POST /api/auth/resend-code', () => {
  it('sends a new code that works, and retires the old one', async () => {
    const { account, code: first } = await freshAccount();
    const res = await resend(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { sent: true } });
    const second = latestCodeFor(ctx.config.DATA_DIR, account.email);
    expect(emailsTo(ctx.config.DATA_DIR, account.email)).toHaveLength(2);
    if (second !== first) expect((await verify(account.email, first)).statusCode).toBe(400);
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });

  it('gives a fresh code with fresh guesses after a code was killed', async () => {
    const { account, code } = await freshAccount();
    for (let i = 0; i < 5; i++) await verify(account.email, wrongCode(code));
    await resend(account.email);
    const fresh = latestCodeFor(ctx.config.DATA_DIR, account.email);
    expect((await verify(account.email, fresh)).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await resend('ghost@example.com');
    expect(res.json()).toEqual({ status: 'success', data: { sent: true } });
    expect(emailsTo(ctx.config.DATA_DIR, 'ghost@example.com')).toHaveLength(0);
  });

  it('sends nothing to an address that is already verified', async () => {
    const { account, code } = await freshAccount();
    await verify(account.email, code);
    expect((await resend(account.email)).statusCode).toBe(200);
    expect(emailsTo(ctx.config.DATA_DIR, account.email)).toHaveLength(1);
  });

  it('allows one resend a minute, with Retry-After, and five an hour', async () => {
    const { account } = await freshAccount();
    expect((await resend(account.email)).statusCode).toBe(200);
    const tooSoon = await resend(account.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ status: 'failed', code: 'RATE_LIMITED' });
    expect(tooSoon.json().error).toMatch(/^Please wait \d+ seconds? before trying again\.$/);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const minuteKey = `resend:min:${account.email}`;
    for (let i = 0; i < 4; i++) {
      await ctx.sql`update rate_limits set expires_at = now() - interval '1 second' where key = ${minuteKey}`;
      expect((await resend(account.email)).statusCode).toBe(200);
    }
    await ctx.sql`update rate_limits set expires_at = now() - interval '1 second' where key = ${minuteKey}`;
    const sixth = await resend(account.email);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });
});
