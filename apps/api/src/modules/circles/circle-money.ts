import {
  CIRCLE_MESSAGES as M,
  instalmentsCovered,
  instalmentsDueBy,
  lagosToday,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse, AppError } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletBalance, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { closeIfSettled, deliverChipInIfReached, deliverShare } from './circle-delivery';
import { amountsOf, datesOf, isFullyPaid, lockMemberWallets } from './circle-ledger';
import { insertPayment, type CircleRow, type MemberRow } from './circles-repository';

// Every function here runs in the caller's transaction, which holds the circle's row lock
// (findCircle(…, { lock: true })): of two payments, a payment and a cancel, or two job runs, the
// second sees the first one's outcome (docs/decisions/0043-food-circles.md).

export type PaidInstalment = { number: number; amountKobo: number; balanceKobo: number };

/**
 * Pays `member`'s next unpaid instalment from their own wallet into the circles held account:
 * one `circle_payment` transfer and one payment row, whose (member, instalment) key refuses a
 * second payment of the same instalment. Refuses when fully paid or the circle takes no payments;
 * a short wallet throws WALLET_SHORT before anything is written. A chip-in that this payment
 * completes delivers at once; a save-together member completing after the delivery date gets
 * their share at once.
 */
export async function payInstalment(
  tx: TransactionSql,
  circle: CircleRow,
  member: MemberRow,
  by: 'payment' | 'autopay',
  now: Date,
): Promise<PaidInstalment> {
  if (!(circle.state === 'open' || circle.state === 'running') || member.status !== 'active')
    throw refuse('CIRCLE_NOT_PAYING');
  const amounts = amountsOf(circle);
  const covered = instalmentsCovered(amounts, member.paid_kobo);
  if (covered >= circle.instalments) throw refuse('CIRCLE_FULLY_PAID');
  const amountKobo = amounts[covered]!;
  const number = covered + 1;
  // The payment that completes a chip-in refunds everyone's rounding in the same transaction.
  if (circle.kind === 'chip_in') await lockMemberWallets(tx, circle.id);
  const wallet = await walletOfUser(tx, member.user_id);
  let moved;
  try {
    moved = await transfer(tx, {
      kind: 'circle_payment',
      amountKobo,
      debit: wallet.id,
      credit: SYSTEM_ACCOUNTS.circlesHeld,
      reference: `${member.id}:${number}`,
      metadata: {
        circle_id: circle.id,
        member_id: member.id,
        instalment: number,
        description: `Food circle "${circle.name}": instalment ${number} of ${circle.instalments}`,
      },
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE') {
      const message = M.walletShort(amountKobo, await walletBalance(tx, wallet.id));
      throw refuse('WALLET_SHORT', { message, field: 'amount' });
    }
    throw err;
  }
  await insertPayment(tx, {
    circleId: circle.id,
    memberId: member.id,
    kind: by,
    instalment: number,
    amountKobo,
    transferId: moved.transfer.id,
  });
  member.paid_kobo += amountKobo;
  const today = lagosToday(now);
  const caughtUp = number >= instalmentsDueBy(datesOf(circle), today);
  await tx`
    update circle_members
       set paid_kobo = ${member.paid_kobo},
           late = late and not ${caughtUp},
           autopay_short_on = case when ${caughtUp} then null else autopay_short_on end
     where id = ${member.id}`;
  if (caughtUp) member.late = false;
  await notify(tx, {
    kind: 'circle.taken',
    userId: member.user_id,
    circleId: circle.id,
    paymentKey: `${member.id}:${number}`,
    circle: circle.name,
    amountKobo,
    number,
    of: circle.instalments,
  });
  if (circle.kind === 'chip_in') await deliverChipInIfReached(tx, circle);
  else if (isFullyPaid(circle, member) && today >= circle.delivery_date) {
    await deliverShare(tx, circle, member);
    await closeIfSettled(tx, circle, now);
  }
  return { number, amountKobo, balanceKobo: moved.balances.get(wallet.id) ?? 0 };
}
