import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { parseCookie, stringifySetCookie } from 'cookie';
import fp from 'fastify-plugin';

/*
 * What we use of @fastify/cookie, without its plugin: `app.parseCookie`, and `reply.setCookie` /
 * `reply.clearCookie` with its semantics (SameSite=Lax unless told, the last cookie set for a
 * name, domain and path wins), on the `cookie` package it uses itself (its types stay the
 * contract: CookieSerializeOptions, FastifyReply.setCookie). The plugin writes Set-Cookie in
 * an onSend hook that every answer of every route paid for, though only sign-in, sign-out and a
 * stale session set cookies (docs/decisions/0033-the-fixed-cost-of-a-request.md); here the header
 * is written when a cookie is set. Cookies are parsed by the session plugin, for the routes that
 * read them.
 */

const JAR = 'fazaSetCookies';

type Jar = Map<string, string>;

function setCookie(
  this: FastifyReply,
  name: string,
  value: string,
  options: CookieSerializeOptions = {},
): FastifyReply {
  const opts = { sameSite: 'lax' as const, ...options };
  const jar = ((this as unknown as Record<string, Jar | null>)[JAR] ??= new Map());
  const { encode, ...attributes } = opts;
  jar.set(
    `${name};${opts.domain};${opts.path || '/'}`,
    stringifySetCookie({ name, value, ...attributes } as never, { encode }),
  );
  this.removeHeader('set-cookie');
  return this.header('set-cookie', [...jar.values()]);
}

function clearCookie(
  this: FastifyReply,
  name: string,
  options: CookieSerializeOptions = {},
): FastifyReply {
  return setCookie.call(this, name, '', {
    path: '/',
    ...options,
    expires: new Date(0),
    maxAge: 0,
  });
}

export const cookiesPlugin = fp(
  async (app: FastifyInstance) => {
    // cookie's type allows undefined values; @fastify/cookie's contract (kept) says strings.
    app.decorate('parseCookie', (header: string) => parseCookie(header) as Record<string, string>);
    app.decorateRequest('cookies', null as never);
    app.decorateReply(JAR, null);
    app.decorateReply('setCookie', setCookie);
    app.decorateReply('cookie', setCookie);
    app.decorateReply('clearCookie', clearCookie);
  },
  { name: 'faza-cookies' },
);
