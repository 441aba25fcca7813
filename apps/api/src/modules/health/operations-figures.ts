import type { Queryable } from '../../db/transaction';
import { countOpenDeliveries } from '../notifications';

export type OperationsFigures = {
  /** Cached wallet balances plus the system accounts' derived balances: checkLedger's totalKobo. */
  ledgerImbalanceKobo: number;
  /** Food in the lots minus the sum of the pantry journal: 0 unless a change skipped its row. */
  pantryImbalance: number;
  bankOrdersAwaitingPayment: number;
  bankOrdersPaymentSubmitted: number;
  bankTopUpsPending: number;
  /** Top-ups whose payment did not match, waiting for staff (card or bank). */
  topUpsInReview: number;
  /** Age of the oldest of those four, in seconds (0 when none waits). */
  oldestBankTransferSeconds: number;
  cardTopUpsPending: number;
  /** Push and email deliveries due and not yet made, and those that gave up. */
  notificationsUndelivered: number;
  notificationsFailed: number;
};

/**
 * The business figures an operator watches, read-only, in one statement across the modules'
 * tables (a dashboard's reading, not a business step: docs/decisions/0032). The two sums scan the
 * ledger and the journal once each; callers cache the answer (30 s on /metrics).
 *
 * The ledger sum is the invariant checkLedger() tests account by account (modules/ledger): every
 * transfer adds to one account what it takes from another, so the system accounts' derived
 * balances plus the wallets' cached balances are zero unless a cached balance drifted.
 */
export async function readOperationsFigures(db: Queryable): Promise<OperationsFigures> {
  const [row] = await db<
    Omit<OperationsFigures, 'notificationsUndelivered' | 'notificationsFailed'>[]
  >`
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
      union all
      -- A payment that did not match its top-up waits for staff too (docs/decisions/0026).
      select 'topup_review', created_at from wallet_topups where status = 'needs_review'
    )
    select
      ((select coalesce(sum(balance_kobo), 0) from wallets) + (select total from system_balances))::bigint
        as "ledgerImbalanceKobo",
      ((select coalesce(sum(quantity), 0) from pantry_lots)
        - (select coalesce(sum(quantity), 0) from pantry_journal))::bigint as "pantryImbalance",
      (select count(*) from bank where kind = 'order_awaiting_payment')::int as "bankOrdersAwaitingPayment",
      (select count(*) from bank where kind = 'order_payment_submitted')::int as "bankOrdersPaymentSubmitted",
      (select count(*) from bank where kind = 'topup')::int as "bankTopUpsPending",
      (select count(*) from bank where kind = 'topup_review')::int as "topUpsInReview",
      coalesce((select extract(epoch from now() - min(created_at)) from bank), 0)::float8
        as "oldestBankTransferSeconds",
      (select count(*) from wallet_topups where method = 'card' and status = 'pending')::int
        as "cardTopUpsPending"`;
  const deliveries = await countOpenDeliveries(db);
  return {
    ...row!,
    notificationsUndelivered: deliveries.due,
    notificationsFailed: deliveries.failed,
  };
}
