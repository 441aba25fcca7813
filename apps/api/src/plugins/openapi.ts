import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentFrameworkErrors } from '../lib/route-schema';

/** The OpenAPI document, generated from the same zod schemas that validate and serialise. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Before swagger's own onRoute hook, so the document sees the added statuses too.
  app.addHook('onRoute', documentFrameworkErrors);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Faza API', version: '1.0.0', description: 'Food shop, pantry and wallet.' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
});

/** Registered after every route so the document lists them all. */
export async function openapiRoutes(app: FastifyInstance) {
  app.get('/docs/json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );
}
