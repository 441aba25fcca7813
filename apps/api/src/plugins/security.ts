import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers with a Content-Security-Policy that allows only our own origin. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries inject small <style> blocks at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (local runs) upgrading would break every request.
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    // Payment and invoice windows are opened by us and talk back through the server, not window refs.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: opts.https,
  });
});
