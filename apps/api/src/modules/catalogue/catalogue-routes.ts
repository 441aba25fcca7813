import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bundlesResponseSchema, isStaff, shopResponseSchema, successEnvelope } from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, notModified } from '../../lib/route-schema';
import { toBundle, toShopItem, withStaffFigures } from './catalogue-mappers';
import { listBundles, listProducts } from './catalogue-repository';

/**
 * Public catalogue. Answers carry a strong ETag and must be revalidated, so a phone that already has
 * the catalogue pays for a 304 instead of the whole list.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  await app.register(etag);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/shop',
    {
      schema: {
        tags: ['catalogue'],
        response: { 200: successEnvelope(shopResponseSchema), ...notModified, ...errorResponses() },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      const items = (await listProducts(app.sql)).map(toShopItem);
      return ok({ items });
    },
  );

  api.get(
    '/bundles',
    {
      schema: {
        tags: ['catalogue'],
        response: {
          200: successEnvelope(bundlesResponseSchema),
          ...notModified,
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const staff = req.user !== null && isStaff(req.user.role);
      // The answer depends on who asks: shared caches must not hand a staff answer to a customer.
      reply
        .header('cache-control', staff ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Cookie');
      const rows = await listBundles(app.sql);
      const bundles = rows.map((row) =>
        staff ? withStaffFigures(toBundle(row), row) : toBundle(row),
      );
      return ok({ bundles });
    },
  );
}
