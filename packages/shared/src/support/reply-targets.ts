import type { SubscriptionTier } from '../rules/subscription';

/**
 * How soon a customer waiting on us should hear back, per tier in force now (docs/architecture.md
 * §3a: Premium Plus first). The staff queue shows the target and highlights what is past it.
 */
export const REPLY_TARGET_MINUTES: Record<SubscriptionTier, number> = {
  premium_plus: 60,
  premium: 4 * 60,
  basic: 24 * 60,
};

/** Queue order of the tiers: Premium Plus, then Premium, then Basic. */
export const TIER_QUEUE_RANK: Record<SubscriptionTier, number> = {
  premium_plus: 0,
  premium: 1,
  basic: 2,
};

export type ReplyDue = {
  /** When the reply is due, or null when nobody is waiting on us. */
  dueAt: Date | null;
  /** Minutes past the target (0 when not late or not waiting). */
  overdueMinutes: number;
};

/** When a reply is due for a customer waiting since `waitingSince`, and how late it is at `now`. */
export function replyDue(
  tier: SubscriptionTier,
  waitingSince: Date | null,
  now: Date = new Date(),
): ReplyDue {
  if (!waitingSince) return { dueAt: null, overdueMinutes: 0 };
  const dueAt = new Date(waitingSince.getTime() + REPLY_TARGET_MINUTES[tier] * 60_000);
  const late = Math.floor((now.getTime() - dueAt.getTime()) / 60_000);
  return { dueAt, overdueMinutes: Math.max(0, late) };
}

/** 'within 1 hour', 'within 4 hours', 'within 24 hours'. */
export function replyTargetLabel(tier: SubscriptionTier): string {
  const hours = REPLY_TARGET_MINUTES[tier] / 60;
  return `within ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** '25 min', '3 h 5 min', '2 days': how late a reply is. */
export function lateLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  return `${Math.floor(minutes / (24 * 60))} days`;
}
