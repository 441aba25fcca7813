import type { PushSubscriptionRequest } from '@faza/shared';
import { appJobs } from '../src/app-jobs';
import { mergeJobs } from '../src/jobs/job-runner';
import { notificationJobs } from '../src/modules/notifications';
import { expiringLots } from '../src/modules/pantry';
import { sessionCookies } from './auth-helpers';
import type { FakePush } from './fake-push';
import { runQueuedJobs } from './jobs';
import type { TestContext } from './test-app';

export const inbox = (ctx: TestContext, cookie: string | undefined, query = '') =>
  ctx.app.inject({ url: `/api/notifications${query}`, cookies: sessionCookies(ctx.app, cookie) });

export const subscribePush = (
  ctx: TestContext,
  cookie: string | undefined,
  subscription: PushSubscriptionRequest,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    cookies: sessionCookies(ctx.app, cookie),
    payload: subscription,
  });

export const putPreferences = (
  ctx: TestContext,
  cookie: string | undefined,
  preferences: unknown,
) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    cookies: sessionCookies(ctx.app, cookie),
    payload: { preferences },
  });

/** Every notification row, for tests that check who was told what. */
export const allNotifications = (ctx: TestContext) =>
  ctx.sql<{ recipient_id: string; kind: string; title: string; body: string; in_inbox: boolean }[]>`
    select recipient_id, kind, title, body, in_inbox from notifications order by seq`;

export const deliveriesOf = (ctx: TestContext) =>
  ctx.sql<{ channel: string; state: string; attempts: number; last_error: string | null }[]>`
    select d.channel, d.state, d.attempts, d.last_error
    from notification_deliveries d join notifications n on n.id = d.notification_id
    order by n.seq, d.channel`;

/**
 * Runs every job due now, as runQueuedJobs does, with push deliveries going to the fake push
 * service (whose certificate the jobs' https agent trusts; its origin must be in the test app's
 * PUSH_TEST_ORIGINS, see fakePushEnv).
 */
export async function runJobsWithPush(ctx: TestContext, push: FakePush): Promise<void> {
  const jobs = mergeJobs(
    appJobs(ctx.sql, ctx.config, ctx.app.mailer),
    notificationJobs(ctx.sql, ctx.config, ctx.app.mailer, expiringLots, {
      pushCa: push.certificate,
    }),
  );
  await runQueuedJobs(ctx, jobs);
}

/** The deliveries waiting for a later attempt, with when they come due. */
export const waitingDeliveries = (ctx: TestContext) =>
  ctx.sql<{ channel: string; not_before: Date; attempts: number }[]>`
    select channel, not_before, attempts from notification_deliveries
    where state = 'pending' order by not_before, channel`;

/** Every delivery still waiting comes due now. */
export const dueNow = (ctx: TestContext) =>
  ctx.sql`update notification_deliveries set not_before = now() where state = 'pending'`;
