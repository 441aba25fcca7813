import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { migrateJobQueue } from './job-queue-schema';
import { migrate } from './migrate';
import { createSql, poolOptions, type Sql } from './sql';

export type Database = { sql: Sql; url: string; close: () => Promise<void> };

type Logger = { info: (msg: string) => void; error: (msg: string) => void };

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when none is set, then
 * applies migrations. `close` ends the pool and, for the embedded server, stops it cleanly.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  role = 'api',
): Promise<Database> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres(config.DATA_DIR, {
        port: config.EMBEDDED_PG_PORT,
        logger,
        archive: true,
      });
  const url = config.DATABASE_URL ?? embedded!.url;
  const sql = createSql(url, poolOptions(config, role));
  try {
    const applied = await migrate(sql);
    if (applied.length) logger.info(`applied migrations: ${applied.join(', ')}`);
    await migrateJobQueue(url);
  } catch (err) {
    await sql.end({ timeout: 1 });
    await embedded?.stop();
    throw err;
  }
  return {
    sql,
    url,
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
