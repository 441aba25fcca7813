import { GROUP_BUY_MESSAGES as M, GROUP_BUY_REMINDER_HOURS } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import type { JobDefinitions } from '../../jobs/job-runner';
import { notify } from '../notifications';
import { refundGroup } from './group-buy-endings';
import { findGroup, membersOf } from './group-buys-repository';

const GROUP_BUYS_TASK = 'group_buys_run';
const HOUR_MS = 60 * 60 * 1000;

/**
 * One open group's work on `now`, under its row lock: refunded once its closing time has passed,
 * or told it has a day left. The state and `reminded_at` are read under the lock, so a second run
 * (or another instance queued on the lock) finds nothing left to do.
 */
async function advanceGroup(tx: TransactionSql, groupId: string, now: Date) {
  const g = await findGroup(tx, groupId, { lock: true });
  if (!g || g.state !== 'open') return 'none';
  if (g.closes_at <= now) {
    await refundGroup(tx, g);
    return 'refunded';
  }
  if (g.reminded_at) return 'none';
  for (const m of (await membersOf(tx, [g.id])).filter((x) => x.shares > 0))
    await notify(tx, {
      kind: 'group_buy.closing',
      userId: m.user_id,
      groupBuyId: g.id,
      text: M.notice.closing(g.product_name, g.shares - g.shares_taken),
    });
  await tx`update group_buys set reminded_at = ${now} where id = ${g.id}`;
  return 'reminded';
}

/**
 * The group buys job: every open group past its closing time, or within a day of it (and started
 * more than a day before it), each in its own transaction. `now` is the caller's clock: the cron
 * task passes the real time, tests a fake one.
 */
export async function runGroupBuys(
  sql: Sql,
  now: Date,
): Promise<{ refunded: number; reminded: number }> {
  const soon = new Date(now.getTime() + GROUP_BUY_REMINDER_HOURS * HOUR_MS);
  const rows = await sql<{ id: string }[]>`
    select id from group_buys
     where state = 'open'
       and (closes_at <= ${now}
            or (reminded_at is null and closes_at <= ${soon}
                and created_at < closes_at - ${`${GROUP_BUY_REMINDER_HOURS} hours`}::interval))
     order by closes_at, id`;
  const run = { refunded: 0, reminded: 0 };
  for (const { id } of rows) {
    const done = await withTransaction(sql, (tx) => advanceGroup(tx, id, now));
    if (done === 'refunded') run.refunded += 1;
    if (done === 'reminded') run.reminded += 1;
  }
  return run;
}

/**
 * Every minute, once across instances (graphile-worker's cron): a group is refunded within a
 * minute of closing (docs/decisions/0064-group-buys.md).
 */
export const groupBuyJobs = (sql: Sql): JobDefinitions => ({
  tasks: {
    [GROUP_BUYS_TASK]: async (_payload, helpers) => {
      const run = await runGroupBuys(sql, new Date());
      if (run.refunded || run.reminded) helpers.logger.info(`group buys: ${JSON.stringify(run)}`);
    },
  },
  cron: [{ task: GROUP_BUYS_TASK, match: '* * * * *', identifier: GROUP_BUYS_TASK }],
});
