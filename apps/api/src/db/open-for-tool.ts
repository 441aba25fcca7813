import type { Config } from '../config';
import { openDatabase, type Database } from './database';
import { runningEmbeddedUrl } from './embedded';
import { createSql, poolOptions } from './sql';

type Logger = { info: (msg: string) => void; error: (msg: string) => void };

/**
 * The database `npm start` uses, for a command-line tool or a separate worker: DATABASE_URL; or the
 * embedded PostgreSQL under DATA_DIR — joined over its port when the app is running (its
 * postmaster.pid names a live process), started here when it is not.
 */
export async function openDatabaseForTool(
  config: Config,
  logger: Logger,
  role = 'cli',
): Promise<Database> {
  const running = config.DATABASE_URL ? null : runningEmbeddedUrl(config.DATA_DIR);
  if (!running) return openDatabase(config, logger, role);
  // A command needs two connections; a worker its configured pool.
  const options = poolOptions(config, role);
  const sql = createSql(running, role === 'cli' ? { ...options, max: 2 } : options);
  return { sql, url: running, close: () => sql.end({ timeout: 5 }) };
}
