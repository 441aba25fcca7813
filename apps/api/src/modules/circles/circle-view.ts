import {
  instalmentsCovered,
  koboToNaira,
  maskFaza,
  paymentStanding,
  type Circle,
  type CircleMemberState,
  type CircleSummary,
} from '@faza/shared';
import type { CircleOrderLine } from '../orders';
import type { CircleRow, InviteeRow, MemberRow, PaymentRow } from './circles-repository';
import { amountsOf, datesOf } from './circle-ledger';
import { toGoal, toQuote } from './circle-quote';

const naira = koboToNaira;

/** A member's standing as everyone in the circle sees it on `today`. */
function memberState(c: CircleRow, m: MemberRow, today: string): CircleMemberState {
  if (m.status !== 'active') return m.status;
  if (m.late) return 'late';
  return paymentStanding(datesOf(c), instalmentsCovered(amountsOf(c), m.paid_kobo), today);
}

const person = (p: { name: string; faza: string }) => ({ name: p.name, faza: maskFaza(p.faza) });

export type CircleParts = {
  circle: CircleRow;
  lines: CircleOrderLine[];
  members: MemberRow[];
  invitees: InviteeRow[];
  payments: PaymentRow[];
};

/** The whole circle, as `viewer` may see it (members see the invite code; staff and invitees not). */
export function toCircle(
  parts: CircleParts,
  viewer: { userId: string; staff: boolean },
  today: string,
): Circle {
  const { circle: c, members } = parts;
  const quote = toQuote(
    toGoal(
      c.goal_bundle_id ? { id: c.goal_bundle_id, name: c.goal_bundle_name ?? '' } : null,
      parts.lines,
      c.goal_kobo,
    ),
    c.price_kobo,
    c.instalments,
    c.start_date,
    c.schedule,
  );
  const mine = members.find((m) => m.user_id === viewer.userId);
  // Someone only invited sees what the invitation preview shows (GET /circles/invite/:code): the
  // goal, price, schedule and how full it is, not who the members are, what they paid or who is
  // late (docs/decisions/0048).
  const outsider = !mine && !viewer.staff;
  const inCircle = members.filter((m) => m.status === 'active' || m.status === 'delivered');
  const paidKobo = inCircle.reduce((sum, m) => sum + m.paid_kobo, 0);
  const myCovered = mine ? instalmentsCovered(amountsOf(c), mine.paid_kobo) : 0;
  const next =
    mine && mine.status === 'active' && (c.state === 'open' || c.state === 'running')
      ? (quote.schedule[myCovered] ?? null)
      : null;
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    state: c.state,
    'schedule-kind': c.schedule,
    instalments: c.instalments,
    'max-members': c.max_members,
    'members-count': members.filter((m) => m.status === 'active' || m.status === 'delivered')
      .length,
    'start-date': c.start_date,
    'delivery-date': c.delivery_date,
    'created-at': c.created_at.toISOString(),
    'run-by': person({ name: c.creator_name, faza: c.creator_faza }),
    beneficiary:
      c.beneficiary_name && c.beneficiary_faza
        ? person({ name: c.beneficiary_name, faza: c.beneficiary_faza })
        : null,
    goal: quote.goal,
    price: quote.price,
    'price-kobo': quote['price-kobo'],
    instalment: quote.instalment,
    'instalment-kobo': quote['instalment-kobo'],
    'last-instalment': quote['last-instalment'],
    'last-instalment-kobo': quote['last-instalment-kobo'],
    schedule: quote.schedule,
    progress: {
      paid: naira(outsider ? 0 : paidKobo),
      'paid-kobo': outsider ? 0 : paidKobo,
      due: naira(c.price_kobo * inCircle.length),
      'due-kobo': c.price_kobo * inCircle.length,
    },
    members: (outsider ? [] : members).map((m) => ({
      ...person(m),
      role: m.role,
      state: memberState(c, m, today),
      paid: naira(m.paid_kobo),
      'paid-kobo': m.paid_kobo,
      'instalments-paid': instalmentsCovered(amountsOf(c), m.paid_kobo),
      me: m.user_id === viewer.userId,
      'joined-at': m.joined_at.toISOString(),
    })),
    invitees: (outsider ? [] : parts.invitees).map((i) => ({
      ...person(i),
      'invited-by': i.invited_by,
    })),
    me: {
      role: mine ? mine.role : viewer.staff ? 'staff' : 'invitee',
      state: mine ? memberState(c, mine, today) : null,
      autopay: mine ? mine.autopay : null,
      paid: naira(mine?.paid_kobo ?? 0),
      'paid-kobo': mine?.paid_kobo ?? 0,
      'instalments-paid': myCovered,
      'next-instalment': next,
    },
    payments: (outsider ? [] : parts.payments).map((p) => ({
      id: p.id,
      member: person(p),
      kind: p.kind,
      amount: naira(p.amount_kobo),
      'amount-kobo': p.amount_kobo,
      at: p.created_at.toISOString(),
    })),
    'invite-code': mine && mine.status === 'active' && c.state === 'open' ? c.invite_code : null,
    'cancel-reason': outsider ? null : c.cancel_reason,
    'closed-at': c.closed_at?.toISOString() ?? null,
  };
}

/** A row of `GET /api/circles`. */
export function toSummary(
  parts: CircleParts,
  viewerId: string,
  today: string,
  invitedBy: string | null,
): CircleSummary {
  const { circle: c, members } = parts;
  const mine = members.find((m) => m.user_id === viewerId);
  const amounts = amountsOf(c);
  const dates = datesOf(c);
  const covered = mine ? instalmentsCovered(amounts, mine.paid_kobo) : 0;
  const paying =
    !mine || (mine.status === 'active' && (c.state === 'open' || c.state === 'running'));
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    state: c.state,
    role: mine ? mine.role : 'invitee',
    'my-state': mine ? memberState(c, mine, today) : null,
    price: naira(c.price_kobo),
    'price-kobo': c.price_kobo,
    instalment: naira(amounts[0]!),
    'instalment-kobo': amounts[0]!,
    'paid-by-me': naira(mine?.paid_kobo ?? 0),
    'paid-by-me-kobo': mine?.paid_kobo ?? 0,
    'members-count': members.filter((m) => m.status === 'active' || m.status === 'delivered')
      .length,
    'max-members': c.max_members,
    'next-due-date': paying ? (dates[covered] ?? null) : null,
    'delivery-date': c.delivery_date,
    'run-by': c.creator_name,
    'invited-by': invitedBy,
  };
}
