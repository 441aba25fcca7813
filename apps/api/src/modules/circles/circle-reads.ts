import { hasPermission, lagosToday, type CircleListResponse } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import type { SessionUser } from '../auth';
import { loadParts } from './circle-service';
import { toCircle, toSummary } from './circle-view';
import { circleIdsOfUser, findCircle, invitedBy, isInvited } from './circles-repository';

/** The whole circle as `user` may see it: members (past ones too), invitees and staff only. */
export async function circleFor(db: Queryable, circleId: string, user: SessionUser, now: Date) {
  const circle = await findCircle(db, circleId);
  if (!circle) throw refuse('CIRCLE_NOT_FOUND');
  const parts = await loadParts(db, circle);
  const staff = hasPermission(user.role, 'orders:view');
  const member = parts.members.some((m) => m.user_id === user.id);
  if (!member && !staff && !(await isInvited(db, circle.id, user.id))) throw refuse('NOT_A_MEMBER');
  return toCircle(parts, { userId: user.id, staff }, lagosToday(now));
}

/** `GET /api/circles`: the circles I am in (past ones too) and those I am invited to. */
export async function circlesOf(
  db: Queryable,
  me: SessionUser,
  now: Date,
): Promise<CircleListResponse> {
  const today = lagosToday(now);
  const ids = await circleIdsOfUser(db, me.id);
  const summaries = async (list: string[], invited: boolean) =>
    Promise.all(
      list.map(async (id) => {
        const parts = await loadParts(db, (await findCircle(db, id))!);
        const by = invited ? await invitedBy(db, id, me.id) : null;
        return toSummary(parts, me.id, today, by);
      }),
    );
  return {
    mine: await summaries(ids.mine, false),
    invitations: await summaries(ids.invitations, true),
  };
}
