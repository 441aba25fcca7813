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
  koboToNaira,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';
import { payInstalment } from './circle-money';
import { cancelByCreator, leaveCircle, setAutopay } from './circle-membership';
import { activeMember, lockedCircle } from './circle-service';
import { circleFor } from './circle-reads';

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
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
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
        async (tx) => {
          const { circle, me: member } = await lockedCircle(tx, req.params.id, me.id);
          const paid = await payInstalment(tx, circle, activeMember(member), 'payment', now);
          const view = await circleFor(tx, req.params.id, me, now);
          return {
            status: 200,
            body: ok({
              message: M.paid(paid.amountKobo, paid.number, circle.instalments),
              circle: view,
              paid: view.schedule[paid.number - 1]!,
              balance: koboToNaira(paid.balanceKobo),
            }),
          };
        },
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
          ...errorResponses(400, 401, 403, 404, 409),
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
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'circles.leave' }, async (tx) => {
        const { circle } = await lockedCircle(tx, req.params.id, currentUser(req).id);
        const refund = await leaveCircle(tx, req.params.id, currentUser(req).id);
        const message =
          refund === 'none' ? M.leftNothingPaid : M.leftRefundLater(circle.delivery_date);
        return { status: 200, body: ok({ message, refund }) };
      }),
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
          ...errorResponses(400, 401, 403, 404, 409),
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
        async (tx) => {
          await cancelByCreator(tx, req.params.id, me.id, now);
          const circle = await circleFor(tx, req.params.id, me, now);
          return { status: 200, body: ok({ message: M.cancelled, circle }) };
        },
      );
    },
  );
}
