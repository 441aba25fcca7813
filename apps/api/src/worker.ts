import pino from 'pino';
import { loadConfigOrExit } from './config';
import { openDatabaseForTool } from './db/open-for-tool';
import { appJobs } from './app-jobs';
import { startJobRunner } from './jobs/job-runner';

/**
 * `npm run worker`: runs the job queue without serving HTTP, for deployments that set
 * JOB_RUNNER=off on the API instances. Any number of workers may run; each job runs once.
 */
async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.LOG_LEVEL });
  const db = await openDatabaseForTool(config, {
    info: (m) => logger.info(m),
    error: (m) => logger.error(m),
  });
  const runner = await startJobRunner({
    connectionString: db.url,
    jobs: appJobs(db.sql, config),
    log: logger,
  });
  logger.info('Faza worker is running');
  const stop = async () => {
    await runner.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
