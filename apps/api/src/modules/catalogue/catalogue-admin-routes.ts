import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBundleSchema,
  adminCatalogueResponseSchema,
  adminProductSchema,
  CATALOGUE_ADMIN_MESSAGES as M,
  catalogueIdParamsSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
  successEnvelope,
  updateBundleRequestSchema,
  updateProductRequestSchema,
  type AdminBundle,
  type AdminProduct,
} from '@faza/shared';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  existingTiers,
  listAdminBundles,
  listAdminProducts,
  updateBundle,
  updateProduct,
} from './catalogue-admin-repository';
import { listPriceHistory, setPriceChangeActor } from './price-history-repository';
import { announceCatalogueChange } from './catalogue-events';
import { currentUser } from '../auth';

const tags = ['catalogue', 'staff'];

/** The fields of a product or bundle that an edit touched, before or after it. */
function touched<T extends object>(record: T, change: object): Partial<T> {
  return Object.fromEntries(
    Object.keys(change)
      .filter((k) => (change as Record<string, unknown>)[k] !== undefined && k in record)
      .map((k) => [k, record[k as keyof T]]),
  ) as Partial<T>;
}

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
      const [products, bundles] = await Promise.all([
        listAdminProducts(app.sql),
        listAdminBundles(app.sql),
      ]);
      return ok({ products, bundles });
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
      const product = await withTransaction(app.sql, async (tx) => {
        const [before] = await listAdminProducts(tx, { id: req.params.id, forUpdate: true });
        if (!before) throw refuse('PRODUCT_NOT_FOUND');
        const unknown = change.tiers?.find((t) => !before.tiers.some((x) => x.label === t.label));
        if (unknown) throw refuse('UNKNOWN_TIER', { message: M.unknownTier(unknown.label) });
        // The price history's trigger records who changed a price (docs/decisions/0040).
        await setPriceChangeActor(tx, staff.id);
        await updateProduct(tx, before.id, change);
        const [after] = await listAdminProducts(tx, { id: before.id });
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'catalogue.product.update',
          subjectType: 'product',
          subjectId: before.id,
          before: touched<AdminProduct>(before, change),
          after: touched<AdminProduct>(after!, change),
        });
        await announceCatalogueChange(tx);
        return after!;
      });
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
      const bundle = await withTransaction(app.sql, async (tx) => {
        const [before] = await listAdminBundles(tx, { id: req.params.id, forUpdate: true });
        if (!before) throw refuse('NO_SUCH_BUNDLE');
        if (change.items) {
          const known = await existingTiers(tx, change.items);
          const missing = change.items.find((i) => !known.has(`${i.product_id}|${i.tier_label}`));
          if (missing)
            throw refuse('UNKNOWN_BUNDLE_ITEM', {
              message: M.unknownBundleItem(missing.product_id, missing.tier_label),
            });
        }
        await updateBundle(tx, before.id, change);
        const [after] = await listAdminBundles(tx, { id: before.id });
        const figures = { ...change, margin_percent: true };
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'catalogue.bundle.update',
          subjectType: 'bundle',
          subjectId: before.id,
          before: touched<AdminBundle>(before, figures),
          after: touched<AdminBundle>(after!, figures),
        });
        await announceCatalogueChange(tx);
        return after!;
      });
      app.catalogue.invalidate();
      return ok(bundle);
    },
  );
}
