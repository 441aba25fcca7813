import type { Sql, TransactionSql } from '../../db/sql';
import type { UserRow } from './users-repository';

export type SessionLifetimes = { idleDays: number; absoluteDays: number };

export async function insertSession(
  sql: Sql,
  session: { tokenHash: Buffer; userId: string; ip: string; userAgent: string | undefined },
  lifetimes: SessionLifetimes,
): Promise<void> {
  await sql`
    insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
    values (${session.tokenHash}, ${session.userId},
            now() + make_interval(days => ${lifetimes.absoluteDays}),
            ${session.ip}, ${(session.userAgent ?? '').slice(0, 300)})`;
}

export type SessionUserRow = UserRow & { refresh: boolean };

/**
 * The user of a live session: not revoked, before its absolute expiry, and used within the idle
 * window. `refresh` says last_seen_at is more than a minute old.
 */
export async function findSessionUser(
  sql: Sql,
  tokenHash: Buffer,
  lifetimes: SessionLifetimes,
): Promise<SessionUserRow | null> {
  const [row] = await sql<SessionUserRow[]>`
    select u.id, u.email, coalesce(u.phone, u.phone_claim) as phone, u.faza, u.role, u.display_name,
           u.first_name, u.last_name, u.email_verified_at,
           u.phone_verified_at, u.subscription_tier, u.subscription_ends_at, w.id as wallet_id,
           s.last_seen_at < now() - interval '1 minute' as refresh
    from sessions s
    join users u on u.id = s.user_id
    left join wallets w on w.user_id = u.id
    where s.token_hash = ${tokenHash}
      and s.revoked_at is null
      -- An account whose unproved number went to its owner has none (decision 0049).
      and coalesce(u.phone, u.phone_claim) is not null
      and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(days => ${lifetimes.idleDays})`;
  return row ?? null;
}

export async function touchSession(sql: Sql, tokenHash: Buffer): Promise<void> {
  await sql`update sessions set last_seen_at = now()
            where token_hash = ${tokenHash} and revoked_at is null`;
}

export async function revokeSession(sql: Sql, tokenHash: Buffer): Promise<void> {
  await sql`update sessions set revoked_at = now()
            where token_hash = ${tokenHash} and revoked_at is null`;
}

/** Signs the user out everywhere (after a password reset). */
export async function revokeAllSessions(
  sql: Sql | TransactionSql,
  userId: string,
): Promise<number> {
  const rows = await sql`update sessions set revoked_at = now()
                         where user_id = ${userId} and revoked_at is null`;
  return rows.count;
}

/** Drops the user's long-dead session rows so the table does not grow without end. */
export async function pruneSessions(sql: Sql, userId: string): Promise<void> {
  await sql`delete from sessions
            where user_id = ${userId}
              and (revoked_at < now() - interval '7 days' or expires_at < now() - interval '7 days'
                   or last_seen_at < now() - interval '400 days')`;
}

export type LiveSessionRow = {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  current: boolean;
};

/** The user's live sessions (as findSessionUser judges them), most recently used first. */
export async function listLiveSessions(
  sql: Sql,
  userId: string,
  currentHash: Buffer | null,
  lifetimes: SessionLifetimes,
): Promise<LiveSessionRow[]> {
  return sql<LiveSessionRow[]>`
    select id, ip, user_agent, created_at, last_seen_at,
           coalesce(token_hash = ${currentHash}, false) as current
    from sessions
    where user_id = ${userId} and revoked_at is null and expires_at > now()
      and last_seen_at > now() - make_interval(days => ${lifetimes.idleDays})
    order by last_seen_at desc, created_at desc
    limit 100`;
}

/**
 * Ends one of the user's own sessions by its id: the ended session's token hash, or null when it
 * is not theirs or already ended.
 */
export async function revokeSessionById(
  sql: Sql,
  userId: string,
  id: string,
): Promise<Buffer | null> {
  const [row] = await sql<{ token_hash: Buffer }[]>`
    update sessions set revoked_at = now()
    where id = ${id} and user_id = ${userId} and revoked_at is null
    returning token_hash`;
  return row?.token_hash ?? null;
}

/** Ends every session of the user but the one whose token hash is `keep`. */
export async function revokeOtherSessions(
  sql: Sql | TransactionSql,
  userId: string,
  keep: Buffer,
): Promise<number> {
  const rows = await sql`update sessions set revoked_at = now()
                         where user_id = ${userId} and revoked_at is null
                           and token_hash <> ${keep}`;
  return rows.count;
}
