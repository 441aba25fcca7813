import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATHS } from '@faza/shared';
import { moduleFiles, pageHtml, type ViteManifest } from './page-html';

/**
 * The signed-in pages a customer opens every week, drawn per request for the user of the session
 * cookie (docs/decisions/0042-signed-in-pages-drawn-per-request.md). Their HTML is that user's:
 * `private, no-store`, never kept by a shared cache, and the service worker never saves it (it
 * answers navigations with its own app shell).
 */
export const SIGNED_IN_PATHS: readonly string[] = [PATHS.pantry, PATHS.wallet, PATHS.orders];

/** What the server entry offers for them (apps/web/src/entry-server.tsx). */
export type SignedInEntry = {
  SERVER_DATA_ID: string;
  PAGE_MODULES?: Record<string, string[]>;
  signedInReads?: (pathname: string, user: { user_id: string }) => string[] | null;
  renderSignedInPage?: (
    pathname: string,
    user: { user_id: string },
    answers: unknown[],
  ) => Promise<{ html: string; title: string; data: unknown }>;
};

/**
 * Draws `pathname` for the session of `req`, or answers null: no session (signed out, expired,
 * revoked), or a build whose entry cannot draw it; then the plain app shell is served. The page's
 * data is read through the API itself, with the request's own cookie, so it is exactly what the
 * browser would have fetched, under the same rules.
 */
export function signedInPageDrawer(
  app: FastifyInstance,
  entry: SignedInEntry,
  template: string,
  manifest: ViteManifest,
) {
  return async (req: FastifyRequest, pathname: string): Promise<string | null> => {
    const cookie = req.headers.cookie;
    const { signedInReads, renderSignedInPage } = entry;
    if (!cookie || !signedInReads || !renderSignedInPage) return null;
    const read = async (path: string): Promise<unknown> => {
      const res = await app.inject({ method: 'GET', url: `/api${path}`, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`GET /api${path} answered ${res.statusCode}`);
      return (JSON.parse(res.body) as { data: unknown }).data;
    };
    const user = (await read('/auth/me')) as { user_id: string } | null;
    if (!user) return null;
    const reads = signedInReads(pathname, user);
    if (!reads) return null;
    const answers = await Promise.all(reads.map(read));
    const { html, title, data } = await renderSignedInPage(pathname, user, answers);
    // React's inline scripts (outlined Suspense boundaries) would be refused by the CSP.
    if (/<script/i.test(html)) throw new Error(`the drawing of ${pathname} has a <script>`);
    return pageHtml(template, {
      html,
      title,
      data,
      dataId: entry.SERVER_DATA_ID,
      preload: moduleFiles(manifest, entry.PAGE_MODULES?.[pathname] ?? []),
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** /pantry, /wallet or /orders drawn for the request's user, or null: serve the app shell. */
    signedInPage?: (req: FastifyRequest, pathname: string) => Promise<string | null>;
  }
}
