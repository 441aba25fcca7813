import type { PendingQuery, Row } from 'postgres';
import type { Sql, TransactionSql } from './sql';

/**
 * What every repository function takes: the pool, or a transaction a service opened. Repositories
 * never open transactions themselves, so a service can make several repository calls atomically.
 */
export type Queryable = Sql | TransactionSql;

type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export type TransactionOptions = {
  isolation?: IsolationLevel;
  /** Extra attempts after a serialization failure or deadlock (default 4). */
  retries?: number;
};

/** Transactions of withPipelinedTransaction: a nested withTransaction joins them. */
const pipelined = new WeakSet<object>();

/** Statements of a pipelined transaction sent but not yet answered: awaited with its COMMIT. */
const unanswered = new WeakMap<object, Promise<unknown>[]>();

/**
 * Lets a statement already sent in `tx` be answered together with the transaction's COMMIT, so
 * the transaction's last write (its `finish` and COMMIT) follows it without a round trip between
 * (docs/decisions/0045-cheaper-sends.md). Only for a statement whose answer nothing after it needs
 * (a notification): its failure still fails the transaction, which is then rolled back, and is
 * the error thrown. Outside a pipelined transaction the statement is simply awaited.
 */
export async function answeredAtCommit(tx: Queryable, statement: Promise<unknown>): Promise<void> {
  const waiting = unanswered.get(tx);
  if (!waiting) {
    await statement;
    return;
  }
  statement.catch(() => {}); // awaited with COMMIT
  waiting.push(statement);
}

/** serialization_failure and deadlock_detected: the transaction did nothing and may be rerun. */
const RETRYABLE = new Set(['40001', '40P01']);

export const isRetryable = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: string }).code ?? '');

/**
 * Runs `fn` in one transaction and commits, or rolls back when it throws. On a serialization
 * failure or deadlock the whole function runs again, up to `retries` times with a short random
 * back-off, so `fn` must not have effects outside the database. Nested calls (a transaction passed
 * in) join the outer transaction instead of opening a savepoint.
 */
export async function withTransaction<T>(
  db: Queryable,
  fn: (tx: TransactionSql) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (!('begin' in db) || pipelined.has(db)) return fn(db as TransactionSql);
  const retries = options.retries ?? 4;
  const mode = options.isolation ? `isolation level ${options.isolation}` : undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      const run = (tx: TransactionSql) => fn(tx);
      return (await (mode ? db.begin(mode, run) : db.begin(run))) as T;
    } catch (err) {
      if (attempt >= retries || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}

/**
 * The connection under a statement is gone: postgres.js's own codes for a closed socket, the
 * socket's errors, and the server ending the session (57P01 shutdown or terminate, 57P02 crash,
 * or any FATAL).
 */
export function connectionLost(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, severity } = err as { code?: string; severity?: string };
  return LOST_CODES.has(code ?? '') || severity === 'FATAL' || severity === 'PANIC';
}

const LOST_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
]);

export type PipelinedOptions<T, B extends readonly Row[]> = TransactionOptions & {
  /**
   * A statement sent on the same connection just before BEGIN, in the same write, so it commits
   * on its own whatever the transaction does (a rate-limit point). Sent once, not again on a
   * retry; `fn` gets its answer.
   */
  before?: (db: Sql) => PendingQuery<B>;
  /**
   * The transaction's last statement, sent together with COMMIT. If it fails, COMMIT finds the
   * transaction aborted and rolls it back; the statement's error is thrown.
   */
  finish?: (tx: TransactionSql, result: T) => PendingQuery<Row[]> | undefined;
};

/**
 * withTransaction on a connection of its own, with fewer round trips (decision 0020): BEGIN is not
 * waited for but leaves in the same write as the transaction's first statement, and COMMIT leaves
 * with `finish`. Retries, rollback on a throw and joining by nested calls are as withTransaction's.
 * COMMIT's own answer is checked: a transaction that an ignored error aborted is never reported as
 * committed.
 */
export async function withPipelinedTransaction<T, B extends readonly Row[] = Row[]>(
  sql: Sql,
  fn: (tx: TransactionSql, before?: Promise<B>) => Promise<T>,
  options: PipelinedOptions<T, B> = {},
): Promise<T> {
  const retries = options.retries ?? 4;
  const sent: { before?: Promise<B> } = {};
  for (let attempt = 0; ; attempt++) {
    try {
      return await pipelinedOnce(sql, fn, options, sent);
    } catch (err) {
      if (attempt >= retries || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}

async function pipelinedOnce<T, B extends readonly Row[]>(
  sql: Sql,
  fn: (tx: TransactionSql, before?: Promise<B>) => Promise<T>,
  options: PipelinedOptions<T, B>,
  sent: { before?: Promise<B> },
): Promise<T> {
  const conn = await sql.reserve();
  const tx = conn as unknown as TransactionSql;
  pipelined.add(tx);
  const waiting: Promise<unknown>[] = [];
  unanswered.set(tx, waiting);
  let healthy = true;
  try {
    if (options.before && !sent.before) {
      sent.before = options.before(conn).execute() as unknown as Promise<B>;
      sent.before.catch(() => {}); // fn awaits it
    }
    const began = conn
      .unsafe(options.isolation ? `begin isolation level ${options.isolation}` : 'begin')
      .execute();
    began.catch(() => {}); // its failure fails every statement after it; awaited below
    const result = await fn(tx, sent.before);
    await began;
    // Both sent now, in this order, in one write.
    const last = options.finish?.(tx, result)?.execute();
    last?.catch(() => {}); // awaited below, in the order sent
    const commit = conn`commit`.execute();
    commit.catch(() => {});
    // In the order they were sent, stopping at the first failure: a statement sent earlier that
    // failed is why the rest failed, so its error is the one to throw. Never all at once: when the
    // connection dies, postgres.js fails the statement in flight but never settles those queued
    // behind it on a reserved connection, and waiting for them hung the request for ever.
    for (const statement of waiting) await statement;
    await last;
    const committed = await commit;
    // An aborted transaction answers COMMIT with ROLLBACK, not an error.
    if (committed.command !== 'COMMIT')
      throw new Error(`transaction not committed: ${committed.command}`);
    return result;
  } catch (err) {
    if (connectionLost(err)) {
      // Nothing to roll back (the server ended the transaction with the session), and a statement
      // sent on the dead connection would never be answered. postgres.js has already put the
      // connection back among its closed ones.
      healthy = false;
      throw err;
    }
    // Ends whatever is left of the transaction (only a warning when nothing is); fails only when
    // the connection is gone, which then must not go back to the pool.
    await conn`rollback`.catch(() => {
      healthy = false;
    });
    throw err;
  } finally {
    unanswered.delete(tx);
    if (healthy) conn.release();
  }
}
