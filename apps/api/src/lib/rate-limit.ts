import type { FastifyReply } from 'fastify';
import type { PendingQuery } from 'postgres';
import type { Sql } from '../db/sql';
import type { ErrorCode } from '@faza/shared';
import { refuse, type AppError } from './app-error';

/** At most `points` per `windowSeconds`, counted from the first point of the window. */
export type LimitRule = { points: number; windowSeconds: number };

export type LimitResult = {
  /** Whether this point fitted in the window. */
  allowed: boolean;
  /** Points used in the window, this one included. */
  used: number;
  /** Seconds until the window closes (≥ 1). */
  retryAfterSeconds: number;
};

/**
 * Fixed-window counters in PostgreSQL (table `rate_limits`), so every API instance sees the same
 * counts (docs/architecture.md §2). One atomic upsert per point: concurrent requests can never both take the
 * last point. See docs/decisions/0005-rate-limits-in-postgres.md.
 */
export async function consumePoint(
  sql: Sql,
  key: string,
  rule: LimitRule,
  cost = 1,
): Promise<LimitResult> {
  return toLimitResult(await pointStatement(sql, key, rule, cost), rule);
}

export type PointRow = { points: number; retry_after: number };

/**
 * consumePoint's one statement, not yet awaited: a caller may send it in the same write as other
 * statements on one connection (lib/idempotency.ts, decision 0020). Read it with toLimitResult.
 */
export function pointStatement(
  sql: Sql,
  key: string,
  rule: LimitRule,
  cost = 1,
): PendingQuery<PointRow[]> {
  return sql<PointRow[]>`
    insert into rate_limits as r (key, points, expires_at)
    select ${key}, ${cost}, now() + make_interval(secs => ${rule.windowSeconds})
    -- A point need not wait for its WAL to reach the disk: a crash may forget the last few, never
    -- corrupt them (asynchronous commit). Local to this statement's own transaction.
    from (select set_config('synchronous_commit', 'off', true)) as async_commit
    on conflict (key) do update set
      points = case when r.expires_at <= now() then ${cost} else r.points + ${cost} end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning points,
              greatest(1, ceil(extract(epoch from expires_at - now())))::int as retry_after`;
}

export function toLimitResult(rows: readonly PointRow[], rule: LimitRule): LimitResult {
  const row = rows[0]!;
  return {
    allowed: row.points <= rule.points,
    used: row.points,
    retryAfterSeconds: row.retry_after,
  };
}

/** Gives points back (a sign-in that succeeded after all): never below zero. */
export async function refundPoint(sql: Sql, key: string, points = 1): Promise<void> {
  await sql`update rate_limits set points = greatest(0, points - ${points})
            where key = ${key} and expires_at > now()`;
}

/** Forgets a key's count (e.g. the per-phone sign-in failures after a success). */
export async function resetLimit(sql: Sql, key: string): Promise<void> {
  await sql`delete from rate_limits where key = ${key}`;
}

/** The 429 of a refused request: `Retry-After` on the reply, `retryAfterSeconds` in the body. */
export function rateLimited(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string,
  code: Extract<ErrorCode, 'RATE_LIMITED' | 'SIGNIN_LOCKED'> = 'RATE_LIMITED',
): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return refuse(code, { message, retryAfterSeconds });
}

/**
 * Takes one point from each rule in order and throws 429 on the first that is spent. Points
 * already taken stay taken: a refused request still counts as an attempt.
 */
export async function enforceLimits(
  sql: Sql,
  reply: FastifyReply,
  checks: { key: string; rule: LimitRule }[],
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  for (const { key, rule } of checks) {
    const result = await consumePoint(sql, key, rule);
    if (!result.allowed)
      throw rateLimited(reply, result.retryAfterSeconds, message(result.retryAfterSeconds));
  }
}
