import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookies, signedInUser } from '../../../test/auth-helpers';
import { walletAccount } from '../../../test/bank-transfer-helpers';
import { signedWebhook } from '../../../test/fake-paystack';
import { runQueuedJobs } from '../../../test/jobs';
import { createPaystackTestApp, type FakePaystack } from '../../../test/paystack-test-app';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';

// Paystack's Dedicated Virtual Accounts against a fake Paystack server (never the internet).
let ctx: TestContext;
let paystack: FakePaystack;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, paystack, close } = await createPaystackTestApp({
    env: { PAYSTACK_PREFERRED_BANK: 'test-bank' },
  }));
}, 120_000);
afterAll(() => close?.());

const webhook = (event: unknown) => {
  const signed = signedWebhook(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
    payload: signed.body,
  });
};

const nubanEvent = (reference: string, accountNumber: string, amount: number) => ({
  event: 'charge.success',
  data: {
    id: 302961,
    reference,
    amount,
    currency: 'NGN',
    status: 'success',
    channel: 'dedicated_nuban',
    paid_at: '2026-11-28T10:00:00.000Z',
    authorization: {
      channel: 'dedicated_nuban',
      receiver_bank_account_number: accountNumber,
      receiver_bank: 'Test Bank',
      sender_name: 'CHIOMA OKAFOR',
      sender_bank: 'Kuda Bank',
    },
  },
});

describe('Paystack dedicated virtual accounts', () => {
  it('assigns the account through /customer and /dedicated_account, retrying a failed call', async () => {
    const ada = await signedInUser(ctx);
    paystack.dva.failAssignments = 1;
    await runQueuedJobs(ctx);
    // The first attempt failed and was recorded; graphile-worker retries it later.
    const [row] = await ctx.sql`select status, attempts, provider_customer from virtual_accounts
                                where user_id = ${ada.user.user_id}`;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    await ctx.sql`update graphile_worker._private_jobs set run_at = now()
                  where task_id = (select id from graphile_worker._private_tasks
                                    where identifier = 'assign_virtual_account')`;
    await runQueuedJobs(ctx);
    expect(await walletAccount(ctx, ada.cookie)).toEqual({
      accountNumber: expect.stringMatching(/^77[0-9]{8}$/),
      bankName: 'Test Bank',
      accountName: 'FAZA/ADA OBI',
      status: 'assigned',
    });
    expect(paystack.calls.filter((c) => c === 'POST /dedicated_account')).toHaveLength(2);
  });

  it('credits a charge.success of channel dedicated_nuban once, after verifying it with Paystack', async () => {
    const ada = await signedInUser(ctx);
    await runQueuedJobs(ctx);
    const { accountNumber } = await walletAccount(ctx, ada.cookie);
    paystack.transactions.set('DVA-REF-1', {
      reference: 'DVA-REF-1',
      amount: 750_000,
      currency: 'NGN',
      email: '',
      callback_url: '',
      status: 'success',
      receiverAccount: accountNumber!,
    });
    const event = nubanEvent('DVA-REF-1', accountNumber!, 750_000);
    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [wallet] =
      await ctx.sql`select balance_kobo from wallets where user_id = ${ada.user.user_id}`;
    expect(wallet!.balance_kobo).toBe(750_000);
    expect(paystack.calls).toContain('GET /transaction/verify/DVA-REF-1');
    await expectLedgerSound(ctx.sql);
  });

  it('stores nothing for an event Paystack does not confirm, and asks Paystack to requery', async () => {
    const ada = await signedInUser(ctx);
    await runQueuedJobs(ctx);
    const { accountNumber } = await walletAccount(ctx, ada.cookie);
    const res = await webhook(nubanEvent('DVA-UNKNOWN', accountNumber!, 100_000));
    expect(res.statusCode).toBe(200);
    expect(
      await ctx.sql`select id from inbound_transfers where provider_reference = 'DVA-UNKNOWN'`,
    ).toEqual([]);
    const requery = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/account/requery',
      cookies: sessionCookies(ctx.app, ada.cookie),
    });
    expect(requery.statusCode, requery.body).toBe(200);
    expect(paystack.dva.requeried).toContain(accountNumber);
  });
});
