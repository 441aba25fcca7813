import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { PAYSTACK_SECRET } from '../../../test/fake-paystack';
import { startFakePaystackTransfers } from '../../../test/fake-paystack-transfers';
import { runJobsOnce } from '../../../test/jobs';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { get, withdraw, withdrawalState } from '../../../test/withdrawal-helpers';
import { withdrawalJobs } from './payout-jobs';

// Withdrawals through Paystack Transfers (a fake Paystack server): name enquiry, a recipient, the
// transfer under our reference, and Paystack's signed webhook re-verified before anything moves.

let ctx: TestContext;
let paystack: Awaited<ReturnType<typeof startFakePaystackTransfers>>;
beforeAll(async () => {
  paystack = await startFakePaystackTransfers();
  ctx = await createAuthTestApp({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_BASE_URL: paystack.url,
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await paystack?.close();
});

const runPayoutJobs = () =>
  runJobsOnce(ctx.config.DATABASE_URL!, withdrawalJobs(ctx.sql, ctx.config).tasks);

const webhook = (event: string, reference: string, secret = PAYSTACK_SECRET) => {
  const body = JSON.stringify({ event, data: { reference, status: 'success' } });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', secret).update(body).digest('hex'),
    },
    payload: body,
  });
};

describe('withdrawals through Paystack', () => {
  it('resolve with the bank list and GET /bank/resolve', async () => {
    const ada = await signedInUser(ctx);
    const banks = (await get(ctx, ada.cookie, '/api/banks')).json().data.banks;
    expect(banks).toEqual([{ code: '058', name: 'Guaranty Trust Bank' }]);
    const ok = await get(
      ctx,
      ada.cookie,
      '/api/banks/resolve?accountNumber=0123454567&bankCode=058',
    );
    expect(ok.json().data.accountName).toBe('TUNDE BAKARE');
    const none = await get(
      ctx,
      ada.cookie,
      '/api/banks/resolve?accountNumber=0123450000&bankCode=058',
    );
    expect(none.json().code).toBe('BANK_ACCOUNT_NOT_FOUND');
  });

  it('pay out under our reference once, and settle only on a verified transfer.success', async () => {
    const ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 1_000_000);
    const res = await withdraw(ctx, ada.cookie, { amount: 5000 });
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference } = res.json().data.withdrawal;
    await runPayoutJobs();
    const sent = paystack.transfers.get(reference);
    expect(sent).toMatchObject({ amount: 500_000, recipient: 'RCP_0123454567', status: 'pending' });
    // A forged event, and a true one Paystack does not (yet) confirm: nothing moves.
    expect((await webhook('transfer.success', reference, 'sk_wrong_secret_key')).statusCode).toBe(
      401,
    );
    expect((await webhook('transfer.success', reference)).statusCode).toBe(200);
    expect(await withdrawalState(ctx, id)).toBe('processing');
    // The payout job retried (a crash before it recorded the transfer): the reference is refused
    // as a duplicate, and no second transfer exists.
    await ctx.sql`update withdrawals set initiated_at = null where id = ${id}`;
    await ctx.sql`select graphile_worker.add_job('payout_initiate', json_build_object('withdrawalId', ${id}::text))`;
    await runPayoutJobs();
    // Asked twice, refused the second time as a duplicate; the job ends as done, not failed.
    expect(paystack.calls.filter((c) => c === 'POST /transfer')).toHaveLength(2);
    const left = await ctx.sql`select j.id from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'payout_initiate'`;
    expect(left).toHaveLength(0);
    expect(await withdrawalState(ctx, id)).toBe('processing');

    paystack.transfers.get(reference)!.status = 'success';
    expect((await webhook('transfer.success', reference)).statusCode).toBe(200);
    expect(await withdrawalState(ctx, id)).toBe('paid');
    // Days later the bank reverses it: the money comes back once, however often Paystack says so.
    paystack.transfers.get(reference)!.status = 'reversed';
    await Promise.all([
      webhook('transfer.reversed', reference),
      webhook('transfer.reversed', reference),
    ]);
    expect(await withdrawalState(ctx, id)).toBe('reversed');
    const [wallet] =
      await ctx.sql`select balance_kobo from wallets where id = ${ada.user.wallet_id!}`;
    expect(wallet!.balance_kobo).toBe(1_000_000);
    await expectLedgerSound(ctx.sql);
  });

  it('acknowledge a transfer event that is not ours', async () => {
    const res = await webhook('transfer.success', 'someone_elses_reference');
    expect(res.statusCode).toBe(200);
  });
});
