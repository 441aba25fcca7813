import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CIRCLE_MESSAGES as M,
  adminCancelCircleRequestSchema,
  adminCirclesQuerySchema,
  adminCirclesResponseSchema,
  circleDetailResponseSchema,
  circleIdParamsSchema,
  circleResponseSchema,
  koboToNaira,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { refuseOwnDecision } from '../../lib/own-decision';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { heldOf } from './circle-ledger';
import { cancelCircle } from './circle-refunds';
import { findCircle, membersOf, searchCircles } from './circles-repository';
import { circleFor } from './circle-reads';

const tags = ['circles', 'staff'];

/**
 * Staff: any circle, read-only, and a cancel with a reason that refunds everyone (audited). The
 * order desk's permissions (`orders:view` to look, `orders:confirm` to give money back), held by
 * admins and moderators: no permission of its own, so the landing page's role table stays as it is.
 */
export async function adminCirclesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/circles',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary: 'Find circles by state, kind, name, or the creator’s name or FAZA number',
        querystring: adminCirclesQuerySchema,
        response: {
          200: successEnvelope(adminCirclesResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await searchCircles(app.sql, req.query);
      return ok({
        circles: rows.map((c) => ({
          id: c.id,
          name: c.name,
          kind: c.kind,
          state: c.state,
          'run-by': { name: c.creator_name, faza: c.creator_faza },
          price: koboToNaira(c.price_kobo),
          'price-kobo': c.price_kobo,
          'members-count': c.members_count,
          'max-members': c.max_members,
          held: koboToNaira(c.held_kobo),
          'held-kobo': c.held_kobo,
          'start-date': c.start_date,
          'delivery-date': c.delivery_date,
          'created-at': c.created_at.toISOString(),
        })),
      });
    },
  );

  api.get(
    '/admin/circles/:id',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary: 'One circle, read-only, as its members see it',
        params: circleIdParamsSchema,
        response: {
          200: successEnvelope(circleDetailResponseSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ circle: await circleFor(app.sql, req.params.id, currentUser(req), new Date()) });
    },
  );

  api.post(
    '/admin/circles/:id/cancel',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Cancel a circle with a reason before any delivery: every member gets back exactly what they paid (Idempotency-Key required; audited)',
        params: circleIdParamsSchema,
        body: withExample(adminCancelCircleRequestSchema, { reason: 'Reported as a scam' }),
        response: {
          200: successEnvelope(circleResponseSchema),
          ...errorResponses('CIRCLE_NOT_FOUND', 400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const staff = currentUser(req);
      const now = new Date();
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'admin.circles.cancel', required: true },
        async (tx) => {
          const circle = await findCircle(tx, req.params.id, { lock: true });
          if (!circle) throw refuse('CIRCLE_NOT_FOUND');
          const members = await membersOf(tx, circle.id);
          // Not a circle they run, belong to (now or before) or receive the food of: another
          // staff member decides, as for orders and top-ups (docs/decisions/0048).
          for (const ownerId of [
            circle.creator_id,
            circle.beneficiary_id,
            ...members.map((m) => m.user_id),
          ])
            if (ownerId) refuseOwnDecision(staff.id, ownerId);
          const stateBefore = circle.state;
          const heldBefore = members.reduce((s, m) => s + heldOf(m), 0);
          await cancelCircle(tx, circle, 'staff', req.body.reason, now, staff.id);
          await recordAudit(tx, {
            actorId: staff.id,
            action: 'circle.cancel',
            subjectType: 'circle',
            subjectId: circle.id,
            before: { state: stateBefore, heldKobo: heldBefore },
            after: { state: 'cancelled', reason: req.body.reason, refundedKobo: heldBefore },
          });
          const view = await circleFor(tx, circle.id, staff, now);
          return { status: 200, body: ok({ message: M.cancelled, circle: view }) };
        },
      );
    },
  );
}
