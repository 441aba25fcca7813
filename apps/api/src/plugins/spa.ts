import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPagePath, PAGE_PATHS } from '@faza/shared';
import { represent, sendRepresentation, type Representation } from '../lib/representation';
import { SIGNED_IN_PATHS } from './signed-in-pages';

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
      // The web build writes .br and .gz copies beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
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
  // Read per request in development (vite rebuilds); in production read and compressed once.
  const shell =
    hasBuild && app.config.NODE_ENV === 'production' ? represent(readFileSync(indexFile)) : null;
  app.decorate('sendSpa', (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    reply.code(isPagePath(pathname) ? 200 : 404);
    // /pantry, /wallet and /orders are drawn for the user asking (plugins/signed-in-pages.ts).
    if (app.signedInPage && shell && SIGNED_IN_PATHS.includes(pathname)) {
      void sendSignedIn(req, reply, pathname, shell);
      return true;
    }
    // The public pages arrive already drawn when the prerender plugin has them (plugins/prerender.ts).
    const page = app.prerenderedPage?.(pathname) ?? shell;
    if (page) {
      void sendRepresentation(req, reply, page, HTML);
      return true;
    }
    const html = readIfExists(indexFile);
    if (!html) return false;
    reply.header('cache-control', HTML.cacheControl).type(HTML.type).send(html);
    return true;
  });
  async function sendSignedIn(
    req: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    fallback: Representation,
  ) {
    let page: Buffer | null = null;
    try {
      page = (await app.signedInPage?.(req, reply, pathname)) ?? null;
    } catch (err) {
      req.log.error({ err }, `drawing ${pathname} for its user failed: the app shell is served`);
    }
    // One user's page, or a shell that depends on the cookie: no cache may keep either.
    if (page === null) return sendRepresentation(req, reply, fallback, PERSONAL_HTML);
    return reply
      .header('cache-control', PERSONAL_HTML.cacheControl)
      .header('vary', PERSONAL_HTML.vary)
      .type(PERSONAL_HTML.type)
      .send(page);
  }
  // Every page path is a route of its own, so a page never goes through the static handler, which
  // would look for a file of that name (and its .br and .gz copies) on disk at every request
  // before giving up; it also answers a directory ('/') with 403. A page path with a malformed
  // parameter still gets the SPA with 404 (sendSpa asks isPagePath).
  if (hasBuild)
    for (const page of PAGE_PATHS)
      app.get(page, { schema: { hide: true } }, (req, reply) => void app.sendSpa(req, reply));
});

const HTML = {
  type: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding',
};

const PERSONAL_HTML = {
  ...HTML,
  cacheControl: 'private, no-store',
  vary: 'Accept-Encoding, Cookie',
};

/**
 * Hashed assets never change: a year. The service worker (and the Workbox runtime it loads) must
 * be checked on every update check, or a deploy would reach phones only when the HTTP cache expires:
 * `no-cache`, as browsers expect for /sw.js. Everything else (index.html, the manifest, icons) is
 * revalidated on use.
 */
function cacheControlFor(rel: string): string {
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
