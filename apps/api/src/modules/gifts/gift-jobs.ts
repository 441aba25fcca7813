import { formatNigerianPhone, GIFT_REMINDER_DAYS, giftWhat } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import type { JobDefinitions } from '../../jobs/job-runner';
import { notify } from '../notifications';
import { dueGiftIds, pendingForPhone, pendingOlderThan } from './gifts-repository';
import { endGift } from './settle-gift';

export const SETTLE_GIFTS_TASK = 'gifts_settle';

/** Gifts returned per run; the rest wait for the next run ten minutes later. */
const RETURN_BATCH = 200;

/**
 * Returns every gift whose week is over, each in its own transaction under the gift's row lock
 * (`endGift`), so a claim committing at the same moment and this job never both win, and a second
 * run or a second instance finds the gift settled and does nothing. Then reminds the senders of
 * gifts unclaimed for 1 and 5 days, once each (the notification's event key).
 */
export async function settleGifts(sql: Sql): Promise<{ returned: number; reminded: number }> {
  let returned = 0;
  for (const id of await dueGiftIds(sql, RETURN_BATCH))
    if (await withTransaction(sql, (tx) => endGift(tx, id, 'expiry'))) returned++;
  let reminded = 0;
  for (const day of GIFT_REMINDER_DAYS)
    for (const gift of await pendingOlderThan(sql, day))
      reminded += await notify(sql, {
        kind: 'gift.reminder',
        senderId: gift.sender_id,
        giftId: gift.id,
        what: giftWhat(gift),
        phone: formatNigerianPhone(gift.phone),
        until: gift.expires_at,
        day,
      });
  return { returned, reminded };
}

/**
 * Tells the proved owner of a phone which gifts wait for it (the phone verification's hook, and a
 * claim that proved the phone): never at sign-up, which proves nothing (docs/decisions/0048).
 */
export async function tellNewMemberOfGifts(
  sql: Sql,
  user: { id: string; phone: string },
): Promise<void> {
  for (const gift of await pendingForPhone(sql, user.phone))
    await notify(sql, {
      kind: 'gift.waiting',
      recipientId: user.id,
      senderId: gift.sender_id,
      giftId: gift.id,
      code: gift.claim_code,
    });
}

/** The gifts module's job: returns and reminders every 10 minutes, once across all instances. */
export const giftJobs = (sql: Sql): JobDefinitions => ({
  tasks: {
    [SETTLE_GIFTS_TASK]: async (_payload, helpers) => {
      const run = await settleGifts(sql);
      if (run.returned || run.reminded) helpers.logger.info(`gifts: ${JSON.stringify(run)}`);
    },
  },
  cron: [{ task: SETTLE_GIFTS_TASK, match: '*/10 * * * *', identifier: SETTLE_GIFTS_TASK }],
});
