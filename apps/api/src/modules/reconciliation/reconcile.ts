import type { Queryable } from '../../db/transaction';
import { checkLedger, SYSTEM_ACCOUNTS } from '../ledger';
import { checkCircleOwnership, type CircleOwnershipMismatch } from './circle-ownership-check';
import { checkCircles, type CircleMismatch } from './circles-check';
import { checkDeliveryFees, type DeliveryFeeMismatch } from './delivery-fees-check';
import { checkGroupBuys, type GroupBuyMismatch } from './group-buys-check';
import {
  checkGiftOwnership,
  type GiftOverdueMismatch,
  type GiftOwnerMismatch,
} from './gift-ownership-check';
import { checkGifts, type GiftMismatch } from './gifts-check';
import { checkInboundTransfers, type InboundMismatch } from './inbound-transfers-check';
import { checkWithdrawals, type WithdrawalMismatch } from './withdrawals-check';

/** One thing the books and the business records disagree on. */
type Mismatch =
  | { kind: 'ledger_total'; totalKobo: number }
  | { kind: 'wallet_balance'; walletId: string; cachedKobo: number; derivedKobo: number }
  | { kind: 'negative_wallet'; walletId: string }
  | {
      kind: 'order_payment';
      orderId: string;
      invoice: string;
      totalKobo: number;
      /** Purchase transfers referencing the order, and how many of them credit sales its total. */
      transfers: number;
      exact: number;
    }
  | { kind: 'sale_without_paid_order'; transferId: string; reference: string; amountKobo: number }
  | {
      kind: 'order_lines_total';
      orderId: string;
      invoice: string;
      totalKobo: number;
      /** What the order's lines say was paid (list − discount, docs/decisions/0038-bulk-discounts.md). */
      linesPaidKobo: number;
      discountKobo: number;
      linesDiscountKobo: number;
    }
  | {
      kind: 'topup_credit';
      topUpId: string;
      reference: string;
      status: string;
      /** Top-up credits (`topup_card`/`topup_bank`) referencing it; a settled one has exactly 1. */
      credits: number;
    }
  | { kind: 'credit_without_topup'; transferId: string; reference: string; amountKobo: number }
  | GiftMismatch
  | GiftOwnerMismatch
  | GiftOverdueMismatch
  | CircleMismatch
  | CircleOwnershipMismatch
  | InboundMismatch
  | WithdrawalMismatch
  | DeliveryFeeMismatch
  | GroupBuyMismatch;

export type Reconciliation = {
  ok: boolean;
  /** All balances together: 0 unless money was made or lost. */
  totalKobo: number;
  salesKobo: number;
  bankClearingKobo: number;
  providerClearingKobo: number;
  subscriptionRevenueKobo: number;
  /** Money of gifts waiting for their claim: the pending money gifts' sum. */
  giftsHeldKobo: number;
  /** Food circles' instalments not yet delivered or refunded (docs/decisions/0043). */
  circlesHeldKobo: number;
  /** Shares of open group buys (docs/decisions/0064-group-buys.md). */
  groupBuysHeldKobo: number;
  /** Withdrawals held until the bank pays them (docs/decisions/0062-withdrawals.md). */
  payoutsPendingKobo: number;
  mismatches: Mismatch[];
};

/**
 * Holds the ledger against the orders and top-ups it should record (docs/decisions/0023-one-order-paid-step.md,
 * Ledgers): every paid order has exactly one transfer of its total into sales, every transfer into
 * sales belongs to a paid order, every order's total is what its lines say was paid, every settled
 * top-up has exactly one credit and nothing else has one, every cached wallet balance equals its
 * transfers, the gifts held equal the pending gifts (gifts-check.ts) and the circles held the
 * members' shares (circles-check.ts) and the group buys held the open groups' money
 * (group-buys-check.ts), and each gift's and circle's money and food moved only for
 * its own people (gift-ownership-check.ts, circle-ownership-check.ts). Reads every row: for the command line
 * (`npm run cli -- ledger check`), the nightly job and the tests, never a request path.
 */
