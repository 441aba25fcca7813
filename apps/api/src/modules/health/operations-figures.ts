import type { Queryable } from '../../db/transaction';

export type OperationsFigures = {
  /** Cached wallet balances plus the system accounts' derived balances: checkLedger's totalKobo. */
  ledgerImbalanceKobo: number;
  /** Food in the lots minus the sum of the pantry journal: 0 unless a change skipped its row. */
  pantryImbalance: number;
  bankOrdersAwaitingPayment: number;
  bankOrdersPaymentSubmitted: number;
  bankTopUpsPending: number;
  /** Age of the oldest of those three, in seconds (0 when none waits). */
  oldestBankTransferSeconds: number;
  cardTopUpsPending: number;
  notificationsUndelivered: number;
};

/**
 * The business figures an operator watches, read-only, in one statement across the modules'
 * tables (a dashboard's reading, not a business step: docs/decisions/0032). The two sums scan the
 * ledger and the journal once each; callers cache the answer (30 s on /metrics).
 *
 * The ledger sum is the invariant checkLedger() tests account by account (modules/wallet): every
 * transfer adds to one account what it takes from another, so the system accounts' derived
 * balances plus the wallets' cached balances are zero unless a cached balance drifted.
 */
export async function readOperationsFigures(db: Queryable): Promise<OperationsFigures> {
  const [row] = await db<Omit<OperationsFigures, 'notificationsUndelivered'>[]>`
    with system_accounts as (
      select coalesce(array_agg(id), '{}') as ids from ledger_accounts where kind <> 'wallet'
    ), system_balances as (
      select coalesce(sum(t.amount_kobo) filter (where t.credit_account = any(s.ids)), 0)
           - coalesce(sum(t.amount_kobo) filter (where t.debit_account = any(s.ids)), 0) as total
      from ledger_transfers t cross join system_accounts s
    ), bank as (
      select 'order_' || status as kind, created_at from orders
       where payment_method = 'bank_transfer' and status in ('awaiting_payment', 'payment_submitted')
      union all
      select 'topup', created_at from wallet_topups where method = 'bank' and status = 'pending'
    )
    select
      ((select coalesce(sum(balance_kobo), 0) from wallets) + (select total from system_balances))::bigint
        as "ledgerImbalanceKobo",
      ((select coalesce(sum(quantity), 0) from pantry_lots)
        - (select coalesce(sum(quantity), 0) from pantry_journal))::bigint as "pantryImbalance",
      (select count(*) from bank where kind = 'order_awaiting_payment')::int as "bankOrdersAwaitingPayment",
      (select count(*) from bank where kind = 'order_payment_submitted')::int as "bankOrdersPaymentSubmitted",
      (select count(*) from bank where kind = 'topup')::int as "bankTopUpsPending",
      coalesce((select extract(epoch from now() - min(created_at)) from bank), 0)::float8
        as "oldestBankTransferSeconds",
      (select count(*) from wallet_topups where method = 'card' and status = 'pending')::int
        as "cardTopUpsPending"`;
  return { ...row!, notificationsUndelivered: await notificationsUndelivered(db) };
}

/**
 * Deliveries of notifications (in-app, push, email) not yet made. The notifications module adds
 * the table; until its migration has run there is nothing to deliver.
 */
async function notificationsUndelivered(db: Queryable): Promise<number> {
  const [table] = await db<{ exists: boolean; columns: string[] }[]>`
    select to_regclass('notification_deliveries') is not null as exists,
           array(select column_name::text from information_schema.columns
                  where table_schema = current_schema() and table_name = 'notification_deliveries')
             as columns`;
  if (!table?.exists) return 0;
  const has = (name: string) => table.columns.includes(name);
  // Constant SQL chosen by the table's shape, never by input.
  const pending = has('delivered_at')
    ? 'delivered_at is null'
    : has('status')
      ? "status not in ('delivered', 'sent', 'failed', 'cancelled')"
      : 'true';
  const [row] = await db.unsafe<{ n: number }[]>(
    `select count(*)::int as n from notification_deliveries where ${pending}`,
  );
  return row!.n;
}
