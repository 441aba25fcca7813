import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a Content-Security-Policy that allows only our own origin. Helmet computes
 * them once at start (@fastify/helmet rebuilt and re-parsed the whole policy on every request, a
 * good part of the cost of a cached catalogue answer); each request then just gets the same headers.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const headers = helmetHeaders({
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
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** The headers helmet's middleware sets for these options (they depend on nothing in a request). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => (failed = err));
  if (failed) throw failed;
  return headers;
}
