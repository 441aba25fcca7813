import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PendingQuery, Row } from 'postgres';
import type { SuccessEnvelope } from '@faza/shared';
import type { Sql, TransactionSql } from '../db/sql';
import { withPipelinedTransaction, type TransactionOptions } from '../db/transaction';
import { refuse } from './app-error';
import { ok } from './envelope';
import {
  enforceLimits,
  pointStatement,
  rateLimited,
  toLimitResult,
  type LimitRule,
  type PointRow,
} from './rate-limit';

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Printable ASCII, as Stripe and the IETF draft allow; UUIDs are the usual choice. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type EffectResult<T> = { status: number; body: T };

type Options<P extends readonly Row[]> = TransactionOptions & {
  /** Names the action, so a key cannot be replayed on another route. */
  route: string;
  /** Refuse the request without a key (every send of food or money). */
  required?: boolean;
  /**
   * Takes a rate-limit point first, as enforceLimits would (429 before any other refusal; the
   * point stays taken whatever follows), but in the same write as BEGIN (decision 0020).
   */
  limit?: { key: string; rule: LimitRule; message: (retryAfterSeconds: number) => string };
  /**
   * The effect's first statement, when it does not depend on the key's claim: sent in the same
   * write as BEGIN and the claim, so the effect starts with its answer instead of a round trip
   * (decision 0020). It may read and lock, never write: a replay commits without the effect.
   */
  prefetch?: (tx: TransactionSql) => PendingQuery<P>;
};

/**
 * Runs a mutation that moves food or money at most once per `Idempotency-Key` (docs/architecture.md §2). The
 * key, a hash of the request and the response are written in the same transaction as the effect,
 * so a key exists exactly when its effect happened:
 * - the same key and request again → the first response, with no second effect;
 * - the same key with another request → 422;
 * - the same key while the first request is still running → 409 (a transaction-scoped advisory
 *   lock on the key, see docs/decisions/0007-idempotency-keys.md).
 * A refused request (any AppError) rolls back and stores nothing, so it may be retried.
 */
export async function idempotent<T, P extends readonly Row[] = Row[]>(
  req: FastifyRequest,
  reply: FastifyReply,
  sql: Sql,
  options: Options<P>,
  effect: (tx: TransactionSql, prefetched?: Promise<P>) => Promise<EffectResult<T>>,
): Promise<T> {
  const user = req.user;
  if (!user) throw refuse('UNAUTHORIZED');
  const { limit } = options;
  const header = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const missing = key === undefined || key === '';
  if ((missing && options.required) || (!missing && !KEY_PATTERN.test(key))) {
    // Refused before any transaction: the point is taken on its own, first.
    if (limit) await enforceLimits(sql, reply, [limit], limit.message);
    if (missing) throw refuse('IDEMPOTENCY_KEY_REQUIRED');
    throw refuse('IDEMPOTENCY_KEY_INVALID');
  }
  const pipeline = {
    ...options,
    ...(limit ? { before: (db: Sql) => pointStatement(db, limit.key, limit.rule) } : {}),
  };
  /** Throws the 429 when the point taken before BEGIN did not fit (the rollback ends the rest). */
  const checkLimit = async (point: Promise<PointRow[]> | undefined) => {
    if (!limit || !point) return;
    const result = toLimitResult(await point, limit.rule);
    if (!result.allowed)
      throw rateLimited(reply, result.retryAfterSeconds, limit.message(result.retryAfterSeconds));
  };
  if (missing)
    return send(
      reply,
      await withPipelinedTransaction(
        sql,
        async (tx, point) => {
          await checkLimit(point);
          return effect(tx);
        },
        pipeline,
      ),
    );
  const requestHash = hashRequest(req);

  // Pipelined (decision 0020): BEGIN leaves with the claim, COMMIT with the key's row.
  const outcome = await withPipelinedTransaction(
    sql,
    async (tx, point): Promise<EffectResult<T> & { replayed: boolean }> => {
      // The advisory lock, then the key's row, in one call (migration 010).
      const claiming = tx<
        {
          locked: boolean;
          route: string | null;
          request_hash: Buffer;
          response_status: number;
          response_body: T;
        }[]
      >`select locked, route, request_hash, response_status, response_body
          from idempotency_claim(${user.id}, ${key!})`.execute();
      claiming.catch(() => {}); // awaited below, unless the 429 comes first
      const prefetched = options.prefetch?.(tx).execute() as Promise<P> | undefined;
      prefetched?.catch(() => {}); // the effect awaits it
      await checkLimit(point);
      const seen = (await claiming)[0]!;
      if (!seen.locked) throw refuse('IDEMPOTENCY_IN_PROGRESS');
      if (seen.route !== null) {
        if (seen.route !== options.route || !seen.request_hash.equals(requestHash))
          throw refuse('IDEMPOTENCY_KEY_REUSED');
        return { status: seen.response_status, body: seen.response_body, replayed: true };
      }
      return { ...(await effect(tx, prefetched)), replayed: false };
    },
    {
      ...pipeline,
      finish: (tx, result) =>
        result.replayed
          ? undefined
          : tx`
              insert into idempotency_keys (user_id, key, route, request_hash, response_status,
                                            response_body)
              values (${user.id}, ${key}, ${options.route}, ${requestHash}, ${result.status},
                      ${tx.json(result.body as never)})`,
    },
  );
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return send(reply, outcome);
}

/**
 * An action that knows its own first statement: `prefetch` is sent with the key's claim (decision
 * 0045), and `run` gets its answer. The action's module writes both, so a route hands over only
 * its input (docs/architecture.md §1 "Adding a feature").
 */
export type PipelinedAction<T, P extends readonly Row[]> = {
  prefetch: (tx: TransactionSql) => PendingQuery<P>;
  run: (tx: TransactionSql, prefetched?: Promise<P>) => Promise<T>;
};

/** `idempotent` for a PipelinedAction, answering `status` with its result in the envelope. */
export function idempotentAction<T, P extends readonly Row[]>(
  req: FastifyRequest,
  reply: FastifyReply,
  sql: Sql,
  options: Omit<Options<P>, 'prefetch'>,
  action: PipelinedAction<T, P>,
  status = 200,
): Promise<SuccessEnvelope<T>> {
  return idempotent(req, reply, sql, { ...options, prefetch: action.prefetch }, async (tx, p) => ({
    status,
    body: ok(await action.run(tx, p)),
  }));
}

function send<T>(reply: FastifyReply, result: EffectResult<T>): T {
  reply.code(result.status);
  return result.body;
}

/** sha256 of the route parameters and body in canonical JSON (keys sorted), so key order is moot. */
function hashRequest(req: Pick<FastifyRequest, 'params' | 'body'>): Buffer {
  return createHash('sha256')
    .update(canonicalJson({ params: req.params ?? null, body: req.body ?? null }))
    .digest();
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
