import type { Sql } from '../../db/sql';
import type { Readiness } from '../../plugins/readiness';

/** Each part /api/ready looks at, and what it found ('up', 'current', 'off', or what is wrong). */
export type ReadinessReport = { ready: boolean; checks: Record<string, string>; failing: string[] };

/** A database that does not answer within this long counts as down. */
const DATABASE_WAIT_MS = 2000;

/**
 * Ready means: not shutting down; PostgreSQL answers; every migration file this build carries is in
 * schema_migrations (a newer instance may have applied more: that is fine); and, in a process that
 * runs jobs, the job runner is alive.
 */
export async function checkReadiness(
  sql: Sql,
  readiness: Readiness,
  migrationFiles: readonly string[],
): Promise<ReadinessReport> {
  const checks: Record<string, string> = {};
  const failed = new Set<string>();
  const note = (part: string, value: string, ok: boolean) => {
    checks[part] = value;
    if (!ok) failed.add(part);
  };

  note('shutdown', readiness.draining ? 'draining' : 'no', !readiness.draining);
  try {
    const applied = await withinMs(
      DATABASE_WAIT_MS,
      sql<{ name: string }[]>`select name from schema_migrations`,
    );
    note('database', 'up', true);
    const done = new Set(applied.map((r) => r.name));
    const pending = migrationFiles.filter((f) => !done.has(f));
    note(
      'migrations',
      pending.length ? `pending: ${pending.join(', ')}` : 'current',
      !pending.length,
    );
  } catch (err) {
    note('database', `down: ${err instanceof Error ? err.message : String(err)}`, false);
  }
  if (!readiness.runsJobs) note('jobQueue', 'off', true);
  else if (!readiness.jobQueue) note('jobQueue', 'starting', false);
  else {
    const state = readiness.jobQueue.state();
    note('jobQueue', state.ok ? 'up' : state.reason, state.ok);
  }
  return { ready: failed.size === 0, checks, failing: [...failed] };
}

function withinMs<T>(ms: number, work: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(work), late]).finally(() => clearTimeout(timer));
}
