import { addMonths, lagosMonthBounds, lagosMonthOf } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import type { JobDefinitions } from '../../jobs/job-runner';
import { notify } from '../notifications';
import { memberInsights } from './member-insights';

export const MONTHLY_DIGEST_TASK = 'insights_monthly_digest';

const IN_FLOWS = new Set(['bought', 'received', 'added']);

/**
 * The monthly digest (docs/decisions/0040): for the Lagos month before `now`, each Premium or
 * Premium Plus member with anything in their pantry journal or order payments that month is told
 * their month in a notification (inbox, push, email by their digest preferences) linking to
 * /insights. Keyed by member and month, so a rerun tells nobody twice. Returns how many were told.
 */
export async function sendMonthlyDigests(sql: Sql, now: Date): Promise<number> {
  const month = addMonths(lagosMonthOf(now), -1);
  const { start, end } = lagosMonthBounds(month);
  const members = await sql<{ id: string; wallet_id: string | null }[]>`
    select u.id, w.id as wallet_id from users u left join wallets w on w.user_id = u.id
    where u.subscription_tier <> 'basic'
      and (u.subscription_ends_at is null or u.subscription_ends_at > ${now})
      and (exists (select 1 from pantry_journal j where j.owner_id = u.id
                     and j.created_at >= ${start} and j.created_at < ${end})
           or exists (select 1 from orders o where o.user_id = u.id
                        and o.paid_at >= ${start} and o.paid_at < ${end}))`;
  let told = 0;
  for (const member of members) {
    const figures = await memberInsights(
      sql,
      { id: member.id, walletId: member.wallet_id },
      month,
      now,
    );
    const itemsIn = figures.food
      .filter((f) => IN_FLOWS.has(f.flow))
      .reduce((s, f) => s + f.items, 0);
    const itemsOut = figures.food
      .filter((f) => !IN_FLOWS.has(f.flow))
      .reduce((s, f) => s + f.items, 0);
    told += await withTransaction(sql, (tx) =>
      notify(tx, {
        kind: 'insights.monthly',
        userId: member.id,
        month,
        spentKobo: figures.spend.total_kobo,
        wastedKobo: figures.waste.expired_kobo,
        itemsIn,
        itemsOut,
      }),
    );
  }
  return told;
}

type CronPayload = { _cron?: { ts?: string } };

/** On the 1st of each month at 09:00 Lagos (08:00 UTC: graphile-worker's cron is UTC). */
export function insightsJobs(sql: Sql): JobDefinitions {
  return {
    tasks: {
      [MONTHLY_DIGEST_TASK]: async (payload, helpers) => {
        const ts = (payload as CronPayload | null)?._cron?.ts;
        const told = await sendMonthlyDigests(sql, ts ? new Date(ts) : new Date());
        helpers.logger.info(`monthly insights digest: ${told} members told`);
      },
    },
    cron: [
      {
        task: MONTHLY_DIGEST_TASK,
        match: '0 8 1 * *',
        identifier: MONTHLY_DIGEST_TASK,
        // A restart later that day still sends it.
        options: { backfillPeriod: 12 * 60 * 60 * 1000 },
      },
    ],
  };
}
