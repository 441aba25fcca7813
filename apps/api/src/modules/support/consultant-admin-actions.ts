import {
  premiumFlags,
  SUPPORT_MESSAGES,
  type ConsultantMemberView,
  type ConsultantsOverview,
  type SubscriptionTier,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import {
  changeConsultant,
  consultantsOverview,
  findAssignment,
  findStaff,
  isActiveConsultant,
  markConsultant,
  reassignMembersOf,
} from './consultants-repository';
import { consultantSections, sharingMember } from './consultant-sections';

// What a consultant reads of their member, and how admins choose consultants
// (docs/architecture.md §1 "Adding a feature", docs/decisions/0039): each one function a route
// calls once; the changes open their own transaction and are audited.

/** A consenting member's shared sections, for their own consultant only. */
export async function viewMemberAsConsultant(
  sql: Sql,
  consultantId: string,
  memberId: string,
): Promise<ConsultantMemberView> {
  const member = await sharingMember(sql, consultantId, memberId);
  return {
    member: { id: member.id, name: member.name, faza: member.faza },
    sections: await consultantSections(sql, member),
  };
}

/** An admin marks a staff member as a food consultant, or not. */
export function markStaffAsConsultant(
  sql: Sql,
  staffId: string,
  consultant: boolean,
  adminId: string,
): Promise<ConsultantsOverview> {
  return withTransaction(sql, async (tx) => {
    if (!(await findStaff(tx, staffId)))
      throw refuse('STAFF_NOT_FOUND', { message: SUPPORT_MESSAGES.notConsultant });
    await markConsultant(tx, staffId, consultant);
    // Unmarking ends their access at once: their members move on, consent off (0039).
    const moved = consultant ? 0 : await reassignMembersOf(tx, staffId);
    await recordAudit(tx, {
      actorId: adminId,
      action: consultant ? 'consultant.mark' : 'consultant.unmark',
      subjectType: 'user',
      subjectId: staffId,
      ...(consultant ? {} : { after: { membersReassigned: moved } }),
    });
    return consultantsOverview(tx);
  });
}

/** An admin gives a Premium Plus member another consultant; their consent starts off again. */
export function assignConsultant(
  sql: Sql,
  memberId: string,
  consultantId: string,
  adminId: string,
): Promise<ConsultantsOverview> {
  return withTransaction(sql, async (tx) => {
    const [member] = await tx<
      { subscription_tier: SubscriptionTier; subscription_ends_at: Date | null }[]
    >`select subscription_tier, subscription_ends_at from users where id = ${memberId}`;
    if (
      !member ||
      !premiumFlags(member.subscription_tier, member.subscription_ends_at).isPremiumPlus
    )
      throw refuse('MEMBER_NOT_FOUND');
    if (!(await isActiveConsultant(tx, consultantId)) || !(await findStaff(tx, consultantId)))
      throw refuse('CONSULTANT_NOT_FOUND');
    const before = await findAssignment(tx, memberId);
    await changeConsultant(tx, memberId, consultantId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'consultant.assign',
      subjectType: 'user',
      subjectId: memberId,
      before: { consultantId: before?.consultant_id ?? null },
      after: { consultantId },
    });
    return consultantsOverview(tx);
  });
}
