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

export function createPrimaryPool(url: string, max: number): pg.Pool {
  const hosts = databaseHosts(url);
  if (hosts.length === 1) return new pg.Pool({ connectionString: url, max });
  const urls = hosts.map((host) => urlForHost(url, host));
  class PrimaryClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (err: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | void {
      const connected = findPrimary(urls).then((primary) => {
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
