import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from './catalogue-cache';

/**
 * One in-memory catalogue per process (`app.catalogue`), shared by the catalogue routes and the
 * prerendered public pages, kept true across instances by LISTEN (see CatalogueCache).
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache(app.sql, app.log.child({ module: 'catalogue' }));
    await cache.start();
    app.decorate('catalogue', cache);
    app.addHook('onClose', () => cache.stop());
  },
  { name: 'faza-catalogue-cache' },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}
