import { WALLET_MESSAGES } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction, type Queryable } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { notify } from '../notifications';
import { transfer } from './ledger';
import { SYSTEM_ACCOUNTS } from './ledger-accounts';
import type { PaymentProvider, ProviderVerdict } from './payment-provider';
import {
  findTopUpByReference,
  markTopUpCredited,
  markTopUpExpired,
  markTopUpFailed,
  type TopUpRow,
} from './topups-repository';

export type SettleOutcome = {
  topup: TopUpRow;
  balanceKobo: number;
  /** Set when the provider reported a payment that does not match the top-up. */
  mismatch?: string;
};

export const topUpNotFound = () => notFound(WALLET_MESSAGES.topUpNotFound, 'TOPUP_NOT_FOUND');

/** Pending, or expired (unpaid after the cut-off): the provider's final word still counts. */
const open = (topup: TopUpRow) => topup.status === 'pending' || topup.status === 'expired';

/**
 * The one way a card top-up is credited (issue 9 item 3): the verify call, the webhook, the return
 * to /wallet and the expiry job all come here. It asks the provider — never trusting the caller —
 * and credits the wallet at most once: only when the provider says success and the amount and
 * currency match; otherwise it marks the top-up failed with the reason. The top-up row is locked
 * while deciding and `ledger_transfers_once` (kind, reference) refuses a second credit whatever
 * happens above it, so a verify, a webhook and the expiry job arriving together credit once.
 * An expired top-up is still credited if the provider later says it was paid: no late payment is
 * lost. Only the expiry job (`expireAbandoned`) turns a pending top-up the provider holds no
 * payment for into an expired one. A provider that cannot be reached throws (502) and changes
 * nothing.
 */
export async function settleTopUp(
  sql: Sql,
  providers: (name: TopUpRow['provider']) => PaymentProvider | null,
  reference: string,
  opts: { userId?: string; expireAbandoned?: boolean } = {},
): Promise<SettleOutcome> {
  const found = await findTopUpByReference(sql, reference);
  // Another user's reference is as unknown as a made-up one.
  if (!found || (opts.userId !== undefined && found.user_id !== opts.userId)) throw topUpNotFound();
  const provider = providers(found.provider);
  if (!open(found) || found.method !== 'card' || !provider)
    return { topup: found, balanceKobo: await balanceOf(sql, found.wallet_id) };

  // Outside the transaction: no row lock is held while the network answers.
  const verdict = await provider.verify(reference);
  return withTransaction(sql, async (tx) => {
    const topup = (await findTopUpByReference(tx, reference, { lock: true }))!;
    if (!open(topup) || verdict.status === 'pending')
      return { topup, balanceKobo: await balanceOf(tx, topup.wallet_id) };
    if (verdict.status === 'abandoned') {
      const expire = opts.expireAbandoned && topup.status === 'pending';
      return {
        topup: expire ? await markTopUpExpired(tx, topup.id) : topup,
        balanceKobo: await balanceOf(tx, topup.wallet_id),
      };
    }
    const problem = problemWith(topup, verdict);
    if (problem) {
      const failed = await markTopUpFailed(tx, topup.id, problem.reason);
      await notify(tx, topUpNotice(failed));
      return {
        topup: failed,
        balanceKobo: await balanceOf(tx, topup.wallet_id),
        ...(problem.mismatch ? { mismatch: problem.reason } : {}),
      };
    }
    const { transfer: moved, balances } = await transfer(tx, {
      kind: 'topup_card',
      amountKobo: topup.amount_kobo,
      debit: SYSTEM_ACCOUNTS.providerClearing,
      credit: topup.wallet_id,
      reference: topup.reference,
      metadata: { provider: topup.provider, topup_id: topup.id },
    });
    const credited = await markTopUpCredited(tx, topup.id, moved.id);
    await notify(tx, topUpNotice(credited));
    return { topup: credited, balanceKobo: balances.get(topup.wallet_id)! };
  });
}

/** What the owner of a top-up is told once it is credited or declined. */
export const topUpNotice = (topup: TopUpRow) =>
  ({
    kind: topup.status === 'success' ? 'topup.credited' : 'topup.declined',
    userId: topup.user_id,
    topUpId: topup.id,
    amountKobo: topup.amount_kobo,
    reason: topup.failure_reason,
  }) as const;

function problemWith(
  topup: TopUpRow,
  verdict: Extract<ProviderVerdict, { status: 'success' | 'failed' }>,
): { reason: string; mismatch: boolean } | null {
  if (verdict.status === 'failed') return { reason: verdict.reason, mismatch: false };
  if (verdict.currency !== topup.currency)
    return { reason: WALLET_MESSAGES.currencyMismatch, mismatch: true };
  if (verdict.amountKobo !== topup.amount_kobo)
    return { reason: WALLET_MESSAGES.amountMismatch, mismatch: true };
  return null;
}

async function balanceOf(db: Queryable, walletId: string): Promise<number> {
  const [row] = await db<{ balance_kobo: number }[]>`
    select balance_kobo from wallets where id = ${walletId}`;
  return row?.balance_kobo ?? 0;
}
