import {
  CIRCLE_MESSAGES as M,
  lagosToday,
  type CircleInvitePreview,
  type CreateCircle,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import type { SessionUser } from '../auth';
import { toGoal, toQuote } from './circle-quote';
import { circleFor } from './circle-reads';
import {
  acceptInvitation,
  createCircle,
  joinRefusal,
  loadParts,
  quoteCircle,
} from './circle-service';
import { toCircle } from './circle-view';
import { findCircleByCode, membersOf } from './circles-repository';

// Starting, previewing and joining food circles (docs/architecture.md §1 "Adding a feature",
// docs/decisions/0043-food-circles.md): each is one function a route calls once.

/** What a circle would cost and each instalment, before it is started. */
export async function quoteNewCircle(db: Queryable, body: CreateCircle, now: Date) {
  const q = await quoteCircle(db, body, now);
  const goal = toGoal(q.priced.bundle, q.priced.lines, q.priced.goalKobo);
  return toQuote(goal, q.priceKobo, body.instalments, body['start-date'], body.schedule);
}

/** The caller starts a circle, in the transaction idempotent() opens for it. */
export async function startCircle(
  tx: TransactionSql,
  me: SessionUser,
  body: CreateCircle,
  now: Date,
) {
  const id = await createCircle(tx, me, body, now);
  return { message: M.created, circle: await circleFor(tx, id, me, now) };
}

/** What an invitation link shows before joining, and why joining would be refused. */
export async function previewInvitation(
  db: Queryable,
  code: string,
  me: SessionUser,
  now: Date,
): Promise<CircleInvitePreview> {
  const circle = await findCircleByCode(db, code);
  if (!circle) throw refuse('CIRCLE_NOT_FOUND', { message: M.inviteNotFound });
  const view = toCircle(
    await loadParts(db, circle),
    { userId: me.id, staff: false },
    lagosToday(now),
  );
  const members = await membersOf(db, circle.id);
  const mine = members.find((m) => m.user_id === me.id);
  const member = mine !== undefined && (mine.status === 'active' || mine.status === 'delivered');
  const refusal = member ? null : joinRefusal(circle, members, now);
  return {
    id: circle.id,
    name: circle.name,
    kind: circle.kind,
    state: circle.state,
    'run-by': circle.creator_name,
    beneficiary: circle.beneficiary_name,
    goal: view.goal,
    price: view.price,
    'price-kobo': view['price-kobo'],
    instalment: view.instalment,
    'instalment-kobo': view['instalment-kobo'],
    'schedule-kind': circle.schedule,
    schedule: view.schedule,
    'start-date': circle.start_date,
    'delivery-date': circle.delivery_date,
    'members-count': view['members-count'],
    'max-members': circle.max_members,
    rules: M.rules(circle.kind),
    'can-join': !member && refusal === null,
    refusal: member ? M.alreadyMember : (refusal?.message ?? null),
    member,
  };
}

/** The caller accepts an invitation and joins, in the transaction idempotent() opens for it. */
export async function joinCircle(
  tx: TransactionSql,
  circleId: string,
  me: SessionUser,
  code: string | undefined,
  now: Date,
) {
  await acceptInvitation(tx, circleId, me, code, now);
  return { message: M.joined, circle: await circleFor(tx, circleId, me, now) };
}
