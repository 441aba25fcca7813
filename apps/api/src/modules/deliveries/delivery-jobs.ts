import type { Sql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { addJob } from '../../jobs/add-job';
import type { JobDefinitions } from '../../jobs/job-runner';
import { handoverCodeSms } from '../../lib/sms/sms-messages';
import type { SmsPort } from '../../lib/sms/sms-port';

/** Texts the customer the hand-over code of `{ deliveryId }` once it is out with a rider. */
const HANDOVER_SMS_TASK = 'delivery_handover_sms';

/**
 * Queued in the transaction that dispatches the delivery (picked up), so the text goes only if
 * that commits, and never holds up the rider's tap on a provider's answer. One pending job per
 * delivery; the payload holds the id, never the code.
 */
export const queueHandoverSms = (tx: Queryable, deliveryId: string) =>
  addJob(
    tx,
    HANDOVER_SMS_TASK,
    { deliveryId },
    { maxAttempts: 5, jobKey: `handover-sms:${deliveryId}` },
  );

export const deliveryJobs = (sql: Sql, sms: SmsPort): JobDefinitions => ({
  tasks: {
    [HANDOVER_SMS_TASK]: async (payload) => {
      const { deliveryId } = payload as { deliveryId: string };
      const [row] = await sql<{ phone: string; handover_code: string | null }[]>`
        select phone, handover_code from deliveries
        where id = ${deliveryId} and status = 'dispatched'`;
      // Delivered or back in the queue meanwhile: the code is no longer needed at the door.
      if (!row?.handover_code) return;
      await sms.sendSms(row.phone, handoverCodeSms(row.handover_code));
    },
  },
});
