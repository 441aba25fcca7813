import { dueDates, instalmentAmounts } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { CircleRow, MemberRow } from './circles-repository';

// Every function here runs in the caller's transaction, which holds the circle's row lock
// (findCircle(…, { lock: true })): of two payments, a payment and a cancel, or two job runs, the
// second sees the first one's outcome (docs/decisions/0043-food-circles.md).

export const amountsOf = (c: CircleRow) => instalmentAmounts(c.price_kobo, c.instalments);
export const datesOf = (c: CircleRow) => dueDates(c.start_date, c.schedule, c.instalments);

/** A member's share still in the circles held account. */
export const heldOf = (m: MemberRow) =>
  m.status === 'active' || m.status === 'left' ? m.paid_kobo - m.refunded_kobo : 0;

export const isFullyPaid = (c: CircleRow, m: MemberRow) => m.paid_kobo >= c.price_kobo;

/**
 * Locks the wallets of a circle's members in id order, before a step that may move money for
 * several of them (refunds, a chip-in's delivery, autopay): `transfer()` would lock them one by
 * one in member order, and two circles sharing members could then wait on each other.
 */
export async function lockMemberWallets(tx: TransactionSql, circleId: string): Promise<void> {
  await tx`
    select w.id from wallets w
     where w.user_id in (select user_id from circle_members where circle_id = ${circleId})
     order by w.id for update`;
}
