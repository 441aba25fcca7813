import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPagePath } from '@faza/shared';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html is revalidated
 * every time so a deploy is picked up. Known page paths get index.html with 200, unknown ones the same
 * HTML with 404 so crawlers and monitors see the truth while the SPA renders its not-found page.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(opts.root, filePath);
        res.header('cache-control', cacheControlFor(rel));
        // The spec's type for web app manifests (some `mime` tables lack .webmanifest).
        if (rel.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  } else {
    app.log.warn(`no web build at ${opts.root}: run "npm run build" to serve the app`);
  }
  // Read per request in development (vite rebuilds), once in production.
  const cached = hasBuild ? readFileSync(indexFile) : null;
  app.decorate('sendSpa', (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // The public pages arrive already drawn when the prerender plugin has them (plugins/prerender.ts).
    const html =
      app.prerenderedPage?.(pathname) ??
      (process.env.NODE_ENV === 'production' ? cached : readIfExists(indexFile));
    if (!html) return false;
    reply
      .code(isPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  });
  // The static handler answers a directory ('/') with 403; the home page is the SPA.
  if (hasBuild)
    app.get('/', { schema: { hide: true } }, (req, reply) => void app.sendSpa(req, reply));
});

/**
 * Hashed assets never change: a year. The service worker (and the Workbox runtime it loads) must
 * be checked on every update check, or a deploy would reach phones only when the HTTP cache expires:
 * `no-cache`, as browsers expect for /sw.js. Everything else (index.html, the manifest, icons) is
 * revalidated on use.
 */
export function cacheControlFor(rel: string): string {
  if (rel.startsWith('assets' + path.sep)) return 'public, max-age=31536000, immutable';
  if (rel === 'sw.js' || /^workbox-[\w-]+\.js$/.test(rel)) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

function readIfExists(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSpa: (req: FastifyRequest, reply: FastifyReply) => boolean;
  }
}
