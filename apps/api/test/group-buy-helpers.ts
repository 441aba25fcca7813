import { randomUUID } from 'node:crypto';
import type { CreateGroupBuyRequest } from '@faza/shared';
import { sessionCookies, signedInUser } from './auth-helpers';
import type { TestContext } from './test-app';
import { fundWallet } from './wallet-helpers';

/** Rice, 50 kg in ten 5 kg shares of ₦9,000, closing in two days. */
export const groupBody = (
  overrides: Partial<CreateGroupBuyRequest> = {},
  now = new Date(),
): CreateGroupBuyRequest => ({
  productId: 'parboiled-rice',
  tier: '50kg',
  shareBaseUnits: 5,
  closesAt: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
  ...overrides,
});

/** Any group buys request, with a fresh Idempotency-Key unless told otherwise. */
export const groupCall = (
  ctx: TestContext,
  cookie: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null || method === 'GET' ? {} : { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A signed-in member with a verified phone and `kobo` in their wallet. */
export async function groupUser(ctx: TestContext, kobo = 0) {
  const u = await signedInUser(ctx);
  if (kobo > 0) await fundWallet(ctx.sql, u.user.wallet_id!, kobo);
  return { ...u, id: u.user.user_id, walletId: u.user.wallet_id! };
}

/** Starts a group as `cookie` and answers its id. */
export async function startGroup(
  ctx: TestContext,
  cookie: string,
  overrides: Partial<CreateGroupBuyRequest> = {},
): Promise<string> {
  const res = await groupCall(ctx, cookie, 'POST', '/group-buys', groupBody(overrides));
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.body}`);
  return res.json().data.id as string;
}
