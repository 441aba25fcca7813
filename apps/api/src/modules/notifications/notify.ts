import { CATEGORY_RULES, pushNotBefore, type DeliveryChannel } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { ACTOR, noticeOf, type NotificationEvent } from './notices';

/** The queued job of each channel; its payload is `{ deliveryId }`. */
export const DELIVERY_TASKS: Record<DeliveryChannel, string> = {
  push: 'notification_push',
  email: 'notification_email',
};

/** graphile-worker retries with exponential back-off: e^n seconds, about an hour for eight. */
const MAX_DELIVERY_ATTEMPTS = 8;

export const deliveryJobKey = (deliveryId: string) => `notification:${deliveryId}`;

/**
 * Tells the people an event concerns, in the caller's transaction (docs/decisions/0030-notifications-
 * outbox.md): one call writes the notification (once per event, kind and person: a second call
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
  const recipients = notice.recipients;
  // One call of notify_event (migration 033, docs/decisions/0045-cheaper-sends.md): the same
  // rows and jobs as one statement here wrote, with plans made once per connection.
  const [row] = await tx<{ written: number }[]>`
    select notify_event(
      ${'userId' in recipients ? recipients.userId : null}::uuid,
      ${'roles' in recipients ? recipients.roles : null}::text[],
      ${notice.category}, ${notice.kind}, ${notice.eventKey}, ${notice.text.title},
      ${notice.text.body}, ${notice.deepLink}, ${notice.subject?.type ?? null}::text,
      ${notice.subject?.id ?? null}::text, ${notice.actorId}::uuid, ${ACTOR},
      ${rule.transactional}, ${rule.defaults.inbox ?? false}, ${tx.json(wanted)}::jsonb,
      ${deferTo}::timestamptz, ${DELIVERY_TASKS.push}, ${DELIVERY_TASKS.email},
      ${MAX_DELIVERY_ATTEMPTS}) as written`;
  return row!.written;
}
