import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet, history } from '../../../test/wallet-helpers';
import {
  FAILS,
  get,
  GTBANK,
  PAYS,
  REVERSES,
  runPayouts,
  withdraw,
  withdrawalState,
} from '../../../test/withdrawal-helpers';
import { recheckWithdrawals } from './payout-actions';
import { payoutsProvider } from './payout-providers';
import { SANDBOX_PAYOUTS_KEY, signPayoutBody } from './sandbox-payouts';

// The customer's withdrawals end to end (docs/decisions/0062-withdrawals.md): the sandbox bank
// settles, fails and reverses by the account's last digits, its signed events re-verified.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp({ WITHDRAWAL_FEE_NAIRA: '50' });
}, 120_000);
afterAll(() => ctx?.close());

const balanceKobo = async (walletId: string) =>
  (await ctx.sql<{ b: number }[]>`select balance_kobo as b from wallets where id = ${walletId}`)[0]!
    .b;

const inbox = async (userId: string) =>
  ctx.sql<{ kind: string; body: string }[]>`
    select kind, body from notifications where recipient_id = ${userId} order by created_at`;

async function fundedUser(kobo = 1_000_000) {
  const u = await signedInUser(ctx);
  await fundWallet(ctx.sql, u.user.wallet_id!, kobo);
  return u;
}

const holdStatus = async (cookie: string) =>
  (
    (await history(ctx, cookie)).json().data.transactions as {
      description: string;
      status: string;
    }[]
  ).find((t) => t.description.startsWith('Withdrawal to') && !t.description.endsWith('returned'))
    ?.status;

const descriptions = async (cookie: string) =>
  ((await history(ctx, cookie)).json().data.transactions as { description: string }[]).map(
    (t) => t.description,
  );

