import { formatNaira, KYC_MESSAGES } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import type { PaymentProvider, TransferEvent, TransferVerdict } from '../top-ups';
import { limitsVerdict } from '../kyc';
import { creditInbound } from './credit-inbound';
import {
  findInboundByReference,
  holdForOwner,
  insertInbound,
  markInbound,
  type InboundRow,
} from './inbound-transfers-repository';
import { findAccountByNumber } from './virtual-accounts-repository';

/**
 * `credited`: value given now; `needs_review`: stored for staff; `duplicate`: told before (a
 * replay, a retry, a requery) and nothing changed; `unverified`: the provider does not (yet)
 * confirm it, so nothing is stored and its re-sent event or the requery brings it back.
 */
type ReceiveOutcome = 'credited' | 'needs_review' | 'duplicate' | 'unverified';

export type Received = { outcome: ReceiveOutcome; inbound: InboundRow | null };

type Log = { error: (msg: string) => void };

/** Why a confirmed transfer cannot be credited blindly, or null when it can. */
function reviewReason(
  event: TransferEvent,
  verdict: Extract<TransferVerdict, { status: 'success' }>,
  holder: unknown,
): string | null {
  if (verdict.currency !== 'NGN') return `The provider reports ${verdict.currency}, not NGN`;
  if (verdict.amountKobo !== event.amountKobo)
    return `The event says ${formatNaira(event.amountKobo)}, the provider ${formatNaira(verdict.amountKobo)}`;
  if (verdict.accountNumber !== null && verdict.accountNumber !== event.accountNumber)
    return `The event names account ${event.accountNumber}, the provider ${verdict.accountNumber}`;
  if (!holder) return `No customer holds account ${event.accountNumber}`;
  return null;
}

/**
 * What a provider's event (the webhook) or its requery does with a transfer into a virtual account
 * (docs/decisions/0055): already stored → nothing; otherwise asked again of the provider — never
 * trusting the event — then stored once under the provider's reference and, in the same
 * transaction, credited to the account's owner, or held in `needs_review` when nobody holds the
 * account or the provider's answer contradicts the event. A provider that cannot be reached throws
 * (the webhook answers 502 and the provider sends it again).
 */
export async function receiveTransfer(
  sql: Sql,
  provider: PaymentProvider,
  event: TransferEvent,
  log: Log,
): Promise<Received> {
  const known = await findInboundByReference(sql, provider.name, event.reference);
  if (known) return { outcome: 'duplicate', inbound: known };
  const verdict = await provider.verifyTransfer(event.reference);
  if (verdict.status !== 'success') return { outcome: 'unverified', inbound: null };
  const holder = await findAccountByNumber(sql, event.accountNumber);
  const reason = reviewReason(event, verdict, holder);
  return withTransaction(sql, async (tx) => {
    const stored = await insertInbound(tx, {
      provider: provider.name,
      reference: event.reference,
      accountNumber: event.accountNumber,
      amountKobo: verdict.amountKobo,
      reportedKobo: event.amountKobo,
      currency: verdict.currency.slice(0, 3).padEnd(3, '?'),
      senderName: event.senderName?.slice(0, 200) ?? null,
      senderBank: event.senderBank?.slice(0, 200) ?? null,
      receivedAt: event.receivedAt,
    });
    if (!stored) return { outcome: 'duplicate' as const, inbound: null };
    // Over the owner's tier limits: held for review in its own state, never lost (decision 0063).
    const limit = holder
      ? await limitsVerdict(tx, holder.user_id, { direction: 'in', amountKobo: stored.amount_kobo })
      : null;
    const overLimit =
      limit && !limit.allowed ? KYC_MESSAGES.heldForLimit(limit.tier, limit.message) : null;
    if (reason || !holder || overLimit) {
      const held = await markInbound(
        tx,
        stored.id,
        'needs_review',
        reason ?? overLimit ?? 'No customer',
      );
      if (!reason && overLimit) await holdForOwner(tx, stored.id, holder!.user_id);
      await recordAudit(tx, {
        actorId: null,
        action: 'inbound_transfer.review',
        subjectType: 'inbound_transfer',
        subjectId: stored.id,
        before: null,
        after: { state: held.state, reason: held.review_reason, reference: event.reference },
      });
      log.error(`inbound transfer ${event.reference} held for review: ${held.review_reason}`);
      return { outcome: 'needs_review' as const, inbound: held };
    }
    const { inbound } = await creditInbound(tx, stored, holder.user_id, null);
    return { outcome: 'credited' as const, inbound };
  });
}