export async function reconcile(db: Queryable): Promise<Reconciliation> {
  const ledger = await checkLedger(db);
  const mismatches: Mismatch[] = [];
  if (ledger.totalKobo !== 0)
    mismatches.push({ kind: 'ledger_total', totalKobo: ledger.totalKobo });
  for (const w of ledger.mismatchedWallets)
    mismatches.push({
      kind: 'wallet_balance',
      walletId: w.id,
      cachedKobo: w.cached,
      derivedKobo: w.derived,
    });
  for (const id of ledger.negativeWallets)
    mismatches.push({ kind: 'negative_wallet', walletId: id });

  const orders = await db<
    { id: string; invoice: string; total_kobo: string; transfers: number; exact: number }[]
  >`
    select o.id, o.invoice_number as invoice, o.total_kobo::text as total_kobo,
           count(t.id)::int as transfers,
           count(t.id) filter (where t.credit_account = ${SYSTEM_ACCOUNTS.sales}
                                 and t.amount_kobo = o.total_kobo)::int as exact
      from orders o
      left join ledger_transfers t on t.kind = 'purchase' and t.reference = o.invoice_number
     where o.status = 'paid'
     group by o.id
    having count(t.id) <> 1
        or count(t.id) filter (where t.credit_account = ${SYSTEM_ACCOUNTS.sales}
                                 and t.amount_kobo = o.total_kobo) <> 1
     order by o.paid_at`;
  for (const o of orders)
    mismatches.push({
      kind: 'order_payment',
      orderId: o.id,
      invoice: o.invoice,
      totalKobo: Number(o.total_kobo),
      transfers: o.transfers,
      exact: o.exact,
    });

  const sales = await db<{ id: string; reference: string; amount_kobo: string }[]>`
    select t.id, t.reference, t.amount_kobo::text as amount_kobo
      from ledger_transfers t
     where t.credit_account = ${SYSTEM_ACCOUNTS.sales}
       and not exists (select 1 from orders o
                        where o.invoice_number = t.reference and o.status = 'paid'
                          and t.kind = 'purchase')
     order by t.created_at`;
  for (const t of sales)
    mismatches.push({
      kind: 'sale_without_paid_order',
      transferId: t.id,
      reference: t.reference,
      amountKobo: Number(t.amount_kobo),
    });

  // The total booked is what the lines say was paid: a discount recorded on the order but not on
  // its lines (or the reverse) would make the sale disagree with the invoice.
  const totals = await db<
    {
      id: string;
      invoice: string;
      total_kobo: string;
      paid: string;
      discount_kobo: string;
      discounted: string;
    }[]
  >`
    select o.id, o.invoice_number as invoice, o.total_kobo::text as total_kobo,
           sum(l.paid_kobo)::text as paid, o.discount_kobo::text as discount_kobo,
           sum(l.discount_kobo)::text as discounted
      from orders o join order_lines l on l.order_id = o.id
     group by o.id
    having sum(l.paid_kobo) <> o.total_kobo or sum(l.discount_kobo) <> o.discount_kobo
     order by o.created_at`;
  for (const o of totals)
    mismatches.push({
      kind: 'order_lines_total',
      orderId: o.id,
      invoice: o.invoice,
      totalKobo: Number(o.total_kobo),
      linesPaidKobo: Number(o.paid),
      discountKobo: Number(o.discount_kobo),
      linesDiscountKobo: Number(o.discounted),
    });

  // A settled top-up has exactly one credit, the one it names; any other top-up has none.
  const topUps = await db<{ id: string; reference: string; status: string; credits: number }[]>`
    select u.id, u.reference, u.status, count(t.id)::int as credits
      from wallet_topups u
      left join ledger_transfers t
        on t.kind in ('topup_card', 'topup_bank') and t.reference = u.reference
       and t.credit_account = u.wallet_id
     group by u.id
    having (u.status = 'success')
           <> (count(t.id) = 1 and bool_and(t.id = u.transfer_id) is true)
        or (u.status <> 'success' and count(t.id) > 0)
     order by u.created_at`;
  for (const u of topUps)
    mismatches.push({
      kind: 'topup_credit',
      topUpId: u.id,
      reference: u.reference,
      status: u.status,
      credits: u.credits,
    });

  const orphans = await db<{ id: string; reference: string; amount_kobo: string }[]>`
    select t.id, t.reference, t.amount_kobo::text as amount_kobo
      from ledger_transfers t
     where t.kind in ('topup_card', 'topup_bank')
       and not exists (select 1 from wallet_topups u
                        where u.reference = t.reference and u.wallet_id = t.credit_account)
     order by t.created_at`;
  for (const t of orphans)
    mismatches.push({
      kind: 'credit_without_topup',
      transferId: t.id,
      reference: t.reference,
      amountKobo: Number(t.amount_kobo),
    });

  const system = (kind: string) => ledger.system[kind] ?? 0;
  mismatches.push(...(await checkGifts(db, system('gifts_held'))));
  mismatches.push(...(await checkGiftOwnership(db)));
  mismatches.push(...(await checkCircles(db, system('circles_held'))));
  mismatches.push(...(await checkCircleOwnership(db)));
  mismatches.push(...(await checkInboundTransfers(db)));
  mismatches.push(...(await checkDeliveryFees(db, system('delivery_revenue'))));
  mismatches.push(...(await checkGroupBuys(db, system('group_buys_held'))));
  mismatches.push(
    ...(await checkWithdrawals(db, system('payouts_pending'), system('withdrawal_fees'))),
  );
  return {
    ok: mismatches.length === 0,
    totalKobo: ledger.totalKobo,
    salesKobo: system('sales'),
    bankClearingKobo: system('bank_clearing'),
    providerClearingKobo: system('provider_clearing'),
    subscriptionRevenueKobo: system('subscription_revenue'),
    giftsHeldKobo: system('gifts_held'),
    circlesHeldKobo: system('circles_held'),
    groupBuysHeldKobo: system('group_buys_held'),
    payoutsPendingKobo: system('payouts_pending'),
    mismatches,
  };
}
