import {
  lagosMonthOf,
  premiumFlags,
  type ConsultantMemberView,
  type SubscriptionTier,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { memberInsights } from '../insights';
import { pantrySummary } from '../pantry';
import { memberWeek } from '../plan';
import { findAssignment, isActiveConsultant } from './consultants-repository';

export type SharingMember = {
  id: string;
  name: string;
  faza: string;
  wallet_id: string | null;
  subscription_tier: SubscriptionTier;
  subscription_ends_at: Date | null;
};

/** 403 unless the caller is a consultant now: unmarking ends their access at once (0039). */
export async function requireActiveConsultant(db: Queryable, userId: string): Promise<void> {
  if (!(await isActiveConsultant(db, userId))) throw refuse('NOT_A_CONSULTANT');
}

/**
 * The one check before a consultant reads or writes anything of a member (docs/decisions/0039):
 * 403 unless the caller is an active consultant, 404 unless the caller is this member's consultant and the member is Premium Plus now (a member
 * who left has no consultant any more), 403 CONSENT_REQUIRED while the member's switch is off.
 */
export async function sharingMember(
  db: Queryable,
  consultantId: string,
  memberId: string,
  opts: { forWrite?: boolean } = {},
): Promise<SharingMember> {
  // A write holds the assignment until it commits: the member switching consent off, or an admin
  // changing their consultant, waits for it rather than slipping in between check and write.
  if (opts.forWrite)
    await db`select 1 from consultant_assignments where member_id = ${memberId} for share`;
  await requireActiveConsultant(db, consultantId);
  const assignment = await findAssignment(db, memberId);
  const [member] = await db<SharingMember[]>`
    select u.id, u.display_name as name, u.faza, w.id as wallet_id, u.subscription_tier,
      u.subscription_ends_at
    from users u left join wallets w on w.user_id = u.id where u.id = ${memberId}`;
  if (
    !assignment ||
    !member ||
    assignment.consultant_id !== consultantId ||
    !premiumFlags(member.subscription_tier, member.subscription_ends_at).isPremiumPlus
  )
    throw refuse('NOT_YOUR_MEMBER');
  if (!assignment.consent) throw refuse('CONSENT_REQUIRED');
  return member;
}

/**
 * What a member shares with their consultant when consent is on, one loader per section. The
 * route checks consent once (`sharingMember`) for all of them, so every section is covered by the
 * same check and its tests (docs/decisions/0039).
 */
const SECTIONS: {
  [K in keyof ConsultantMemberView['sections']]: (
    sql: Sql,
    member: SharingMember,
  ) => Promise<ConsultantMemberView['sections'][K]>;
} = {
  pantry: (sql, member) => pantrySummary(sql, member.id),
  plan: (sql, member) => memberWeek(sql, member),
  // This month so far, in the Lagos calendar, as the member's own /insights opens.
  insights: (sql, member) => {
    const now = new Date();
    return memberInsights(
      sql,
      { id: member.id, walletId: member.wallet_id },
      lagosMonthOf(now),
      now,
    );
  },
};

export async function consultantSections(
  sql: Sql,
  member: SharingMember,
): Promise<ConsultantMemberView['sections']> {
  const entries = await Promise.all(
    Object.entries(SECTIONS).map(async ([key, load]) => [key, await load(sql, member)] as const),
  );
  return Object.fromEntries(entries) as ConsultantMemberView['sections'];
}
