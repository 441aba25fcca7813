import { bankAccountLabel, type AdminWithdrawal } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { queuePayout } from './request-withdrawal';
import { returnWithdrawal } from './withdrawal-money';
import {
  CUSTOMER_NAME,
  findWithdrawal,
  listForStaff,
  moveWithdrawal,
  toWithdrawal,
  type StaffWithdrawalRow,
  type WithdrawalRow,
} from './withdrawals-repository';

// The staff's decisions on large withdrawals (docs/decisions/0062-withdrawals.md), each in the
// transaction idempotent() opens for it, audited, and never by the withdrawal's own customer.

const toAdmin = (row: StaffWithdrawalRow): AdminWithdrawal => ({
  ...toWithdrawal(row),
  userId: row.user_id,
  customerName: row.customer_name,
  faza: row.faza,
});

export async function listWithdrawalsForStaff(
  db: Queryable,
  state: 'awaiting_approval' | 'failed' | 'reversed',
): Promise<AdminWithdrawal[]> {
  return (await listForStaff(db, state)).map(toAdmin);
}

async function awaitingApproval(
  tx: TransactionSql,
  id: string,
  staffId: string,
): Promise<WithdrawalRow> {
  const w = await findWithdrawal(tx, id, { lock: true });
  if (!w) throw refuse('WITHDRAWAL_NOT_FOUND');
  refuseOwnDecision(staffId, w.user_id);
  if (w.state !== 'awaiting_approval') throw refuse('WITHDRAWAL_DECIDED');
  return w;
}

async function staffView(tx: TransactionSql, w: WithdrawalRow): Promise<AdminWithdrawal> {
  const [u] = await tx<{ customer_name: string; faza: string }[]>`
    select ${tx.unsafe(CUSTOMER_NAME)} as customer_name, u.faza from users u where u.id = ${w.user_id}`;
  return toAdmin({ ...w, customer_name: u!.customer_name, faza: u!.faza });
}

/** Approved: the held money goes to the provider by the payout job, queued in this transaction. */
export async function approveWithdrawal(
  tx: TransactionSql,
  id: string,
  staffId: string,
): Promise<AdminWithdrawal> {
  const w = await awaitingApproval(tx, id, staffId);
  const moved = await moveWithdrawal(tx, w.id, w.state, {
    state: 'processing',
    decidedBy: staffId,
  });
  await queuePayout(tx, w.id);
  await recordAudit(tx, {
    actorId: staffId,
    action: 'withdrawal.approve',
    subjectType: 'withdrawal',
    subjectId: w.id,
    before: { state: w.state },
    after: { state: moved.state, amountKobo: w.amount_kobo },
  });
  return staffView(tx, moved);
}

/** Rejected with a reason: the held money returns to the wallet, and the customer is told why. */
export async function rejectWithdrawal(
  tx: TransactionSql,
  id: string,
  staffId: string,
  reason: string,
): Promise<AdminWithdrawal> {
  const w = await awaitingApproval(tx, id, staffId);
  const wallet = await walletOfUser(tx, w.user_id);
  await returnWithdrawal(tx, w, wallet.id, w.state);
  const moved = await moveWithdrawal(tx, w.id, w.state, {
    state: 'failed',
    reason: `Not approved: ${reason}`,
    decidedBy: staffId,
  });
  await notify(tx, {
    kind: 'withdrawal.returned',
    userId: w.user_id,
    withdrawalId: w.id,
    amountKobo: w.amount_kobo + w.fee_kobo,
    account: bankAccountLabel(w.bank_name, w.account_number),
    reason: `it was not approved (${reason})`,
  });
  await recordAudit(tx, {
    actorId: staffId,
    action: 'withdrawal.reject',
    subjectType: 'withdrawal',
    subjectId: w.id,
    before: { state: w.state },
    after: { state: moved.state, reason, amountKobo: w.amount_kobo },
  });
  return staffView(tx, moved);
}
