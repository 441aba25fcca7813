import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bundlesResponseSchema, isStaff, shopResponseSchema, successEnvelope } from '@faza/shared';
import { quietChildLoggerFactory } from '../../lib/quiet-logger';
import { errorResponses, notModified as notModifiedResponse } from '../../lib/route-schema';
import { etagOf, notModified, pickEncoding, type Representation } from './catalogue-cache';

/**
 * Public catalogue, served from this process's in-memory copy (`app.catalogue`): bodies are
 * serialised and compressed once per catalogue change, so a request costs a header lookup. Answers
 * carry a strong ETag and must be revalidated, so a phone that already has the catalogue pays for a
 * 304 instead of the whole list. Per-request logs are off for these two hot routes (warnings and
 * errors still log).
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const childLoggerFactory = quietChildLoggerFactory();
  // Plain (untyped) routes: the handlers send ready-made bytes, so no serializer runs; the zod
  // schemas stay for the OpenAPI document and are what those bytes were checked against.
  app.get(
    '/shop',
    {
      childLoggerFactory,
      // Bodies are compressed once per change (CatalogueCache), never per request.
      compress: false,
      decompress: false,
      schema: {
        tags: ['catalogue'],
        response: {
          200: successEnvelope(shopResponseSchema),
          ...notModifiedResponse,
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const { shop } = await app.catalogue.snapshot();
      return sendRepresentation(req, reply, shop, 'no-cache', 'Accept-Encoding');
    },
  );

  app.get(
    '/bundles',
    {
      childLoggerFactory,
      // Bodies are compressed once per change (CatalogueCache), never per request.
      compress: false,
      decompress: false,
      schema: {
        tags: ['catalogue'],
        response: {
          200: successEnvelope(bundlesResponseSchema),
          ...notModifiedResponse,
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const staff = req.user != null && isStaff(req.user.role);
      const snapshot = await app.catalogue.snapshot();
      // The answer depends on who asks: shared caches must not hand a staff answer to a customer.
      return sendRepresentation(
        req,
        reply,
        staff ? snapshot.staffBundles : snapshot.publicBundles,
        staff ? 'private, no-cache' : 'no-cache',
        'Cookie, Accept-Encoding',
      );
    },
  );
}

function sendRepresentation(
  req: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  cacheControl: string,
  vary: string,
) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  reply
    .header('cache-control', cacheControl)
    .header('vary', vary)
    .header('etag', etagOf(rep, encoding));
  if (notModified(req.headers['if-none-match'], rep)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(rep.bodies[encoding]);
}
