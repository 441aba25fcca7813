import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATHS } from '@faza/shared';
import { drawingGate, DrawingDropped, whenAborted } from './drawing-gate';
import { moduleFiles, pageFrameBytes, type ViteManifest } from './page-html';

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
    signal?: AbortSignal,
  ) => Promise<{ html: Uint8Array | string; title: string; data: unknown }>;
};

type User = { user_id: string };

/**
 * Where a drawing's data comes from (the composition root's `drawingReads`): the user of a Cookie
 * header as GET /api/auth/me answers it, and a reader of that user's API paths (answered as the
 * API would answer them for that cookie), or null when nobody is signed in.
 */
export type DrawingReads = (
  cookie: string,
) => Promise<{ me: User; read: (path: string) => Promise<unknown> } | null>;

/**
 * Draws `pathname` for the session of `req`, or answers null: no session (signed out, expired,
 * revoked), a build whose entry cannot draw it, or a drawing that did not happen in time; then the
 * plain app shell is served. The page's data is what the browser would have fetched, under the
 * same rules: read by the API's own module functions for the session's user (`reads`).
 *
 * Drawings run side by side, each with its own query client and session (docs/decisions/0065).
 * Bounded (docs/decisions/0042, "Bounds"; 0071): past SIGNED_IN_DRAWINGS_MAX drawings in this
 * process a drawing waits in line for a place, and past SIGNED_IN_DRAWINGS_WAITING waiting the
 * shell goes at once; a drawing not done within SIGNED_IN_DRAWING_DEADLINE_MS of its request,
 * waiting included, gets the shell and is abandoned (its render aborted); one whose client has
 * gone is dropped before its reads or its render start. A slow or stuck drawing costs its own
 * request the deadline, nothing more.
 */
export function signedInPageDrawer(
  app: FastifyInstance,
  entry: SignedInEntry,
  template: string,
  manifest: ViteManifest,
  reads: DrawingReads,
  bootCode: string | undefined,
) {
  const gate = drawingGate(
    app.config.SIGNED_IN_DRAWINGS_MAX,
    app.config.SIGNED_IN_DRAWINGS_WAITING,
  );
  // Each path's frame (the template with its preloads) is made once, not per drawing.
  const frames = new Map<string, ReturnType<typeof pageFrameBytes>>();
  const frameOf = (pathname: string) => {
    if (!frames.has(pathname))
      frames.set(
        pathname,
        pageFrameBytes(
          template,
          moduleFiles(manifest, entry.PAGE_MODULES?.[pathname] ?? []),
          bootCode,
        ),
      );
    return frames.get(pathname)!;
  };
  const deadlineMs = app.config.SIGNED_IN_DRAWING_DEADLINE_MS;

  async function draw(cookie: string, pathname: string, signal: AbortSignal) {
    const { signedInReads, renderSignedInPage } = entry;
    if (!signedInReads || !renderSignedInPage) return null;
    const session = await reads(cookie);
    if (!session) return null;
    const paths = signedInReads(pathname, session.me);
    if (!paths) return null;
    signal.throwIfAborted();
    const answers = await Promise.all(paths.map(session.read));
    const { html, title, data } = await gate.run(signal, () =>
      renderSignedInPage(pathname, session.me, answers, signal),
    );
    // The markup as React wrote it, in bytes: a string (a test's entry) is encoded here.
    const markup = typeof html === 'string' ? Buffer.from(html) : html;
    // React's inline scripts (outlined Suspense boundaries) would be refused by the CSP.
    if (Buffer.from(markup.buffer, markup.byteOffset, markup.byteLength).includes('<script'))
      throw new Error(`the drawing of ${pathname} has a <script>`);
    return frameOf(pathname)?.({ html: markup, title, data, dataId: entry.SERVER_DATA_ID }) ?? null;
  }

  const drawPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): Promise<Buffer | null> => {
    const cookie = req.headers.cookie;
    if (!cookie || !entry.signedInReads || !entry.renderSignedInPage) return null;
    if (reply.raw.destroyed || req.raw.socket?.destroyed) return null;
    const controller = new AbortController();
    const gone = () => controller.abort(new DrawingDropped('client gone'));
    reply.raw.once('close', gone);
    // The deadline counts from the request, whether it waits for a place or is drawn.
    const timer = setTimeout(() => controller.abort(new DrawingDropped('deadline')), deadlineMs);
    try {
      const entering = gate.enter(controller.signal);
      if (!entering) {
        req.log.warn(
          `${pathname}: ${gate.admitted} drawings under way, ${gate.waiting} waiting, the app shell is served`,
        );
        return null;
      }
      const place = await entering;
      const work = draw(cookie, pathname, controller.signal).finally(place.leave);
      // The abandoned work may still fail on its own; that is no longer anyone's answer.
      work.catch(() => {});
      return await Promise.race([work, whenAborted(controller.signal)]);
    } catch (err) {
      if (!(err instanceof DrawingDropped)) throw err;
      req.log.warn(`${pathname}: ${err.message}, the app shell is served`);
      return null;
    } finally {
      clearTimeout(timer);
      reply.raw.off('close', gone);
    }
  };
  /** How many drawings hold a place and how many wait for one, now. */
  const state = () => ({ admitted: gate.admitted, waiting: gate.waiting });
  return Object.assign(drawPage, { state });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** /pantry, /wallet or /orders drawn for the request's user, or null: serve the app shell. */
    signedInPage?: ((
      req: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
    ) => Promise<Buffer | null>) & {
      /** How many drawings hold a place and how many wait for one, now. */
      state: () => { admitted: number; waiting: number };
    };
  }
}
