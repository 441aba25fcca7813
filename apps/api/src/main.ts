import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedCatalogue } from './modules/catalogue/catalogue-seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({ level: config.LOG_LEVEL });
  const started = Date.now();
  const db = await openDatabase(config, {
    info: (m) => logger.info(m),
    error: (m) => logger.error(m),
  });
  let app;
  try {
    await seedCatalogue(db.sql);
    app = await buildApp({ config, sql: db.sql, logger });
  } catch (err) {
    await db.close();
    throw err;
  }

  // SIGINT/SIGTERM: stop accepting, let requests in flight finish, then stop the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info(`${signal} received, shutting down`);
    await app!.close();
    await db.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Faza is ready on port ${config.PORT} in ${Date.now() - started} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
