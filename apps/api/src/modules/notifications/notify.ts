import { CATEGORY_RULES, pushNotBefore, type DeliveryChannel } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { ACTOR, noticeOf, type NotificationEvent } from './notices';

/**
 * Tells the people an event concerns, in the caller's transaction (docs/decisions/0030-notifications-
 * outbox.md): one call writes the notification (once per event, kind and person: a second call
 * writes nothing) and a delivery row for each channel the person wants and can receive (a push
 * subscription, a verified email), so everything exists exactly when the event commits; at commit
 * one NOTIFY wakes the dispatchers that send them (dispatcher.ts, docs/decisions/0065) and the
 * row's trigger tells open pages of the new unread count.
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
  // One call of notify_event (migrations 033 and 052, docs/decisions/0045-cheaper-sends.md): the
  // rows, with plans made once per connection, and no job.
  const [row] = await tx<{ written: number }[]>`
    select notify_event(
      ${'userId' in recipients ? recipients.userId : null}::uuid,
      ${'roles' in recipients ? recipients.roles : null}::text[],
      ${notice.category}, ${notice.kind}, ${notice.eventKey}, ${notice.text.title},
      ${notice.text.body}, ${notice.deepLink}, ${notice.subject?.type ?? null}::text,
      ${notice.subject?.id ?? null}::text, ${notice.actorId}::uuid, ${ACTOR},
      ${rule.transactional}, ${rule.defaults.inbox ?? false}, ${tx.json(wanted)}::jsonb,
      ${deferTo}::timestamptz) as written`;
  return row!.written;
}
