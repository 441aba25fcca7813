import { CATEGORY_RULES, pushNotBefore, type DeliveryChannel } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { ACTOR, noticeOf, type NotificationEvent } from './notices';

/** The queued job of each channel; its payload is `{ deliveryId }`. */
export const DELIVERY_TASKS: Record<DeliveryChannel, string> = {
  push: 'notification_push',
  email: 'notification_email',
};

/** graphile-worker retries with exponential back-off: e^n seconds, about an hour for eight. */
export const MAX_DELIVERY_ATTEMPTS = 8;

export const deliveryJobKey = (deliveryId: string) => `notification:${deliveryId}`;

/**
 * Tells the people an event concerns, in the caller's transaction (docs/decisions/0030-notifications-
 * outbox.md): one statement writes the notification (once per event, kind and person: a second call
 * writes nothing), a delivery row for each channel the person wants and can receive (a push
 * subscription, a verified email), and queues each delivery's job, so everything exists exactly when
 * the event commits. The row's trigger tells open pages of the new unread count at commit.
 * Returns how many people were told for the first time.
 */
export async function notify(tx: Queryable, event: NotificationEvent): Promise<number> {
  const notice = noticeOf(event);
  const rule = CATEGORY_RULES[notice.category];
  // The channels this category offers besides the inbox, each with its default.
  const wanted: Partial<Record<DeliveryChannel, boolean>> = {};
  for (const channel of ['push', 'email'] as const)
    if (rule.defaults[channel] !== undefined) wanted[channel] = rule.defaults[channel];
  if (notice.emailedElsewhere) delete wanted.email;
  const now = new Date();
  // Quiet hours: the push job waits for the morning; the inbox and the email do not.
  const pushAt = pushNotBefore(notice.category, now);
  const deferTo = pushAt > now ? pushAt : null;
  const who =
    'userId' in notice.recipients
      ? tx`u.id = ${notice.recipients.userId}`
      : tx`u.role = any(${notice.recipients.roles})`;
  const [row] = await tx<{ written: number }[]>`
    with r as materialized (
      select u.id, u.email_verified_at is not null as has_email,
             exists (select 1 from push_subscriptions s where s.user_id = u.id) as has_push,
             coalesce((select jsonb_object_agg(p.channel, p.enabled) from notification_preferences p
                       where p.user_id = u.id and p.category = ${notice.category}), '{}') as prefs
      from users u where ${who}
    ), actor as (
      select coalesce((select display_name from users where id = ${notice.actorId}::uuid),
                      'Someone') as name
    ), n as (
      insert into notifications (recipient_id, category, kind, event_key, title, body, deep_link,
                                 subject_type, subject_id, in_inbox)
      select r.id, ${notice.category}, ${notice.kind}, ${notice.eventKey},
             replace(${notice.text.title}, ${ACTOR}, actor.name),
             replace(${notice.text.body}, ${ACTOR}, actor.name),
             ${notice.deepLink}, ${notice.subject?.type ?? null}, ${notice.subject?.id ?? null},
             ${rule.transactional} or coalesce((r.prefs->>'inbox')::boolean, ${rule.defaults.inbox ?? false})
      from r, actor
      on conflict (event_key, kind, recipient_id) do nothing
      returning id, recipient_id
    ), d as (
      insert into notification_deliveries (notification_id, channel, not_before)
      select n.id, c.channel,
             case when c.channel = 'push' then coalesce(${deferTo}::timestamptz, now()) else now() end
      from n join r on r.id = n.recipient_id
      cross join jsonb_each_text(${tx.json(wanted)}::jsonb) as c(channel, wanted)
      where coalesce((r.prefs->>c.channel)::boolean, c.wanted::boolean)
        and case c.channel when 'push' then r.has_push else r.has_email end
      returning id, channel
    ), j as materialized (
      select graphile_worker.add_job(
               case d.channel when 'push' then ${DELIVERY_TASKS.push} else ${DELIVERY_TASKS.email} end,
               payload => json_build_object('deliveryId', d.id),
               run_at => case when d.channel = 'push' then ${deferTo}::timestamptz end,
               max_attempts => ${MAX_DELIVERY_ATTEMPTS},
               job_key => 'notification:' || d.id)
      from d
    )
    select (select count(*)::int from n) as written, (select count(*)::int from j) as queued`;
  return row!.written;
}
