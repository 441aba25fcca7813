import type { Queryable } from '../db/transaction';

export type AddJobOptions = {
  /** Run no earlier than this (default: now). */
  runAt?: Date;
  /** At most one pending job per key; adding again replaces it (graphile-worker job_key). */
  jobKey?: string;
  maxAttempts?: number;
};

/**
 * Queues a job through graphile-worker's own SQL function, on whatever connection it is given. Called
 * with a transaction, the job exists only if that transaction commits: a rolled-back order never
 * sends its email or schedules its expiry.
 */
export async function addJob(
  db: Queryable,
  task: string,
  payload: Record<string, unknown> = {},
  options: AddJobOptions = {},
): Promise<void> {
  await db`
    select graphile_worker.add_job(
      ${task},
      payload => ${db.json(payload as never)}::json,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int,
      job_key => ${options.jobKey ?? null}::text)`;
}
