import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import type { JobDefinitions } from '../../jobs/job-runner';
import { paymentProviders, type Providers } from './providers';
import { checkCardTopUp, type AlertLog } from './card-topup-check';
import { listStaleCardTopUps, type TopUpRow } from './topups-repository';

/**
 * A card payment is finished within minutes (card, OTP or 3-D Secure); an hour leaves room for a
 * slow bank or a customer who stepped away, and the history does not show 'Pending' for days.
 * A payment that still arrives later is credited anyway (checkCardTopUp credits expired top-ups).
 */
export const TOPUP_EXPIRY_MINUTES = 60;
export const EXPIRE_TOPUPS_TASK = 'expire_abandoned_topups';
/** Top-ups asked about per run; the rest wait for the next run (every 15 minutes). */
const BATCH = 100;

export type ExpiryRun = {
  credited: number;
  expired: number;
  failed: number;
  review: number;
  unchanged: number;
};

/**
 * Asks the provider about every card top-up still pending after the cut-off, one at a time,
 * through the same check as verify and the webhook: paid → credited once; the provider holds no
 * payment → expired; declined → failed; paid but not matching → staff review; under way → left
 * pending. A provider that cannot
 * be reached leaves the top-up pending for the next run, and the run goes on with the others.
 */
export async function expireAbandonedTopUps(
  sql: Sql,
  providers: Providers,
  log: AlertLog & { warn: (msg: string) => void } = { warn: () => {}, error: () => {} },
  now: Date = new Date(),
): Promise<ExpiryRun> {
  const run: ExpiryRun = { credited: 0, expired: 0, failed: 0, review: 0, unchanged: 0 };
  // Only top-ups this server can ask about (a paystack one cannot be checked in sandbox mode).
  const askable = [...new Set<TopUpRow['provider']>(['sandbox', providers.current.name])];
  const cutOff = new Date(now.getTime() - TOPUP_EXPIRY_MINUTES * 60_000);
  for (const reference of await listStaleCardTopUps(sql, cutOff, askable, BATCH)) {
    try {
      const { topup } = await checkCardTopUp(sql, providers.of, reference, {
        log,
        expireAbandoned: true,
      });
      if (topup.status === 'success') run.credited++;
      else if (topup.status === 'expired') run.expired++;
      else if (topup.status === 'failed') run.failed++;
      else if (topup.status === 'needs_review') run.review++;
      else run.unchanged++;
    } catch (err) {
      run.unchanged++;
      log.warn(`top-up ${reference} left pending: ${(err as Error).message}`);
    }
  }
  return run;
}

/** The wallet module's jobs: the top-up expiry, every 15 minutes, once across all instances. */
export const topUpJobs = (sql: Sql, config: Config): JobDefinitions => {
  const providers = paymentProviders(config, sql);
  return {
    tasks: {
      [EXPIRE_TOPUPS_TASK]: async (_payload, helpers) => {
        const run = await expireAbandonedTopUps(sql, providers, helpers.logger);
        if (Object.values(run).some((n) => n > 0))
          helpers.logger.info(`abandoned card top-ups: ${JSON.stringify(run)}`);
      },
    },
    cron: [{ task: EXPIRE_TOPUPS_TASK, match: '*/15 * * * *', identifier: EXPIRE_TOPUPS_TASK }],
  };
};
