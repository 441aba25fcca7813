import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, wrongCodeMessage } from '@faza/shared';
import {
  askPhoneCode,
  createAuthTestApp,
  sessionUser,
  signedInUser,
  signIn,
  verifyPhoneCode,
} from '../../../test/auth-helpers';
import { latestPhoneCodeFor, smsTo } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const INVALID = { status: 'failed', code: 'INVALID_CODE' };
const EXPIRED = { status: 'failed', error: AUTH_MESSAGES.codeExpired, code: 'CODE_EXPIRED' };
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A signed-in account whose phone is not verified yet, and the code just texted to it. */
async function withCode() {
  const who = await signedInUser(ctx, {}, { phoneVerified: false });
  expect((await askPhoneCode(ctx.app, who.cookie)).statusCode).toBe(200);
  return { ...who, code: latestPhoneCodeFor(ctx.config.DATA_DIR, who.account.phone) };
}
const verify = (cookie: string, code: string) => verifyPhoneCode(ctx.app, cookie, code);
/** Lets the one-a-minute window of this phone pass, as a minute's wait would. */
const minutePasses = (phone: string) =>
  ctx.sql`update rate_limits set expires_at = now() - interval '1 second'
          where key = ${`sms:min:+234${phone.slice(1)}`}`;

describe('POST /api/auth/phone-code and /api/auth/verify-phone', () => {
  it('need a session', async () => {
    expect((await askPhoneCode(ctx.app, undefined)).statusCode).toBe(401);
    expect((await verify('', '123456')).statusCode).toBe(401);
  });

  it('texts a 6-digit code to the account’s own phone; entering it verifies the phone', async () => {
    const { account, cookie, user, code } = await withCode();
    expect(user.phone_verified).toBe(false);
    const [sms] = smsTo(ctx.config.DATA_DIR, account.phone);
    expect(sms!.to).toBe(`+234${account.phone.slice(1)}`);
    expect(sms!.text).toMatch(/^\d{6} is your Faza verification code\. It expires in 10 minutes\./);
    // Stored hashed: the database never holds the code itself.
    const rows = await ctx.sql`select code_hash::text as hash from phone_verification_codes
                               where user_id = ${user.user_id}`;
    expect(JSON.stringify(rows)).not.toContain(code);

    const res = await verify(cookie, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { phone_verified: true } });
    expect((await sessionUser(ctx.app, cookie))!.phone_verified).toBe(true);
    const again = await signIn(ctx.app, account.phone, account.password);
    expect(again.json().data.phone_verified).toBe(true);
    // Nothing more to text once verified.
    const more = await askPhoneCode(ctx.app, cookie);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'PHONE_ALREADY_VERIFIED' });
  });

  it('refuses a wrong code saying how many tries are left, and kills the code at the fifth', async () => {
    const { cookie, code } = await withCode();
    for (const left of [4, 3, 2, 1, 0]) {
      const wrong = await verify(cookie, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      const said = wrongCodeMessage(left);
      expect(wrong.json()).toEqual({ ...INVALID, error: said, fields: { code: said } });
    }
    expect((await verify(cookie, code)).json()).toMatchObject(EXPIRED);
    expect((await sessionUser(ctx.app, cookie))!.phone_verified).toBe(false);
  });

  it('counts parallel wrong guesses one by one', async () => {
    const { cookie, user, code } = await withCode();
    await Promise.all(Array.from({ length: 8 }, () => verify(cookie, wrongCode(code))));
    const [row] = await ctx.sql`select attempts, consumed_at from phone_verification_codes
                                where user_id = ${user.user_id}`;
    expect(row).toMatchObject({ attempts: 5, consumed_at: expect.any(Date) });
    expect((await verify(cookie, code)).json()).toMatchObject(EXPIRED);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { cookie, user, code } = await withCode();
    await ctx.sql`update phone_verification_codes set expires_at = now() - interval '1 second'
                  where user_id = ${user.user_id}`;
    expect((await verify(cookie, code)).json()).toMatchObject(EXPIRED);
  });

  it('takes a code once: a used or replaced code verifies nothing', async () => {
    const { account, cookie, user, code } = await withCode();
    expect((await verify(cookie, code)).statusCode).toBe(200);
    // Were the mark ever lost, the spent code could not put it back.
    await ctx.sql`update users set phone_verified_at = null where id = ${user.user_id}`;
    expect((await verify(cookie, code)).json()).toMatchObject(EXPIRED);

    await minutePasses(account.phone);
    await askPhoneCode(ctx.app, cookie);
    const first = latestPhoneCodeFor(ctx.config.DATA_DIR, account.phone);
    await minutePasses(account.phone);
    await askPhoneCode(ctx.app, cookie);
    const second = latestPhoneCodeFor(ctx.config.DATA_DIR, account.phone);
    if (first !== second) expect((await verify(cookie, first)).json()).toMatchObject(INVALID);
    expect((await verify(cookie, second)).statusCode).toBe(200);
  });

  it('verifies only the number the code was texted to', async () => {
    const { cookie, user, code } = await withCode();
    await ctx.sql`update users set phone = '+2349099990000' where id = ${user.user_id}`;
    expect((await verify(cookie, code)).json()).toMatchObject(EXPIRED);
    const [row] = await ctx.sql`select phone_verified_at from users where id = ${user.user_id}`;
    expect(row!.phone_verified_at).toBeNull();
  });

  it('texts one code a minute per phone, with Retry-After, and five an hour', async () => {
    const { account, cookie } = await withCode();
    const tooSoon = await askPhoneCode(ctx.app, cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ status: 'failed', code: 'RATE_LIMITED' });
    expect(tooSoon.json().error).toMatch(/^Please wait \d+ seconds? before trying again\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) {
      await minutePasses(account.phone);
      expect((await askPhoneCode(ctx.app, cookie)).statusCode).toBe(200);
    }
    await minutePasses(account.phone);
    const sixth = await askPhoneCode(ctx.app, cookie);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    expect(smsTo(ctx.config.DATA_DIR, account.phone)).toHaveLength(5);
  });

  it('texts at most 30 codes an hour from one IP address, whoever asks', async () => {
    const ip = '198.19.200.7';
    const accounts = await Promise.all(
      Array.from({ length: 31 }, () => signedInUser(ctx, {}, { phoneVerified: false })),
    );
    const statuses = [];
    for (const { cookie } of accounts)
      statuses.push((await askPhoneCode(ctx.app, cookie, ip)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('validates the code with the spec message', async () => {
    const { cookie } = await withCode();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(cookie, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ code: MESSAGES.otp.invalid });
    }
  });
});
