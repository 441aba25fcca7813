import type { SubscriptionTier, WeekPlan } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { planDaysOf } from './plan-access';
import { getWeek, putWeek, type WeekInput } from './week-service';

/** The member whose plan a consultant reads or writes; the caller has checked consent. */
export type PlanMember = {
  id: string;
  subscription_tier: SubscriptionTier;
  subscription_ends_at: Date | null;
};

/** The member's saved plan as their own /plan/week shows it (docs/decisions/0039). */
export function memberWeek(db: Queryable, member: PlanMember): Promise<WeekPlan> {
  return getWeek(db, member.id, planDaysOf(member));
}

/**
 * The consultant writes the member's plan: the same rules as the member's own save (their tier's
 * days, known recipes), then kept with the consultant as its author and their note.
 */
export async function writeMemberWeek(
  db: Queryable,
  member: PlanMember,
  plan: WeekInput,
  author: { id: string; note: string },
): Promise<WeekPlan> {
  const maxDays = planDaysOf(member);
  await putWeek(db, member.id, maxDays, plan, author);
  return getWeek(db, member.id, maxDays);
}
