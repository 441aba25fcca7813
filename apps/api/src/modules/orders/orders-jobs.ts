import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import type { Mailer } from '../../lib/email/mailer';
import type { JobDefinitions } from '../../jobs/job-runner';
import { orderConfirmedEmail, orderRejectedEmail } from './order-emails';
import { findCustomer, findOrder, findOrderLines } from './orders-repository';
import {
  EXPIRE_ORDER_TASK,
  expireOrder,
  ORDER_EMAIL_TASK,
  type OrderEmailKind,
} from './orders-service';

/**
 * The orders module's jobs: cancelling unpaid bank-transfer orders after 48 hours, and the emails
 * queued in the transaction that confirmed or rejected an order (sent only if it committed).
 */
export const orderJobs = (sql: Sql, config: Config, mailer: Mailer): JobDefinitions => {
  const origin = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://localhost:${config.PORT}`;
  return {
    tasks: {
      [EXPIRE_ORDER_TASK]: async (payload, helpers) => {
        const { orderId } = payload as { orderId: string };
        const cancelled = await withTransaction(sql, (tx) => expireOrder(tx, orderId));
        if (cancelled) helpers.logger.info(`order ${orderId} cancelled: unpaid for 48 hours`);
      },
      [ORDER_EMAIL_TASK]: async (payload) => {
        const { orderId, kind } = payload as { orderId: string; kind: OrderEmailKind };
        const order = await findOrder(sql, orderId);
        if (!order) return;
        const customer = await findCustomer(sql, order.user_id);
        if (!customer.email) return;
        const to = { ...customer, email: customer.email };
        const message =
          kind === 'confirmed'
            ? orderConfirmedEmail(
                to,
                order,
                (await findOrderLines(sql, [orderId])).get(orderId) ?? [],
                `${origin}/pantry`,
              )
            : orderRejectedEmail(to, order, `${origin}/orders`);
        await mailer.send(message);
      },
    },
  };
};
