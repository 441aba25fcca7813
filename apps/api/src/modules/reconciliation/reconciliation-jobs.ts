import type { Queryable } from '../../db/transaction';
import type { JobDefinitions } from '../../jobs/job-runner';
import { checkStock } from '../stock';
import { reconcile } from './reconcile';

export const RECONCILE_TASK = 'reconcile_ledger';

/**
 * The nightly reconciliation, once across all instances (graphile-worker's cron, whose times are
 * UTC): 01:30 UTC is 02:30 in Lagos, after the day's trade. A clean night logs at info; anything found logs at error
 * level with the whole report, for whoever watches the logs to act on.
 */
export const reconciliationJobs = (db: Queryable): JobDefinitions => ({
  tasks: {
    [RECONCILE_TASK]: async (_payload, helpers) => {
      const report = await reconcile(db);
      if (report.ok) helpers.logger.info(`ledger reconciled: ${JSON.stringify(report)}`);
      else
        helpers.logger.error(`ledger reconciliation found mismatches: ${JSON.stringify(report)}`);
      // The warehouse's custody check runs with it (docs/decisions/0056-warehouse-stock.md).
      const stock = await checkStock(db);
      if (stock.ok) helpers.logger.info(`stock custody checked: ${stock.products.length} products`);
      else helpers.logger.error(`stock custody check found faults: ${JSON.stringify(stock)}`);
    },
  },
  cron: [{ task: RECONCILE_TASK, match: '30 1 * * *', identifier: RECONCILE_TASK }],
});
