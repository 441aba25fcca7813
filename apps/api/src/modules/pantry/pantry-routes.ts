import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pantryAddRequestSchema,
  pantryAddResponseSchema,
  pantryHistoryQuerySchema,
  pantryHistoryResponseSchema,
  pantryResponseSchema,
  PANTRY_MESSAGES,
  sendFoodRequestSchema,
  sendFoodResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent, idempotentAction } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { listHistory } from './journal-repository';
import { historyCursor, parseHistoryCursor, toHistoryEntry } from './pantry-mappers';
import { readPantry } from './pantry-read';
import { sendFoodAction } from './send-food';
import { addByStaff } from './staff-add';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';

const tags = ['pantry'];

/**
 * `/api/pantry`: the caller's own pantry and history (always scoped to the session's user, never
 * to an id from the request), sending food by FAZA number, and the staff-only manual add.
 */
export async function pantryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sendRule = { points: app.config.PANTRY_SENDS_PER_MINUTE, windowSeconds: 60 };

  api.get(
    '/pantry',
    {
      preHandler: requireUser,
      schema: {
        tags,
        response: { 200: successEnvelope(pantryResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readPantry(app.sql, currentUser(req).id));
    },
  );

  api.get(
    '/pantry/history',
    {
      preHandler: requireUser,
      schema: {
        tags,
        querystring: pantryHistoryQuerySchema,
        response: {
          200: successEnvelope(pantryHistoryResponseSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      const { limit, before } = req.query;
      // One row more than asked tells whether an older page exists.
      const rows = await listHistory(app.sql, me.id, {
        limit: limit + 1,
        ...(before ? { before: parseHistoryCursor(before) } : {}),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return ok({
        entries: page.map(toHistoryEntry),
        'next-cursor': rows.length > limit && last ? historyCursor(last) : null,
      });
    },
  );

  api.post(
    '/pantry/send',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        description:
          'Sends food to the owner of a FAZA number. Requires an Idempotency-Key header: a retry ' +
          'with the same key and body answers the first result without sending twice. Sender and ' +
          'recipient need verified phones: 403 PHONE_NOT_VERIFIED for the sender, and a recipient ' +
          'without one is answered like an unknown FAZA number.',
        body: withExample(sendFoodRequestSchema, {
          'food-name': 'Foreign parboiled rice',
          'food-quantity': 1,
          'food-quantity-type': '5kg',
          faza: '803123456789',
        }),
        response: {
          200: successEnvelope(sendFoodResponseSchema),
          ...errorResponses(
            'INVALID_FAZA',
            'SELF_SEND',
            'NOT_IN_PANTRY',
            'FOOD_EXPIRED',
            'QUANTITY_OUT_OF_RANGE',
            400,
            401,
            403,
            409,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const body = req.body;
      const input = {
        senderId: me.id,
        foodName: body['food-name'],
        quantity: body['food-quantity'],
        quantityType: body['food-quantity-type'],
        faza: body.faza,
        lotId: body['lot-id'],
      };
      return idempotentAction(
        req,
        reply,
        app.sql,
        {
          route: 'pantry.send',
          required: true,
          limit: {
            key: `pantry-send:user:${me.id}`,
            rule: sendRule,
            message: PANTRY_MESSAGES.tooManySends,
          },
        },
        sendFoodAction(input),
      );
    },
  );

  api.post(
    '/pantry/add',
    {
      config: { permission: 'pantry:adjust' },
      schema: {
        tags,
        description:
          'Staff only: puts catalogue food into the pantry of the FAZA number given, with a ' +
          'reason kept in the audit log; never into the staff member’s own pantry (403). Prices ' +
          'come from the catalogue and the expiry from the owner’s tier; body prices are ignored.',
        body: withExample(pantryAddRequestSchema, {
          name: 'Foreign parboiled rice',
          quantity: 2,
          'quantity-type': '5kg',
          faza: '803123456789',
          reason: 'Replacing a bag that arrived torn',
        }),
        response: {
          201: successEnvelope(pantryAddResponseSchema),
          ...errorResponses(
            'STOCK_NOT_FREE',
            'INVALID_FAZA',
            'OWN_DECISION',
            'UNKNOWN_PRODUCT',
            'UNKNOWN_QUANTITY_TYPE',
            'OWNER_NOT_FOUND',
            400,
            401,
            409,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const body = req.body;
      return idempotent(req, reply, app.sql, { route: 'pantry.add' }, async (tx) => {
        const added = await addByStaff(tx, {
          actorId: me.id,
          faza: body.faza,
          name: body.name,
          quantityType: body['quantity-type'],
          quantity: body.quantity,
          reason: body.reason,
        });
        return { status: 201, body: ok(added) };
      });
    },
  );
}
