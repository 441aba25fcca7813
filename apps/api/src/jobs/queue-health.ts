import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';

type JobQueueState = { ok: true } | { ok: false; reason: string };

/** Whether this process's job runner is alive: handed to the runner, read by /api/ready. */
export type JobQueueHealth = {
  events: WorkerEvents;
  state: () => JobQueueState;
  watch: (runner: { promise: Promise<void> }) => void;
};

/**
 * Follows the runner through its own events (graphile-worker's `events` option, so nothing from
 * its start is missed): alive while its pool listens for new jobs and fetches them without error,
 * and until the runner stops.
 */
export function jobQueueHealth(): JobQueueHealth {
  const events = new EventEmitter() as WorkerEvents;
  let listening = false;
  let problem: string | null = 'starting';
  let ended: string | null = null;
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  events.on('pool:listen:success', () => {
    listening = true;
    problem = null;
  });
  events.on('pool:listen:error', ({ error }) => {
    listening = false;
    problem = `cannot listen for jobs: ${message(error)}`;
  });
  events.on('worker:getJob:error', ({ error }) => {
    problem = `cannot fetch jobs: ${message(error)}`;
  });
  const recovered = () => {
    if (listening) problem = null;
  };
  events.on('worker:getJob:empty', recovered);
  events.on('job:start', recovered);
  events.on('pool:gracefulShutdown', () => {
    ended = 'stopping';
  });
  return {
    events,
    state: () => ((ended ?? problem) ? { ok: false, reason: (ended ?? problem)! } : { ok: true }),
    watch: (runner) => {
      runner.promise.then(
        () => (ended = 'stopped'),
        (err: unknown) => (ended = `stopped: ${message(err)}`),
      );
    },
  };
}
