import { CIRCLE_MESSAGES as M } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { cancelCircle } from './circle-refunds';
import { activeMember as requireMember, lockedCircle } from './circle-service';

/**
 * Leaving: a member who paid nothing is simply gone; one who paid is refunded in full on the
 * delivery date, so the others' schedule is not disturbed. The creator cancels instead.
 */
export async function leaveCircle(
  tx: TransactionSql,
  circleId: string,
  userId: string,
): Promise<'none' | 'at-delivery'> {
  const { circle, me } = await lockedCircle(tx, circleId, userId);
  const member = requireMember(me);
  if (member.role === 'creator') throw refuse('CREATOR_CANNOT_LEAVE');
  if (!(circle.state === 'open' || circle.state === 'running')) throw refuse('CIRCLE_NOT_PAYING');
  if (member.paid_kobo === 0) {
    await tx`delete from circle_members where id = ${member.id}`;
    return 'none';
  }
  await tx`update circle_members set status = 'left', left_at = now(), late = false
           where id = ${member.id}`;
  return 'at-delivery';
}

/** The creator cancels before any delivery: everyone gets back exactly what they paid. */
export async function cancelByCreator(
  tx: TransactionSql,
  circleId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const { circle, me } = await lockedCircle(tx, circleId, userId);
  if (!me) throw refuse('NOT_A_MEMBER');
  if (me.role !== 'creator') throw refuse('CREATOR_ONLY');
  await cancelCircle(tx, circle, 'creator', M.cancelReason.creator, now);
}

export async function setAutopay(
  tx: TransactionSql,
  circleId: string,
  userId: string,
  on: boolean,
): Promise<void> {
  const { me } = await lockedCircle(tx, circleId, userId);
  const member = requireMember(me);
  await tx`update circle_members set autopay = ${on} where id = ${member.id}`;
}