describe('banks and name enquiry', () => {
  it('lists the banks and names the holder of an account before any money moves', async () => {
    const ada = await signedInUser(ctx);
    const banks = await get(ctx, ada.cookie, '/api/banks');
    expect(banks.statusCode).toBe(200);
    expect(banks.json().data.banks).toContainEqual({ code: GTBANK, name: 'GTBank' });
    const url = `/api/banks/resolve?accountNumber=${PAYS}&bankCode=${GTBANK}`;
    const first = await get(ctx, ada.cookie, url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      bankCode: GTBANK,
      bankName: 'GTBank',
      accountNumber: PAYS,
      accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
    });
    // The same account always answers the same name.
    expect((await get(ctx, ada.cookie, url)).json().data).toEqual(first.json().data);
  });

  it('refuses what is not an account, saying what to fix', async () => {
    const ada = await signedInUser(ctx);
    const short = await get(ctx, ada.cookie, `/api/banks/resolve?accountNumber=12345&bankCode=058`);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.accountNumber).toBe('Enter the 10-digit account number.');
    const bank = await get(
      ctx,
      ada.cookie,
      `/api/banks/resolve?accountNumber=${PAYS}&bankCode=999`,
    );
    expect(bank.json()).toMatchObject({ code: 'BANK_NOT_FOUND' });
    const none = await get(
      ctx,
      ada.cookie,
      `/api/banks/resolve?accountNumber=0123450000&bankCode=058`,
    );
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'BANK_ACCOUNT_NOT_FOUND',
      error: 'We could not find this account. Check the number and the bank.',
    });
    expect((await get(ctx, '', `/api/banks`)).statusCode).toBe(401);
  });

  it('keeps saved accounts per customer, and forgets them', async () => {
    const ada = await signedInUser(ctx);
    const bola = await signedInUser(ctx);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/bank-accounts',
      cookies: sessionCookies(ctx.app, ada.cookie),
      payload: { bankCode: GTBANK, accountNumber: PAYS },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json().data.account;
    expect((await get(ctx, ada.cookie, '/api/wallet/bank-accounts')).json().data.accounts).toEqual([
      saved.json().data.account,
    ]);
    expect((await get(ctx, bola.cookie, '/api/wallet/bank-accounts')).json().data.accounts).toEqual(
      [],
    );
    const del = (cookie: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/wallet/bank-accounts/${id}`,
        cookies: sessionCookies(ctx.app, cookie),
      });
    expect((await del(bola.cookie)).statusCode).toBe(404);
    expect((await del(ada.cookie)).statusCode).toBe(200);
    expect((await del(ada.cookie)).json()).toMatchObject({ code: 'SAVED_BANK_ACCOUNT_NOT_FOUND' });
  });
});

describe('a withdrawal', () => {
  it('holds the amount and fee at once, is paid by the sandbox bank, and says so', async () => {
    const ada = await fundedUser();
    const res = await withdraw(ctx, ada.cookie, { amount: 5000, save: true });
    expect(res.statusCode, res.body).toBe(201);
    const { withdrawal, balance_kobo } = res.json().data;
    expect(withdrawal).toMatchObject({
      state: 'processing',
      amountKobo: 500_000,
      feeKobo: 5_000,
      bankName: 'GTBank',
      accountNumber: PAYS,
    });
    expect(balance_kobo).toBe(1_000_000 - 505_000);
    expect(await descriptions(ada.cookie)).toContain('Withdrawal to GTBank ••••4567 — processing');
    expect(await holdStatus(ada.cookie)).toBe('pending');
    // Saved for next time in the same step.
    expect(
      (await get(ctx, ada.cookie, '/api/wallet/bank-accounts')).json().data.accounts,
    ).toHaveLength(1);
    await expectLedgerSound(ctx.sql);

    await runPayouts(ctx);
    expect(await withdrawalState(ctx, withdrawal.id)).toBe('paid');
    const list = (await get(ctx, ada.cookie, '/api/wallet/withdrawals')).json().data.withdrawals;
    expect(list).toMatchObject([{ id: withdrawal.id, state: 'paid', paidAt: expect.any(String) }]);
    expect(await descriptions(ada.cookie)).toContain('Withdrawal to GTBank ••••4567 — paid');
    expect(await holdStatus(ada.cookie)).toBe('success');
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(495_000);
    expect(await inbox(ada.user.user_id)).toContainEqual({
      kind: 'withdrawal.paid',
      body: '₦5,000 was paid to GTBank ••••4567.',
    });
    await expectLedgerSound(ctx.sql);
  });

  it('to an account the bank refuses comes back, fee and all, exactly once', async () => {
    const ada = await fundedUser();
    const res = await withdraw(ctx, ada.cookie, { amount: 2000, accountNumber: FAILS });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data.withdrawal;
    await runPayouts(ctx);
    expect(await withdrawalState(ctx, id)).toBe('failed');
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(1_000_000);
    const [w] = (await get(ctx, ada.cookie, '/api/wallet/withdrawals')).json().data.withdrawals;
    expect(w).toMatchObject({ state: 'failed', failureReason: expect.any(String) });
    expect((await inbox(ada.user.user_id)).filter((n) => n.kind === 'withdrawal.returned')).toEqual(
      [
        {
          kind: 'withdrawal.returned',
          body: 'Your withdrawal of ₦2,050 to GTBank ••••0009 did not go through: The receiving bank declined the transfer. The money is back in your wallet.',
        },
      ],
    );
    expect(await descriptions(ada.cookie)).toEqual(
      expect.arrayContaining([
        'Withdrawal to GTBank ••••0009 returned',
        'Withdrawal to GTBank ••••0009 — failed, money returned',
      ]),
    );
    await expectLedgerSound(ctx.sql);
  });

  it('paid then reversed by the bank comes back once, however often the events arrive', async () => {
    const ada = await fundedUser();
    const res = await withdraw(ctx, ada.cookie, { amount: 3000, accountNumber: REVERSES });
    const { id, reference } = res.json().data.withdrawal;
    const bodies: string[] = [];
    await runPayouts(ctx, async (body, signature) => {
      bodies.push(body);
      return (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/payouts/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: body,
        })
      ).statusCode;
    });
    expect(bodies.map((b) => JSON.parse(b).event)).toEqual([
      'transfer.success',
      'transfer.reversed',
    ]);
    expect(await withdrawalState(ctx, id)).toBe('reversed');
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(1_000_000);
    // Every event again, twice at once, in the wrong order: nothing moves.
    const replays = await Promise.all(
      [...bodies, ...bodies].reverse().map((body) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/payouts/webhook',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': signPayoutBody(body, SANDBOX_PAYOUTS_KEY),
          },
          payload: body,
        }),
      ),
    );
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(1_000_000);
    const transfers = await ctx.sql`select kind from ledger_transfers where reference = ${id}
                                    order by created_at`;
    expect(transfers.map((t) => t.kind)).toEqual([
      'withdrawal_hold',
      'withdrawal_settle',
      'withdrawal_fee',
      'withdrawal_return',
      'withdrawal_fee_refund',
    ]);
    expect(reference).toMatch(/^fzw_/);
    await expectLedgerSound(ctx.sql);
  });

  it('is made once per Idempotency-Key', async () => {
    const ada = await fundedUser();
    const key = randomUUID();
    const [a, b] = [
      await withdraw(ctx, ada.cookie, { amount: 1000 }, key),
      await withdraw(ctx, ada.cookie, { amount: 1000 }, key),
    ];
    expect(a.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect((await withdraw(ctx, ada.cookie, { amount: 1001 }, key)).statusCode).toBe(422);
    const [{ n }] = await ctx.sql<[{ n: number }]>`select count(*)::int as n from withdrawals
                                  where user_id = ${ada.user.user_id}`;
    expect(n).toBe(1);
  });

  it('an event with a bad signature, or for a reference not ours, moves nothing', async () => {
    const ada = await fundedUser();
    const { id, reference } = (await withdraw(ctx, ada.cookie, { amount: 1000 })).json().data
      .withdrawal;
    const body = JSON.stringify({ event: 'transfer.failed', data: { reference } });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payouts/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    // Signed, but the bank has not failed it: its verify says pending, so it stays held.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payouts/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPayoutBody(body, SANDBOX_PAYOUTS_KEY),
      },
      payload: body,
    });
    expect(early.statusCode).toBe(200);
    expect(await withdrawalState(ctx, id)).toBe('processing');
    await runPayouts(ctx);
    expect(await withdrawalState(ctx, id)).toBe('paid');
  });
});

describe('the re-check of holds waiting too long', () => {
  const log = { error: () => {}, warn: () => {} };

  it('settles one whose event never arrived, and gives up on one the bank never took', async () => {
    const ada = await fundedUser();
    const lost = (await withdraw(ctx, ada.cookie, { amount: 1000 })).json().data.withdrawal;
    const never = (await withdraw(ctx, ada.cookie, { amount: 2000 })).json().data.withdrawal;
    // The bank pays the first, its event is lost; the second is never asked for.
    await ctx.sql`delete from graphile_worker._private_jobs j using graphile_worker._private_tasks t
                  where t.id = j.task_id and t.identifier = 'payout_initiate'
                    and j.payload->>'withdrawalId' = ${never.id}`;
    await runPayouts(ctx, () => Promise.resolve(200));
    expect(await withdrawalState(ctx, lost.id)).toBe('processing');
    const provider = payoutsProvider(ctx.config, ctx.sql);
    // Not yet waiting long enough: nothing asked.
    expect((await recheckWithdrawals(ctx.sql, provider, log)).checked).toBe(0);

    await ctx.sql`update withdrawals set checked_at = now() - interval '11 minutes'
                  where id in ${ctx.sql([lost.id, never.id])}`;
    await recheckWithdrawals(ctx.sql, provider, log);
    expect(await withdrawalState(ctx, lost.id)).toBe('paid');
    // The one the bank never heard of is asked for again (same reference)…
    expect(await withdrawalState(ctx, never.id)).toBe('processing');
    const queued = await ctx.sql`select 1 from graphile_worker._private_jobs
                                 where payload->>'withdrawalId' = ${never.id}`;
    expect(queued).toHaveLength(1);
    // …and after a day without the bank taking it, failed and returned.
    await ctx.sql`delete from graphile_worker._private_jobs where payload->>'withdrawalId' = ${never.id}`;
    await ctx.sql`update withdrawals set checked_at = now() - interval '11 minutes',
                    created_at = now() - interval '25 hours' where id = ${never.id}`;
    await recheckWithdrawals(ctx.sql, provider, log);
    expect(await withdrawalState(ctx, never.id)).toBe('failed');
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(1_000_000 - 105_000);
    await expectLedgerSound(ctx.sql);
  });
});

describe('refusals', () => {
  it('says what is wrong, and moves nothing', async () => {
    const ada = await fundedUser(300_000);
    const refused = async (body: Parameters<typeof withdraw>[2], key?: string | null) => {
      const res = await withdraw(ctx, ada.cookie, body, key);
      return { status: res.statusCode, code: res.json().code, error: res.json().error };
    };
    expect(await refused({ amount: 99 })).toEqual({
      status: 422,
      code: 'WITHDRAWAL_BELOW_MINIMUM',
      error: 'The smallest withdrawal is ₦100.',
    });
    expect(await refused({ amount: 2960 })).toEqual({
      status: 422,
      code: 'INSUFFICIENT_BALANCE',
      error: 'This withdrawal needs ₦3,010 with its ₦50 fee. You have ₦3,000.',
    });
    expect(await refused({ amount: 100, password: 'Wrong&Password1' })).toEqual({
      status: 400,
      code: 'WITHDRAWAL_PASSWORD_WRONG',
      error: 'Your password is not correct.',
    });
    expect(await refused({ amount: 100, accountNumber: '0123450000' })).toMatchObject({
      code: 'BANK_ACCOUNT_NOT_FOUND',
    });
    expect(await refused({ amount: 100, bankCode: '999' })).toMatchObject({
      code: 'BANK_NOT_FOUND',
    });
    expect(await refused({ amount: 100 }, null)).toMatchObject({
      status: 400,
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    expect(await refused({ amount: 100.001 })).toMatchObject({ status: 400 });
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(300_000);
    const [{ n }] = await ctx.sql<[{ n: number }]>`select count(*)::int as n from withdrawals
                                  where user_id = ${ada.user.user_id}`;
    expect(n).toBe(0);
  });

  it('stops guessing the password after five wrong tries', async () => {
    const ada = await fundedUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await withdraw(ctx, ada.cookie, { amount: 100, password: `Wrong&Pass${i}` })).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("the day's limit out of the account's tier", () => {
  it('refuses a Tier 1 account past ₦50,000 a day, fee included; a same-day return gives it back', async () => {
    const ada = await fundedUser(20_000_000);
    // ₦49,950 + the ₦50 fee is exactly the day's ₦50,000: it fails at the bank and comes back.
    const failed = await withdraw(ctx, ada.cookie, { amount: 49_950, accountNumber: FAILS });
    expect(failed.statusCode, failed.body).toBe(201);
    await runPayouts(ctx);
    expect(await withdrawalState(ctx, failed.json().data.withdrawal.id)).toBe('failed');
    // What came back never left Faza, so the whole day's limit is there again.
    const paid = await withdraw(ctx, ada.cookie, { amount: 49_950 });
    expect(paid.statusCode, paid.body).toBe(201);
    const over = await withdraw(ctx, ada.cookie, { amount: 100 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      error: 'Verify your BVN or NIN to send more than ₦50,000 a day. You can send ₦0 more today.',
    });
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(20_000_000 - 5_000_000);
    // Tier 2's day is ₦200,000.
    await ctx.sql`update users set kyc_tier = 2 where id = ${ada.user.user_id}`;
    expect((await withdraw(ctx, ada.cookie, { amount: 100 })).statusCode).toBe(201);
    await expectLedgerSound(ctx.sql);
  });
});

describe('large withdrawals wait for staff', () => {
  // Above ₦50,000 a day out is past Tier 1 (docs/decisions/0063-verification-tiers-and-limits.md).
  const verified = () => ctx.sql`update users set kyc_tier = 3`;

  it('are approved by another staff member, then paid; never by their owner', async () => {
    const mod = await signInAs(ctx, 'moderator');
    await fundWallet(ctx.sql, mod.user.wallet_id!, 20_000_000);
    await verified();
    const own = await withdraw(ctx, mod.cookie, { amount: 150_000 });
    expect(own.json().data.withdrawal.state).toBe('awaiting_approval');
    const decide = (cookie: string, id: string, action: 'approve' | 'reject', payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/${action}`,
        cookies: sessionCookies(ctx.app, cookie),
        headers: { 'idempotency-key': randomUUID() },
        ...(payload ? { payload } : {}),
      });
    const ownId = own.json().data.withdrawal.id;
    expect((await decide(mod.cookie, ownId, 'approve')).json()).toMatchObject({
      code: 'OWN_DECISION',
    });
    // Held meanwhile, and nothing is asked of the bank.
    await runPayouts(ctx);
    expect(await withdrawalState(ctx, ownId)).toBe('awaiting_approval');
    expect(await balanceKobo(mod.user.wallet_id!)).toBe(20_000_000 - 15_005_000);

    const admin = await signInAs(ctx, 'admin');
    const queue = await get(ctx, admin.cookie, '/api/admin/withdrawals');
    expect(queue.json().data.withdrawals).toContainEqual(
      expect.objectContaining({ id: ownId, faza: mod.user.faza, state: 'awaiting_approval' }),
    );
    const customer = await signedInUser(ctx);
    expect((await decide(customer.cookie, ownId, 'approve')).statusCode).toBe(403);
    const approved = await decide(admin.cookie, ownId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.withdrawal.state).toBe('processing');
    expect((await decide(admin.cookie, ownId, 'approve')).json()).toMatchObject({
      code: 'WITHDRAWAL_DECIDED',
    });
    await runPayouts(ctx);
    expect(await withdrawalState(ctx, ownId)).toBe('paid');
    const audit = await ctx.sql`select actor_id, action from audit_log where subject_id = ${ownId}`;
    expect(audit).toEqual([{ actor_id: admin.user.user_id, action: 'withdrawal.approve' }]);
    await expectLedgerSound(ctx.sql);
  });

  it('rejected with a reason, return the money and tell the customer', async () => {
    const ada = await fundedUser(20_000_000);
    await verified();
    const admin = await signInAs(ctx, 'admin');
    const { id } = (await withdraw(ctx, ada.cookie, { amount: 100_001 })).json().data.withdrawal;
    const reject = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/reject`,
        cookies: sessionCookies(ctx.app, admin.cookie),
        payload,
      });
    expect((await reject({ reason: '' })).statusCode).toBe(400);
    const rejected = await reject({ reason: 'Account name does not match' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.withdrawal).toMatchObject({
      state: 'failed',
      failureReason: 'Not approved: Account name does not match',
    });
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(20_000_000);
    expect((await inbox(ada.user.user_id)).map((n) => n.kind)).toContain('withdrawal.returned');
    const failed = await get(ctx, admin.cookie, '/api/admin/withdrawals?state=failed');
    expect(failed.json().data.withdrawals.map((w: { id: string }) => w.id)).toContain(id);
    const [entry] = await ctx.sql`select action, after from audit_log where subject_id = ${id}`;
    expect(entry).toMatchObject({ action: 'withdrawal.reject' });
    await expectLedgerSound(ctx.sql);
  });

  it('exactly at the threshold go at once', async () => {
    const ada = await fundedUser(20_000_000);
    await verified();
    const res = await withdraw(ctx, ada.cookie, { amount: 100_000 });
    expect(res.json().data.withdrawal.state).toBe('processing');
  });
});
