import { Gauge, type Registry } from 'prom-client';
import type { Sql } from '../db/sql';
import { cached, orNull } from '../lib/metrics';

type QueueFigures = {
  ready: number;
  scheduled: number;
  running: number;
  failed: number;
  oldest_ready_seconds: number;
};

/**
 * The job queue as graphile-worker's public `jobs` view shows it, read on scrape at most every
 * 5 s: jobs due and waiting for a worker (a growing number means too few workers or a stuck one),
 * jobs due later, jobs running, jobs out of attempts, and how long the oldest due job has waited.
 */
export function registerQueueMetrics(registry: Registry, sql: Sql): void {
  const read = cached(5000, async () => {
    const [row] = await sql<QueueFigures[]>`
      select
        count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now())::int as ready,
        count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now())::int as scheduled,
        count(*) filter (where locked_at is not null)::int as running,
        count(*) filter (where locked_at is null and attempts >= max_attempts)::int as failed,
        coalesce(extract(epoch from now() - min(run_at) filter (
          where locked_at is null and attempts < max_attempts and run_at <= now())), 0)::float8
          as oldest_ready_seconds
      from graphile_worker.jobs`;
    return row!;
  });
  new Gauge({
    name: 'faza_job_queue_depth',
    help: 'Jobs in the queue by state: ready (due, waiting for a worker), scheduled, running, failed (out of attempts)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const figures = await orNull(read());
      for (const state of ['ready', 'scheduled', 'running', 'failed'] as const)
        this.set({ state }, figures ? figures[state] : NaN);
    },
  });
  new Gauge({
    name: 'faza_job_queue_oldest_ready_seconds',
    help: 'How long the oldest due job has waited for a worker (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await orNull(read()))?.oldest_ready_seconds ?? NaN);
    },
  });
}
