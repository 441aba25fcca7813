import type { AccountLimits } from '@faza/shared';
import { sessionCookies, signedInUser } from './auth-helpers';
import type { TestContext } from './test-app';

/** A phone-verified member with a real name (decision 0054), at `tier`. */
export async function member(
  ctx: TestContext,
  name: { first: string; last: string } = { first: 'Ada', last: 'Obi' },
  tier: 1 | 2 | 3 = 1,
) {
  const who = await signedInUser(ctx);
  await ctx.sql`update users set first_name = ${name.first}, last_name = ${name.last},
                  kyc_tier = ${tier} where id = ${who.user.user_id}`;
  return who;
}

/** `GET /api/account/limits` as `cookie`. */
export async function limitsOf(ctx: TestContext, cookie: string): Promise<AccountLimits> {
  const res = await ctx.app.inject({
    url: '/api/account/limits',
    cookies: sessionCookies(ctx.app, cookie),
  });
  if (res.statusCode !== 200) throw new Error(`limits: ${res.statusCode} ${res.body}`);
  return res.json().data as AccountLimits;
}

/** `POST /api/account/identity` as `cookie`. */
export const verifyIdentity = (
  ctx: TestContext,
  cookie: string,
  body: { idType: 'bvn' | 'nin'; idNumber: string },
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/identity',
    cookies: sessionCookies(ctx.app, cookie),
    payload: body,
  });

/** A tiny valid PNG (its signature and an IHDR), as a phone would send a photo. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** `POST /api/account/address` with the file as the body. */
export const uploadAddress = (
  ctx: TestContext,
  cookie: string,
  file: Buffer = PNG,
  type = 'image/png',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/address',
    cookies: sessionCookies(ctx.app, cookie),
    headers: { 'content-type': type },
    payload: file,
  });
