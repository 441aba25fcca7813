import { CIRCLE_MESSAGES as M } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { placeCircleOrder } from '../orders';
import { isFullyPaid } from './circle-ledger';
import { refundMember } from './circle-refunds';
import {
  goalLines,
  insertPayment,
  membersOf,
  type CircleRow,
  type MemberRow,
} from './circles-repository';

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
