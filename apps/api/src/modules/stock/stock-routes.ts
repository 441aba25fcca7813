import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  stockAdjustmentRequestSchema,
  stockCountRequestSchema,
  stockLevelSchema,
  stockProductParamsSchema,
  stockReorderLevelRequestSchema,
  stockWriteOffRequestSchema,
  type StockLevel,
  stockReceiptRequestSchema,
  stockResponseSchema,
  successEnvelope,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  adjustStock,
  countStock,
  receiveStock,
  setReorderLevel,
  stockOverview,
  writeOffStock,
} from './stock-actions';
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

  /**
   * Every staff change of stock runs at most once per `Idempotency-Key` (optional, as on the other
   * staff food and money routes): a console retry after a lost answer books nothing twice.
   */
  const once = async (
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    action: (tx: Queryable, staffId: string) => Promise<StockLevel>,
  ) => {
    const answer = await idempotent(
      req,
      reply,
      app.sql,
      { route: `admin.stock.${path}` },
      async (tx) => ({
        status: 200,
        body: ok(await action(tx, currentUser(req).id)),
      }),
    );
    app.catalogue.invalidate();
    return answer;
  };

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
          ...errorResponses('PRODUCT_NOT_FOUND', 400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      once(req, reply, 'receipts', (tx, staffId) => receiveStock(tx, req.body, staffId)),
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
          ...errorResponses('PRODUCT_NOT_FOUND', 'STOCK_NOT_FREE', 400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      once(req, reply, 'adjustments', (tx, staffId) => adjustStock(tx, req.body, staffId)),
  );

  api.post(
    '/admin/stock/counts',
    {
      config: { permission: 'stock:edit' },
      schema: {
        tags,
        summary:
          'Book a stock count: the counted figure on hand; the difference is recorded with the reason',
        body: withExample(stockCountRequestSchema, {
          productId: 'parboiled-rice',
          countedBaseUnits: 118,
          reason: 'Monthly count',
        }),
        response: {
          200: successEnvelope(stockLevelSchema),
          ...errorResponses(
            'PRODUCT_NOT_FOUND',
            'STOCK_COUNT_BELOW_COMMITTED',
            400,
            401,
            403,
            404,
            409,
            422,
          ),
        },
      },
    },
    (req, reply) => once(req, reply, 'counts', (tx, staffId) => countStock(tx, req.body, staffId)),
  );

  api.post(
    '/admin/stock/write-offs',
    {
      config: { permission: 'stock:edit' },
      schema: {
        tags,
        summary: 'Write off free stock that is spoiled, damaged or lost, with the reason',
        body: withExample(stockWriteOffRequestSchema, {
          productId: 'parboiled-rice',
          baseUnits: 2,
          reason: 'Two bags torn in the store',
        }),
        response: {
          200: successEnvelope(stockLevelSchema),
          ...errorResponses('PRODUCT_NOT_FOUND', 'STOCK_NOT_FREE', 400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      once(req, reply, 'write-offs', (tx, staffId) => writeOffStock(tx, req.body, staffId)),
  );

  api.put(
    '/admin/stock/:productId/reorder-level',
    {
      config: { permission: 'stock:edit' },
      schema: {
        tags,
        summary: 'Set the free stock at or below which a product shows as low',
        params: stockProductParamsSchema,
        body: withExample(stockReorderLevelRequestSchema, { reorderLevel: 20 }),
        response: {
          200: successEnvelope(stockLevelSchema),
          ...errorResponses('PRODUCT_NOT_FOUND', 400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      once(req, reply, 'reorder-level', (tx, staffId) =>
        setReorderLevel(tx, req.params.productId, req.body, staffId),
      ),
  );
}
