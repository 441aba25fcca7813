import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { addRouteHook, HOOK_ORDER } from '../../lib/route-hooks';
import { findSessionUser, touchSession, type SessionLifetimes } from './sessions-repository';
import { hashToken, looksLikeToken } from './tokens';
import type { UserRow } from './users-repository';

/** The signed-in user of a request (see `requireUser`). */
export type SessionUser = UserRow;

/** `__Host-` (Secure, Path=/, no Domain) when served over HTTPS; plain name over http. */
export const sessionCookieName = (config: Pick<Config, 'COOKIE_SECURE'>): string =>
  config.COOKIE_SECURE ? '__Host-faza_session' : 'faza_session';

export const sessionLifetimes = (config: Config): SessionLifetimes => ({
  idleDays: config.SESSION_IDLE_DAYS,
  absoluteDays: config.SESSION_ABSOLUTE_DAYS,
});

/**
 * Loads the user of the session cookie into `req.user` (null when signed out) for every /api route
 * except those marked `config: { public: true }` (health, readiness, the catalogue's shop list),
 * which never read the user: they do no cookie parsing and no session query
 * (docs/decisions/0033-the-fixed-cost-of-a-request.md). Sessions are rows in PostgreSQL found by
 * the SHA-256 of the cookie's token, so any API instance can serve any request and a revoked
 * session stops working at once. `last_seen_at` (idle expiry) is refreshed at most once a minute.
 * Cookies are parsed here, only for the routes that read them (plugins/cookies.ts).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const cookieName = sessionCookieName(app.config);
    const lifetimes = sessionLifetimes(app.config);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);

    // Callback style, not async: a request without a session cookie costs no promise.
    const loadSessionHook: onRequestHookHandler = (req, reply, done) => {
      const header = req.headers.cookie;
      req.cookies = header ? app.parseCookie(header) : {};
      const token = req.cookies[cookieName];
      if (!token) return done();
      loadSession(req, reply, token).then(() => done(), done);
    };
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !route.config?.public)
        addRouteHook(route, loadSessionHook, HOOK_ORDER.session, 'session');
    });

    async function loadSession(req: FastifyRequest, reply: FastifyReply, token: string) {
      const session = await sessionOfToken(app.sql, lifetimes, token);
      if (!session) {
        clearSessionCookie(reply);
        return;
      }
      req.user = session.user;
      req.sessionTokenHash = session.tokenHash;
    }
  },
  { name: 'faza-session', dependencies: ['faza-cookies'] },
);

/**
 * The user of a session token, its idle expiry refreshed as for any request; null when the token
 * names no live session (signed out, expired, revoked).
 */
async function sessionOfToken(
  sql: Sql,
  lifetimes: SessionLifetimes,
  token: string,
): Promise<{ user: SessionUser; tokenHash: Buffer } | null> {
  const tokenHash = looksLikeToken(token) ? hashToken(token) : null;
  const row = tokenHash ? await findSessionUser(sql, tokenHash, lifetimes) : null;
  if (!row || !tokenHash) return null;
  const { refresh, ...user } = row;
  if (refresh) await touchSession(sql, tokenHash);
  return { user, tokenHash };
}

/**
 * The signed-in user of a request's Cookie header as GET /api/auth/me sees it, for the server's
 * drawing of a signed-in page (docs/decisions/0065): the same session rows, the same expiry rules,
 * one query instead of a request to ourselves. Null: nobody signed in.
 */
export async function userOfCookieHeader(
  app: FastifyInstance,
  header: string,
): Promise<SessionUser | null> {
  const token = app.parseCookie(header)[sessionCookieName(app.config)];
  if (!token) return null;
  return (await sessionOfToken(app.sql, sessionLifetimes(app.config), token))?.user ?? null;
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  const { config } = reply.server;
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.COOKIE_SECURE,
    maxAge: config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { config } = reply.server;
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.COOKIE_SECURE,
  });
}

/** preHandler: 401 unless signed in. `currentUser(req)` then returns the user. */
export const requireUser: preHandlerAsyncHookHandler = async (req) => {
  if (!req.user) throw refuse('UNAUTHORIZED');
};

/**
 * preHandler for sending food or money: 401 unless signed in, then 403 PHONE_NOT_VERIFIED until
 * the user has proved their phone, which their FAZA number is made from (docs/decisions/0027).
 */
export const requireVerifiedPhone: preHandlerAsyncHookHandler = async (req) => {
  if (!req.user) throw refuse('UNAUTHORIZED');
  if (!req.user.phone_verified_at) throw refuse('PHONE_NOT_VERIFIED');
};

/** The signed-in user; throws 401 when there is none (use after `requireUser`). */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw refuse('UNAUTHORIZED');
  return req.user;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that never reads the signed-in user: no cookie parsing, no session query. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded by the session plugin for /api requests. */
    user: SessionUser | null;
    /** SHA-256 of the current session token, or null when signed out. */
    sessionTokenHash: Buffer | null;
  }
}
