import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeliveriesQuerySchema,
  adminDeliveriesResponseSchema,
  cancelDeliveryRequestSchema,
  deliveryParamsSchema,
  deliverySchema,
  successEnvelope,
  type Delivery,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  cancelDeliveryByStaff,
  dispatchDelivery,
  listDeliveryQueue,
  markDeliveryDelivered,
} from './staff-delivery-actions';
import { currentUser } from '../auth';

const tags = ['deliveries', 'staff'];

/**
 * Staff run deliveries: the priority queue and each step, every step audited, none on a delivery
 * of their own.
 */
export async function adminDeliveriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/deliveries',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags,
        summary:
          'Deliveries by status (open by default): Premium Plus, then Premium, then Basic, oldest first within a tier',
        querystring: adminDeliveriesQuerySchema,
        response: {
          200: successEnvelope(adminDeliveriesResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ deliveries: await listDeliveryQueue(app.sql, req.query.status) });
    },
  );

  const step = (
    path: string,
    action: (tx: TransactionSql, id: string, staffId: string, reason?: string) => Promise<Delivery>,
    summary: string,
    withReason: boolean,
  ) =>
    api.post(
      `/admin/deliveries/:id/${path}`,
      {
        config: { permission: 'deliveries:run' },
        schema: {
          tags,
          summary,
          params: deliveryParamsSchema,
          ...(withReason
            ? { body: withExample(cancelDeliveryRequestSchema, { reason: 'Customer unreachable' }) }
            : {}),
          response: {
            200: successEnvelope(deliverySchema),
            ...errorResponses(400, 401, 403, 404, 409, 422),
          },
        },
      },
      (req, reply) =>
        idempotent(req, reply, app.sql, { route: `admin.deliveries.${path}` }, async (tx) => {
          const reason = (req.body as { reason?: string } | undefined)?.reason;
          const delivery = await action(tx, req.params.id, currentUser(req).id, reason);
          return { status: 200, body: ok(delivery) };
        }),
    );

  step(
    'dispatch',
    dispatchDelivery,
    'Mark a requested delivery dispatched (out with a rider)',
    false,
  );
  step('deliver', markDeliveryDelivered, 'Mark a dispatched delivery delivered', false);
  step(
    'cancel',
    cancelDeliveryByStaff,
    'Cancel a delivery before it is delivered, with a reason; the food returns to the pantry',
    true,
  );
}
