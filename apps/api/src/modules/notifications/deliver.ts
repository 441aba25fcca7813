import { CATEGORY_RULES, namedPerson, publicFirstName, pushNotBefore } from '@faza/shared';
import type { Sql } from '../../db/sql';
import type { Mailer } from '../../lib/email/mailer';
import {
  deferDelivery,
  findDelivery,
  recordAttempt,
  skipDelivery,
  type DeliveryJobRow,
} from './deliveries-repository';
import { notificationEmail } from './notification-email';
import { wants } from './preferences-repository';
import type { PushSender } from './push-sender';
import { forgetSubscription, liveSubscriptions } from './push-subscriptions-repository';

export type DeliveryDeps = {
  sql: Sql;
  mailer: Mailer;
  push: PushSender;
  /** Public origin of the app, for emailed links. */
  origin: string;
  sessionIdleDays: number;
  now?: () => Date;
};

/** This attempt's number, this one included, and the ceiling. */
export type Attempt = { attempts: number; maxAttempts: number };

const CLOCK_SLACK_MS = 60_000;

/** Thrown so the dispatcher tries the delivery again later, after its back-off. */
export class RetryLater extends Error {}

/**
 * Opens a delivery for its attempt: null when there is nothing (more) to do. A delivery already
 * sent, skipped or failed is left alone, so one attempted twice (a lease that ran out, a second
 * dispatcher) sends once.
 */
async function open(deps: DeliveryDeps, id: string): Promise<DeliveryJobRow | null> {
  const row = await findDelivery(deps.sql, id);
  if (!row || row.state !== 'pending') return null;
  if (!(await wants(deps.sql, row.recipient_id, row.category, row.channel))) {
    await skipDelivery(deps.sql, id, 'switched off');
    return null;
  }
  return row;
}

async function failed(
  deps: DeliveryDeps,
  row: DeliveryJobRow,
  attempt: Attempt,
  error: string,
  sentTo?: string[],
) {
  const last = attempt.attempts >= attempt.maxAttempts;
  await recordAttempt(deps.sql, row.id, {
    state: last ? 'failed' : 'pending',
    error,
    ...(sentTo ? { sentTo } : {}),
  });
  throw new RetryLater(`${row.channel} delivery ${row.id}: ${error}`);
}

/**
 * A push delivery: every phone of the person's live sessions, each once. A phone whose push service
 * answers 404 or 410 has unsubscribed and is forgotten; any other failure retries the phones not yet
 * reached. Outside money and orders, a push due in the quiet hours waits for 07:00 Lagos.
 */
export async function deliverPush(deps: DeliveryDeps, id: string, attempt: Attempt): Promise<void> {
  const row = await open(deps, id);
  if (!row) return;
  // Seen in the app already (a push held for the morning, say): no need to buzz the phone.
  if (row.read_at) return skipDelivery(deps.sql, id, 'read in the app first');
  const now = deps.now?.() ?? new Date();
  const at = pushNotBefore(row.category, now);
  // A job due at 07:00 that starts a moment early (clocks differ a little between the database and
  // this process) is sent, not put back again and again until this clock agrees.
  if (at.getTime() - now.getTime() > CLOCK_SLACK_MS) return deferDelivery(deps.sql, id, at);
  const phones = await liveSubscriptions(
    deps.sql,
    row.recipient_id,
    row.sent_to,
    deps.sessionIdleDays,
  );
  if (phones.length === 0) {
    if (row.sent_to.length) await recordAttempt(deps.sql, id, { state: 'sent' });
    else await skipDelivery(deps.sql, id, 'no device signed in');
    return;
  }
  const rule = CATEGORY_RULES[row.category];
  const message = {
    id: row.notification_id,
    title: row.title,
    body: row.body,
    url: row.deep_link,
    // A newer digest replaces an older one on the phone too.
    tag: rule.topic ?? row.notification_id,
  };
  const options = { ttlSeconds: rule.ttlSeconds, topic: rule.topic, urgent: rule.transactional };
  const outcomes = await Promise.all(phones.map((phone) => deps.push(phone, message, options)));
  const sentTo = [...row.sent_to];
  const errors: string[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const phone = phones[i]!;
    if (outcome.ok) sentTo.push(phone.id);
    else if (outcome.gone) await forgetSubscription(deps.sql, phone.id);
    else errors.push(outcome.error);
  }
  if (errors.length) return failed(deps, row, attempt, errors.join('; '), sentTo);
  await recordAttempt(
    deps.sql,
    id,
    sentTo.length
      ? { state: 'sent', sentTo }
      : { state: 'skipped', error: 'every device unsubscribed' },
  );
}

/** An email delivery: the notification as a plain-text and HTML email to a verified address. */
export async function deliverEmail(
  deps: DeliveryDeps,
  id: string,
  attempt: Attempt,
): Promise<void> {
  const row = await open(deps, id);
  if (!row) return;
  if (!row.email_verified) return skipDelivery(deps.sql, id, 'email not verified');
  const message = notificationEmail({
    to: row.email,
    name: publicFirstName(namedPerson(row)),
    title: row.title,
    body: row.body,
    deepLink: row.deep_link,
    origin: deps.origin,
  });
  try {
    await deps.mailer.deliver(message);
  } catch (err) {
    return failed(deps, row, attempt, String((err as Error).message ?? err).slice(0, 500));
  }
  await recordAttempt(deps.sql, id, { state: 'sent' });
}
