import { z } from 'zod';

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * What running Faza in production needs: the database pool and its time limits, who may read
 * /metrics, how a stop drains, and the worker's port. Part of config.ts's schema, kept apart so
 * the operations settings read as one group (README, configuration table).
 */
export const operationsEnv = {
  /** Connections in this process's pool (each API instance and each worker has its own). */
  DATABASE_POOL_SIZE: int(1, 500, 10),
  /** A statement running longer is cancelled by PostgreSQL; 0 turns the limit off. */
  DATABASE_STATEMENT_TIMEOUT_MS: int(0, 86_400_000, 60_000),
  /** A transaction left idle this long is ended by PostgreSQL, freeing its locks; 0: never. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(0, 86_400_000, 60_000),
  /**
   * Bearer token for GET /metrics from other machines (Prometheus over the network). Loopback
   * callers need none; without it, others are refused.
   */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /**
   * After SIGTERM/SIGINT: how long the server keeps accepting (answering /api/ready 503 and closing
   * each connection after its answer) so a load balancer moves away; ends early once no connection
   * is open.
   */
  SHUTDOWN_DELAY_MS: int(0, 60_000, 1000),
  /** Then requests in flight get this long to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000, 10_000),
  /**
   * Signed-in pages (/pantry, /wallet, /orders) one API process draws at once, reading or
   * rendering; past it a drawing waits for a place (docs/decisions/0042, 0071).
   */
  SIGNED_IN_DRAWINGS_MAX: int(1, 1000, 16),
  /**
   * Signed-in pages that may wait for one of those places (within their deadline); past it the
   * plain app shell is sent at once (docs/decisions/0071).
   */
  SIGNED_IN_DRAWINGS_WAITING: int(0, 10_000, 64),
  /** A signed-in page not drawn within this many milliseconds gets the plain app shell. */
  SIGNED_IN_DRAWING_DEADLINE_MS: int(50, 60_000, 2000),
  /**
   * Receiving one request, headers and body, may take this long; a client still trickling it then
   * is answered 408 and cut off (slowloris). A 256 KB body over a slow 2G link fits well inside.
   */
  REQUEST_TIMEOUT_MS: int(1000, 600_000, 30_000),
  /** `npm run worker` answers /api/health, /api/ready and /metrics on this port; 0: none. */
  WORKER_PORT: int(0, 65535, 3001),
};
