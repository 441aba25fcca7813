import { KYC_MESSAGES, WALLET_MESSAGES } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import type { PaymentProvider, ProviderVerdict } from './payment-provider';
import { settleTopUp, topUpNotFound, type Settled } from './settle-topup';
import {
  findTopUpByReference,
  markTopUpExpired,
  markTopUpFailed,
  markTopUpNeedsReview,
  type TopUpRow,
} from './topups-repository';
import { limitsVerdict } from '../kyc';
import { walletBalance } from '../ledger';
import { notify } from '../notifications';

/** Where a payment that does not match its top-up is reported: staff must hear of it. */
export type AlertLog = { error: (message: string) => void };

/** Statuses only staff move a top-up out of, or none at all: the provider is not asked. */
const settled = (topup: TopUpRow) =>
  topup.status === 'success' ||
  topup.status === 'needs_review' ||
  (topup.status === 'failed' && topup.decided_by !== null);

/**
 * What the verify call, the Paystack webhook, the sandbox page and the expiry job do with a card
 * top-up: ask the provider — never trusting the caller — then decide under the top-up's row lock,
 * re-reading it there, since a verdict read before the lock may be older than one another request
 * already acted on. Paid with the right amount and currency → `settleTopUp` credits it, even if it
 * was marked failed or expired before: a late success is never lost. Paid but not matching →
 * `needs_review` with an audit record and an error-level log line; nothing is credited until staff
 * decide. Declined → failed (a pending or expired one). Abandoned → expired, only for the expiry
 * job (`expireAbandoned`). A provider that cannot be reached throws (502) and changes nothing.
 */
export async function checkCardTopUp(
  sql: Sql,
  providers: (name: TopUpRow['provider']) => PaymentProvider | null,
  reference: string,
  opts: { log: AlertLog; userId?: string; expireAbandoned?: boolean },
): Promise<Settled> {
  const found = await findTopUpByReference(sql, reference);
  // Another user's reference is as unknown as a made-up one.
  if (!found || (opts.userId !== undefined && found.user_id !== opts.userId)) throw topUpNotFound();
  const provider = providers(found.provider);
  if (settled(found) || found.method !== 'card' || !provider)
    return { topup: found, balanceKobo: await walletBalance(sql, found.wallet_id) };

  // Outside the transaction: no row lock is held while the network answers.
  const verdict = await provider.verify(reference);
  const outcome = await withTransaction(sql, async (tx) => {
    const topup = (await findTopUpByReference(tx, reference, { lock: true }))!;
    return decide(tx, topup, verdict, opts.expireAbandoned === true);
  });
  if (outcome.flagged)
    opts.log.error(
      `card top-up ${reference} needs staff review: ${outcome.flagged} ` +
        `(top-up ${found.amount_kobo} kobo NGN; provider reported ${reportedText(verdict)})`,
    );
  return { topup: outcome.topup, balanceKobo: outcome.balanceKobo };
}

async function decide(
  tx: TransactionSql,
  topup: TopUpRow,
  verdict: ProviderVerdict,
  expireAbandoned: boolean,
): Promise<Settled & { flagged?: string }> {
  const unchanged = async () => ({ topup, balanceKobo: await walletBalance(tx, topup.wallet_id) });
  if (settled(topup) || verdict.status === 'pending') return unchanged();
  if (verdict.status === 'abandoned') {
    if (!expireAbandoned || topup.status !== 'pending') return unchanged();
    return {
      topup: await markTopUpExpired(tx, topup.id),
      balanceKobo: await walletBalance(tx, topup.wallet_id),
    };
  }
  if (verdict.status === 'failed') {
    if (topup.status === 'failed') return unchanged();
    const failed = await markTopUpFailed(tx, topup.id, verdict.reason);
    await notify(tx, {
      kind: 'topup.declined',
      userId: topup.user_id,
      topUpId: topup.id,
      amountKobo: topup.amount_kobo,
      reason: verdict.reason,
    });
    return { topup: failed, balanceKobo: await walletBalance(tx, topup.wallet_id) };
  }
  const mismatch = mismatchOf(topup, verdict) ?? (await overLimit(tx, topup, verdict.amountKobo));
  if (!mismatch) return settleTopUp(tx, topup, { receivedKobo: verdict.amountKobo, staffId: null });

  const reported = verdict.currency === topup.currency ? verdict.amountKobo : null;
  const flagged = await markTopUpNeedsReview(tx, topup.id, mismatch, reported);
  await recordAudit(tx, {
    actorId: null,
    action: 'topup.needs_review',
    subjectType: 'wallet_topup',
    subjectId: topup.id,
    before: { status: topup.status },
    after: {
      status: flagged.status,
      reason: mismatch,
      declaredKobo: topup.amount_kobo,
      // Kobo read as naira in the console; another currency's amount only as its minor units.
      ...(reported !== null
        ? { reportedKobo: reported }
        : { reportedCurrency: verdict.currency, reportedMinorUnits: verdict.amountKobo }),
    },
  });
  return {
    topup: flagged,
    balanceKobo: await walletBalance(tx, topup.wallet_id),
    flagged: mismatch,
  };
}

/**
 * Paid, but more than the customer's tier allows now (docs/decisions/0063): the money has arrived,
 * so it is held for review — never lost — until they verify or staff return it.
 */
async function overLimit(
  tx: TransactionSql,
  topup: TopUpRow,
  amountKobo: number,
): Promise<string | null> {
  const verdict = await limitsVerdict(tx, topup.user_id, { direction: 'in', amountKobo });
  return verdict.allowed ? null : KYC_MESSAGES.heldForLimit(verdict.tier, verdict.message);
}

function mismatchOf(
  topup: TopUpRow,
  verdict: Extract<ProviderVerdict, { status: 'success' }>,
): string | null {
  if (verdict.currency !== topup.currency) return WALLET_MESSAGES.currencyMismatch;
  if (verdict.amountKobo !== topup.amount_kobo) return WALLET_MESSAGES.amountMismatch;
  return null;
}

const reportedText = (verdict: ProviderVerdict) =>
  verdict.status === 'success' ? `${verdict.amountKobo} ${verdict.currency}` : verdict.status;
