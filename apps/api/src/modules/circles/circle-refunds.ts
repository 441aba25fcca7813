import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { heldOf, lockMemberWallets } from './circle-ledger';
import { insertPayment, membersOf, type CircleRow, type MemberRow } from './circles-repository';

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
    throw refuse('CIRCLE_NOT_CANCELLABLE');
  await lockMemberWallets(tx, circle.id);
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
