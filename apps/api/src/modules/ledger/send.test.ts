import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, WALLET_MESSAGES, type AuthUser } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  expectLedgerSound,
  fundWallet,
  history,
  moneySnapshot,
  sendMoney,
} from '../../../test/wallet-helpers';

type Who = { cookie: string; user: AuthUser };

describe('POST /api/wallet/send and the history', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ WALLET_SENDS_PER_MINUTE: '30' });
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
    await fundWallet(ctx.sql, ada.user.wallet_id!, 10_000_00);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate rate_limits`;
  });

  it('moves the money in one transfer and shows the masked recipient', async () => {
    const res = await sendMoney(ctx, ada.cookie, {
      faza: bola.user.faza,
      amount: 1200,
      note: 'For Sunday rice',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: 120_000,
      balance: 8800,
      balance_kobo: 880_000,
      recipient: { name: 'Bo*** Ad***', faza: bola.user.faza },
    });
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(1200);

    const out = (await history(ctx, ada.cookie, '?direction=outgoing')).json().data.transactions;
    expect(out[0]).toMatchObject({
      amount: -120_000,
      status: 'success',
      channel: 'wallet',
      type: 'send',
      description: 'Sent to Bo*** Ad***',
      counterparty: { name: 'Bo*** Ad***' },
      note: 'For Sunday rice',
    });
    const incoming = (await history(ctx, bola.cookie, '?direction=incoming')).json().data
      .transactions;
    expect(incoming[0]).toMatchObject({
      amount: 120_000,
      type: 'receive',
      description: 'Received from Ad*** Ok***',
    });
    expect(
      (await history(ctx, bola.cookie, '?direction=outgoing')).json().data.transactions,
    ).toEqual([]);
    await expectLedgerSound(ctx.sql);
  });

  it('refuses with a clear 4xx and changes nothing', async () => {
    const before = await moneySnapshot(ctx.sql);
    const [wallet] = await ctx.sql<{ balance_kobo: number }[]>`
      select balance_kobo from wallets where id = ${ada.user.wallet_id!}`;
    // Short of money: says what there is ("You have ₦…"), so the sender knows what they can send.
    const short = WALLET_MESSAGES.insufficientBalanceOf(Number(wallet!.balance_kobo));
    expect(short).toMatch(/^Insufficient wallet balance\. You have ₦[\d,]+(\.\d\d)?\.$/);
    const cases: [unknown, number, string][] = [
      [{ faza: ada.user.faza, amount: 100 }, 422, MESSAGES.faza.self],
      [{ faza: '000000000001', amount: 100 }, 422, MESSAGES.faza.invalid],
      [{ faza: bola.user.faza, amount: 20_000 }, 422, short],
      [{ faza: bola.user.faza, amount: 49.99 }, 400, WALLET_MESSAGES.sendMin],
      [{ faza: bola.user.faza, amount: 100.001 }, 400, WALLET_MESSAGES.sendDecimals],
      [{ faza: bola.user.faza, amount: -100 }, 400, WALLET_MESSAGES.sendInvalid],
      [{ faza: bola.user.faza, amount: '100.5' }, 400, WALLET_MESSAGES.sendInvalid],
      [{ faza: bola.user.faza, amount: 1e18 }, 400, WALLET_MESSAGES.sendMax],
      [{ faza: bola.user.faza, amount: 1_000_000.01 }, 400, WALLET_MESSAGES.sendMax],
    ];
    for (const [body, status, message] of cases) {
      const res = await sendMoney(ctx, ada.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect(
      (await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 100 }, null)).statusCode,
    ).toBe(400);
    expect(
      (await sendMoney(ctx, undefined, { faza: bola.user.faza, amount: 100 })).statusCode,
    ).toBe(401);
    expect(await moneySnapshot(ctx.sql)).toEqual(before);
  });

  it('a retry with the same key sends once', async () => {
    const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);
    const body = { faza: bola.user.faza, amount: 50 };
    const first = await sendMoney(ctx, ada.cookie, body, 'send-once');
    const again = await sendMoney(ctx, ada.cookie, body, 'send-once');
    expect(again.json().data.transfer_id).toBe(first.json().data.transfer_id);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before - 50);
    const reused = await sendMoney(ctx, ada.cookie, { ...body, amount: 60 }, 'send-once');
    expect(reused.statusCode).toBe(422);
  });

  it('opens a wallet for a recipient whose account predates wallets', async () => {
    const carol = await signedInUser(ctx, { email: 'carol.eze@example.com' });
    await ctx.sql`delete from ledger_accounts where id = ${carol.user.wallet_id!}`;
    await ctx.sql`delete from wallets where id = ${carol.user.wallet_id!}`;
    const res = await sendMoney(ctx, ada.cookie, { faza: carol.user.faza, amount: 75 });
    expect(res.statusCode).toBe(200);
    const [wallet] = await ctx.sql<{ balance_kobo: number }[]>`
      select balance_kobo from wallets where user_id = ${carol.user.user_id}`;
    expect(wallet!.balance_kobo).toBe(7_500);
    await expectLedgerSound(ctx.sql);
  });

  it('allows 30 sends a minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 50 });
      expect(res.statusCode).toBe(200);
    }
    const limited = await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 50 });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('pages the history newest first with a cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await history(ctx, ada.cookie, `?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      seen.push(...data.transactions.map((t: { id: string }) => t.id));
      cursor = data.next_cursor;
    } while (cursor);
    const [count] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from ledger_transfers
      where debit_account = ${ada.user.wallet_id!} or credit_account = ${ada.user.wallet_id!}`;
    const n = count!.n;
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
    expect((await history(ctx, ada.cookie, '?cursor=bogus')).statusCode).toBe(400);
    expect((await history(ctx, ada.cookie, '?direction=up')).statusCode).toBe(400);
  });
});
