import type { TransactionSql } from '../../db/sql';

/**
 * The support demo's two accounts, created by `npm run demo` with the others: a Premium Plus
 * member with food in her pantry, and a staff member who is her food consultant and answers the
 * support queue. Named for what they show, so they are not mistaken for another demo's accounts.
 */
export const DEMO_SUPPORT_ACCOUNTS = [
  {
    email: 'ngozi.premiumplus.support@demo.faza.ng',
    phone: '+2348030000024',
    password: 'Demo&Pantry2024',
    displayName: 'Ngozi Eze',
    /** Beside the phone number in the demo log: what the account shows. */
    label: 'Premium Plus, has a food consultant',
  },
  {
    email: 'tunde.consultant@demo.faza.ng',
    phone: '+2348030000025',
    password: 'Demo&Pantry2024',
    displayName: 'Tunde Bakare',
    label: 'moderator and food consultant',
  },
] as const;

const [MEMBER, CONSULTANT] = DEMO_SUPPORT_ACCOUNTS;

/**
 * The demo seed's support step: Ngozi is Premium Plus for a year (kept if already longer), Tunde
 * is a moderator marked as a food consultant, and Tunde is Ngozi's consultant. Her consent starts
 * off, as for every member: the demo shows her turning it on. Idempotent.
 */
export async function fillDemoSupport(
  tx: TransactionSql,
  accounts: readonly { id: string; email: string }[],
): Promise<void> {
  const member = accounts.find((a) => a.email === MEMBER.email);
  const consultant = accounts.find((a) => a.email === CONSULTANT.email);
  if (!member || !consultant) return;
  await tx`update users set display_name = ${MEMBER.displayName}, subscription_tier = 'premium_plus',
             subscription_ends_at = greatest(subscription_ends_at, now() + interval '365 days')
           where id = ${member.id}`;
  await tx`update users set display_name = ${CONSULTANT.displayName}, role = 'moderator'
           where id = ${consultant.id} and role = 'user'`;
  await tx`insert into consultants (user_id) values (${consultant.id})
           on conflict (user_id) do update set active = true`;
  await tx`insert into consultant_assignments (member_id, consultant_id)
           values (${member.id}, ${consultant.id}) on conflict (member_id) do nothing`;
}
