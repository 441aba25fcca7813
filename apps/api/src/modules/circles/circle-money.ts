import {
  CIRCLE_MESSAGES as M,
  dueDates,
  instalmentAmounts,
  instalmentsCovered,
  instalmentsDueBy,
  lagosToday,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletBalance, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { placeCircleOrder } from '../orders';
import {
  goalLines,
  insertPayment,
  membersOf,
  type CircleRow,
  type MemberRow,
} from './circles-repository';

// Every function here runs in the caller's transaction, which holds the circle's row lock
// (findCircle(…, { lock: true })): of two payments, a payment and a cancel, or two job runs, the
// second sees the first one's outcome (docs/decisions/0043-food-circles.md).

export const amountsOf = (c: CircleRow) => instalmentAmounts(c.price_kobo, c.instalments);
export const datesOf = (c: CircleRow) => dueDates(c.start_date, c.schedule, c.instalments);

/** A member's share still in the circles held account. */
export const heldOf = (m: MemberRow) =>
  m.status === 'active' || m.status === 'left' ? m.paid_kobo - m.refunded_kobo : 0;

const isFullyPaid = (c: CircleRow, m: MemberRow) => m.paid_kobo >= c.price_kobo;

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
    throw new AppError(409, 'CIRCLE_NOT_PAYING', M.notPaying);
  const amounts = amountsOf(circle);
  const covered = instalmentsCovered(amounts, member.paid_kobo);
  if (covered >= circle.instalments) throw new AppError(409, 'CIRCLE_FULLY_PAID', M.fullyPaid);
  const amountKobo = amounts[covered]!;
  const number = covered + 1;
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
      throw new AppError(422, 'WALLET_SHORT', message, { amount: message });
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

/**
 * Gives back everything `member` paid that is still held: one `circle_refund` transfer, referenced
 * by the member, so nobody is refunded twice whatever runs above. A member who paid nothing is
 * simply settled.
 */
export async function refundMember(
  tx: TransactionSql,
  circle: CircleRow,
  member: MemberRow,
  reason: 'left' | 'behind' | 'cancelled',
): Promise<number> {
  const amountKobo = heldOf(member);
  if (amountKobo > 0) {
    const wallet = await walletOfUser(tx, member.user_id);
    const { transfer: moved } = await transfer(tx, {
      kind: 'circle_refund',
      amountKobo,
      debit: SYSTEM_ACCOUNTS.circlesHeld,
      credit: wallet.id,
      reference: member.id,
      metadata: {
        circle_id: circle.id,
        member_id: member.id,
        reason,
        description: `Food circle "${circle.name}": money returned`,
      },
    });
    await insertPayment(tx, {
      circleId: circle.id,
      memberId: member.id,
      kind: 'refund',
      instalment: null,
      amountKobo,
      transferId: moved.id,
    });
    if (reason !== 'cancelled')
      await notify(tx, {
        kind: 'circle.refunded',
        userId: member.user_id,
        circleId: circle.id,
        circle: circle.name,
        amountKobo,
      });
  }
  await tx`
    update circle_members
       set status = 'refunded', refunded_kobo = paid_kobo, late = false, settled_at = now()
     where id = ${member.id}`;
  member.status = 'refunded';
  member.refunded_kobo = member.paid_kobo;
  return amountKobo;
}

/** Save-together: a paid-up member's share becomes their paid order, through the one paid step. */
export async function deliverShare(
  tx: TransactionSql,
  circle: CircleRow,
  member: MemberRow,
): Promise<void> {
  const { orderId } = await placeCircleOrder(tx, {
    userId: member.user_id,
    circleId: circle.id,
    lines: await goalLines(tx, circle.id),
  });
  await tx`
    update circle_members set status = 'delivered', order_id = ${orderId}, late = false,
                              settled_at = now()
     where id = ${member.id}`;
  member.status = 'delivered';
  await notify(tx, {
    kind: 'circle.delivered',
    userId: member.user_id,
    circleId: circle.id,
    text: M.notice.delivered(circle.name),
  });
}

/**
 * Chip-in: once every member still in has paid in full and together they cover the goal, the
 * beneficiary's order is paid from the circle (the goal's locked price) and the kobo of rounding
 * above it goes back to the members, a kobo each in joining order. Members who left are refunded
 * at the same moment.
 */
export async function deliverChipInIfReached(
  tx: TransactionSql,
  circle: CircleRow,
): Promise<boolean> {
  if (circle.state !== 'running' && circle.state !== 'open') return false;
  const members = await membersOf(tx, circle.id);
  const active = members.filter((m) => m.status === 'active');
  const collected = active.reduce((sum, m) => sum + m.paid_kobo, 0);
  if (active.length === 0 || !active.every((m) => isFullyPaid(circle, m))) return false;
  if (collected < circle.goal_kobo) return false;
  const { orderId } = await placeCircleOrder(tx, {
    userId: circle.beneficiary_id!,
    circleId: circle.id,
    lines: await goalLines(tx, circle.id),
  });
  const change = collected - circle.goal_kobo;
  for (const [i, m] of active.entries()) {
    const give = Math.floor(change / active.length) + (i < change % active.length ? 1 : 0);
    if (give > 0) {
      const wallet = await walletOfUser(tx, m.user_id);
      const { transfer: moved } = await transfer(tx, {
        kind: 'circle_refund',
        amountKobo: give,
        debit: SYSTEM_ACCOUNTS.circlesHeld,
        credit: wallet.id,
        reference: `${m.id}:change`,
        metadata: {
          circle_id: circle.id,
          member_id: m.id,
          reason: 'change',
          description: `Food circle "${circle.name}": rounding returned`,
        },
      });
      await insertPayment(tx, {
        circleId: circle.id,
        memberId: m.id,
        kind: 'refund',
        instalment: null,
        amountKobo: give,
        transferId: moved.id,
      });
    }
    await tx`
      update circle_members set status = 'delivered', refunded_kobo = ${give}, late = false,
                                settled_at = now()
       where id = ${m.id}`;
    await notify(tx, {
      kind: 'circle.delivered',
      userId: m.user_id,
      circleId: circle.id,
      text: M.notice.chipInDelivered(circle.name, circle.beneficiary_name ?? ''),
    });
  }
  for (const m of members.filter((x) => x.status === 'left'))
    await refundMember(tx, circle, m, 'left');
  await tx`update circles set state = 'delivered', order_id = ${orderId}, closed_at = now()
           where id = ${circle.id}`;
  circle.state = 'delivered';
  await notify(tx, {
    kind: 'circle.delivered',
    userId: circle.beneficiary_id!,
    circleId: circle.id,
    text: M.notice.deliveredToBeneficiary(circle.name, circle.creator_name),
  });
  return true;
}

/** A save-together circle with nobody left to deliver to or refund is over. */
export async function closeIfSettled(tx: TransactionSql, circle: CircleRow, now: Date) {
  const members = await membersOf(tx, circle.id);
  if (members.some((m) => m.status === 'active' || m.status === 'left')) return;
  const anyDelivered = members.some((m) => m.status === 'delivered');
  await tx`
    update circles
       set state = ${anyDelivered ? 'delivered' : 'failed'}, closed_at = ${now},
           closed_by = ${anyDelivered ? null : 'unreached'},
           cancel_reason = ${anyDelivered ? null : M.cancelReason.unreached}
     where id = ${circle.id}`;
  circle.state = anyDelivered ? 'delivered' : 'failed';
}

/**
 * Ends a circle before any delivery and gives every member back exactly what they paid: by its
 * creator, by staff (with a reason), or by the job when it did not fill or never reached its
 * total. Refuses a circle already over or one that has delivered to anyone.
 */
export async function cancelCircle(
  tx: TransactionSql,
  circle: CircleRow,
  by: 'creator' | 'staff' | 'unfilled' | 'unreached',
  reason: string,
  now: Date,
  staffId: string | null = null,
): Promise<void> {
  const members = await membersOf(tx, circle.id);
  if (
    !(circle.state === 'open' || circle.state === 'running') ||
    members.some((m) => m.status === 'delivered')
  )
    throw new AppError(409, 'CIRCLE_NOT_CANCELLABLE', M.cannotCancel);
  for (const m of members)
    if (m.status === 'active' || m.status === 'left')
      await refundMember(tx, circle, m, 'cancelled');
  const state = by === 'creator' || by === 'staff' ? 'cancelled' : 'failed';
  await tx`
    update circles set state = ${state}, closed_at = ${now}, closed_by = ${by},
                       closed_by_staff = ${staffId}, cancel_reason = ${reason}
     where id = ${circle.id}`;
  circle.state = state;
  for (const m of members)
    await notify(tx, {
      kind: 'circle.cancelled',
      userId: m.user_id,
      circleId: circle.id,
      circle: circle.name,
      reason,
    });
}
