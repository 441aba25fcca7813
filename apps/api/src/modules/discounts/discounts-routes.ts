import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDiscountSchema,
  adminDiscountsResponseSchema,
  discountParamsSchema,
  discountRuleRequestSchema,
  discountsResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { addDiscountRule, changeDiscountRule, endDiscountRule } from './discount-actions';
import { allRules, publicDiscountRules } from './discounts-repository';

const tags = ['discounts'];
const staffTags = ['discounts', 'staff'];
const PERMISSION = { permission: 'discounts:edit' } as const;
const example = {
  kind: 'line' as const,
  percentBp: 800,
  minBaseUnits: 50,
  startsAt: '2026-12-01T00:00:00+01:00',
  endsAt: null,
};

/**
 * The Premium Plus discount table (docs/decisions/0038-bulk-discounts.md): read by anyone so the shop
 * and the cart can show a member's price and what others would save; kept by admins, each change
 * audited with the rule before and after. Orders copy the discount they got, so no change here
 * rewrites an order.
 */
export async function discountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/discounts',
    {
      schema: {
        tags,
        summary: 'Premium Plus bulk discount rules not yet ended (some may start later)',
        response: { 200: successEnvelope(discountsResponseSchema), ...errorResponses() },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ rules: await publicDiscountRules(app.sql) });
    },
  );

  api.get(
    '/admin/discounts',
    {
      config: PERMISSION,
      schema: {
        tags: staffTags,
        summary: 'Every discount rule: in force, scheduled and ended',
        response: {
          200: successEnvelope(adminDiscountsResponseSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ rules: await allRules(app.sql) });
    },
  );

  api.post(
    '/admin/discounts',
    {
      config: PERMISSION,
      schema: {
        tags: staffTags,
        summary: 'Add a discount rule',
        body: withExample(discountRuleRequestSchema, example),
        response: {
          201: successEnvelope(adminDiscountSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const staff = currentUser(req);
      const rule = await addDiscountRule(app.sql, req.body, staff.id);
      reply.code(201);
      return ok(rule);
    },
  );

  api.put(
    '/admin/discounts/:id',
    {
      config: PERMISSION,
      schema: {
        tags: staffTags,
        summary: 'Change a discount rule (the whole rule); orders already placed keep theirs',
        params: discountParamsSchema,
        body: withExample(discountRuleRequestSchema, example),
        response: {
          200: successEnvelope(adminDiscountSchema),
          ...errorResponses('DISCOUNT_NOT_FOUND', 400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      const staff = currentUser(req);
      const rule = await changeDiscountRule(app.sql, req.params.id, req.body, staff.id);
      return ok(rule);
    },
  );

  api.post(
    '/admin/discounts/:id/end',
    {
      config: PERMISSION,
      schema: {
        tags: staffTags,
        summary: 'End a discount rule now (a scheduled one never starts)',
        params: discountParamsSchema,
        response: {
          200: successEnvelope(adminDiscountSchema),
          ...errorResponses(
            'DISCOUNT_NOT_FOUND',
            'DISCOUNT_ALREADY_ENDED',
            400,
            401,
            403,
            404,
            409,
          ),
        },
      },
    },
    async (req) => {
      const staff = currentUser(req);
      const rule = await endDiscountRule(app.sql, req.params.id, staff.id);
      return ok(rule);
    },
  );
}
