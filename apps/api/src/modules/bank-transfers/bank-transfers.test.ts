import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import {
  assignedAccount,
  decideInbound,
  simulateTransfer,
  walletAccount,
} from '../../../test/bank-transfer-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { getOrder, placeOrder, SAMPLE_ORDER, SAMPLE_TOTAL_KOBO } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';
import { paymentProviders } from '../top-ups';
import { requeryActiveAccounts } from './bank-transfer-jobs';
import { signBody, SANDBOX_WEBHOOK_KEY } from './transfer-events';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  // The sandbox delivers its events to our own webhook over HTTP, as Paystack would.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => ctx?.close());

const balanceKobo = async (walletId: string) =>
  (await ctx.sql<{ b: number }[]>`select balance_kobo as b from wallets where id = ${walletId}`)[0]!
    .b;

const inbox = async (userId: string) =>
  ctx.sql<{ kind: string; body: string }[]>`
    select kind, body from notifications where recipient_id = ${userId} order by created_at`;

describe('a Faza account number for each customer', () => {
  it('is set up once the phone is verified, by a job; the wallet says so until then', async () => {
    const unverified = await signedInUser(ctx, {}, { phoneVerified: false });
    expect(await walletAccount(ctx, unverified.cookie)).toEqual({
      accountNumber: null,
      bankName: null,
      accountName: null,
      status: 'phone_unverified',
    });
    const ada = await signedInUser(ctx);
    expect((await walletAccount(ctx, ada.cookie)).status).toBe('pending');
    const number = await assignedAccount(ctx, ada.cookie);
    expect(number).toMatch(/^99[0-9]{8}$/);
    expect(await walletAccount(ctx, ada.cookie)).toMatchObject({
      bankName: 'Faza Sandbox Bank',
      accountName: expect.stringMatching(/^FAZA \//),
      status: 'assigned',
    });
  });
});

describe('transfers into it', () => {
  it('credit the wallet once, even when the signed event arrives twice at once', async () => {
    const ada = await signedInUser(ctx);
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    const res = await simulateTransfer(ctx, ada.cookie, {
      accountNumber,
      amount: 5000,
      senderName: 'Chioma Okafor',
      duplicate: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deliveries).toEqual([200, 200]);
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(500_000);
    const stored = await ctx.sql`select state, amount_kobo from inbound_transfers
                                 where provider_reference = ${res.json().data.reference}`;
    expect(stored).toEqual([{ state: 'credited', amount_kobo: 500_000 }]);
    expect(await inbox(ada.user.user_id)).toContainEqual({
      kind: 'transfer.received',
      body: '₦5,000 received from CHIOMA OKAFOR by bank transfer. It is in your wallet.',
    });
    await expectLedgerSound(ctx.sql);
  });

  it('refuses an event whose signature is not the provider’s, and credits nothing', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'FORGED' } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signBody(body, 'sk_wrong'),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_SIGNATURE');
  });

  it('holds an event the provider’s re-check contradicts for staff, outside every wallet', async () => {
    const ada = await signedInUser(ctx);
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    // The bank's books say ₦100; a signed event claiming ₦100,000 is not believed.
    await ctx.sql`insert into sandbox_bank_transfers (reference, account_number, amount_kobo, sender_name, sender_bank)
                  values ('SBX-LIE-1', ${accountNumber}, 10000, 'TOLU', 'Bank')`;
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        reference: 'SBX-LIE-1',
        amount: 10_000_000,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        authorization: { receiver_bank_account_number: accountNumber, sender_name: 'TOLU' },
      },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signBody(body, SANDBOX_WEBHOOK_KEY),
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(0);
    const [held] = await ctx.sql`select state, amount_kobo, reported_kobo from inbound_transfers
                                 where provider_reference = 'SBX-LIE-1'`;
    expect(held).toEqual({ state: 'needs_review', amount_kobo: 10_000, reported_kobo: 10_000_000 });
    await expectLedgerSound(ctx.sql);
  });

  it('to an account nobody holds waits for staff, who credit the right customer (never themselves) or return it', async () => {
    const staff = await signInAs(ctx, 'admin');
    const customer = await signedInUser(ctx);
    const first = await simulateTransfer(ctx, customer.cookie, {
      accountNumber: '9900000001',
      amount: 2500,
    });
    const second = await simulateTransfer(ctx, customer.cookie, {
      accountNumber: '9900000002',
      amount: 700,
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/inbound-transfers?state=needs_review',
      cookies: sessionCookies(ctx.app, staff.cookie),
    });
    expect(list.statusCode, list.body).toBe(200);
    const held = list.json().data.transfers as { id: string; providerReference: string }[];
    const idOf = (res: typeof first) =>
      held.find((t) => t.providerReference === res.json().data.reference)!.id;
    expect(await balanceKobo(customer.user.wallet_id!)).toBe(0);

    const own = await decideInbound(ctx, staff.cookie, idOf(first), 'credit', {
      faza: staff.user.faza,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_DECISION');
    const credit = await decideInbound(ctx, staff.cookie, idOf(first), 'credit', {
      faza: customer.user.faza,
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().data.transfer.state).toBe('credited');
    expect(await balanceKobo(customer.user.wallet_id!)).toBe(250_000);
    const again = await decideInbound(ctx, staff.cookie, idOf(first), 'credit', {
      faza: customer.user.faza,
    });
    expect(again.json().code).toBe('INBOUND_TRANSFER_DECIDED');

    const back = await decideInbound(ctx, staff.cookie, idOf(second), 'return', {
      reason: 'Unknown sender',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.transfer.state).toBe('returning');
    const audit = await ctx.sql`select action from audit_log where subject_type = 'inbound_transfer'
                                and actor_id = ${staff.user.user_id} order by created_at`;
    expect(audit.map((a) => a.action)).toEqual([
      'inbound_transfer.credit',
      'inbound_transfer.return',
    ]);
    await expectLedgerSound(ctx.sql);
  });

  it('a dropped event is found by "I’ve sent money" (the requery), and credited once', async () => {
    const ada = await signedInUser(ctx);
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    // The bank received it; its event never reached us.
    await ctx.sql`insert into sandbox_bank_transfers (reference, account_number, amount_kobo, sender_name, sender_bank)
                  values ('SBX-DROPPED-1', ${accountNumber}, 120000, 'ADA', 'Bank')`;
    const requery = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/account/requery',
        cookies: sessionCookies(ctx.app, ada.cookie),
      });
    const found = await requery();
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual({ credited: 1, balance: 1200 });
    expect((await requery()).json().data).toEqual({ credited: 0, balance: 1200 });
    await expectLedgerSound(ctx.sql);
  });
});

describe('the requery job', () => {
  it('asks about every recently active account and credits what was missed, once', async () => {
    const ada = await signedInUser(ctx);
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    expect(
      (await simulateTransfer(ctx, ada.cookie, { accountNumber, amount: 100 })).statusCode,
    ).toBe(200);
    await ctx.sql`insert into sandbox_bank_transfers (reference, account_number, amount_kobo, sender_name, sender_bank)
                  values ('SBX-DROPPED-JOB', ${accountNumber}, 30000, 'ADA', 'Bank')`;
    const provider = paymentProviders(ctx.config, ctx.sql).current;
    const quiet = { error: () => {}, warn: () => {}, info: () => {} };
    const run = await requeryActiveAccounts(ctx.sql, provider, quiet);
    expect(run.credited).toBe(1);
    expect((await requeryActiveAccounts(ctx.sql, provider, quiet)).credited).toBe(0);
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(40_000);
    await expectLedgerSound(ctx.sql);
  });
});

describe('bank-transfer orders', () => {
  it('are paid by the money arriving: less stays in the wallet with what is owed, then the rest pays it once', async () => {
    const staff = await signInAs(ctx, 'admin');
    const ada = await signedInUser(ctx);
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    const orderId = await placeOrder(ctx, ada.cookie);
    const part = await simulateTransfer(ctx, ada.cookie, {
      accountNumber,
      amount: 20_000,
      senderName: 'ADA',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect((await getOrder(ctx, ada.cookie, orderId)).json().data.status).toBe('awaiting_payment');
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(2_000_000);
    const owed = (await inbox(ada.user.user_id)).find((n) => n.kind === 'transfer.received')!;
    expect(owed.body).toContain(`more pays order`);

    // ₦16,000 more covers the ₦35,200 order with ₦800 to spare, twice delivered.
    const rest = await simulateTransfer(ctx, ada.cookie, {
      accountNumber,
      amount: 16_000,
      duplicate: true,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const order = (await getOrder(ctx, ada.cookie, orderId)).json().data;
    expect(order.status).toBe('paid');
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(3_600_000 - SAMPLE_TOTAL_KOBO);
    // Staff, told of the order when it was placed, are told it is paid, once.
    const paidNotices = (await inbox(staff.user.user_id)).filter(
      (n) => n.kind === 'staff.bank_order_paid',
    );
    expect(paidNotices.map((n) => n.body)).toEqual([
      expect.stringContaining(`Invoice ${order.invoiceId} for ₦35,200 was paid`),
    ]);
    const purchases = await ctx.sql`select count(*)::int as n from ledger_transfers
                                    where kind = 'purchase' and reference = ${order.invoiceId}`;
    expect(purchases[0]!.n).toBe(1);
    const lots =
      await ctx.sql`select count(*)::int as n from pantry_lots where order_id = ${orderId}`;
    expect(lots[0]!.n).toBeGreaterThan(0);
    await runQueuedJobs(ctx);
    await expectLedgerSound(ctx.sql);
  });

  it('are paid oldest first: a younger, smaller order does not jump the queue', async () => {
    const ada = await signedInUser(ctx);
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    // ₦35,200 first, then one 5 kg bag of rice (₦9,600).
    const older = await placeOrder(ctx, ada.cookie);
    const small = {
      ...SAMPLE_ORDER,
      items: [{ ...SAMPLE_ORDER.items![0]!, quantity: 1 }],
      bundles: [],
    };
    const younger = await placeOrder(ctx, ada.cookie, small);
    const status = async (id: string) => (await getOrder(ctx, ada.cookie, id)).json().data.status;
    await simulateTransfer(ctx, ada.cookie, { accountNumber, amount: 10_000 });
    expect([await status(older), await status(younger)]).toEqual([
      'awaiting_payment',
      'awaiting_payment',
    ]);
    await simulateTransfer(ctx, ada.cookie, { accountNumber, amount: 25_200 });
    expect([await status(older), await status(younger)]).toEqual(['paid', 'awaiting_payment']);
    await simulateTransfer(ctx, ada.cookie, { accountNumber, amount: 9_600 });
    expect([await status(older), await status(younger)]).toEqual(['paid', 'paid']);
    expect(await balanceKobo(ada.user.wallet_id!)).toBe(0);
    await expectLedgerSound(ctx.sql);
  });
});
