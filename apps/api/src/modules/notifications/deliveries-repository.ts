import type { DeliveryChannel, NotificationCategory } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

/** A delivery with what its job needs of the notification and the person. */
export type DeliveryJobRow = {
  id: string;
  channel: DeliveryChannel;
  state: 'pending' | 'sent' | 'skipped' | 'failed';
  attempts: number;
  sent_to: string[];
  notification_id: string;
  category: NotificationCategory;
  kind: string;
  title: string;
  body: string;
  deep_link: string;
  read_at: Date | null;
  recipient_id: string;
  email: string;
  email_verified: boolean;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
};

export async function findDelivery(db: Queryable, id: string): Promise<DeliveryJobRow | null> {
  const [row] = await db<DeliveryJobRow[]>`
    select d.id, d.channel, d.state, d.attempts, d.sent_to, n.id as notification_id, n.category,
           n.kind, n.title, n.body, n.deep_link, n.read_at, n.recipient_id, u.email,
           u.email_verified_at is not null as email_verified, u.display_name,
           u.first_name, u.last_name
    from notification_deliveries d
    join notifications n on n.id = d.notification_id
    join users u on u.id = n.recipient_id
    where d.id = ${id}`;
  return row ?? null;
}

/** Records one attempt: its outcome, the phones reached so far, and the last error if any. */
export async function recordAttempt(
  db: Queryable,
  id: string,
  outcome: {
    state: DeliveryJobRow['state'];
    error?: string | null;
    sentTo?: readonly string[];
  },
): Promise<void> {
  await db`
    update notification_deliveries
    set state = ${outcome.state}, attempts = attempts + 1,
        last_error = coalesce(${outcome.error ?? null}, last_error),
        sent_to = coalesce(${(outcome.sentTo as string[] | undefined) ?? null}::uuid[], sent_to),
        updated_at = now()
    where id = ${id}`;
}

/** Closes a delivery that will not be sent (read first, switched off, nowhere to send). */
export async function skipDelivery(db: Queryable, id: string, reason: string): Promise<void> {
  await db`update notification_deliveries
           set state = 'skipped', last_error = ${reason}, updated_at = now()
           where id = ${id} and state = 'pending'`;
}

/** Puts a claimed delivery back until `until`: a push held for the morning. */
export async function deferDelivery(db: Queryable, id: string, until: Date): Promise<void> {
  await db`update notification_deliveries
           set not_before = ${until}, claimed_until = null, updated_at = now()
           where id = ${id}`;
}

/** Puts a claimed delivery back for `seconds`: a failed attempt's back-off. */
export async function retryDeliveryIn(db: Queryable, id: string, seconds: number): Promise<void> {
  await db`update notification_deliveries
           set not_before = now() + make_interval(secs => ${seconds}), claimed_until = null,
               updated_at = now()
           where id = ${id}`;
}

/**
 * Claims up to `limit` due deliveries for one dispatcher, for `leaseSeconds` (docs/decisions/0065):
 * `for update skip locked`, so dispatchers claiming at the same moment take different rows, and
 * the lease keeps a claimed row from the others until its dispatcher has recorded it, or has died
 * and the lease has run out. Times are the database's, as for every instance alike.
 */
export async function claimDueDeliveries(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<{ id: string; channel: DeliveryChannel; attempts: number }[]> {
  return db<{ id: string; channel: DeliveryChannel; attempts: number }[]>`
    update notification_deliveries d
    set claimed_until = now() + make_interval(secs => ${leaseSeconds})
    from (select id from notification_deliveries
          where state = 'pending' and not_before <= now()
            and (claimed_until is null or claimed_until <= now())
          order by not_before
          limit ${limit}
          for update skip locked) due
    where d.id = due.id
    returning d.id, d.channel, d.attempts`;
}

/**
 * Deliveries an operator watches (docs/decisions/0032-metrics-and-health.md): those due and not
 * yet made (a push held for quiet hours is not due), and those that gave up after their last
 * attempt.
 */
export async function countOpenDeliveries(db: Queryable): Promise<{ due: number; failed: number }> {
  const [row] = await db<{ due: number; failed: number }[]>`
    select count(*) filter (where state = 'pending' and not_before <= now())::int as due,
           count(*) filter (where state = 'failed')::int as failed
    from notification_deliveries where state in ('pending', 'failed')`;
  return row!;
}
