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
    select u.id, u.email, u.phone, u.faza, u.role, u.display_name, u.first_name, u.last_name,
           u.email_verified_at,
           u.phone_verified_at, u.subscription_tier, u.subscription_ends_at, w.id as wallet_id,
           s.last_seen_at < now() - interval '1 minute' as refresh
    from sessions s
    join users u on u.id = s.user_id
    left join wallets w on w.user_id = u.id
    where s.token_hash = ${tokenHash}
      and s.revoked_at is null
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
