import type {
  CircleKind,
  CircleSchedule,
  CircleState,
  AdminCirclesQuery,
  OrderBundleItem,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import type { CircleOrderLine } from '../orders';

export type CircleRow = {
  id: string;
  name: string;
  kind: CircleKind;
  creator_id: string;
  creator_name: string;
  creator_faza: string;
  beneficiary_id: string | null;
  beneficiary_name: string | null;
  beneficiary_faza: string | null;
  goal_bundle_id: string | null;
  goal_bundle_name: string | null;
  goal_kobo: number;
  price_kobo: number;
  schedule: CircleSchedule;
  instalments: number;
  max_members: number;
  /** 'YYYY-MM-DD' */
  start_date: string;
  delivery_date: string;
  invite_code: string;
  state: CircleState;
  created_at: Date;
  closed_at: Date | null;
  closed_by: 'creator' | 'staff' | 'unfilled' | 'unreached' | null;
  cancel_reason: string | null;
  order_id: string | null;
};

type MemberStatus = 'active' | 'left' | 'delivered' | 'refunded';

export type MemberRow = {
  id: string;
  circle_id: string;
  user_id: string;
  name: string;
  faza: string;
  role: 'creator' | 'member';
  joined_at: Date;
  autopay: boolean;
  paid_kobo: number;
  status: MemberStatus;
  refunded_kobo: number;
  late: boolean;
  autopay_short_on: string | null;
  settled_at: Date | null;
  order_id: string | null;
};

const CIRCLE_SELECT = (db: Queryable) => db`
  select c.id, c.name, c.kind, c.creator_id, cu.display_name as creator_name,
         cu.faza as creator_faza, c.beneficiary_id, bu.display_name as beneficiary_name,
         bu.faza as beneficiary_faza, c.goal_bundle_id, c.goal_bundle_name, c.goal_kobo,
         c.price_kobo, c.schedule, c.instalments, c.max_members, c.start_date::text as start_date,
         c.delivery_date::text as delivery_date, c.invite_code, c.state, c.created_at, c.closed_at,
         c.closed_by, c.cancel_reason, c.order_id
    from circles c
    join users cu on cu.id = c.creator_id
    left join users bu on bu.id = c.beneficiary_id`;

/** One circle; `lock` takes its row lock, which every change to it and its members holds first. */
export async function findCircle(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CircleRow | null> {
  if (opts.lock) await db`select 1 from circles where id = ${id} for update`;
  const [row] = await db<CircleRow[]>`${CIRCLE_SELECT(db)} where c.id = ${id}`;
  return row ?? null;
}

export async function findCircleByCode(db: Queryable, code: string): Promise<CircleRow | null> {
  const [row] = await db<CircleRow[]>`${CIRCLE_SELECT(db)} where c.invite_code = ${code}`;
  return row ?? null;
}

export async function insertCircle(
  db: Queryable,
  c: {
    name: string;
    kind: CircleKind;
    creatorId: string;
    beneficiaryId: string | null;
    bundle: { id: string; name: string } | null;
    goalKobo: number;
    priceKobo: number;
    schedule: CircleSchedule;
    instalments: number;
    maxMembers: number;
    startDate: string;
    deliveryDate: string;
    inviteCode: string;
  },
  lines: readonly CircleOrderLine[],
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into circles (name, kind, creator_id, beneficiary_id, goal_bundle_id, goal_bundle_name,
                         goal_kobo, price_kobo, schedule, instalments, max_members, start_date,
                         delivery_date, invite_code)
    values (${c.name}, ${c.kind}, ${c.creatorId}, ${c.beneficiaryId}, ${c.bundle?.id ?? null},
            ${c.bundle?.name ?? null}, ${c.goalKobo}, ${c.priceKobo}, ${c.schedule},
            ${c.instalments}, ${c.maxMembers}, ${c.startDate}, ${c.deliveryDate}, ${c.inviteCode})
    returning id`;
  const id = row!.id;
  await db`insert into circle_goal_lines ${db(
    lines.map((line, position) => ({
      circle_id: id,
      position,
      ...line,
      contents: db.json(line.contents as never),
    })),
  )}`;
  await db`insert into circle_members (circle_id, user_id, role)
           values (${id}, ${c.creatorId}, 'creator')`;
  return id;
}

export async function goalLines(db: Queryable, circleId: string): Promise<CircleOrderLine[]> {
  return db<(CircleOrderLine & { contents: OrderBundleItem[] })[]>`
    select kind, catalogue_id, name, quantity_type, quantity, unit_price_kobo, image_url, contents
      from circle_goal_lines where circle_id = ${circleId} order by position`;
}

export async function membersOf(db: Queryable, circleId: string): Promise<MemberRow[]> {
  return db<MemberRow[]>`
    select m.id, m.circle_id, m.user_id, u.display_name as name, u.faza, m.role, m.joined_at,
           m.autopay, m.paid_kobo, m.status, m.refunded_kobo, m.late,
           m.autopay_short_on::text as autopay_short_on, m.settled_at, m.order_id
      from circle_members m join users u on u.id = m.user_id
     where m.circle_id = ${circleId}
     order by m.role = 'creator' desc, m.joined_at, m.id`;
}

export type InviteeRow = { user_id: string; name: string; faza: string; invited_by: string };

export async function inviteesOf(db: Queryable, circleId: string): Promise<InviteeRow[]> {
  return db<InviteeRow[]>`
    select i.user_id, u.display_name as name, u.faza, b.display_name as invited_by
      from circle_invites i join users u on u.id = i.user_id join users b on b.id = i.invited_by
     where i.circle_id = ${circleId}
       and not exists (select 1 from circle_members m
                        where m.circle_id = i.circle_id and m.user_id = i.user_id)
     order by i.created_at`;
}

export type PaymentRow = {
  id: string;
  member_id: string;
  name: string;
  faza: string;
  kind: 'payment' | 'autopay' | 'refund';
  instalment: number | null;
  amount_kobo: number;
  created_at: Date;
};

export async function paymentsOf(db: Queryable, circleId: string): Promise<PaymentRow[]> {
  return db<PaymentRow[]>`
    select p.id, p.member_id, u.display_name as name, u.faza, p.kind, p.instalment,
           p.amount_kobo, p.created_at
      from circle_payments p
      join circle_members m on m.id = p.member_id
      join users u on u.id = m.user_id
     where p.circle_id = ${circleId}
     order by p.created_at desc, p.id`;
}

export async function insertPayment(
  db: Queryable,
  p: {
    circleId: string;
    memberId: string;
    kind: 'payment' | 'autopay' | 'refund';
    instalment: number | null;
    amountKobo: number;
    transferId: string;
  },
): Promise<void> {
  await db`
    insert into circle_payments (circle_id, member_id, kind, instalment, amount_kobo, transfer_id)
    values (${p.circleId}, ${p.memberId}, ${p.kind}, ${p.instalment}, ${p.amountKobo},
            ${p.transferId})`;
}

export async function isInvited(db: Queryable, circleId: string, userId: string) {
  const [row] = await db`select 1 from circle_invites
                          where circle_id = ${circleId} and user_id = ${userId}`;
  return row !== undefined;
}

/** Who invited `userId` to the circle (their display name), or null. */
export async function invitedBy(db: Queryable, circleId: string, userId: string) {
  const [row] = await db<{ name: string }[]>`
    select u.display_name as name from circle_invites i join users u on u.id = i.invited_by
     where i.circle_id = ${circleId} and i.user_id = ${userId}`;
  return row?.name ?? null;
}

/** Circles the user is in (any status but removed) and circles they are invited to. */
export async function circleIdsOfUser(
  db: Queryable,
  userId: string,
): Promise<{ mine: string[]; invitations: string[] }> {
  const mine = await db<{ id: string }[]>`
    select c.id from circle_members m join circles c on c.id = m.circle_id
     where m.user_id = ${userId} order by c.created_at desc`;
  const invitations = await db<{ id: string }[]>`
    select c.id from circle_invites i join circles c on c.id = i.circle_id
     where i.user_id = ${userId} and c.state = 'open'
       and not exists (select 1 from circle_members m
                        where m.circle_id = c.id and m.user_id = ${userId})
     order by i.created_at desc`;
  return { mine: mine.map((r) => r.id), invitations: invitations.map((r) => r.id) };
}

/** Open or running circles this user runs. */
export async function activeCirclesRunBy(db: Queryable, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from circles
     where creator_id = ${userId} and state in ('open', 'running')`;
  return row!.n;
}

export type AdminCircleRow = CircleRow & { members_count: number; held_kobo: number };

/** Staff search: newest first, at most 100. */
export async function searchCircles(
  db: Queryable,
  q: AdminCirclesQuery,
): Promise<AdminCircleRow[]> {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const digits = q.q ? q.q.replace(/\D/g, '') : '';
  return db<AdminCircleRow[]>`
    select * from (${CIRCLE_SELECT(db)}) c,
      lateral (select count(*) filter (where m.status = 'active')::int as members_count,
                      coalesce(sum(m.paid_kobo - m.refunded_kobo)
                               filter (where m.status in ('active', 'left')), 0)::bigint as held_kobo
                 from circle_members m where m.circle_id = c.id) s
     where (${q.state ?? null}::text is null or c.state = ${q.state ?? null})
       and (${q.kind ?? null}::text is null or c.kind = ${q.kind ?? null})
       and (${like}::text is null or c.name ilike ${like} or c.creator_name ilike ${like}
            or (${digits} <> '' and c.creator_faza = ${digits}))
     order by c.created_at desc, c.id
     limit 100`;
}
