import { fazaFromPhone, randomFaza, type Role, type SubscriptionTier } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';

/** A user as the auth module reads it, with the wallet id (null only for wallet-less staff). */
export type UserRow = {
  id: string;
  email: string;
  phone: string;
  faza: string;
  role: Role;
  display_name: string;
  /** As on the bank account; both null until given (docs/decisions/0054-real-names.md). */
  first_name: string | null;
  last_name: string | null;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
  subscription_tier: SubscriptionTier;
  subscription_ends_at: Date | null;
  wallet_id: string | null;
};

export type UserWithPassword = UserRow & { password_hash: string };

// A claimant's phone is the number it claimed until it proves it (docs/decisions/0049).
const USER_COLUMNS = (sql: Sql | TransactionSql) => sql`
  u.id, u.email, coalesce(u.phone, u.phone_claim) as phone, u.faza, u.role, u.display_name,
  u.first_name, u.last_name, u.email_verified_at,
  u.phone_verified_at, u.subscription_tier, u.subscription_ends_at, w.id as wallet_id`;

export async function findUserByPhone(sql: Sql, phone: string): Promise<UserWithPassword | null> {
  const [user] = await sql<UserWithPassword[]>`
    select ${USER_COLUMNS(sql)}, u.password_hash
    from users u left join wallets w on w.user_id = u.id
    where u.phone = ${phone}`;
  return user ?? null;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const [user] = await sql<UserRow[]>`
    select ${USER_COLUMNS(sql)}
    from users u left join wallets w on w.user_id = u.id
    where lower(u.email) = lower(${email})`;
  return user ?? null;
}

type RecipientRow = {
  id: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
};

/**
 * The account a sender can reach by this FAZA number: only one whose phone is verified, since the
 * number is made from the phone and whoever registered it first need not own it
 * (docs/decisions/0027).
 */
export async function findRecipientByFaza(sql: Sql, faza: string): Promise<RecipientRow | null> {
  const [user] = await sql<RecipientRow[]>`
    select id, display_name, first_name, last_name from users
    where faza = ${faza} and phone_verified_at is not null`;
  return user ?? null;
}

/** How many accounts may claim one number at once (each claimant costs sign-in a hash check). */
const MAX_PHONE_CLAIMS = 3;

/**
 * Which of the two unique fields already belong to an account. A phone held by an account that
 * never proved it is not taken but `claimable` (docs/decisions/0049), until MAX_PHONE_CLAIMS
 * accounts are waiting to prove it.
 */
export async function findTakenFields(
  sql: Sql,
  email: string,
  phone: string,
): Promise<{ email: boolean; phone: boolean; claimable: boolean }> {
  const rows = await sql<{ email: string; phone: string | null; verified: boolean }[]>`
    select email, phone, phone_verified_at is not null as verified from users
    where lower(email) = lower(${email}) or phone = ${phone}`;
  const holder = rows.find((r) => r.phone === phone);
  const [claims] = await sql<{ n: number }[]>`
    select count(*)::int as n from users where phone_claim = ${phone}`;
  const claimable = !!holder && !holder.verified && claims!.n < MAX_PHONE_CLAIMS;
  return {
    email: rows.some((r) => r.email === email.toLowerCase()),
    phone: !!holder && !claimable,
    claimable,
  };
}

/**
 * Who may be signing in with this number: its holder first, then the accounts claiming it (at
 * most MAX_PHONE_CLAIMS), newest first (docs/decisions/0049).
 */
export async function findSignInCandidates(sql: Sql, phone: string): Promise<UserWithPassword[]> {
  return sql<UserWithPassword[]>`
    select ${USER_COLUMNS(sql)}, u.password_hash
    from users u left join wallets w on w.user_id = u.id
    where u.phone = ${phone} or u.phone_claim = ${phone}
    order by (u.phone is not null) desc, u.created_at desc
    limit ${MAX_PHONE_CLAIMS + 1}`;
}

export type NewUser = {
  email: string;
  phone: string;
  passwordHash: string;
  displayName: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** The number is held by an account that never proved it: claim it (docs/decisions/0049). */
  claim?: boolean;
};

const MAX_FAZA_TRIES = 8;

/**
 * Creates the user, whose zero-balance wallet the database opens in the same transaction. The FAZA number is derived
 * from the phone (docs/product-spec.md §3) unless another account holds it, then 12 random digits; a clash on the
 * FAZA column alone is retried, while a clash on email or phone surfaces as a unique violation
 * (the caller answers 409).
 */
export async function insertUserWithWallet(
  sql: Sql,
  user: NewUser,
  /** Checks in the same transaction, before the insert (a gift's number still claimable). */
  first?: (tx: TransactionSql) => Promise<void>,
): Promise<{ id: string; faza: string; walletId: string }> {
  return sql.begin(async (tx) => {
    await first?.(tx);
    let faza = fazaFromPhone(user.phone);
    for (let attempt = 0; attempt < MAX_FAZA_TRIES; attempt++) {
      const [row] = await tx<{ id: string }[]>`
        insert into users (email, phone, phone_claim, faza, password_hash, display_name,
                           first_name, last_name)
        values (${user.email}, ${user.claim ? null : user.phone},
                ${user.claim ? user.phone : null}, ${faza}, ${user.passwordHash},
                ${user.displayName}, ${user.firstName ?? null}, ${user.lastName ?? null})
        on conflict (faza) do nothing
        returning id`;
      if (row) {
        // Opened by the database with the user row (migration 014).
        const [wallet] = await tx<
          { id: string }[]
        >`select id from wallets where user_id = ${row.id}`;
        return { id: row.id, faza, walletId: wallet!.id };
      }
      faza = randomFaza();
    }
    throw new Error('could not find a free FAZA number');
  });
}

export async function markEmailVerified(tx: TransactionSql, userId: string): Promise<void> {
  await tx`update users set email_verified_at = coalesce(email_verified_at, now()),
                            updated_at = now()
           where id = ${userId}`;
}

export async function updatePasswordHash(
  sql: Sql | TransactionSql,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await sql`update users set password_hash = ${passwordHash}, updated_at = now()
            where id = ${userId}`;
}

/** Sets the name as on the bank account (docs/decisions/0054-real-names.md). */
export async function updateUserName(
  sql: Sql | TransactionSql,
  userId: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await sql`update users set first_name = ${name.firstName}, last_name = ${name.lastName},
                            updated_at = now()
            where id = ${userId}`;
}
