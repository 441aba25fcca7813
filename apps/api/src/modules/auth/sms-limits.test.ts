import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askPhoneCode,
  createAuthTestApp,
  sessionCookies,
  signedInUser,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { AUTH_LIMITS } from './auth-limits';

describe('limits on texting codes and guessing them', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ SMS_PER_HOUR: '10' });
  });
  afterAll(() => ctx?.close());

  it('counts every IPv6 address of one /64 as one caller, and another /64 apart', async () => {
    const { cookie } = await signedInUser(ctx, {}, { phoneVerified: false });
    const guess = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-phone',
        remoteAddress,
        cookies: sessionCookies(ctx.app, cookie),
        payload: { code: '000000' },
      });
    for (let i = 1; i <= AUTH_LIMITS.verifyPerIp.points; i++)
      expect((await guess(`2001:db8:1:2::${i.toString(16)}`)).statusCode).not.toBe(429);
    expect((await guess('2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await guess('2001:db8:1:3::1')).statusCode).not.toBe(429);
  });

  it('texts no more codes in an hour than SMS_PER_HOUR, whoever asks from wherever', async () => {
    for (let i = 0; i < 10; i++) {
      const { cookie } = await signedInUser(ctx, {}, { phoneVerified: false });
      expect((await askPhoneCode(ctx.app, cookie)).statusCode).toBe(200);
    }
    const { cookie } = await signedInUser(ctx, {}, { phoneVerified: false });
    const refused = await askPhoneCode(ctx.app, cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
