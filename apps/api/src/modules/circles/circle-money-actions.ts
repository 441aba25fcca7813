import { CIRCLE_MESSAGES as M, koboToNaira, type CirclePayResponse } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { SessionUser } from '../auth';
import { cancelByCreator, leaveCircle } from './circle-membership';
import { payInstalment } from './circle-money';
import { circleFor } from './circle-reads';
import { activeMember, lockedCircle } from './circle-service';

// A member's own money in a circle (docs/architecture.md §1 "Adding a feature",
// docs/decisions/0043-food-circles.md): each runs in the transaction idempotent() opens for it.

/** The member pays their next instalment from their wallet now. */
export async function payCircleInstalment(
  tx: TransactionSql,
  circleId: string,
  me: SessionUser,
  now: Date,
): Promise<CirclePayResponse> {
  const { circle, me: member } = await lockedCircle(tx, circleId, me.id);
  const paid = await payInstalment(tx, circle, activeMember(member), 'payment', now);
  const view = await circleFor(tx, circleId, me, now);
  return {
    message: M.paid(paid.amountKobo, paid.number, circle.instalments),
    circle: view,
    paid: view.schedule[paid.number - 1]!,
    balance: koboToNaira(paid.balanceKobo),
  };
}

/** The member leaves: gone at once if they paid nothing, otherwise refunded on the delivery date. */
export async function leaveMyCircle(tx: TransactionSql, circleId: string, userId: string) {
  const { circle } = await lockedCircle(tx, circleId, userId);
  const refund = await leaveCircle(tx, circleId, userId);
  const message = refund === 'none' ? M.leftNothingPaid : M.leftRefundLater(circle.delivery_date);
  return { message, refund };
}

/** The creator cancels before any delivery: every member gets back exactly what they paid. */
export async function cancelMyCircle(
  tx: TransactionSql,
  circleId: string,
  me: SessionUser,
  now: Date,
) {
  await cancelByCreator(tx, circleId, me.id, now);
  return { message: M.cancelled, circle: await circleFor(tx, circleId, me, now) };
}
