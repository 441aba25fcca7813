import type { Config } from '../config';
import { openDatabase, type Database } from './database';
import { runningEmbeddedUrl } from './embedded';
import { createSql } from './sql';

type Logger = { info: (msg: string) => void; error: (msg: string) => void };

/**
 * The database `npm start` uses, for a command-line tool or a separate worker: DATABASE_URL; or the
 * embedded PostgreSQL under DATA_DIR — joined over its port when the app is running (its
 * postmaster.pid names a live process), started here when it is not.
 */
export async function openDatabaseForTool(config: Config, logger: Logger): Promise<Database> {
  const running = config.DATABASE_URL ? null : runningEmbeddedUrl(config.DATA_DIR);
  if (!running) return openDatabase(config, logger);
  const sql = createSql(running, { max: 2 });
  return { sql, url: running, close: () => sql.end({ timeout: 5 }) };
}
