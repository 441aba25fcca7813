import { CIRCLE_MESSAGES as M, koboToNaira, type AdminCirclesQuery } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import type { SessionUser } from '../auth';
import { heldOf } from './circle-ledger';
import { circleFor } from './circle-reads';
import { cancelCircle } from './circle-refunds';
import { findCircle, membersOf, searchCircles } from './circles-repository';

// The staff's side of circles (docs/architecture.md §1 "Adding a feature"): a search, and a cancel
// with a reason that refunds everyone (audited) in the transaction idempotent() opens for it.

/** Circles a staff search finds, with their price and what they hold. */
export async function findCirclesForStaff(db: Queryable, query: AdminCirclesQuery) {
  const rows = await searchCircles(db, query);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    state: c.state,
    'run-by': { name: c.creator_name, faza: c.creator_faza },
    price: koboToNaira(c.price_kobo),
    'price-kobo': c.price_kobo,
    'members-count': c.members_count,
    'max-members': c.max_members,
    held: koboToNaira(c.held_kobo),
    'held-kobo': c.held_kobo,
    'start-date': c.start_date,
    'delivery-date': c.delivery_date,
    'created-at': c.created_at.toISOString(),
  }));
}

/** Staff cancel a circle with a reason: every member gets back what they paid. */
export async function cancelCircleByStaff(
  tx: TransactionSql,
  circleId: string,
  staff: SessionUser,
  reason: string,
  now: Date,
) {
  const circle = await findCircle(tx, circleId, { lock: true });
  if (!circle) throw refuse('CIRCLE_NOT_FOUND');
  const members = await membersOf(tx, circle.id);
  // Not a circle they run, belong to (now or before) or receive the food of: another
  // staff member decides, as for orders and top-ups (docs/decisions/0048).
  for (const ownerId of [
    circle.creator_id,
    circle.beneficiary_id,
    ...members.map((m) => m.user_id),
  ])
    if (ownerId) refuseOwnDecision(staff.id, ownerId);
  const stateBefore = circle.state;
  const heldBefore = members.reduce((s, m) => s + heldOf(m), 0);
  await cancelCircle(tx, circle, 'staff', reason, now, staff.id);
  await recordAudit(tx, {
    actorId: staff.id,
    action: 'circle.cancel',
    subjectType: 'circle',
    subjectId: circle.id,
    before: { state: stateBefore, heldKobo: heldBefore },
    after: { state: 'cancelled', reason, refundedKobo: heldBefore },
  });
  return { message: M.cancelled, circle: await circleFor(tx, circle.id, staff, now) };
}
