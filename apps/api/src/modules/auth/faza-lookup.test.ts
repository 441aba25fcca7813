import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFaza, MESSAGES } from '@faza/shared';
import { COOKIE, createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const lookup = (faza: string, cookie?: string) =>
  ctx.app.inject({
    url: `/api/auth/is-faza-valid/${encodeURIComponent(faza)}`,
    cookies: cookie ? { [COOKIE]: cookie } : undefined,
  });

describe('GET /api/auth/is-faza-valid/{faza}', () => {
  it('is for signed-in users only', async () => {
    const res = await lookup('123456789012');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it("answers valid with the owner's masked name and nothing else about them", async () => {
    const sender = await signedInUser(ctx);
    const receiver = await signedInUser(ctx, {
      email: `adaeze.okafor.${Date.now()}@example.com`,
    });
    const res = await lookup(receiver.user.faza, sender.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { valid: true, name: 'Ad*** Ok***', self: false },
    });
    expect(res.body).not.toContain(receiver.account.email);
    expect(res.body).not.toContain(receiver.user.user_id);
    expect(res.body).not.toContain(receiver.account.phone.slice(1));
  });

  it('accepts the displayed form with hyphens', async () => {
    const sender = await signedInUser(ctx);
    const receiver = await signedInUser(ctx);
    const res = await lookup(formatFaza(receiver.user.faza), sender.cookie);
    expect(res.json().data.valid).toBe(true);
  });

  it('answers valid:false for a number nobody has', async () => {
    const { cookie } = await signedInUser(ctx);
    const res = await lookup('000000000001', cookie);
    expect(res.json()).toEqual({
      status: 'success',
      data: { valid: false, name: null, self: false },
    });
  });

  it('flags your own number (sending to it is refused at send time)', async () => {
    const { cookie, user } = await signedInUser(ctx);
    const res = await lookup(user.faza, cookie);
    expect(res.json().data).toMatchObject({ valid: true, self: true });
  });

  it('refuses a malformed number with the spec message', async () => {
    const { cookie } = await signedInUser(ctx);
    for (const faza of ['12345', '1234567890123', 'abcdefghijkl']) {
      const res = await lookup(faza, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'failed',
        error: MESSAGES.faza.length,
        fields: { faza: MESSAGES.faza.length },
      });
    }
  });

  it('is rate-limited per user: 30 a minute', async () => {
    const { cookie } = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    for (let i = 0; i < 30; i++) {
      expect((await lookup(`1000000000${String(i).padStart(2, '0')}`, cookie)).statusCode).toBe(
        200,
      );
    }
    const refused = await lookup('100000000099', cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back.
    expect((await lookup('100000000099', other.cookie)).statusCode).toBe(200);
  });

  it('answers odd input with a 4xx in the envelope, never a 500', async () => {
    const { cookie } = await signedInUser(ctx);
    for (const faza of ['%00', ' ', '😀', '1'.repeat(500)]) {
      const res = await lookup(faza, cookie);
      // Over-long path segments are refused before routing (414); the rest fail validation (400).
      expect([400, 414], faza).toContain(res.statusCode);
      expect(res.json().status).toBe('failed');
    }
    const blank = await lookup(' ', cookie);
    expect(blank.json().error).toBe(MESSAGES.faza.required);
  });
});
