import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CIRCLE_MESSAGES as M,
  circleAutopayRequestSchema,
  circleAutopayResponseSchema,
  circleIdParamsSchema,
  circleLeaveResponseSchema,
  circlePayResponseSchema,
  circleResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';
import { setAutopay } from './circle-membership';
import { cancelMyCircle, leaveMyCircle, payCircleInstalment } from './circle-money-actions';

const tags = ['circles'];

/**
 * A member's own money in a circle: pay the next instalment, autopay, leave; the creator's cancel.
 * Each acts on the caller's own membership only: no member, the creator included, moves another's
 * money (docs/decisions/0043-food-circles.md).
 */
export async function circleMoneyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/circles/:id/payments',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Pay my next instalment from my wallet now (early or ahead, until fully paid; Idempotency-Key required)',
        params: circleIdParamsSchema,
        response: {
          200: successEnvelope(circlePayResponseSchema),
          ...errorResponses(
            'OUT_OF_STOCK',
            'STOCK_NOT_FREE',
            'CIRCLE_NOT_FOUND',
            'CIRCLE_NOT_PAYING',
            'CIRCLE_FULLY_PAID',
            'INSUFFICIENT_BALANCE',
            'WALLET_SHORT',
            'OWNER_NOT_FOUND',
            'UNKNOWN_PRODUCT',
            'NOT_A_MEMBER',
            'ALREADY_LEFT',
            400,
            401,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const now = new Date();
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'circles.pay', required: true },
        async (tx) => ({
          status: 200,
          body: ok(await payCircleInstalment(tx, req.params.id, me, now)),
        }),
      );
    },
  );

  api.put(
    '/circles/:id/autopay',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Turn my autopay on or off (on by default)',
        params: circleIdParamsSchema,
        body: withExample(circleAutopayRequestSchema, { on: false }),
        response: {
          200: successEnvelope(circleAutopayResponseSchema),
          ...errorResponses(
            'CIRCLE_NOT_FOUND',
            'NOT_A_MEMBER',
            'CIRCLE_NOT_PAYING',
            'ALREADY_LEFT',
            400,
            401,
          ),
        },
      },
    },
    async (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'circles.autopay' }, async (tx) => {
        await setAutopay(tx, req.params.id, currentUser(req).id, req.body.on);
        const message = req.body.on ? M.autopayOn : M.autopayOff;
        return { status: 200, body: ok({ message, autopay: req.body.on }) };
      }),
  );

  api.post(
    '/circles/:id/leave',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Leave: gone at once if I paid nothing, otherwise refunded in full on the delivery date',
        params: circleIdParamsSchema,
        response: {
          200: successEnvelope(circleLeaveResponseSchema),
          ...errorResponses(
            'CIRCLE_NOT_FOUND',
            'NOT_A_MEMBER',
            'CIRCLE_NOT_PAYING',
            'ALREADY_LEFT',
            'CREATOR_CANNOT_LEAVE',
            400,
            401,
          ),
        },
      },
    },
    async (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'circles.leave' }, async (tx) => ({
        status: 200,
        body: ok(await leaveMyCircle(tx, req.params.id, currentUser(req).id)),
      })),
  );

  api.post(
    '/circles/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The creator cancels before any delivery: every member gets back exactly what they paid (Idempotency-Key required)',
        params: circleIdParamsSchema,
        response: {
          200: successEnvelope(circleResponseSchema),
          ...errorResponses(
            'CIRCLE_NOT_FOUND',
            'NOT_A_MEMBER',
            'CREATOR_ONLY',
            'CIRCLE_NOT_CANCELLABLE',
            'INSUFFICIENT_BALANCE',
            400,
            401,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const now = new Date();
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'circles.cancel', required: true },
        async (tx) => ({
          status: 200,
          body: ok(await cancelMyCircle(tx, req.params.id, me, now)),
        }),
      );
    },
  );
}
