import { randomUUID } from 'node:crypto';
import type { ConsultantPlanRequest, Recipe, WeekPlan } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { notify } from '../notifications';
import { listRecipes, writeMemberWeek } from '../plan';
import { requireActiveConsultant, sharingMember } from './consultant-sections';

// The consultant's meal-plan editor (docs/architecture.md §1 "Adding a feature",
// docs/decisions/0039).

/** The recipes a member's plan can hold: no member's data in it, for active consultants. */
export async function listRecipesForConsultant(sql: Sql, consultantId: string): Promise<Recipe[]> {
  await requireActiveConsultant(sql, consultantId);
  return listRecipes(sql);
}

/**
 * The consultant writes a consenting member's plan with a note, validated by the plan module as
 * the member's own save, in one transaction with its audit row and the member's notification.
 */
export function writeMemberPlan(
  sql: Sql,
  consultantId: string,
  memberId: string,
  request: ConsultantPlanRequest,
): Promise<WeekPlan> {
  return withTransaction(sql, async (tx) => {
    const member = await sharingMember(tx, consultantId, memberId, { forWrite: true });
    const { note, ...plan } = request;
    const week = await writeMemberWeek(tx, member, plan, { id: consultantId, note });
    const writeId = randomUUID();
    await recordAudit(tx, {
      actorId: consultantId,
      action: 'consultant.plan',
      subjectType: 'user',
      subjectId: member.id,
      after: { writeId, days: plan.days, household: plan.household, note },
    });
    await notify(tx, {
      kind: 'plan.consultant',
      userId: member.id,
      consultantId,
      writeId,
      note,
    });
    return week;
  });
}
