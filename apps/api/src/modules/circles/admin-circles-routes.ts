import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCancelCircleRequestSchema,
  adminCirclesQuerySchema,
  adminCirclesResponseSchema,
  circleDetailResponseSchema,
  circleIdParamsSchema,
  circleResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { circleFor } from './circle-reads';
import { cancelCircleByStaff, findCirclesForStaff } from './staff-circle-actions';

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
      return ok({ circles: await findCirclesForStaff(app.sql, req.query) });
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
          ...errorResponses('CIRCLE_NOT_FOUND', 'NOT_A_MEMBER', 400, 401),
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
          ...errorResponses(
            'CIRCLE_NOT_FOUND',
            'OWN_DECISION',
            'CIRCLE_NOT_CANCELLABLE',
            'INSUFFICIENT_BALANCE',
            'NOT_A_MEMBER',
            400,
            401,
          ),
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
        async (tx) => ({
          status: 200,
          body: ok(await cancelCircleByStaff(tx, req.params.id, staff, req.body.reason, now)),
        }),
      );
    },
  );
}
