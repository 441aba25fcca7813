import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Sql } from '../../db/sql';

/** Where the device cookie is sent: only to the sign-in route. */
const COOKIE_PATH = '/api/auth/signin';
const COOKIE_DAYS = 365;
const KEY_NAME = 'device-cookie';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 0014):
 * after a successful sign-in, the browser gets a cookie for that account, `<nonce>.<HMAC(user id,
 * nonce)>`. A sign-in that presents a valid one for the account is a trusted client: it is not
 * refused by the account's lockout of untrusted clients, and its failures count against its own
 * nonce instead. The signing key lives in PostgreSQL (table server_keys), shared by all instances.
 */
export type DeviceCookies = {
  /** The nonce of a valid device cookie for `userId` on this request, or null. */
  read: (req: FastifyRequest, userId: string) => Promise<string | null>;
  /** Gives the browser a fresh device cookie for `userId` (after a successful sign-in). */
  issue: (reply: FastifyReply, userId: string) => Promise<void>;
};

/** One cookie per account a browser signed in to: several accounts on one browser each keep theirs. */
export const deviceCookieName = (userId: string): string =>
  `faza_device_${createHash('sha256').update(userId).digest('base64url').slice(0, 16)}`;

export function deviceCookies(sql: Sql, config: Pick<Config, 'COOKIE_SECURE'>): DeviceCookies {
  let key: Promise<Buffer> | null = null;
  const signingKey = () => {
    key ??= loadKey(sql).catch((err: unknown) => {
      key = null; // try again on the next sign-in
      throw err;
    });
    return key;
  };
  const sign = async (userId: string, nonce: string) =>
    createHmac('sha256', await signingKey())
      .update(`${userId}.${nonce}`)
      .digest();

  return {
    read: async (req, userId) => {
      const value = req.cookies[deviceCookieName(userId)];
      const [nonce, mac, extra] = value?.split('.') ?? [];
      if (!nonce || !mac || extra !== undefined || !/^[\w-]{22}$/.test(nonce)) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = await sign(userId, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
    issue: async (reply, userId) => {
      const nonce = randomBytes(16).toString('base64url');
      const mac = (await sign(userId, nonce)).toString('base64url');
      reply.setCookie(deviceCookieName(userId), `${nonce}.${mac}`, {
        httpOnly: true,
        sameSite: 'strict',
        path: COOKIE_PATH,
        secure: config.COOKIE_SECURE,
        maxAge: COOKIE_DAYS * 24 * 60 * 60,
      });
    },
  };
}

/** The key, made by the first instance that asks (concurrent first asks agree on one row). */
async function loadKey(sql: Sql): Promise<Buffer> {
  await sql`insert into server_keys (name, key) values (${KEY_NAME}, ${randomBytes(32)})
            on conflict (name) do nothing`;
  const [row] = await sql<{ key: Buffer }[]>`select key from server_keys where name = ${KEY_NAME}`;
  return row!.key;
}
