import { randomBytes } from 'node:crypto';
import {
  CIRCLE_MESSAGES,
  circlePriceKobo,
  deliveryDate,
  dueDates,
  lagosToday,
  pendingInvitesCap,
  premiumFlags,
  startDateProblem,
  type CreateCircle,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse, type AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth';
import { notify } from '../notifications';
import { priceGoal, type PricedGoal } from './circle-pricing';
import {
  activeCirclesRunBy,
  findCircle,
  goalLines,
  insertCircle,
  inviteesOf,
  isInvited,
  membersOf,
  paymentsOf,
  type CircleRow,
  type MemberRow,
} from './circles-repository';
import type { CircleParts } from './circle-view';

/** 128 random bits, base64url: the WhatsApp link's code. */
const newInviteCode = () => randomBytes(16).toString('base64url');

/** A verified member by FAZA number (sends go only to proved phones, like pantry and wallet sends). */
async function memberByFaza(db: Queryable, faza: string) {
  const [row] = await db<{ id: string; display_name: string }[]>`
    select id, display_name from users where faza = ${faza} and phone_verified_at is not null`;
  return row ?? null;
}

/** The price plan of a create request, checked against `today` (Lagos): nothing is written. */
export async function quoteCircle(
  db: Queryable,
  body: CreateCircle,
  now: Date,
): Promise<{ priced: PricedGoal; priceKobo: number; dates: string[]; delivery: string }> {
  const problem = startDateProblem(body['start-date'], lagosToday(now));
  if (problem === 'past') throw refuse('START_DATE_PAST', { field: 'start-date' });
  if (problem === 'too-far') throw refuse('START_DATE_TOO_FAR', { field: 'start-date' });
  if (problem) throw refuse('START_DATE_INVALID', { field: 'start-date' });
  const priced = await priceGoal(db, body.goal);
  const priceKobo = circlePriceKobo(body.kind, priced.goalKobo, body['max-members']);
  // Every instalment is at least a kobo (a transfer moves a positive amount).
  if (priceKobo < body.instalments) throw refuse('INSTALMENTS_RANGE', { field: 'instalments' });
  const dates = dueDates(body['start-date'], body.schedule, body.instalments);
  return { priced, priceKobo, dates, delivery: deliveryDate(dates[dates.length - 1]!) };
}

/**
 * A new circle with its creator as first member, the goal priced and locked now. Premium runs one
 * open circle at a time and Premium Plus any number; the count is taken under the creator's user
 * row lock so two creates at once cannot both pass it.
 */
export async function createCircle(
  tx: TransactionSql,
  me: Pick<SessionUser, 'id' | 'subscription_tier' | 'subscription_ends_at'>,
  body: CreateCircle,
  now: Date,
): Promise<string> {
  const flags = premiumFlags(me.subscription_tier, me.subscription_ends_at);
  if (!flags.isPremium) throw refuse('PREMIUM_REQUIRED');
  await tx`select 1 from users where id = ${me.id} for update`;
  if (!flags.isPremiumPlus && (await activeCirclesRunBy(tx, me.id)) >= 1)
    throw refuse('CIRCLE_LIMIT_REACHED');
  let beneficiaryId: string | null = null;
  if (body.kind === 'chip_in') {
    const beneficiary = await memberByFaza(tx, body['beneficiary-faza']!);
    if (!beneficiary) throw refuse('BENEFICIARY_NOT_FOUND', { field: 'beneficiary-faza' });
    beneficiaryId = beneficiary.id;
  }
  const quote = await quoteCircle(tx, body, now);
  return insertCircle(
    tx,
    {
      name: body.name,
      kind: body.kind,
      creatorId: me.id,
      beneficiaryId,
      bundle: quote.priced.bundle,
      goalKobo: quote.priced.goalKobo,
      priceKobo: quote.priceKobo,
      schedule: body.schedule,
      instalments: body.instalments,
      maxMembers: body['max-members'],
      startDate: body['start-date'],
      deliveryDate: quote.delivery,
      inviteCode: newInviteCode(),
    },
    quote.priced.lines,
  );
}

export async function loadParts(db: Queryable, circle: CircleRow): Promise<CircleParts> {
  const [lines, members, invitees, payments] = await Promise.all([
    goalLines(db, circle.id),
    membersOf(db, circle.id),
    inviteesOf(db, circle.id),
    paymentsOf(db, circle.id),
  ]);
  return { circle, lines, members, invitees, payments };
}

/** The circle locked, and the caller's membership in it (or 404 for a circle they cannot see). */
export async function lockedCircle(
  tx: TransactionSql,
  circleId: string,
  userId: string,
): Promise<{ circle: CircleRow; members: MemberRow[]; me: MemberRow | undefined }> {
  const circle = await findCircle(tx, circleId, { lock: true });
  if (!circle) throw refuse('CIRCLE_NOT_FOUND');
  const members = await membersOf(tx, circle.id);
  return { circle, members, me: members.find((m) => m.user_id === userId) };
}

const requireMember = (me: MemberRow | undefined): MemberRow => {
  if (!me) throw refuse('NOT_A_MEMBER');
  // Delivered or refunded: their part in the circle is over, money settled.
  if (me.status === 'refunded' || me.status === 'delivered') throw refuse('CIRCLE_NOT_PAYING');
  if (me.status === 'left') throw refuse('ALREADY_LEFT');
  return me;
};

export const activeMember = requireMember;

const countsToward = (m: MemberRow) => m.status === 'active' || m.status === 'delivered';

/** Why nobody can join `circle` now, or null. */
export function joinRefusal(circle: CircleRow, members: MemberRow[], now: Date): AppError | null {
  if (circle.state !== 'open' || lagosToday(now) >= circle.start_date)
    return refuse('CIRCLE_STARTED');
  if (members.filter(countsToward).length >= circle.max_members) return refuse('CIRCLE_FULL');
  return null;
}

/** Any member invites a FAZA number; the invitee is told and sees it under Invitations. */
export async function inviteToCircle(
  tx: TransactionSql,
  circleId: string,
  inviter: SessionUser,
  faza: string,
  now: Date,
): Promise<string> {
  const { circle, members, me } = await lockedCircle(tx, circleId, inviter.id);
  requireMember(me);
  const refusal = joinRefusal(circle, members, now);
  if (refusal) throw refusal;
  const invitee = await memberByFaza(tx, faza);
  if (!invitee) throw refuse('INVITEE_NOT_FOUND', { field: 'faza' });
  const theirs = members.find((m) => m.user_id === invitee.id);
  if (theirs && countsToward(theirs)) throw refuse('ALREADY_MEMBER', { field: 'faza' });
  // Counted under the circle's row lock (lockedCircle), so two invites at once cannot both pass.
  const [pending] = await tx<{ n: number }[]>`
    select count(*)::int as n from circle_invites i
     where i.circle_id = ${circle.id}
       and not exists (select 1 from circle_members m
                        where m.circle_id = i.circle_id and m.user_id = i.user_id)`;
  if (pending!.n >= pendingInvitesCap(circle.max_members))
    throw refuse('INVITES_FULL', {
      message: CIRCLE_MESSAGES.invitesFull(pending!.n),
      field: 'faza',
    });
  const [added] = await tx`
    insert into circle_invites (circle_id, user_id, invited_by)
    values (${circle.id}, ${invitee.id}, ${inviter.id})
    on conflict do nothing returning 1`;
  if (!added) throw refuse('ALREADY_INVITED', { field: 'faza' });
  await notify(tx, {
    kind: 'circle.invited',
    userId: invitee.id,
    circleId: circle.id,
    inviterId: inviter.id,
    circle: circle.name,
  });
  return invitee.display_name;
}

/** Accepts an invitation by FAZA number, or the link's code. */
export async function acceptInvitation(
  tx: TransactionSql,
  circleId: string,
  user: Pick<SessionUser, 'id'>,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const { circle, members, me } = await lockedCircle(tx, circleId, user.id);
  const invited =
    (code !== undefined && code === circle.invite_code) ||
    (await isInvited(tx, circle.id, user.id));
  if (me && countsToward(me)) throw refuse('ALREADY_MEMBER');
  if (!invited) throw refuse('NOT_INVITED');
  const refusal = joinRefusal(circle, members, now);
  if (refusal) throw refusal;
  if (me) {
    // Left after paying, back before the start: their money is still held for them.
    await tx`update circle_members set status = 'active', left_at = null, autopay = true
             where id = ${me.id}`;
    return;
  }
  await tx`insert into circle_members (circle_id, user_id, role)
           values (${circle.id}, ${user.id}, 'member')`;
}
