import { hasPermission, ROLE_PERMISSIONS, type ConsultantsOverview, type Role } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

/** The roles that answer support and may be consultants: those with `support:reply`. */
const REPLY_ROLES = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((r) =>
  hasPermission(r, 'support:reply'),
);

export type AssignmentRow = {
  member_id: string;
  consultant_id: string;
  consultant_name: string;
  consent: boolean;
};

export async function findAssignment(
  db: Queryable,
  memberId: string,
): Promise<AssignmentRow | undefined> {
  const [row] = await db<AssignmentRow[]>`
    select a.member_id, a.consultant_id, u.display_name as consultant_name, a.consent
    from consultant_assignments a join users u on u.id = a.consultant_id
    where a.member_id = ${memberId}`;
  return row;
}

/**
 * Gives the member the active consultant with the fewest members (the longest-serving first on a
 * tie). Two members assigned at the same moment may both get the same one: the next evens it out.
 * A member who already has one keeps them. Returns the assignment, or undefined with no consultant.
 */
export async function assignLeastLoaded(
  db: Queryable,
  memberId: string,
): Promise<AssignmentRow | undefined> {
  await db`
    insert into consultant_assignments (member_id, consultant_id)
    select ${memberId}, k.user_id
    from consultants k join users s on s.id = k.user_id
    where k.active and s.role = any(${REPLY_ROLES}::text[]) and k.user_id <> ${memberId}
    order by (select count(*) from consultant_assignments a where a.consultant_id = k.user_id),
             k.created_at, k.user_id
    limit 1
    on conflict (member_id) do nothing`;
  return findAssignment(db, memberId);
}

export async function setConsent(db: Queryable, memberId: string, consent: boolean) {
  await db`update consultant_assignments set consent = ${consent}, consent_changed_at = now()
           where member_id = ${memberId}`;
}

/** A new consultant starts without the member's consent (docs/decisions/0039). */
export async function changeConsultant(db: Queryable, memberId: string, consultantId: string) {
  await db`
    insert into consultant_assignments (member_id, consultant_id)
    values (${memberId}, ${consultantId})
    on conflict (member_id) do update set
      consultant_id = excluded.consultant_id, assigned_at = now(),
      consent = case when consultant_assignments.consultant_id = excluded.consultant_id
                     then consultant_assignments.consent else false end,
      consent_changed_at = case when consultant_assignments.consultant_id = excluded.consultant_id
                                then consultant_assignments.consent_changed_at else now() end`;
}

export async function markConsultant(db: Queryable, staffId: string, active: boolean) {
  await db`
    insert into consultants (user_id, active) values (${staffId}, ${active})
    on conflict (user_id) do update set active = excluded.active`;
}

/** Marked, still marked, and still in a role that may reply (docs/decisions/0039). */
export async function isActiveConsultant(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db<{ ok: boolean }[]>`
    select exists (
      select 1 from consultants k join users s on s.id = k.user_id
      where k.user_id = ${userId} and k.active and s.role = any(${REPLY_ROLES}::text[])
    ) as ok`;
  return row!.ok;
}

/**
 * An unmarked consultant's members go, one by one, to the least-loaded consultant still active
 * (or to nobody when none is left) with their consent off: they agreed to share with a person,
 * not with whoever comes next. Their open consultant conversations follow them. The rows are
 * locked first, so a plan write in flight (which holds them `for share`) finishes before.
 * Returns how many members moved.
 */
export async function reassignMembersOf(db: Queryable, consultantId: string): Promise<number> {
  const members = await db<{ member_id: string }[]>`
    select member_id from consultant_assignments where consultant_id = ${consultantId}
    order by assigned_at, member_id for update`;
  for (const { member_id: memberId } of members) {
    await db`delete from consultant_assignments where member_id = ${memberId}`;
    const next = await assignLeastLoaded(db, memberId);
    await db`
      update support_conversations set assigned_to = ${next?.consultant_id ?? null}
      where customer_id = ${memberId} and kind = 'consultant' and status = 'open'
        and assigned_to = ${consultantId}`;
  }
  return members.length;
}

/** Staff (who is a consultant, with how many members) and the Premium Plus members in force. */
export async function consultantsOverview(db: Queryable): Promise<ConsultantsOverview> {
  const staff = await db<ConsultantsOverview['staff']>`
    select s.id, s.display_name as name, s.role, coalesce(k.active, false) as is_consultant,
           (select count(*)::int from consultant_assignments a where a.consultant_id = s.id)
             as members
    from users s left join consultants k on k.user_id = s.id
    where s.role = any(${REPLY_ROLES}::text[])
    order by coalesce(k.active, false) desc, s.display_name, s.id`;
  const members = await db<ConsultantsOverview['members']>`
    select u.id, coalesce(u.first_name || ' ' || u.last_name, u.display_name) as name, u.faza, a.consultant_id,
           c.display_name as consultant_name
    from users u
    left join consultant_assignments a on a.member_id = u.id
    left join users c on c.id = a.consultant_id
    where u.subscription_tier = 'premium_plus'
      and (u.subscription_ends_at is null or u.subscription_ends_at > now())
    order by u.display_name, u.id
    limit 500`;
  return { staff: [...staff], members: [...members] };
}

export async function findStaff(
  db: Queryable,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db<{ id: string; name: string }[]>`
    select id, display_name as name from users
    where id = ${id} and role = any(${REPLY_ROLES}::text[])`;
  return row;
}

/** Staff who may reply (every staff role has support:reply), for the assignment picker. */
export async function listSupportStaff(db: Queryable) {
  return db<{ id: string; name: string; is_consultant: boolean }[]>`
    select s.id, s.display_name as name, coalesce(k.active, false) as is_consultant
    from users s left join consultants k on k.user_id = s.id
    where s.role = any(${REPLY_ROLES}::text[])
    order by s.display_name, s.id
    limit 200`;
}
