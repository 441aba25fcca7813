import type { FastifyInstance } from 'fastify';
import { bundlesResponseSchema, isStaff, shopResponseSchema, successEnvelope } from '@faza/shared';
import { quietChildLoggerFactory } from '../../lib/quiet-logger';
import { errorResponses, notModified as notModifiedResponse } from '../../lib/route-schema';
import { sendRepresentation } from '../../lib/representation';

/**
 * Public catalogue, served from this process's in-memory copy (`app.catalogue`): bodies are
 * serialised and compressed once per catalogue change, so a request costs a header lookup. Answers
 * carry a strong ETag and must be revalidated, so a phone that already has the catalogue pays for a
 * 304 instead of the whole list. Per-request logs are off for these two hot routes (warnings and
 * errors still log).
 */
const JSON_TYPE = { type: 'application/json; charset=utf-8' };
const SHOP_HEADERS = { ...JSON_TYPE, cacheControl: 'no-cache', vary: 'Accept-Encoding' };

export async function catalogueRoutes(app: FastifyInstance) {
  const childLoggerFactory = quietChildLoggerFactory();
  // Bodies are compressed once per change (CatalogueCache), never per request.
  const catalogueRoute = (schema: Parameters<typeof successEnvelope>[0]) => ({
    childLoggerFactory,
    compress: false as const,
    decompress: false as const,
    schema: {
      tags: ['catalogue'],
      response: { 200: successEnvelope(schema), ...notModifiedResponse, ...errorResponses() },
    },
  });
  // Plain (untyped) routes: the handlers send ready-made bytes, so no serializer runs; the zod
  // schemas stay for the OpenAPI document and are what those bytes were checked against.
  app.get(
    '/shop',
    // The same answer for everyone: no session is loaded for it.
    { ...catalogueRoute(shopResponseSchema), config: { public: true } },
    (req, reply) => {
      // In memory (nearly always): answered without a promise.
      const loaded = app.catalogue.loaded();
      if (loaded) return sendRepresentation(req, reply, loaded.shop, SHOP_HEADERS);
      return app.catalogue
        .snapshot()
        .then(({ shop }) => sendRepresentation(req, reply, shop, SHOP_HEADERS));
    },
  );

  app.get('/bundles', catalogueRoute(bundlesResponseSchema), async (req, reply) => {
    const staff = req.user != null && isStaff(req.user.role);
    const snapshot = await app.catalogue.snapshot();
    // The answer depends on who asks: shared caches must not hand a staff answer to a customer.
    return sendRepresentation(req, reply, staff ? snapshot.staffBundles : snapshot.publicBundles, {
      ...JSON_TYPE,
      cacheControl: staff ? 'private, no-cache' : 'no-cache',
      vary: 'Cookie, Accept-Encoding',
    });
  });
}
