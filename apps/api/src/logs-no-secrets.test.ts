import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newAccount } from '../test/auth-helpers';
import { ready, runMain } from '../test/main-process';
import { latestCodeFor, latestResetLinkFor } from '../test/outbox';
import { embeddedDatabaseHome } from './db/embedded';

/*
 * The accounts journey against the server started as `npm start` starts it, but with NODE_ENV
 * left unset (which must behave as production), its output captured: no log line may hold a
 * password, a verification code, a reset token, a session token or a cookie.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-logs-'));
afterAll(() => {
  for (const d of new Set([embeddedDatabaseHome(dir), dir]))
    rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function eventually<T>(read: () => T, timeoutMs = 10_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    try {
      return read();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Every cookie value the server set on a response. */
const cookieValues = (res: Response) =>
  res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=').slice(1).join('='));

describe('logs of the production server', () => {
  it('hold no password, code, reset token, session token or cookie', async () => {
    const port = await freePort();
    const main = runMain({
      // Not inherited from the test runner's environment: unset, as on a server nobody configured.
      NODE_ENV: undefined,
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
      PORT: String(port),
      WEB_DIST: path.join(dir, 'no-web-build'),
    });
    const base = `http://127.0.0.1:${port}`;
    const call = (method: string, url: string, body?: object, cookie?: string) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });

    const secrets: Record<string, string> = {};
    try {
      await ready(main);
      const account = newAccount();
      const newPassword = 'Egusi&Yam-Soup2031';
      secrets.password = account.password;
      secrets.newPassword = newPassword;
      const signUp = await call('POST', '/api/auth/signup', {
        email: account.email,
        'phone-number': account.phone,
        password: account.password,
      });
      expect(signUp.status).toBe(201);

      secrets.code = latestCodeFor(dir, account.email);
      const verify = await call('POST', '/api/auth/verify-email', {
        email: account.email,
        code: secrets.code,
      });
      expect(verify.status).toBe(200);

      const wrong = await call('POST', '/api/auth/signin', {
        'phone-number': account.phone,
        password: `${account.password}x`,
      });
      expect(wrong.status).toBe(401);
      secrets.wrongPassword = `${account.password}x`;

      const signIn = await call('POST', '/api/auth/signin', {
        'phone-number': account.phone,
        password: account.password,
      });
      expect(signIn.status).toBe(200);
      const cookies = cookieValues(signIn);
      expect(cookies.length).toBeGreaterThan(0);
      cookies.forEach((value, i) => (secrets[`cookie${i}`] = value));
      const cookieHeader = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const meRes = await call('GET', '/api/auth/me', undefined, cookieHeader);
      expect(((await meRes.json()) as { data: unknown }).data).not.toBeNull();

      expect(
        (await call('POST', '/api/auth/forgot-password', { email: account.email })).status,
      ).toBe(200);
      // The link is emailed by a queued job, a moment after the answer.
      const { token } = await eventually(() => latestResetLinkFor(dir, account.email));
      secrets.resetToken = token;
      // A browser opening the link sends no fragment; a link in the old form sends the query.
      await call('GET', '/reset-password');
      await call('GET', `/reset-password?token=${encodeURIComponent(token)}`);
      await call('GET', `/api/auth/me?token=${encodeURIComponent(token)}`, undefined, cookieHeader);
      const reset = await call('POST', '/api/auth/reset-password', {
        token,
        password: newPassword,
      });
      expect(reset.status).toBe(200);

      const again = await call('POST', '/api/auth/signin', {
        'phone-number': account.phone,
        password: newPassword,
      });
      expect(again.status).toBe(200);
      cookieValues(again).forEach((value, i) => (secrets[`newCookie${i}`] = value));
    } finally {
      main.child.kill('SIGTERM');
      await main.exited;
    }

    const logs = `${main.output.stdout}\n${main.output.stderr}`;
    // The request log did run (so the search below searched something), with the query redacted.
    expect(logs).toContain('"url":"/reset-password?token=[redacted]"');
    expect(logs).toContain('email written to the outbox');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(6);
      expect(logs.includes(secret) ? name : null).toBeNull();
      expect(logs.includes(encodeURIComponent(secret)) ? name : null).toBeNull();
    }
  }, 120_000);
});
