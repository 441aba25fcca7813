import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueueHealth } from '../jobs/queue-health';

/**
 * What /api/ready needs to know beyond the database: whether this process is shutting down, and
 * (when it runs jobs) how its job runner is. main.ts and worker.ts set them.
 */
export type Readiness = {
  /** Set on SIGTERM/SIGINT: /api/ready answers 503 while requests in flight finish. */
  draining: boolean;
  /** This process runs the job queue: /api/ready waits for it and fails when it fails. */
  runsJobs: boolean;
  /** The runner, once started. */
  jobQueue: JobQueueHealth | null;
};

export const readinessPlugin = fp(
  async (app: FastifyInstance, opts: { runsJobs: boolean }) => {
    const readiness: Readiness = { draining: false, runsJobs: opts.runsJobs, jobQueue: null };
    app.decorate('readiness', readiness);
  },
  { name: 'faza-readiness' },
);

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
