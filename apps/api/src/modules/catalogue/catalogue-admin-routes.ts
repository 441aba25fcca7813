import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBundleSchema,
  adminCatalogueResponseSchema,
  adminProductSchema,
  catalogueIdParamsSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
  successEnvelope,
  updateBundleRequestSchema,
  updateProductRequestSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  catalogueForStaff,
  updateBundleByStaff,
  updateProductByStaff,
} from './catalogue-admin-actions';
import { listPriceHistory } from './price-history-repository';
import { currentUser } from '../auth';

const tags = ['catalogue', 'staff'];

/**
 * Catalogue editing for admins. Each write is audited with the fields before and after
 * and announced to every API instance in the same transaction. Orders copy their prices, so no
 * existing order or invoice changes.
 */
export async function catalogueAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/catalogue',
    {
      config: { permission: 'catalogue:edit' },
      schema: {
        tags,
        summary: 'Every product and bundle, inactive included, with bundle cost and margin',
        response: {
          200: successEnvelope(adminCatalogueResponseSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await catalogueForStaff(app.sql));
    },
  );

  api.get(
    '/admin/catalogue/price-history',
    {
      config: { permission: 'catalogue:edit' },
      schema: {
        tags,
        summary: 'Every price each product tier has had, newest first, with when and by whom',
        querystring: priceHistoryQuerySchema,
        response: {
          200: successEnvelope(priceHistorySchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ entries: await listPriceHistory(app.sql, { productId: req.query.product }) });
    },
  );

  api.patch(
    '/admin/catalogue/products/:id',
    {
      config: { permission: 'catalogue:edit' },
      schema: {
        tags,
        summary: "Edit a product's tier prices, description or active flag",
        params: catalogueIdParamsSchema,
        body: withExample(updateProductRequestSchema, {
          tiers: [{ label: '5kg', price_kobo: 960_000 }],
          active: true,
        }),
        response: {
          200: successEnvelope(adminProductSchema),
          ...errorResponses('PRODUCT_NOT_FOUND', 'UNKNOWN_TIER', 400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const staff = currentUser(req);
      const change = req.body;
      const product = await updateProductByStaff(app.sql, req.params.id, change, staff.id);
      app.catalogue.invalidate();
      return ok(product);
    },
  );

  api.patch(
    '/admin/catalogue/bundles/:id',
    {
      config: { permission: 'catalogue:edit' },
      schema: {
        tags,
        summary: "Edit a bundle's prices, items, description, popular or active flag",
        params: catalogueIdParamsSchema,
        body: withExample(updateBundleRequestSchema, {
          selling_price_kobo: 1_600_000,
          popular: true,
        }),
        response: {
          200: successEnvelope(adminBundleSchema),
          ...errorResponses('NO_SUCH_BUNDLE', 'UNKNOWN_BUNDLE_ITEM', 400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const staff = currentUser(req);
      const change = req.body;
      const bundle = await updateBundleByStaff(app.sql, req.params.id, change, staff.id);
      app.catalogue.invalidate();
      return ok(bundle);
    },
  );
}
