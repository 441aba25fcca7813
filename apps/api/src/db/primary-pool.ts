import pg from 'pg';
import { databaseHosts, urlForHost } from './database-hosts';

/*
 * The job queue's `pg` pool. `pg` reads one host from a URL; DATABASE_URL may name several, the
 * primary and its standbys (docs/decisions/0061-a-synchronous-standby.md). Each new connection
 * then asks every host in turn whether it is in recovery and connects to the first that is not,
 * as target_session_attrs=read-write does for the API's own pool (postgres.js).
 */

/** A probe that takes longer than this counts the host as down. */
const PROBE_TIMEOUT_MS = 2000;
/**
 * How long a new connection waits for some host to accept writes, probing every quarter second:
 * long enough for a promotion, as postgres.js waits for the API's pool. graphile-worker lets some
 * failures go unhandled (its batched job completions), and an unhandled one ends the process.
 */
const PRIMARY_WAIT_MS = 30_000;

export function createPrimaryPool(url: string, max: number): pg.Pool {
  const pool = choosePool(url, max);
  pool.on('connect', retriedWhenConnectionLost);
  return pool;
}

/**
 * graphile-worker retries a query that failed for want of a connection (its RETRYABLE_ERROR_CODES:
 * 57P03 and the like), but not one whose connection died under it, as every idle connection to a
 * killed primary does; and it does not await marking a job done, so that failure was unhandled and
 * ended the process. Such a failure is given the code of "cannot connect now": its statements
 * (take, complete, fail a job) are safe to run again, and the retry takes a new connection.
 */
function retriedWhenConnectionLost(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      if (connectionLost(err))
        Object.assign(err as object, {
          code: '57P03',
          lostConnectionCode: (err as { code?: string }).code,
        });
      throw err;
    });
  }) as typeof client.query;
}

const LOST = /Connection terminated|connection error and is not queryable|ECONNRESET|EPIPE/;
/** 57P01 and 57P02: the server ended the session (shutdown, a crashed sibling process). */
function connectionLost(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code;
  return code === '57P01' || code === '57P02' || code === 'ECONNRESET' || LOST.test(err.message);
}

function choosePool(url: string, max: number): pg.Pool {
  const hosts = databaseHosts(url);
  if (hosts.length === 1) return new pg.Pool({ connectionString: url, max });
  const urls = hosts.map((host) => urlForHost(url, host));
  class PrimaryClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (err: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | void {
      const connected = waitForPrimary(urls).then((primary) => {
        this.host = primary.host;
        this.port = primary.port;
        return super.connect();
      });
      if (!callback) return connected;
      connected.then(
        (client) => callback(null, client),
        (err: Error) => callback(err),
      );
    }
  }
  return new pg.Pool({ connectionString: urls[0], max, Client: PrimaryClient });
}

async function waitForPrimary(urls: string[]): Promise<{ host: string; port: number }> {
  const deadline = Date.now() + PRIMARY_WAIT_MS;
  for (;;) {
    try {
      return await findPrimary(urls);
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The first host that accepts writes; throws when none does (a failover under way). */
async function findPrimary(urls: string[]): Promise<{ host: string; port: number }> {
  const failures: string[] = [];
  for (const url of urls) {
    const probe = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      const { rows } = await probe.query<{ recovering: boolean }>(
        'select pg_is_in_recovery() as recovering',
      );
      if (!rows[0]!.recovering) return databaseHosts(url)[0]!;
      failures.push(`${new URL(url).host} is a standby`);
    } catch (err) {
      failures.push(`${new URL(url).host}: ${(err as Error).message}`);
    } finally {
      await probe.end().catch(() => {});
    }
  }
  throw new Error(`no database server accepts writes (${failures.join('; ')})`);
}
