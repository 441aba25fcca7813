import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  cookie = (await signedInUser(ctx)).cookie;
});
afterAll(() => ctx.close());

const ENDPOINTS = [
  '/api/auth/signup',
  '/api/auth/signin',
  '/api/auth/verify-email',
  '/api/auth/resend-code',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
];
const FIELDS = ['email', 'phone-number', 'password', 'code', 'token'];
const ODD_VALUES: unknown[] = [
  null,
  123,
  true,
  [],
  ['a@b.co'],
  { $ne: '' },
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(50),
  '\u0000',
  "' or 1=1 --",
];

describe('bad input on every auth endpoint', () => {
  it('is answered with a 4xx in the envelope, never a 500', async () => {
    for (const url of ENDPOINTS) {
      const bodies: unknown[] = [{}, [], 'text', 42];
      for (const value of ODD_VALUES) {
        bodies.push(Object.fromEntries(FIELDS.map((f) => [f, value])));
      }
      for (const body of bodies) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          remoteAddress: '198.51.100.7',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          cookies: { [COOKIE]: cookie },
        });
        expect(
          res.statusCode,
          `${url} ${JSON.stringify(body).slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect(res.json().status).toBe('failed');
      }
    }
  });

  it('refuses other content types and oversized bodies without a 500', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone-number=08031234567&password=whatever123',
    });
    expect(form.statusCode).toBe(415);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('failed');
  });
});
