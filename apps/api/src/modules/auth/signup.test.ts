import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fazaFromPhone, MESSAGES, signUpResponseSchema } from '@faza/shared';
import { createAuthTestApp, newAccount, PASSWORD, signUp } from '../../../test/auth-helpers';
import { latestCodeFor, latestEmailTo } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';
import { argon2ParamsFor } from './passwords';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/auth/signup', () => {
  it('creates a user with role user, a zero wallet, a phone-derived FAZA and emails a code', async () => {
    const account = newAccount({ email: '  Adaeze.Okafor@Example.COM ', phone: '08031234567' });
    const res = await signUp(ctx.app, account);
    expect(res.statusCode).toBe(201);
    const data = signUpResponseSchema.parse(res.json().data);
    expect(data).toMatchObject({
      email: 'adaeze.okafor@example.com',
      'phone-number': '+2348031234567',
      faza: fazaFromPhone('+2348031234567'),
      email_verified: false,
      verification_sent: true,
    });
    expect(data.faza).toBe('348031234567');

    const [user] = await ctx.sql`
      select u.role, u.display_name, u.email_verified_at, u.subscription_tier, u.password_hash,
             w.balance_kobo
      from users u join wallets w on w.user_id = u.id where u.id = ${data.user_id}`;
    expect(user).toMatchObject({
      role: 'user',
      display_name: 'adaeze.okafor',
      email_verified_at: null,
      subscription_tier: 'basic',
      balance_kobo: 0,
    });
    // At the test cost here; passwords.test.ts holds production's (decision 0051).
    const { memoryCost: m, timeCost: t, parallelism: p } = argon2ParamsFor(ctx.config.NODE_ENV);
    expect(user!.password_hash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${m},t=${t},p=${p}\\$`),
    );
    expect(user!.password_hash).not.toContain(PASSWORD);

    const mail = latestEmailTo(ctx.config.DATA_DIR, 'adaeze.okafor@example.com');
    expect(mail.subject).toMatch(/^\d{6} is your Faza verification code$/);
    expect(mail.text).toContain('Hello adaeze.okafor,');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(latestCodeFor(ctx.config.DATA_DIR, 'adaeze.okafor@example.com')).toMatch(/^\d{6}$/);
  });

  it.each([
    ['email', { email: 'not-an-email' }, MESSAGES.email.signUpInvalid],
    ['email', { email: 'ada@example' }, MESSAGES.email.signUpInvalid],
    ['phone-number', { phone: '0601234567' }, MESSAGES.phone.invalid('08031234567')],
    ['phone-number', { phone: '0803 123 4567' }, MESSAGES.phone.invalid('08031234567')],
    ['password', { password: 'Sh0rt!' }, MESSAGES.password.tooShort],
    ['password', { password: 'NOLOWERCASE1!' }, MESSAGES.password.lowercase],
    ['password', { password: 'nouppercase1!' }, MESSAGES.password.uppercase],
    ['password', { password: 'NoDigitsHere!' }, MESSAGES.password.number],
    ['password', { password: 'NoSpecial123' }, MESSAGES.password.special],
    ['password', { password: 'Password123!' }, MESSAGES.password.tooCommon],
  ])('refuses a bad %s with the spec message (%j)', async (field, override, message) => {
    const res = await signUp(ctx.app, newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'failed',
      code: 'VALIDATION_FAILED',
      error: message,
      fields: { [field]: message },
    });
  });

  it('names every missing field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: MESSAGES.email.signUpInvalid,
      'phone-number': MESSAGES.phone.invalid('08031234567'),
      password: MESSAGES.password.tooShort,
    });
  });

  it('answers a body that is not an object with 400, not 500', async () => {
    for (const payload of ['[]', '"x"', 'null']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('failed');
    }
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    const first = newAccount();
    expect((await signUp(ctx.app, first)).statusCode).toBe(201);
    const res = await signUp(ctx.app, newAccount({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'An account with this email address already exists. Please sign in instead.',
      fields: { email: expect.any(String) },
    });
  });

  it('refuses a proved phone, whatever its written form, with 409', async () => {
    const first = newAccount();
    await signUp(ctx.app, first);
    // An unproved one may be claimed by its owner instead (phone-takeover.test.ts).
    await ctx.sql`update users set phone_verified_at = now()
                  where email = ${first.email.toLowerCase()}`;
    const sameNumber = `+234${first.phone.slice(1)}`;
    const res = await signUp(ctx.app, newAccount({ phone: sameNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PHONE_TAKEN',
      error: 'An account with this phone number already exists. Please sign in instead.',
      fields: { 'phone-number': expect.any(String) },
    });
  });

  it('answers 409, never 500, when two sign-ups race for one email', async () => {
    const email = newAccount().email;
    const results = await Promise.all([1, 2, 3].map(() => signUp(ctx.app, newAccount({ email }))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const [row] = await ctx.sql`select count(*)::int as count from users where email = ${email}`;
    expect(row!.count).toBe(1);
  });

  it('gives 12 random digits when the phone-derived FAZA is taken', async () => {
    const account = newAccount();
    const derived = fazaFromPhone(`+234${account.phone.slice(1)}`);
    // Another account already holds that number (e.g. a random one assigned earlier).
    const squatter = newAccount();
    const created = (await signUp(ctx.app, squatter)).json().data;
    await ctx.sql`update users set faza = ${derived} where id = ${created.user_id}`;

    const res = await signUp(ctx.app, account);
    expect(res.statusCode).toBe(201);
    const { faza } = res.json().data;
    expect(faza).toMatch(/^\d{12}$/);
    expect(faza).not.toBe(derived);
  });

  it('limits sign-ups from one IP address', async () => {
    const ip = '10.9.8.7';
    await ctx.sql`insert into rate_limits (key, points, expires_at)
                  values (${`signup:ip:${ip}`}, 30, now() + interval '1 hour')`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: ip,
      payload: {
        email: newAccount().email,
        'phone-number': newAccount().phone,
        password: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
