import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const READS = new Set(['GET', 'HEAD']);

/**
 * Compresses answers to reads above 1 KB (lists, history, invoices) for phones on slow networks.
 * Answers to mutations are small and request bodies arrive uncompressed, so those routes carry
 * none of @fastify/compress's three hooks (docs/decisions/0033-the-fixed-cost-of-a-request.md);
 * routes that send bytes compressed once (the catalogue, the prerendered pages) opt out themselves.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Before @fastify/compress's own onRoute hook, which reads these two options.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.every((m) => READS.has(m))) route.compress = false;
      route.decompress ??= false;
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'faza-compression' },
);
