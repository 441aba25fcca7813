import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  type CronItem,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';

/** What a feature module contributes to the queue: its task handlers and its schedule. */
export type JobDefinitions = { tasks: TaskList; cron?: CronItem[] };

type Log = {
  debug: (msg: string) => void;
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

export const mergeJobs = (...defs: JobDefinitions[]): JobDefinitions => ({
  tasks: Object.assign({}, ...defs.map((d) => d.tasks)),
  cron: defs.flatMap((d) => d.cron ?? []),
});

// Called as methods, never detached: pino's methods read `this`, and a detached one threw a
// TypeError in place of logging the worker's error (a database going away, say).
export const workerLogger = (log: Log) =>
  new Logger(() => (level, message) => {
    const line = `jobs: ${message}`;
    if (level === 'error') log.error(line);
    else if (level === 'warning') log.warn(line);
    else log.debug(line);
  });

/** Creates or updates graphile-worker's schema; run at start-up after our own migrations. */
export async function migrateJobQueue(connectionString: string, log?: Log): Promise<void> {
  await runMigrations({ connectionString, ...(log ? { logger: workerLogger(log) } : {}) });
}

/**
 * Runs the PostgreSQL-backed job queue (graphile-worker) in this process: jobs added by any
 * instance, and the cron schedule, which graphile-worker runs once across all instances. Its
 * connections are a pool of ours, ended once the runner has stopped: a connection of the pool
 * graphile-worker makes could outlive `stop()`, and when the database then shut down, its error
 * had no listener and took the process down mid-shutdown.
 */
export async function startJobRunner(options: {
  connectionString: string;
  jobs: JobDefinitions;
  log: Log;
  concurrency?: number;
  pollInterval?: number;
  /** Where the runner reports what it does (jobs/queue-health.ts follows it). */
  events?: WorkerEvents;
}): Promise<Runner> {
  const pgPool = new pg.Pool({ connectionString: options.connectionString, max: 3 });
  const failed = (err: Error) =>
    options.log.warn(`jobs: a database connection failed: ${err.message}`);
  pgPool.on('error', failed);
  pgPool.on('connect', (client) => client.on('error', failed));
  let runner: Runner;
  try {
    runner = await run({
      ...(options.events ? { events: options.events } : {}),
      pgPool,
      concurrency: options.concurrency ?? 2,
      pollInterval: options.pollInterval ?? 2000,
      noHandleSignals: true,
      logger: workerLogger(options.log),
      taskList: options.jobs.tasks,
      parsedCronItems: parseCronItems(options.jobs.cron ?? []),
    });
  } catch (err) {
    await pgPool.end();
    throw err;
  }
  const stop = runner.stop;
  return Object.assign(runner, {
    stop: async (reason?: string) => {
      await stop(reason);
      await pgPool.end();
    },
  });
}
