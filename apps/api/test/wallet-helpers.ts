import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Sql } from '../src/db/sql';
import { reconcile } from '../src/modules/reconciliation';
import { checkLedger } from '../src/modules/ledger';
import { sessionCookies } from './auth-helpers';
import { fundWalletByBank } from './populate';
import type { TestContext } from './test-app';

/** A Luhn-valid sandbox card that succeeds, and one that is declined (ends in 0002). */
export const GOOD_CARD = '4084 0840 8408 4081';
export const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * Gives a wallet money the way a confirmed bank top-up would: a settled top-up row and its one
 * ledger credit, so the reconciliation finds the books in order (populate.ts, shared with benches).
 */
export const fundWallet = (sql: Sql, walletId: string, kobo: number): Promise<void> =>
  fundWalletByBank(sql, walletId, kobo);

const post = (
  ctx: TestContext,
  cookie: string | undefined,
  url: string,
  payload?: unknown,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const topUp = (
  ctx: TestContext,
  cookie: string | undefined,
  body: unknown,
  key?: string | null,
) => post(ctx, cookie, '/api/wallet/topup', body, key);

export const sendMoney = (
  ctx: TestContext,
  cookie: string | undefined,
  body: unknown,
  key?: string | null,
) => post(ctx, cookie, '/api/wallet/send', body, key);

export const subscribe = (
  ctx: TestContext,
  cookie: string | undefined,
  type: string,
  body: unknown,
  key?: string | null,
) => post(ctx, cookie, `/api/user/subscribe/${type}`, body, key);

export const verifyTopUp = (
  ctx: TestContext,
  cookie: string | undefined,
  reference: string,
  userId: string,
) => post(ctx, cookie, `/api/wallet/verify/${reference}/${userId}`, undefined, null);

export const balanceOf = async (ctx: TestContext, cookie: string, walletId: string) =>
  (
    await ctx.app.inject({
      url: `/api/wallet/balance/${walletId}`,
      cookies: sessionCookies(ctx.app, cookie),
    })
  ).json().data as number;

export const history = (ctx: TestContext, cookie: string | undefined, query = '') =>
  ctx.app.inject({
    url: `/api/wallet/transactions${query}`,
    cookies: sessionCookies(ctx.app, cookie),
  });

/** Pays a sandbox top-up on its hosted page, as the browser's form post would. */
export const paySandbox = (
  ctx: TestContext,
  cookie: string | undefined,
  reference: string,
  card: { cardNumber: string; expiry?: string; cvv?: string },
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/wallet/sandbox/pay/${reference}`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expiry: '12/30', cvv: '123', ...card }).toString(),
  });

/** Starts a card top-up of `naira` and pays it with `card`; returns the reference. */
export async function cardTopUp(ctx: TestContext, cookie: string, naira: number, card = GOOD_CARD) {
  const res = await topUp(ctx, cookie, { amount: naira, method: 'card' });
  expect(res.statusCode, res.body).toBe(201);
  const reference = res.json().data.reference as string;
  const paid = await paySandbox(ctx, cookie, reference, { cardNumber: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return reference;
}

/**
 * The ledger's invariants hold (sum zero, wallets equal their transfers, none negative) and the
 * reconciliation (`npm run cli -- ledger check`) finds nothing.
 */
export async function expectLedgerSound(sql: Sql) {
  const report = await reconcile(sql);
  expect(report.mismatches).toEqual([]);
  const check = await checkLedger(sql);
  expect(check.totalKobo).toBe(0);
  expect(check.mismatchedWallets).toEqual([]);
  expect(check.negativeWallets).toEqual([]);
  return check;
}

/** Every table a request could have written money to, for "nothing changed" comparisons. */
export async function moneySnapshot(sql: Sql) {
  return {
    wallets: await sql`select id, balance_kobo from wallets order by id`,
    transfers: await sql`select id from ledger_transfers order by id`,
    topups: await sql`select id, status from wallet_topups order by id`,
    users: await sql`select id, subscription_tier, subscription_ends_at from users order by id`,
  };
}

/** A staff decision on a top-up: `confirm` with `{ received_kobo }`, `reject` with `{ reason }`. */
export const decideTopUp = (
  ctx: TestContext,
  cookie: string | undefined,
  id: string,
  action: 'confirm' | 'reject',
  body?: unknown,
  key: string | null = randomUUID(),
) => post(ctx, cookie, `/api/admin/topups/${id}/${action}`, body, key);
