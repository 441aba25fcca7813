import type { InboundTransfer } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { creditInbound } from './credit-inbound';
import {
  findInbound,
  listInbound,
  markInbound,
  type InboundRow,
  type InboundState,
} from './inbound-transfers-repository';

// The staff's decisions on transfers held for review (docs/decisions/0055): each runs in the
// transaction idempotent() opens for it. Nothing held is ever credited without one.

const toInboundTransfer = (row: InboundRow): InboundTransfer => ({
  id: row.id,
  provider: row.provider,
  providerReference: row.provider_reference,
  accountNumber: row.account_number,
  amountKobo: row.amount_kobo,
  reportedKobo: row.reported_kobo,
  currency: row.currency,
  senderName: row.sender_name,
  senderBank: row.sender_bank,
  receivedAt: row.received_at.toISOString(),
  state: row.state,
  reviewReason: row.review_reason,
  userId: row.user_id,
});

export async function listInboundForStaff(
  db: Queryable,
  state: InboundState,
): Promise<InboundTransfer[]> {
  return (await listInbound(db, state)).map(toInboundTransfer);
}

async function heldForReview(tx: TransactionSql, id: string): Promise<InboundRow> {
  const row = await findInbound(tx, id, { lock: true });
  if (!row) throw refuse('INBOUND_TRANSFER_NOT_FOUND');
  if (row.state !== 'needs_review') throw refuse('INBOUND_TRANSFER_DECIDED');
  return row;
}

/**
 * Staff found whose transfer it is: credited once to that customer (by Faza ID) through the same
 * step as an automatic credit, audited. Never to the staff member's own wallet.
 */
export async function creditHeldTransfer(
  tx: TransactionSql,
  id: string,
  staffId: string,
  faza: string,
): Promise<InboundTransfer> {
  const row = await heldForReview(tx, id);
  const [customer] = await tx<{ id: string }[]>`select id from users where faza = ${faza}`;
  if (!customer) throw refuse('OWNER_NOT_FOUND');
  refuseOwnDecision(staffId, customer.id);
  if (row.currency !== 'NGN') throw refuse('INBOUND_TRANSFER_NOT_NAIRA');
  const { inbound } = await creditInbound(tx, row, customer.id, staffId);
  return toInboundTransfer(inbound);
}

/** Nobody it belongs to: marked to go back to the sender (outside every wallet), audited. */
export async function returnHeldTransfer(
  tx: TransactionSql,
  id: string,
  staffId: string,
  reason: string,
): Promise<InboundTransfer> {
  const row = await heldForReview(tx, id);
  const marked = await markInbound(tx, row.id, 'returning', reason, staffId);
  await recordAudit(tx, {
    actorId: staffId,
    action: 'inbound_transfer.return',
    subjectType: 'inbound_transfer',
    subjectId: row.id,
    before: { state: row.state, reason: row.review_reason },
    after: { state: marked.state, reason },
  });
  return toInboundTransfer(marked);
}
