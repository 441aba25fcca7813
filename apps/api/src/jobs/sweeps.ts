import type { Queryable } from '../db/transaction';
import type { JobDefinitions } from './job-runner';

/**
 * Retention rules for every table that would otherwise only grow (docs/decisions/0008-job-queue-
 * and-retention.md). Rows are kept a day past their expiry so support can still see what happened.
 */
async function sweepExpired(db: Queryable, idleDays: number): Promise<Record<string, number>> {
  const sessions = await db`
    delete from sessions
     where expires_at < now() - interval '1 day'
        or revoked_at < now() - interval '1 day'
        or last_seen_at < now() - make_interval(days => ${idleDays + 1})`;
  const codes = await db`
    delete from email_verification_codes where expires_at < now() - interval '1 day'`;
  const phoneCodes = await db`
    delete from phone_verification_codes where expires_at < now() - interval '1 day'`;
  const resets = await db`
    delete from password_reset_tokens where expires_at < now() - interval '1 day'`;
  const limits = await db`delete from rate_limits where expires_at < now() - interval '1 minute'`;
  const keys = await db`
    delete from idempotency_keys where created_at < now() - interval '24 hours'`;
  return {
    sessions: sessions.count,
    email_verification_codes: codes.count,
    phone_verification_codes: phoneCodes.count,
    password_reset_tokens: resets.count,
    rate_limits: limits.count,
    idempotency_keys: keys.count,
  };
}

/** The sweep runs every 15 minutes, once across all instances (graphile-worker's cron). */
export const sweepJobs = (db: Queryable, idleDays: number): JobDefinitions => ({
  tasks: {
    sweep_expired: async (_payload, helpers) => {
      const removed = await sweepExpired(db, idleDays);
      helpers.logger.info(`swept expired rows: ${JSON.stringify(removed)}`);
    },
  },
  cron: [{ task: 'sweep_expired', match: '*/15 * * * *', identifier: 'sweep_expired' }],
});
