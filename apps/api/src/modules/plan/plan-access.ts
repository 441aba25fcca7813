import {
  PLAN_MESSAGES,
  PREMIUM_PLAN_DAYS,
  PREMIUM_PLUS_PLAN_DAYS,
  premiumFlags,
} from '@faza/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, type SessionUser } from '../auth';

/**
 * Food planning is a Premium benefit (docs/architecture.md §3a): a basic member is answered 403
 * with a message the page shows beside its upgrade link. Premium Plus plans the whole week.
 */
export function premiumMember(req: FastifyRequest): { me: SessionUser; maxDays: number } {
  const me = currentUser(req);
  const flags = premiumFlags(me.subscription_tier, me.subscription_ends_at);
  if (!flags.isPremium) throw new AppError(403, 'PREMIUM_REQUIRED', PLAN_MESSAGES.premiumOnly);
  return { me, maxDays: flags.isPremiumPlus ? PREMIUM_PLUS_PLAN_DAYS : PREMIUM_PLAN_DAYS };
}
