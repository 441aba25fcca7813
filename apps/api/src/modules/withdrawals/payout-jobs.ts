import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import type { JobDefinitions } from '../../jobs/job-runner';
import { initiatePayout, recheckWithdrawals } from './payout-actions';
import { payoutsProvider } from './payout-providers';
import { PAYOUT_INITIATE_TASK } from './request-withdrawal';
import {
  deliverOverHttp,
  playSandboxPayout,
  SANDBOX_TIMING,
  type DeliverEvent,
  type SandboxTiming,
} from './sandbox-payout-jobs';
import { SANDBOX_PAYOUT_TASK } from './sandbox-payouts';

const RECHECK_TASK = 'recheck_withdrawals';

/**
 * The withdrawals module's jobs: the payout (queued with each withdrawal), the re-check of holds
 * waiting too long (every five minutes), and, with the sandbox, the sandbox bank's own moves.
 * Tests pass their own `deliver` (the app's inject) and timing.
 */
export const withdrawalJobs = (
  sql: Sql,
  config: Config,
  sandbox: { deliver?: DeliverEvent; timing?: SandboxTiming } = {},
): JobDefinitions => {
  const provider = payoutsProvider(config, sql);
  const deliver = sandbox.deliver ?? deliverOverHttp(config);
  return {
    tasks: {
      [PAYOUT_INITIATE_TASK]: async (payload, helpers) => {
        const { withdrawalId } = payload as { withdrawalId?: unknown };
        if (typeof withdrawalId === 'string')
          await initiatePayout(sql, provider, withdrawalId, helpers.logger);
      },
      [RECHECK_TASK]: async (_payload, helpers) => {
        const run = await recheckWithdrawals(sql, provider, helpers.logger);
        if (run.moved > 0) helpers.logger.info(`withdrawal re-check: ${JSON.stringify(run)}`);
      },
      [SANDBOX_PAYOUT_TASK]: async (payload) => {
        const p = payload as { reference?: unknown; event?: unknown };
        if (
          provider.name === 'sandbox' &&
          typeof p.reference === 'string' &&
          (p.event === 'success' || p.event === 'failed' || p.event === 'reversed')
        )
          await playSandboxPayout(sql, deliver, sandbox.timing ?? SANDBOX_TIMING, {
            reference: p.reference,
            event: p.event,
          });
      },
    },
    cron: [{ task: RECHECK_TASK, match: '*/5 * * * *', identifier: RECHECK_TASK }],
  };
};
