import {
  PLAN_MESSAGES,
  PREMIUM_PLAN_DAYS,
  PREMIUM_PLUS_PLAN_DAYS,
  premiumFlags,
} from '@faza/shared';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../lib/app-error';
import { currentUser, type SessionUser } from '../auth';

/**
 * Food planning is a Premium benefit (docs/architecture.md §3a): a basic member is answered 403
 * with a message the page shows beside its upgrade link. Premium Plus plans the whole week.
 */
export function premiumMember(req: FastifyRequest): { me: SessionUser; maxDays: number } {
  const me = currentUser(req);
  const maxDays = planDaysOf(me);
  if (maxDays === 0) throw refuse('PREMIUM_REQUIRED', { message: PLAN_MESSAGES.premiumOnly });
  return { me, maxDays };
}

/** How many days a member's tier plans now: 0 basic, 3 Premium, 7 Premium Plus. */
export function planDaysOf(
  member: Pick<SessionUser, 'subscription_tier' | 'subscription_ends_at'>,
) {
  const flags = premiumFlags(member.subscription_tier, member.subscription_ends_at);
  if (!flags.isPremium) return 0;
  return flags.isPremiumPlus ? PREMIUM_PLUS_PLAN_DAYS : PREMIUM_PLAN_DAYS;
}
