import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  stockAdjustmentRequestSchema,
  stockLevelSchema,
  stockReceiptRequestSchema,
  stockResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { adjustStock, receiveStock, stockOverview } from './stock-actions';
import { stockJournalCsv } from './stock-journal-csv';

const tags = ['stock', 'staff'];

/** Warehouse stock for staff (docs/decisions/0056-warehouse-stock.md). */
export async function stockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/stock',
    {
      config: { permission: 'stock:view' },
      schema: {
        tags,
        summary: 'Per product, in base units: on hand, free, held for pantries, reserved',
        response: { 200: successEnvelope(stockResponseSchema), ...errorResponses(401, 403) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await stockOverview(app.sql));
    },
  );

  api.get(
    '/admin/stock/journal.csv',
    {
      config: { permission: 'stock:view' },
      schema: {
        tags,
        description: 'The whole stock journal as CSV (text/csv, a download), oldest first.',
        response: {
          200: z.string().describe('text/csv: a header row, then one row per journal entry'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_req, reply) => {
      const csv = await stockJournalCsv(app.sql);
      // A download, not the JSON envelope: sent as text past the route's JSON serialiser.
      const raw: FastifyReply = reply;
      return raw
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="faza-stock-journal.csv"')
        .send(csv);
    },
  );

  api.post(
    '/admin/stock/receipts',
    {
      config: { permission: 'stock:edit' },
      schema: {
        tags,
        summary: 'Receive one supplier delivery of a product into free stock',
        body: withExample(stockReceiptRequestSchema, {
          productId: 'parboiled-rice',
          baseUnits: 100,
          supplier: 'Mile 12 Market',
          unitCostKobo: 180_000,
          bestBefore: '2027-06-30',
        }),
        response: {
          200: successEnvelope(stockLevelSchema),
          ...errorResponses('PRODUCT_NOT_FOUND', 400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      const level = await receiveStock(app.sql, req.body, currentUser(req).id);
      app.catalogue.invalidate();
      return ok(level);
    },
  );

  api.post(
    '/admin/stock/adjustments',
    {
      config: { permission: 'stock:edit' },
      schema: {
        tags,
        summary: 'Correct stock on hand by a signed amount, with the reason',
        body: withExample(stockAdjustmentRequestSchema, {
          productId: 'parboiled-rice',
          baseUnits: -2,
          reason: 'Two bags torn in the store',
        }),
        response: {
          200: successEnvelope(stockLevelSchema),
          ...errorResponses('PRODUCT_NOT_FOUND', 'STOCK_NOT_FREE', 400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      const level = await adjustStock(app.sql, req.body, currentUser(req).id);
      app.catalogue.invalidate();
      return ok(level);
    },
  );
}
