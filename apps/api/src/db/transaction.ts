import type { Sql, TransactionSql } from './sql';

/**
 * What every repository function takes: the pool, or a transaction a service opened. Repositories
 * never open transactions themselves, so a service can make several repository calls atomically.
 */
export type Queryable = Sql | TransactionSql;

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export type TransactionOptions = {
  isolation?: IsolationLevel;
  /** Extra attempts after a serialization failure or deadlock (default 4). */
  retries?: number;
};

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
  if (!('begin' in db)) return fn(db);
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
