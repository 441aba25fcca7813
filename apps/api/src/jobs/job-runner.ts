import { EventEmitter } from 'node:events';
import {
  Logger,
  parseCronItems,
  run,
  type CronItem,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import { createPrimaryPool } from '../db/primary-pool';
import type { Dispatcher } from './dispatch-loop';
import { watchRunners, type HeartbeatTimes } from './runner-heartbeats';

/**
 * What a feature module contributes to the queue: its task handlers, its schedule, and its
 * dispatchers (work woken by NOTIFY and a timer instead of a job per item: jobs/dispatch-loop.ts),
 * each by name.
 */
export type JobDefinitions = {
  tasks: TaskList;
  cron?: CronItem[];
  dispatchers?: Record<string, Dispatcher>;
};

type Log = {
  debug: (msg: string) => void;
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

export const mergeJobs = (...defs: JobDefinitions[]): JobDefinitions => ({
  tasks: Object.assign({}, ...defs.map((d) => d.tasks)),
  cron: defs.flatMap((d) => d.cron ?? []),
  dispatchers: Object.assign({}, ...defs.map((d) => d.dispatchers ?? {})),
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

/**
 * Runs the PostgreSQL-backed job queue (graphile-worker) in this process: jobs added by any
 * instance, and the cron schedule, which graphile-worker runs once across all instances.
 */
export async function startJobRunner(options: {
  connectionString: string;
  jobs: JobDefinitions;
  log: Log;
  concurrency?: number;
  pollInterval?: number;
  /** Where the runner reports what it does (jobs/queue-health.ts follows it). */
  events?: WorkerEvents;
  heartbeat?: HeartbeatTimes;
}): Promise<Runner> {
  // Our own pool, not one graphile-worker makes: its release ends its pool without waiting and
  // drops the pool's error listeners first, so a shutdown that then stops the embedded PostgreSQL
  // met a connection with no listener and the process died ("second error, exiting"). This pool
  // keeps its listeners and is ended, awaited, after the runner stops. It follows the primary
  // when DATABASE_URL names several servers (primary-pool.ts).
  const pool = createPrimaryPool(options.connectionString, 3);
  const ignore = (err: Error) => options.log.debug(`job queue connection: ${err.message}`);
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  // One emitter for both listeners: the heartbeat (runner-heartbeats.ts) and readiness.
  const events = options.events ?? (new EventEmitter() as WorkerEvents);
  const runners = watchRunners(pool, events, options.log, options.heartbeat);
  const runner = await run({
    pgPool: pool,
    events,
    concurrency: options.concurrency ?? 2,
    pollInterval: options.pollInterval ?? 2000,
    noHandleSignals: true,
    logger: workerLogger(options.log),
    taskList: options.jobs.tasks,
    parsedCronItems: parseCronItems(options.jobs.cron ?? []),
  }).catch(async (err: unknown) => {
    await runners.stop();
    await pool.end();
    throw err;
  });
  const stopDispatchers = await Promise.all(
    Object.values(options.jobs.dispatchers ?? {}).map((d) => d.start(options.log)),
  );
  const stopRunner = runner.stop.bind(runner);
  runner.stop = async () => {
    await Promise.all(stopDispatchers.map((stop) => stop()));
    await stopRunner();
    await runners.stop();
    await pool.end();
  };
  return runner;
}
