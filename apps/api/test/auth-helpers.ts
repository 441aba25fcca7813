import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthUser, Role } from '@faza/shared';
import type { App } from '../src/app';
import { sessionCookieName } from '../src/modules/auth/session-plugin';
import { latestPhoneCodeFor } from './outbox';
import { createTestApp, type TestContext } from './test-app';

export const PASSWORD = 'Jollof&Rice2024';
/** The cookie's name over plain http; `__Host-faza_session` when PUBLIC_URL is https. */
export const COOKIE = 'faza_session';
const COOKIE_NAMES = [COOKIE, `__Host-${COOKIE}`];

/** `{ <session cookie name of this app>: token }` for `inject({ cookies })`. */
export const sessionCookies = (app: App, token: string | undefined) =>
  token ? { [sessionCookieName(app.config)]: token } : undefined;

export type Account = { email: string; phone: string; password: string };

/** A unique, valid sign-up payload's values (phone in the 0… form users type). */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const id = randomBytes(4).toString('hex');
  return {
    email: `ada.${id}@example.com`,
    phone: `080${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    password: PASSWORD,
    ...overrides,
  };
}

/** The test app; its outbox folder is removed with it. */
export async function createAuthTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void | Promise<void>,
): Promise<TestContext> {
  const ctx = await createTestApp(env, beforeReady);
  return {
    ...ctx,
    close: async () => {
      await ctx.close();
      rmSync(ctx.config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * Each sign-up comes from its own made-up address unless one is given, so a test file creating
 * many users never meets the per-IP sign-up limit.
 */
export const signUp = (app: App, a: Account, remoteAddress = randomTestIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    payload: { email: a.email, 'phone-number': a.phone, password: a.password },
  });

/** An address from 198.18.0.0/15, the range reserved for benchmarks and tests. */
export const randomTestIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const signIn = (
  app: App,
  phone: string,
  password: string,
  opts: { remoteAddress?: string; cookie?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: opts.remoteAddress,
    headers: opts.headers,
    cookies: sessionCookies(app, opts.cookie),
    payload: { 'phone-number': phone, password },
  });

/** The session token the response set, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => COOKIE_NAMES.includes(c.name));
  return cookie?.value || undefined;
}

/** The session token the response set; throws when there is none. */
export function tokenOf(res: LightMyRequestResponse): string {
  const token = sessionCookieOf(res);
  if (!token) throw new Error(`no session cookie in the answer (${res.statusCode} ${res.body})`);
  return token;
}

export const me = (app: App, cookie?: string) =>
  app.inject({ url: '/api/auth/me', cookies: sessionCookies(app, cookie) });

/**
 * Who `GET /api/auth/me` says the cookie belongs to: the user, or null when it is no valid
 * session (that route answers 200 either way; other routes answer 401).
 */
export async function sessionUser(app: App, cookie?: string): Promise<AuthUser | null> {
  const res = await me(app, cookie);
  if (res.statusCode !== 200) throw new Error(`auth/me answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: AuthUser | null }).data;
}

/** `POST /api/auth/phone-code` for the session, from a made-up address (the per-IP limit). */
export const askPhoneCode = (
  app: App,
  cookie: string | undefined,
  remoteAddress = randomTestIp(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/phone-code',
    remoteAddress,
    cookies: sessionCookies(app, cookie),
  });

export const verifyPhoneCode = (app: App, cookie: string | undefined, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-phone',
    remoteAddress: randomTestIp(),
    cookies: sessionCookies(app, cookie),
    payload: { code },
  });

/**
 * Verifies the session's phone the way a customer does: asks for a code, reads it from the SMS
 * outbox (DATA_DIR/outbox), enters it.
 */
export async function verifyPhoneThroughOutbox(
  ctx: TestContext,
  cookie: string,
  phone: string,
): Promise<void> {
  const sent = await askPhoneCode(ctx.app, cookie);
  if (sent.statusCode !== 200) throw new Error(`phone code not sent: ${sent.body}`);
  const res = await verifyPhoneCode(
    ctx.app,
    cookie,
    latestPhoneCodeFor(ctx.config.DATA_DIR, phone),
  );
  if (res.statusCode !== 200) throw new Error(`phone not verified: ${res.body}`);
}

/**
 * Signs up and signs in a fresh account; returns its session cookie and user. Its phone is
 * verified through the outbox, as a customer finishing sign-up would (sending and receiving need
 * it); `{ phoneVerified: false }` leaves it as sign-up does.
 */
export async function signedInUser(
  ctx: TestContext,
  overrides: Partial<Account> = {},
  { phoneVerified = true }: { phoneVerified?: boolean } = {},
) {
  const account = newAccount(overrides);
  const up = await signUp(ctx.app, account);
  if (up.statusCode !== 201) throw new Error(`sign-up failed: ${up.body}`);
  const res = await signIn(ctx.app, account.phone, account.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const cookie = tokenOf(res);
  const user = res.json().data as AuthUser;
  if (!phoneVerified) return { account, cookie, user };
  await verifyPhoneThroughOutbox(ctx, cookie, account.phone);
  return { account, cookie, user: { ...user, phone_verified: true } };
}

/** Failure bodies compared whole: same status, same text, same code. */
export const failureOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.json(),
});

/** Signs in a fresh account with `role` in one line: `const admin = await signInAs(ctx, 'admin')`. */
export async function signInAs(ctx: TestContext, role: Role, overrides: Partial<Account> = {}) {
  const account = newAccount(overrides);
  const up = await signUp(ctx.app, account);
  if (up.statusCode !== 201) throw new Error(`sign-up failed: ${up.body}`);
  await ctx.sql`update users set role = ${role}, email_verified_at = now()
                where email = ${account.email.toLowerCase()}`;
  const res = await signIn(ctx.app, account.phone, account.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { account, cookie: tokenOf(res), user: res.json().data as AuthUser };
}
