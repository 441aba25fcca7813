import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeliveriesQuerySchema,
  adminDeliveriesResponseSchema,
  cancelDeliveryRequestSchema,
  deliveryParamsSchema,
  deliverySchema,
  OPEN_DELIVERY_STATUSES,
  successEnvelope,
  type DeliveryEvent,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { refuseOwnDecision } from '../../lib/own-decision';
import { errorResponses, withExample } from '../../lib/route-schema';
import { notify } from '../notifications';
import { toAdminDelivery } from './deliveries-mappers';
import { findDelivery, findDeliveryLines, listQueue } from './deliveries-repository';
import { changeDeliveryStatus, loadDelivery } from './deliveries-service';
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
      const status = req.query.status;
      const rows = await listQueue(app.sql, {
        statuses: status === 'open' ? OPEN_DELIVERY_STATUSES : [status],
        limit: 200,
      });
      const lines = await findDeliveryLines(
        app.sql,
        rows.map((r) => r.id),
      );
      return ok({ deliveries: rows.map((r) => toAdminDelivery(r, lines.get(r.id) ?? [])) });
    },
  );

  const step = (path: string, event: DeliveryEvent, summary: string, withReason: boolean) =>
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
        idempotent(req, reply, app.sql, { route: `admin.deliveries.${path}` }, (tx) =>
          runStep(tx, req.params.id, {
            event,
            actorId: currentUser(req).id,
            reason: (req.body as { reason?: string } | undefined)?.reason,
          }),
        ),
    );

  step('dispatch', 'dispatch', 'Mark a requested delivery dispatched (out with a rider)', false);
  step('deliver', 'deliver', 'Mark a dispatched delivery delivered', false);
  step(
    'cancel',
    'cancel_by_staff',
    'Cancel a delivery before it is delivered, with a reason; the food returns to the pantry',
    true,
  );
}

async function runStep(
  tx: TransactionSql,
  id: string,
  request: { event: DeliveryEvent; actorId: string; reason: string | undefined },
) {
  // The owner never changes, so no lock is needed to read it; a missing delivery is left to the
  // status change's own 404.
  const owned = await findDelivery(tx, id);
  if (owned) refuseOwnDecision(request.actorId, owned.user_id);
  const { before, after, returned } = await changeDeliveryStatus(tx, id, {
    event: request.event,
    actorId: request.actorId,
    ...(request.reason !== undefined ? { reason: request.reason } : {}),
  });
  await recordAudit(tx, {
    actorId: request.actorId,
    action: `delivery.${request.event === 'cancel_by_staff' ? 'cancel' : request.event}`,
    subjectType: 'delivery',
    subjectId: after.id,
    before: { status: before.status },
    after: {
      status: after.status,
      ...(after.cancel_reason ? { reason: after.cancel_reason } : {}),
      ...(returned ? { returnedToPantry: returned } : {}),
    },
  });
  if (after.status === 'dispatched' || after.status === 'delivered')
    await notify(tx, {
      kind: `delivery.${after.status}`,
      userId: after.user_id,
      deliveryId: after.id,
    });
  return { status: 200, body: ok(await loadDelivery(tx, after)) };
}
