import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createGroupBuyRequestSchema,
  groupBuyIdParamsSchema,
  groupBuyListSchema,
  groupBuyMoneyResponseSchema,
  groupBuySchema,
  joinGroupBuyRequestSchema,
  successEnvelope,
  type CreateGroupBuyRequest,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';
import { joinGroupBuy, leaveGroupBuy, readGroupBuy, startGroupBuy } from './group-buy-actions';
import { listGroupBuys } from './group-buy-reads';

const tags = ['group-buys'];

const EXAMPLE: CreateGroupBuyRequest = {
  productId: 'garri-ijebu',
  tier: '50kg',
  shareBaseUnits: 10,
  closesAt: '2099-01-05T18:00:00.000Z',
};

/**
 * `/api/group-buys`: shares of one bulk unit, the money held in the ledger until the bag is full
 * (docs/decisions/0064-group-buys.md). Only members with a verified phone start, join or leave.
 */
export async function groupBuysRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/group-buys',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          "Start a group buy on a product's bulk tier; the share price (tier price / shares, rounded down to the kobo) is locked now",
        body: withExample(createGroupBuyRequestSchema, EXAMPLE),
        response: {
          201: successEnvelope(groupBuySchema),
          ...errorResponses(
            'PRODUCT_NOT_FOUND',
            'GROUP_BUY_NOT_BULK',
            'GROUP_BUY_CLOSES_TOO_SOON',
            'GROUP_BUY_CLOSES_TOO_LATE',
            'OUT_OF_STOCK',
            400,
            401,
            403,
            409,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const now = new Date();
      return idempotent(req, reply, app.sql, { route: 'group-buys.create' }, async (tx) => ({
        status: 201,
        body: ok(await startGroupBuy(tx, me, req.body, now)),
      }));
    },
  );

  api.get(
    '/group-buys',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Open group buys closing soonest, and mine',
        response: { 200: successEnvelope(groupBuyListSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listGroupBuys(app.sql, currentUser(req), new Date()));
    },
  );

  api.get(
    '/group-buys/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'One group buy: state (open, filled or refunded), shares left, members by first name',
        params: groupBuyIdParamsSchema,
        response: {
          200: successEnvelope(groupBuySchema),
          ...errorResponses('GROUP_BUY_NOT_FOUND', 400, 401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readGroupBuy(app.sql, req.params.id, currentUser(req)));
    },
  );

  api.post(
    '/group-buys/:id/join',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Take shares: their money moves from my wallet into the group buys held account at once (Idempotency-Key required); the last share fills the group',
        params: groupBuyIdParamsSchema,
        body: withExample(joinGroupBuyRequestSchema, { shares: 2 }),
        response: {
          200: successEnvelope(groupBuyMoneyResponseSchema),
          ...errorResponses(
            'GROUP_BUY_NOT_FOUND',
            'GROUP_BUY_CLOSED',
            'GROUP_BUY_SHARES_LEFT',
            'INSUFFICIENT_BALANCE',
            'OUT_OF_STOCK',
            'STOCK_NOT_FREE',
            'UNKNOWN_PRODUCT',
            'OWNER_NOT_FOUND',
            400,
            401,
            403,
            409,
            422,
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
        { route: 'group-buys.join', required: true },
        async (tx) => ({
          status: 200,
          body: ok(await joinGroupBuy(tx, req.params.id, me, req.body.shares, now)),
        }),
      );
    },
  );

  api.post(
    '/group-buys/:id/leave',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary: 'Give back all my shares before the group fills; my money returns to my wallet',
        params: groupBuyIdParamsSchema,
        response: {
          200: successEnvelope(groupBuyMoneyResponseSchema),
          ...errorResponses(
            'GROUP_BUY_NOT_FOUND',
            'GROUP_BUY_CLOSED',
            'GROUP_BUY_NOT_MEMBER',
            'INSUFFICIENT_BALANCE',
            400,
            401,
            403,
            409,
            422,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const now = new Date();
      return idempotent(req, reply, app.sql, { route: 'group-buys.leave' }, async (tx) => ({
        status: 200,
        body: ok(await leaveGroupBuy(tx, req.params.id, me, now)),
      }));
    },
  );
}
