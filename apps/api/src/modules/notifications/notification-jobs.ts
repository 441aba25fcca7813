import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import type { Mailer } from '../../lib/email/mailer';
import type { JobDefinitions } from '../../jobs/job-runner';
import {
  sendPantryDigests,
  sendSubscriptionReminders,
  sweepOldNotifications,
  type ExpiringLots,
} from './daily';
import type { DeliveryDeps } from './deliver';
import { deliveryDispatcher } from './dispatcher';
import { pushEndpointPolicy } from './push-endpoints';
import { webPushSender, type PushSender } from './push-sender';
import { vapidKeys } from './vapid';

const DIGEST_TASK = 'pantry_digest';
const REMINDERS_TASK = 'subscription_reminders';

type CronPayload = { _cron?: { ts?: string } };

/** The moment a scheduled run stands for (its cron tick, even when run late), else now. */
const tickOf = (payload: unknown): Date => {
  const ts = (payload as CronPayload | null)?._cron?.ts;
  return ts ? new Date(ts) : new Date();
};

const publicOrigin = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;

/**
 * The notifications module's jobs: the dispatcher of the deliveries written with each notification
 * (docs/decisions/0065), the morning digest at 08:00 Lagos (07:00 UTC; graphile-worker's cron is
 * UTC), subscription reminders at 10:00 Lagos, and the retention sweep. `push` replaces the sender; `pushCa` lets tests and the
 * bench trust a local fake push service's certificate (its origin in PUSH_TEST_ORIGINS);
 * `dispatchEveryMs` replaces the dispatcher's timer.
 */
export function notificationJobs(
  sql: Sql,
  config: Config,
  mailer: Mailer,
  expiringLots: ExpiringLots,
  options: { push?: PushSender; pushCa?: string | Buffer; dispatchEveryMs?: number } = {},
): JobDefinitions {
  const deps: DeliveryDeps = {
    sql,
    mailer,
    push:
      options.push ??
      webPushSender(vapidKeys(sql, config), {
        policy: pushEndpointPolicy(config),
        maxInFlight: config.PUSH_MAX_IN_FLIGHT,
        ...(options.pushCa ? { ca: options.pushCa } : {}),
      }),
    origin: publicOrigin(config),
    sessionIdleDays: config.SESSION_IDLE_DAYS,
  };
  // A restart a few hours late still sends the morning's digest; later than that it waits a day.
  const backfill = { backfillPeriod: 4 * 60 * 60 * 1000 };
  return {
    tasks: {
      [DIGEST_TASK]: async (payload, helpers) => {
        const told = await sendPantryDigests(sql, expiringLots, tickOf(payload));
        helpers.logger.info(`pantry digest: ${told} people told`);
      },
      [REMINDERS_TASK]: async (payload, helpers) => {
        const told = await sendSubscriptionReminders(sql, tickOf(payload));
        helpers.logger.info(`subscription reminders: ${told} people told`);
      },
      notifications_sweep: async (_payload, helpers) => {
        helpers.logger.info(`swept ${await sweepOldNotifications(sql)} old notifications`);
      },
    },
    dispatchers: { notification_deliveries: deliveryDispatcher(deps, options.dispatchEveryMs) },
    cron: [
      { task: DIGEST_TASK, match: '0 7 * * *', identifier: DIGEST_TASK, options: backfill },
      { task: REMINDERS_TASK, match: '0 9 * * *', identifier: REMINDERS_TASK, options: backfill },
      { task: 'notifications_sweep', match: '45 2 * * *', identifier: 'notifications_sweep' },
    ],
  };
}
