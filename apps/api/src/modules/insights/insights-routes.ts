import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInsightsCsvQuerySchema,
  adminInsightsQuerySchema,
  adminInsightsSchema,
  INSIGHTS_MESSAGES as M,
  insightsQuerySchema,
  insightsSchema,
  lagosMonthOf,
  premiumFlags,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { adminInsights, adminInsightsCsv, staffRange } from './admin-insights';
import { memberInsights } from './member-insights';

const tags = ['insights'];
/** The first month the analytics answer for: before it there is nothing on Faza to read. */
const FIRST_MONTH = '2020-01';

/**
 * Monthly food analytics (docs/architecture.md §3a): a member's month, Premium and Premium Plus
 * only (a basic member is answered 403 and the page shows a sample), and the staff figures with a
 * CSV of each table.
 */
export async function insightsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/insights',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'The caller’s month (Lagos calendar month, default this one so far) compared with the ' +
          'month before: spend by category, where the food went, naira wasted and spoil rate, ' +
          'basket inflation, days of food left, money sent and received. Premium and Premium ' +
          'Plus only (403 PREMIUM_REQUIRED otherwise).',
        querystring: insightsQuerySchema,
        response: {
          200: successEnvelope(insightsSchema),
          ...errorResponses('PREMIUM_REQUIRED', 'BAD_REQUEST', 400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      if (!premiumFlags(me.subscription_tier, me.subscription_ends_at).isPremium)
        throw refuse('PREMIUM_REQUIRED', { message: M.premiumOnly });
      const now = new Date();
      const month = req.query.month ?? lagosMonthOf(now);
      if (month < FIRST_MONTH || month > lagosMonthOf(now))
        throw refuse('BAD_REQUEST', { message: M.badMonth });
      reply.header('cache-control', 'no-store');
      return ok(await memberInsights(app.sql, { id: me.id, walletId: me.wallet_id }, month, now));
    },
  );

  api.get(
    '/admin/insights',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags: [...tags, 'staff'],
        description:
          'Staff figures for a range of Lagos days (default the last 30): sales by day and by ' +
          'product, orders by payment method, bank transfers awaiting confirmation, top-ups by ' +
          'channel, food expired in pantries, active subscriptions by tier.',
        querystring: adminInsightsQuerySchema,
        response: {
          200: successEnvelope(adminInsightsSchema),
          ...errorResponses('BAD_REQUEST', 400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const range = staffRange(req.query);
      if (!range) throw refuse('BAD_REQUEST', { message: M.badRange });
      reply.header('cache-control', 'no-store');
      return ok(await adminInsights(app.sql, range));
    },
  );

  api.get(
    '/admin/insights.csv',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags: [...tags, 'staff'],
        description: 'One table of the staff figures as CSV (text/csv, a download).',
        querystring: adminInsightsCsvQuerySchema,
        response: {
          200: z.string().describe('text/csv: a header row, then one row per line of the table'),
          ...errorResponses('BAD_REQUEST', 400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const range = staffRange(req.query);
      if (!range) throw refuse('BAD_REQUEST', { message: M.badRange });
      const csv = await adminInsightsCsv(app.sql, range, req.query.table);
      // A download, not the JSON envelope: sent as text past the route's JSON serialiser.
      const raw: FastifyReply = reply;
      return raw
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="faza-${req.query.table}-${range.from}-to-${range.to}.csv"`,
        )
        .send(csv);
    },
  );
}
