import type { AdminTopUp } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { notify } from '../notifications';
import { settleTopUp, topUpNotFound } from './settle-topup';
import { findAdminTopUp, findTopUpById, markTopUpFailed, type TopUpRow } from './topups-repository';

// The staff's decisions on top-ups (docs/architecture.md §1 "Adding a feature"): each runs in the
// transaction idempotent() opens for it, with the key's stored answer.

/**
 * Locks a top-up waiting for staff — a pending bank transfer, or any top-up under review — that
 * the staff member does not own; 404 / 409 / 403 otherwise.
 */
async function topUpForStaff(tx: TransactionSql, id: string, staffId: string): Promise<TopUpRow> {
  const row = await findTopUpById(tx, id, { lock: true });
  if (!row || (row.method !== 'bank' && row.status !== 'needs_review')) throw topUpNotFound();
  refuseOwnDecision(staffId, row.user_id);
  if (row.status !== 'pending' && row.status !== 'needs_review') throw refuse('TOPUP_NOT_PENDING');
  return row;
}

/** What arrived is confirmed: the wallet is credited once with it. */
export async function confirmTopUp(
  tx: TransactionSql,
  topUpId: string,
  staffId: string,
  receivedKobo: number,
): Promise<AdminTopUp> {
  const row = await topUpForStaff(tx, topUpId, staffId);
  await settleTopUp(tx, row, { receivedKobo, staffId });
  return (await findAdminTopUp(tx, row.id))!;
}

/** Nothing (or the wrong thing) arrived: the top-up fails with a reason, the owner is told. */
export async function rejectTopUp(
  tx: TransactionSql,
  topUpId: string,
  staffId: string,
  reason: string,
): Promise<AdminTopUp> {
  const row = await topUpForStaff(tx, topUpId, staffId);
  await markTopUpFailed(tx, row.id, reason, staffId);
  await notify(tx, {
    kind: 'topup.declined',
    userId: row.user_id,
    topUpId: row.id,
    amountKobo: row.amount_kobo,
    reason,
  });
  await recordAudit(tx, {
    actorId: staffId,
    action: 'topup.reject',
    subjectType: 'wallet_topup',
    subjectId: row.id,
    before: { status: row.status },
    after: { status: 'failed', reason },
  });
  return (await findAdminTopUp(tx, row.id))!;
}
