import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a Content-Security-Policy that allows only our own origin. Helmet computes
 * them once at start (@fastify/helmet rebuilt and re-parsed the whole policy on every request, a
 * good part of the cost of a cached catalogue answer); each request then just gets the same headers.
 * Pages and assets get helmet's whole set; /api answers (JSON, and the sandbox payment page, which
 * sets its own policy and referrer rule) what protects an API answer: a policy that loads nothing
 * and may not be framed, no sniffing, same-origin reads only, HSTS over HTTPS. The document-only
 * headers (opener and referrer policies, the legacy X- ones) cost every API answer and protected
 * nothing there (docs/decisions/0033-the-fixed-cost-of-a-request.md).
 */
type SecurityOptions = {
  https: boolean;
  /** Inline scripts allowed besides our own files, as script-src sources ('sha256-…'). */
  inlineScripts?: string[];
};

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our own files, and the boot script each drawn page carries, by its hash
        // (plugins/boot-script.ts): no other inline script runs.
        scriptSrc: ["'self'", ...(opts.inlineScripts ?? [])],
        // Toast and dialog libraries inject small <style> blocks at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OpenStreetMap tiles for the delivery tracking map (docs/decisions/0057).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
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
  const apiHeaders = Object.entries({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...pick(headers, API_HEADERS),
  });
  const pageHeaders = Object.entries(headers);
  // The one global hook of a request (docs/decisions/0035-request-path-cpu.md): the pairs are
  // listed once, so a request allocates nothing here.
  app.addHook('onRequest', (req, reply, done) => {
    const set = req.url.startsWith('/api/') ? apiHeaders : pageHeaders;
    for (let i = 0; i < set.length; i++) reply.header(set[i]![0], set[i]![1]);
    done();
  });
});

const API_HEADERS = [
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-content-type-options',
];

function pick(headers: Record<string, string>, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (names.includes(name.toLowerCase())) out[name.toLowerCase()] = value;
  return out;
}

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
