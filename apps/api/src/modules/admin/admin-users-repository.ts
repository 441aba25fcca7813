import {
  fullName,
  namedPerson,
  premiumFlags,
  type AdminUser,
  type SubscriptionTier,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type Row = {
  id: string;
  email: string;
  phone: string;
  faza: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  role: AdminUser['role'];
  subscription_tier: SubscriptionTier;
  subscription_ends_at: Date | null;
  balance_kobo: number | null;
  created_at: Date;
};

const toAdminUser = (row: Row, now = new Date()): AdminUser => {
  const flags = premiumFlags(row.subscription_tier, row.subscription_ends_at, now);
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    faza: row.faza,
    // Staff see the full name as on the bank account (docs/decisions/0054-real-names.md).
    name: fullName(namedPerson(row)),
    role: row.role,
    tier: flags.isPremiumPlus ? 'premium_plus' : flags.isPremium ? 'premium' : 'basic',
    subscription_ends_at: row.subscription_ends_at?.toISOString() ?? null,
    wallet_balance_kobo: row.balance_kobo ?? 0,
    created_at: row.created_at.toISOString(),
  };
};

/** Up to 25 users matching email, phone, FAZA or name (digits match phone and FAZA). */
export async function searchUsers(db: Queryable, q: string | undefined): Promise<AdminUser[]> {
  const text = q?.trim() ?? '';
  const digits = text.replace(/\D/g, '');
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db<Row[]>`
    select u.id, u.email, coalesce(u.phone, u.phone_claim, '') as phone, u.faza, u.display_name, u.first_name, u.last_name,
           u.role, u.subscription_tier,
           u.subscription_ends_at, w.balance_kobo, u.created_at
      from users u left join wallets w on w.user_id = u.id
     where ${
       text === ''
         ? db`true`
         : db`(u.email ilike ${like} or u.display_name ilike ${like}
            or (u.first_name || ' ' || u.last_name) ilike ${like}
            ${digits.length >= 4 ? db`or u.phone like ${`%${digits.replace(/^0/, '')}%`} or u.faza like ${`%${digits}%`}` : db``})`
     }
     order by u.created_at desc
     limit 25`;
  return rows.map((r) => toAdminUser(r));
}

export async function findAdminUser(db: Queryable, id: string): Promise<AdminUser | null> {
  const [row] = await db<Row[]>`
    select u.id, u.email, coalesce(u.phone, u.phone_claim, '') as phone, u.faza, u.display_name, u.first_name, u.last_name,
           u.role, u.subscription_tier,
           u.subscription_ends_at, w.balance_kobo, u.created_at
      from users u left join wallets w on w.user_id = u.id
     where u.id = ${id}`;
  return row ? toAdminUser(row) : null;
}
