import { randomUUID } from 'node:crypto';
import type { WithdrawalRequest } from '@faza/shared';
import { appJobs } from '../src/app-jobs';
import { mergeJobs } from '../src/jobs/job-runner';
import { withdrawalJobs } from '../src/modules/withdrawals';
import { PASSWORD, sessionCookies } from './auth-helpers';
import { runQueuedJobs } from './jobs';
import type { TestContext } from './test-app';

/** A GTBank account the sandbox pays; one ending 0009 fails, one ending 0008 pays then reverses. */
export const GTBANK = '058';
export const PAYS = '0123454567';
export const FAILS = '0123450009';
export const REVERSES = '0123450008';

/** `POST /api/wallet/withdrawals` as `cookie`, with a fresh Idempotency-Key unless given. */
export const withdraw = (
  ctx: TestContext,
  cookie: string,
  body: Partial<WithdrawalRequest>,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: { bankCode: GTBANK, accountNumber: PAYS, password: PASSWORD, ...body },
  });

export const get = (ctx: TestContext, cookie: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, cookies: sessionCookies(ctx.app, cookie) });

/** The sandbox bank's signed events, delivered to the webhook by inject as the real one over HTTP. */
export const injectDeliver = (ctx: TestContext) => async (body: string, signature: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payouts/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    })
  ).statusCode;

/**
 * Runs every queued job with the app's tasks, the sandbox bank at once (no settle wait, reversals
 * due at once) and its events injected: the payouts asked for, settled, failed or reversed.
 */
export const runPayouts = (
  ctx: TestContext,
  deliver: (body: string, signature: string) => Promise<number> = injectDeliver(ctx),
) =>
  runQueuedJobs(
    ctx,
    mergeJobs(
      appJobs(ctx.sql, ctx.config, ctx.app.mailer),
      withdrawalJobs(ctx.sql, ctx.config, { deliver, timing: { settleMs: 0, reverseMs: 0 } }),
    ),
  );

export const withdrawalState = async (ctx: TestContext, id: string) =>
  (await ctx.sql<{ state: string }[]>`select state from withdrawals where id = ${id}`)[0]?.state;
