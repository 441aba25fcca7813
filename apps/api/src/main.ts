import closeWithGrace from 'close-with-grace';
import type { Runner } from 'graphile-worker';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfigOrExit, type Config } from './config';
import { openDatabase } from './db/database';
import { appJobs } from './app-jobs';
import { startJobRunner } from './jobs/job-runner';
import { jobQueueHealth } from './jobs/queue-health';
import { logSerializers } from './lib/log-serializers';
import { StartupError } from './db/startup-error';
import { guardAgainstClosedConnectionWrites, statementOf } from './db/driver-crash-guard';
import { seedCatalogue } from './modules/catalogue';
import { seedDeliverySlots } from './modules/deliveries';
import { seedRecipes } from './modules/plan';
import { startupWarnings } from './startup-warnings';
import { demoRefusal, seedDemo } from './modules/demo';
import { drainHttp } from './shutdown';

/** `npm run demo` passes --demo: seed the demo accounts. Plain `npm start` never does. */
async function main({ demo }: { demo: boolean }) {
  const config = loadConfigOrExit();
  const refusal = demo ? demoRefusal(config) : null;
  if (refusal) throw new StartupError(refusal);
  const logger = pino({ level: config.LOG_LEVEL, serializers: logSerializers });
  guardAgainstClosedConnectionWrites((m) => logger.warn(m));
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const started = Date.now();
  const db = await openDatabase(config, {
    info: (m) => logger.info(m),
    error: (m) => logger.error(m),
  });
  let app;
  let jobs: Runner | undefined;
  try {
    await seedCatalogue(db.sql);
    await seedRecipes(db.sql);
    await seedDeliverySlots(db.sql);
    if (demo) await seedDemo(db.sql, logger.child({ module: 'demo' }));
    app = await buildApp({ config, sql: db.sql, logger });
  } catch (err) {
    await db.close();
    throw err;
  }

  // SIGINT/SIGTERM: answer /api/ready 503, stop accepting, let requests in flight finish, let
  // running jobs finish (or go back to the queue), then close the pool and stop the database.
  const drain = { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS };
  closeWithGrace({ delay: drain.delayMs + drain.timeoutMs + 60_000 }, async ({ signal, err }) => {
    // postgres.js names a failed statement in a property the log would not show: the statement
    // says whose promise nobody was waiting on.
    if (err) logger.error({ err, statement: statementOf(err) }, 'shutting down after an error');
    else logger.info(`${signal} received, shutting down`);
    await drainHttp(app!, { ...drain, log: logger });
    await jobs?.stop();
    await db.close();
    logger.info('stopped');
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // Stop what we started (the embedded PostgreSQL above all) before saying why, in one line.
    await app.close();
    await db.close();
    throw listenError(err as NodeJS.ErrnoException, config);
  }
  // Jobs start once the server is listening: a process that cannot serve runs none, and its
  // stop above has no worker connections to race against the database shutting down.
  if (config.JOB_RUNNER === 'in-process') {
    const health = jobQueueHealth();
    jobs = await startJobRunner({
      connectionString: db.url,
      jobs: appJobs(db.sql, config, app.mailer, app.sms),
      log: logger.child({ module: 'jobs' }),
      events: health.events,
    });
    health.watch(jobs);
    app.readiness.jobQueue = health;
  }
  logger.info(
    { node: process.version },
    `Faza is ready on port ${config.PORT} in ${Date.now() - started} ms`,
  );
}

function listenError(err: NodeJS.ErrnoException, config: Config): Error {
  if (err.code === 'EADDRINUSE')
    return new StartupError(
      `Port ${config.PORT} is already in use on ${config.HOST}: stop what is using it, or set PORT to a free port.`,
    );
  if (err.code === 'EACCES')
    return new StartupError(
      `Port ${config.PORT} on ${config.HOST} needs more privileges: set PORT to 1024 or above.`,
    );
  if (err.code === 'EADDRNOTAVAIL')
    return new StartupError(`HOST ${config.HOST} is not an address of this machine: set HOST.`);
  return err;
}

main({ demo: process.argv.slice(2).includes('--demo') }).catch((err) => {
  // A cause the operator can fix gets its one line; anything else its stack trace.
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
