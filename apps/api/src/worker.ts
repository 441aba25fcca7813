import pino from 'pino';
import { loadConfigOrExit } from './config';
import { guardAgainstClosedConnectionWrites } from './db/driver-crash-guard';
import { openDatabaseForTool } from './db/open-for-tool';
import { appJobs } from './app-jobs';
import { startJobRunner } from './jobs/job-runner';
import { jobQueueHealth } from './jobs/queue-health';
import { logSerializers } from './lib/log-serializers';
import { drainHttp } from './shutdown';
import { buildWorkerServer } from './worker-server';

/**
 * `npm run worker`: runs the job queue without serving customers, for deployments that set
 * JOB_RUNNER=off on the API instances. Any number of workers may run; each job runs once. It
 * answers /api/health, /api/ready and /metrics on WORKER_PORT (0: not at all).
 */
async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.LOG_LEVEL, serializers: logSerializers });
  guardAgainstClosedConnectionWrites((m) => logger.warn(m));
  const db = await openDatabaseForTool(
    config,
    { info: (m) => logger.info(m), error: (m) => logger.error(m) },
    'worker',
  );
  const health = jobQueueHealth();
  const runner = await startJobRunner({
    connectionString: db.url,
    jobs: appJobs(db.sql, config),
    log: logger,
    events: health.events,
  });
  health.watch(runner);
  const server = config.WORKER_PORT
    ? await buildWorkerServer({ config, sql: db.sql, logger, jobQueue: health })
    : null;
  try {
    await server?.listen({ port: config.WORKER_PORT, host: config.HOST });
  } catch (err) {
    await runner.stop();
    await db.close();
    const taken = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw taken
      ? new Error(
          `Port ${config.WORKER_PORT} is already in use on ${config.HOST}: set WORKER_PORT to a free port (or 0 for no health port).`,
        )
      : err;
  }
  logger.info(
    server
      ? `Faza worker is running (health on port ${config.WORKER_PORT})`
      : 'Faza worker is running',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping the worker`);
    // Running jobs finish, or go back to the queue for another worker (graphile-worker's graceful
    // shutdown); /api/ready says 503 meanwhile.
    if (server) server.readiness.draining = true;
    await runner.stop();
    if (server) await drainHttp(server, { delayMs: 0, timeoutMs: 5000, log: logger });
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
