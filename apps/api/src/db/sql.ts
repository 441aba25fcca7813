import os from 'node:os';
import postgres from 'postgres';
import { namesSeveralHosts } from './database-hosts';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

export type PoolOptions = {
  /** Connections in the pool (default 10). */
  max?: number;
  /** PostgreSQL cancels a statement running longer; 0 or unset: the server's default. */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a transaction left idle this long; 0 or unset: the server's default. */
  idleInTransactionTimeoutMs?: number;
  /** What this process is (api, worker, cli): names its connections in pg_stat_activity. */
  role?: string;
};

/**
 * This process's connections as pg_stat_activity shows them: what it is, the machine and the pid,
 * so the pool metrics count only our own connections (docs/architecture.md §4a: many instances
 * share one PostgreSQL). At most 63 bytes, PostgreSQL's limit.
 */
const applicationName = (role: string): string =>
  `faza-${role} ${os.hostname()} ${process.pid}`.slice(0, 63);

/**
 * One pool per process. bigint columns (kobo) come back as JS numbers: every amount we store is far
 * below 2^53 kobo (≈ ₦90 trillion), and numbers keep the rest of the code simple. The time limits
 * travel in the startup packet, so they hold from a connection's first statement. A URL naming
 * several servers connects to the primary, unless its target_session_attrs says otherwise (docs/decisions/0061-a-synchronous-standby.md); a connection lost to a failover fails
 * its query, and the next one finds the new primary.
 */
export function createSql(url: string, options: PoolOptions = {}): Sql {
  const connection: Record<string, string> = {};
  if (options.role) connection.application_name = applicationName(options.role);
  if (options.statementTimeoutMs) connection.statement_timeout = String(options.statementTimeoutMs);
  if (options.idleInTransactionTimeoutMs)
    connection.idle_in_transaction_session_timeout = String(options.idleInTransactionTimeoutMs);
  // Several servers: the one not in recovery. postgres.js judges read-write by
  // default_transaction_read_only alone, which a hot standby reports off (porsager/postgres#815),
  // so read-write (or nothing) is asked as `primary`, which it judges by in_hot_standby.
  const asked = /[?&]target_session_attrs=([^&]*)/.exec(url)?.[1];
  const followPrimary = namesSeveralHosts(url) && (!asked || asked === 'read-write');
  return postgres(url, {
    max: options.max ?? 10,
    ...(followPrimary ? { target_session_attrs: 'primary' as const } : {}),
    connection,
    onnotice: () => {},
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (x: number | bigint) => x.toString(),
        parse: (x: string) => {
          const n = Number(x);
          if (!Number.isSafeInteger(n)) throw new Error(`bigint out of safe range: ${x}`);
          return n;
        },
      },
    },
  });
}

/** The pool settings of the configuration (DATABASE_POOL_SIZE and the two time limits). */
export const poolOptions = (
  config: {
    DATABASE_POOL_SIZE: number;
    DATABASE_STATEMENT_TIMEOUT_MS: number;
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
  },
  role: string,
): PoolOptions => ({
  max: config.DATABASE_POOL_SIZE,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  role,
});
