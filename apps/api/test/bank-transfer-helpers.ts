import { randomUUID } from 'node:crypto';
import type { WalletAccount } from '@faza/shared';
import { sessionCookies } from './auth-helpers';
import { runQueuedJobs } from './jobs';
import type { TestContext } from './test-app';

/** `GET /api/wallet/account` as `cookie`. */
export async function walletAccount(ctx: TestContext, cookie: string): Promise<WalletAccount> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/wallet/account',
    cookies: sessionCookies(ctx.app, cookie),
  });
  if (res.statusCode !== 200) throw new Error(`wallet account: ${res.statusCode} ${res.body}`);
  return res.json().data as WalletAccount;
}

/** The customer's account number, once the queued assignment job has run. */
export async function assignedAccount(ctx: TestContext, cookie: string): Promise<string> {
  await runQueuedJobs(ctx);
  const account = await walletAccount(ctx, cookie);
  if (account.status !== 'assigned' || !account.accountNumber)
    throw new Error(`no account number: ${JSON.stringify(account)}`);
  return account.accountNumber;
}

/** `POST /api/wallet/sandbox/transfers`: the sandbox bank pays `naira` into `accountNumber`. */
export const simulateTransfer = (
  ctx: TestContext,
  cookie: string,
  body: { accountNumber: string; amount: number; senderName?: string; duplicate?: boolean },
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/sandbox/transfers',
    cookies: sessionCookies(ctx.app, cookie),
    payload: body,
  });

/** A staff decision on a held transfer: `credit` with `{ faza }`, `return` with `{ reason }`. */
export const decideInbound = (
  ctx: TestContext,
  cookie: string,
  id: string,
  action: 'credit' | 'return',
  payload: object,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/inbound-transfers/${id}/${action}`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: { 'idempotency-key': randomUUID() },
    payload,
  });
