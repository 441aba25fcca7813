import type { Sql } from '../../db/sql';
import type { Readiness } from '../../plugins/readiness';
import { withinMs } from '../../lib/within-ms';

/**
 * Each part /api/ready looks at: `checks` holds what the public answer says of it, a fixed word
 * ('up', 'current', 'off', 'unreachable', 'pending', …); `details` what went wrong, in words that
 * may carry the driver's error text or the build's migration names, for the log only.
 */
export type ReadinessReport = {
  ready: boolean;
  checks: Record<string, string>;
  failing: string[];
  details: Record<string, string>;
};

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
  const details: Record<string, string> = {};
  const failed = new Set<string>();
  const note = (part: string, value: string, ok: boolean, detail?: string) => {
    checks[part] = value;
    if (!ok) failed.add(part);
    if (detail !== undefined) details[part] = detail;
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
    if (pending.length) note('migrations', 'pending', false, `pending: ${pending.join(', ')}`);
    else note('migrations', 'current', true);
  } catch (err) {
    note('database', 'unreachable', false, err instanceof Error ? err.message : String(err));
  }
  if (!readiness.runsJobs) note('jobQueue', 'off', true);
  else if (!readiness.jobQueue) note('jobQueue', 'starting', false);
  else {
    const state = readiness.jobQueue.state();
    if (state.ok) note('jobQueue', 'up', true);
    else note('jobQueue', publicQueueWord(state.reason), false, state.reason);
  }
  return { ready: failed.size === 0, checks, failing: [...failed], details };
}

/** The runner's own states pass; anything else (an error's text) is 'down'. */
function publicQueueWord(reason: string): string {
  if (reason === 'starting' || reason === 'stopping' || reason === 'stopped') return reason;
  return reason.startsWith('stopped') ? 'stopped' : 'down';
}
