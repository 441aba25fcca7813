import {
  DIGEST_AHEAD_DAYS,
  groupDigest,
  lagosDate,
  type DigestLot,
  type SubscriptionTier,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { notify } from './notify';

/**
 * Every lot holding food whose expiry falls in (from, to], by owner. The pantry module answers it
 * (its `expiringLots`); app-jobs.ts passes it in, so this module depends on no other.
 */
export type ExpiringLots = (
  sql: Sql,
  window: { from: Date; to: Date },
) => Promise<(DigestLot & { ownerId: string })[]>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The morning digest (08:00 Lagos): one notification per person listing, a line per food, what
 * expires within three days and what expired since yesterday's digest. Nobody with nothing to hear
 * about is told anything. Keyed by the Lagos day, so a rerun the same day sends nothing twice.
 * Returns how many people were told.
 */
export async function sendPantryDigests(
  sql: Sql,
  expiringLots: ExpiringLots,
  now: Date,
): Promise<number> {
  const lots = await expiringLots(sql, {
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + DIGEST_AHEAD_DAYS * DAY_MS),
  });
  const byOwner = new Map<string, DigestLot[]>();
  for (const lot of lots) byOwner.set(lot.ownerId, [...(byOwner.get(lot.ownerId) ?? []), lot]);
  const day = lagosDate(now);
  let told = 0;
  for (const [userId, own] of byOwner) {
    const digest = groupDigest(own, now);
    if (!digest) continue;
    told += await withTransaction(sql, (tx) =>
      notify(tx, { kind: 'pantry.digest', userId, day, digest }),
    );
  }
  return told;
}

/**
 * Three days before a paid subscription ends (the daily run whose window holds its end), the member
 * is reminded once for that end date. Nothing renews by itself: renewing is paying again.
 */
export async function sendSubscriptionReminders(sql: Sql, now: Date): Promise<number> {
  const ending = await sql<{ id: string; tier: SubscriptionTier; ends_at: Date }[]>`
    select id, subscription_tier as tier, subscription_ends_at as ends_at from users
    where subscription_tier <> 'basic'
      and subscription_ends_at > ${new Date(now.getTime() + 2 * DAY_MS)}
      and subscription_ends_at <= ${new Date(now.getTime() + 3 * DAY_MS)}`;
  let told = 0;
  for (const user of ending)
    told += await withTransaction(sql, (tx) =>
      notify(tx, {
        kind: 'subscription.ending',
        userId: user.id,
        tier: user.tier,
        endsAt: user.ends_at,
      }),
    );
  return told;
}

export const NOTIFICATION_RETENTION_DAYS = 180;
const SWEEP_BATCH = 5000;

/**
 * Notifications (and, by cascade, their deliveries) are kept 180 days; the records of money and
 * food are the ledger and the journal. Deleted a batch at a time, oldest first: each batch reads
 * the oldest rows through the `seq` index (sequence order is creation order), so a run never scans
 * the whole table, never holds one huge transaction after a long pause, and stops at the first
 * batch that is not wholly past the cutoff.
 */
export async function sweepOldNotifications(sql: Sql): Promise<number> {
  let swept = 0;
  for (;;) {
    const gone = await sql`
      with oldest as (
        select id, created_at from notifications order by seq limit ${SWEEP_BATCH}
      )
      delete from notifications n using oldest o
       where n.id = o.id
         and o.created_at < now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS})`;
    swept += gone.count;
    if (gone.count < SWEEP_BATCH) return swept;
  }
}
