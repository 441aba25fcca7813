import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { transfer } from './ledger';
import { SYSTEM_ACCOUNTS } from './ledger-accounts';

describe('the ledger', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('opens a ledger account for every new wallet', async () => {
    const { user } = await signedInUser(ctx);
    const [account] =
      await ctx.sql`select kind, wallet_id from ledger_accounts where id = ${user.wallet_id}`;
    expect(account).toEqual({ kind: 'wallet', wallet_id: user.wallet_id });
  });

  it('moves cached wallet balances with each transfer, system accounts only derived', async () => {
    const ada = (await signedInUser(ctx)).user;
    const bola = (await signedInUser(ctx)).user;
    await fundWallet(ctx.sql, ada.wallet_id!, 10_000_00);
    await ctx.sql.begin((tx) =>
      transfer(tx, {
        kind: 'send',
        amountKobo: 2_500_50,
        debit: ada.wallet_id!,
        credit: bola.wallet_id!,
        reference: 'T-1',
      }),
    );
    const rows =
      await ctx.sql`select id, balance_kobo from wallets where id in (${ada.wallet_id!}, ${bola.wallet_id!})`;
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.balance_kobo]));
    expect(byId[ada.wallet_id!]).toBe(7_499_50);
    expect(byId[bola.wallet_id!]).toBe(2_500_50);
    const check = await expectLedgerSound(ctx.sql);
    expect(check.system.bank_clearing).toBeLessThanOrEqual(-10_000_00);
    // No hot row: system accounts have no balance column to update.
    const columns = await ctx.sql`select column_name from information_schema.columns
                                  where table_name = 'ledger_accounts'`;
    expect(columns.map((c) => c.column_name)).not.toContain('balance_kobo');
  });

  it('refuses an overdraft before writing anything', async () => {
    const ada = (await signedInUser(ctx)).user;
    await fundWallet(ctx.sql, ada.wallet_id!, 100_00);
    const before = await ctx.sql`select count(*)::int as n from ledger_transfers`;
    await expect(
      ctx.sql.begin((tx) =>
        transfer(tx, {
          kind: 'purchase',
          amountKobo: 100_01,
          debit: ada.wallet_id!,
          credit: SYSTEM_ACCOUNTS.sales,
          reference: 'T-2',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 422, code: 'INSUFFICIENT_BALANCE' });
    const after = await ctx.sql`select count(*)::int as n from ledger_transfers`;
    expect(after[0]!.n).toBe(before[0]!.n);
    await expectLedgerSound(ctx.sql);
  });

  it('refuses a second transfer of the same kind and reference', async () => {
    const ada = (await signedInUser(ctx)).user;
    const once = () =>
      ctx.sql.begin((tx) =>
        transfer(tx, {
          kind: 'adjustment',
          amountKobo: 500_00,
          debit: SYSTEM_ACCOUNTS.providerClearing,
          credit: ada.wallet_id!,
          reference: 'ADJUST-ONCE',
        }),
      );
    await once();
    await expect(once()).rejects.toMatchObject({ code: '23505' });
    await expectLedgerSound(ctx.sql);
  });

  it('is append-only: no update, delete or truncate of transfers', async () => {
    await expect(
      ctx.sql`update ledger_transfers set amount_kobo = amount_kobo + 1`,
    ).rejects.toThrow(/append-only/);
    await expect(ctx.sql`delete from ledger_transfers`).rejects.toThrow(/append-only/);
    await expect(ctx.sql`truncate ledger_transfers cascade`).rejects.toThrow(/append-only/);
  });

  it('keeps the cache honest: a wallet can never go below zero even by hand', async () => {
    const ada = (await signedInUser(ctx)).user;
    await expect(
      ctx.sql`update wallets set balance_kobo = -1 where id = ${ada.wallet_id!}`,
    ).rejects.toMatchObject({ code: '23514' });
  });
});
