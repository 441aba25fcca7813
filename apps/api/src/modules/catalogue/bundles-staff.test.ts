import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlesResponseSchema } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const bundlesAs = async (cookie?: string) => {
  const res = await ctx.app.inject({
    url: '/api/bundles',
    cookies: sessionCookies(ctx.app, cookie),
  });
  expect(res.statusCode).toBe(200);
  return { res, bundles: bundlesResponseSchema.parse(res.json().data).bundles };
};

describe('bundle cost price and margin', () => {
  it('are hidden from signed-out visitors and customers', async () => {
    const { cookie } = await signedInUser(ctx);
    for (const who of [undefined, cookie]) {
      const { res, bundles } = await bundlesAs(who);
      expect(res.headers.vary).toContain('Cookie');
      for (const b of bundles) {
        expect(b.costPriceKobo).toBeUndefined();
        expect(b.marginPercent).toBeUndefined();
      }
    }
  });

  it.each(['admin', 'moderator'])('are shown to a %s with one margin formula', async (role) => {
    const { cookie, user } = await signedInUser(ctx);
    await ctx.sql`update users set role = ${role} where id = ${user.user_id}`;
    const { res, bundles } = await bundlesAs(cookie);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(bundles.map((b) => [b.name, b.costPrice, b.marginPercent])).toEqual([
      ['Starter Pack', 13830, 13.6],
      ['Family Pack', 26790, 13.6],
      ['Premium Pack', 58520, 12.7],
    ]);
  });
});
