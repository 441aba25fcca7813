// Wallet sends for bench/transfers.ts: POST /api/wallet/send through the server against the same
// ledger transfer in raw SQL (lock both wallets in id order, check the balance, then the API's one
// statement that appends the transfer and moves both cached balances).
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../apps/api/src/db/sql';
import { transfer } from '../../apps/api/src/modules/ledger/ledger';
import { SYSTEM_ACCOUNTS } from '../../apps/api/src/modules/ledger/ledger-accounts';
import { notify } from '../../apps/api/src/modules/notifications';

export type WalletUser = { id: string; faza: string; cookie: string; walletId: string };

type Request = (
  url: string,
  method: 'GET' | 'POST',
  headers?: Record<string, string>,
  body?: string,
) => Promise<number>;

/** Opens a wallet for each user (the bench inserts users by SQL) and funds it through the ledger. */
export async function fundWallets<U extends { id: string }>(
  sql: Sql,
  users: U[],
  kobo: number,
): Promise<(U & { walletId: string })[]> {
  const out: (U & { walletId: string })[] = [];
  for (const user of users) {
    const [wallet] = await sql<{ id: string }[]>`
      insert into wallets (user_id) values (${user.id})
      on conflict (user_id) do update set user_id = excluded.user_id returning id`;
    await sql.begin((tx) =>
      transfer(tx, {
        // An adjustment, not a top-up: the bench's float is not a day's money in, which would
        // spend every recipient's daily limit before the first send (decision 0063).
        kind: 'adjustment',
        amountKobo: kobo,
        debit: SYSTEM_ACCOUNTS.bankClearing,
        credit: wallet!.id,
        reference: `BENCH-${wallet!.id}`,
      }),
    );
    out.push({ ...user, walletId: wallet!.id });
  }
  return out;
}

export async function apiWalletSend(
  request: Request,
  base: string,
  from: WalletUser,
  to: WalletUser,
): Promise<void> {
  const status = await request(
    `${base}/api/wallet/send`,
    'POST',
    { 'content-type': 'application/json', cookie: from.cookie, 'idempotency-key': randomUUID() },
    JSON.stringify({ faza: to.faza, amount: 50 }),
  );
  if (status !== 200) throw new Error(`wallet send answered ${status}`);
}

/**
 * The API's transfer without HTTP, session, rate limit, idempotency or name lookup; with `tell`,
 * also the recipient's notification, which the API's send writes in its transaction.
 */
export async function rawWalletSend(
  raw: Sql,
  from: WalletUser,
  to: WalletUser,
  { tell = false }: { tell?: boolean } = {},
): Promise<void> {
  const amount = 5000;
  await raw.begin(async (tx) => {
    const wallets = await tx<{ id: string; balance_kobo: number }[]>`
      select id, balance_kobo from wallets where id in (${from.walletId}, ${to.walletId})
      order by id for update`;
    if (wallets.find((w) => w.id === from.walletId)!.balance_kobo < amount)
      throw new Error('bench wallet ran dry');
    const [moved] = await tx<{ id: string }[]>`
      with inserted as (
        insert into ledger_transfers (kind, amount_kobo, debit_account, credit_account, reference)
        values ('send', ${amount}, ${from.walletId}, ${to.walletId}, ${`RAW-${randomUUID()}`})
        returning id
      ), balances as (
        update wallets
        set balance_kobo = balance_kobo + case when id = ${from.walletId} then ${-amount}::bigint
                                               else ${amount}::bigint end
        where id in (${from.walletId}, ${to.walletId})
      )
      select id from inserted`;
    // The recipient's notification, written by the API's own `notify` as its send writes it.
    if (tell)
      await notify(tx, {
        kind: 'money.received',
        recipientId: to.id,
        senderId: from.id,
        transferId: moved!.id,
        amountKobo: amount,
      });
  });
}

/** Cached balances still equal the transfers, and the ledger sums to zero. */
export async function checkWallets(sql: Sql): Promise<void> {
  const [row] = await sql<{ off: number; total: number }[]>`
    with moves as (
      select credit_account as account, amount_kobo as delta from ledger_transfers
      union all select debit_account, -amount_kobo from ledger_transfers
    ), derived as (select account, sum(delta) as balance from moves group by account)
    select (select count(*)::int from wallets w left join derived d on d.account = w.id
            where w.balance_kobo <> coalesce(d.balance, 0)) as off,
           (select coalesce(sum(balance), 0)::bigint from derived) as total`;
  if (row!.off !== 0 || row!.total !== 0)
    throw new Error(`wallet ledger broken: ${row!.off} wallets off, total ${row!.total}`);
}
