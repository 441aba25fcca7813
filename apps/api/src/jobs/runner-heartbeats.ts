import { makeWorkerUtils, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';

export type HeartbeatTimes = {
  /** How often a runner says it is alive and looks for dead ones. */
  everyMs: number;
  /** Silence after which a runner counts as dead and its locked jobs go back to the queue. */
  deadAfterMs: number;
};

export const DEFAULT_HEARTBEAT: HeartbeatTimes = { everyMs: 15_000, deadAfterMs: 60_000 };

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * Keeps this process's graphile-worker pool and workers in `job_runners` and frees the jobs of workers that
 * went silent (docs/decisions/0041-dead-job-runners-unlocked.md). Without it a job taken by a
 * runner killed mid-run stays locked for graphile-worker's four hours: a credit alert four hours
 * late. Times are the database's, so clocks of different machines cannot disagree.
 */
export function watchRunners(
  pool: pg.Pool,
  events: WorkerEvents,
  log: Log,
  times: HeartbeatTimes = DEFAULT_HEARTBEAT,
) {
  /** Ids alive now, and every id this runner registered. */
  const ours = new Set<string>();
  const registered = new Set<string>();
  const utils = makeWorkerUtils({ pgPool: pool });
  // Awaited at each use; this only keeps a failed start from being an unhandled rejection.
  utils.catch(() => {});
  const report = (err: unknown) => log.warn(`job runners: ${(err as Error).message}`);

  const add = (id: string) => {
    ours.add(id);
    registered.add(id);
    pool
      .query(
        `insert into job_runners (worker_id) values ($1)
         on conflict (worker_id) do update set seen_at = now()`,
        [id],
      )
      .catch(report);
  };
  const remove = (id: string) => {
    ours.delete(id);
    pool.query('delete from job_runners where worker_id = $1', [id]).catch(report);
  };
  // A job is locked in the name of the pool that fetched it or of one of its workers, depending
  // on how graphile-worker took it, so both are registered.
  events.on('pool:create', ({ workerPool }) => add(workerPool.id));
  events.on('pool:release', ({ workerPool }) => remove(workerPool.id));
  events.on('worker:create', ({ worker }) => add(worker.workerId));
  events.on('worker:stop', ({ worker }) => remove(worker.workerId));

  async function beat() {
    if (ours.size)
      await pool.query('update job_runners set seen_at = now() where worker_id = any($1)', [
        [...ours],
      ]);
    const dead = await pool.query<{ worker_id: string }>(
      `delete from job_runners
        where seen_at < now() - make_interval(secs => $1::float8 / 1000) and not (worker_id = any($2))
        returning worker_id`,
      [times.deadAfterMs, [...ours]],
    );
    const ids = dead.rows.map((r) => r.worker_id);
    if (ids.length === 0) return;
    await (await utils).forceUnlockWorkers(ids);
    log.info(`job runners: ${ids.length} silent for ${times.deadAfterMs} ms, their jobs unlocked`);
  }

  let running = Promise.resolve();
  const tick = () => {
    running = running.then(beat).catch(report);
  };
  const timer = setInterval(tick, times.everyMs);
  timer.unref();
  tick();
  return {
    /** Stops beating and removes this runner's rows: a runner that stopped is not a dead one. */
    async stop() {
      clearInterval(timer);
      await running;
      await pool
        .query('delete from job_runners where worker_id = any($1)', [[...registered]])
        .catch(report);
      await (await utils).release();
    },
  };
}
