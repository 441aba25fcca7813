import { randomUUID } from 'node:crypto';
import { issuePhoneCode } from '../src/modules/auth/phone-codes-repository';
import { randomTestIp, sessionCookies } from './auth-helpers';
import type { TestContext } from './test-app';

export const createGift = (
  ctx: TestContext,
  cookie: string | undefined,
  body: unknown,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/gifts',
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body as object,
  });

export const listGifts = (ctx: TestContext, cookie: string | undefined) =>
  ctx.app.inject({ url: '/api/gifts', cookies: sessionCookies(ctx.app, cookie) });

export const cancelGift = (
  ctx: TestContext,
  cookie: string | undefined,
  id: string,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/gifts/${id}/cancel`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
  });

export const previewGift = (ctx: TestContext, code: string, cookie?: string) =>
  ctx.app.inject({ url: `/api/gifts/claim/${code}`, cookies: sessionCookies(ctx.app, cookie) });

export const askClaimSms = (ctx: TestContext, cookie: string | undefined, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/gifts/claim/${code}/sms`,
    remoteAddress: randomTestIp(),
    cookies: sessionCookies(ctx.app, cookie),
  });

export const claimGift = (
  ctx: TestContext,
  cookie: string | undefined,
  code: string,
  smsCode: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/gifts/claim/${code}`,
    remoteAddress: randomTestIp(),
    cookies: sessionCookies(ctx.app, cookie),
    payload: { 'sms-code': smsCode },
  });

/** The claim code at the end of a gift's claim-url. */
export const codeOf = (claimUrl: string) => claimUrl.split('/claim/')[1]!;

/**
 * A fresh texted code for the account, as `POST /api/gifts/claim/{code}/sms` issues it, without the
 * per-phone text limits (one a minute): for tests that claim many gifts quickly.
 */
export const phoneCodeFor = async (ctx: TestContext, userId: string, phone: string) =>
  (await issuePhoneCode(ctx.sql, userId, phone)).code;

/** Food held in pending gifts, per food. */
export const heldFood = (ctx: TestContext) =>
  ctx.sql<{ product_id: string; quantity_type: string; total: number }[]>`
    select i.product_id, i.quantity_type, sum(i.quantity)::int as total
    from gift_items i join gifts g on g.id = i.gift_id
    where g.state = 'pending' group by 1, 2`;
