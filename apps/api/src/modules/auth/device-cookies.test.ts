import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, newAccount, randomTestIp, signUp } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { deviceCookieName } from './device-cookies';

/*
 * Sign-in throttling with device cookies (docs/decisions/0014): a stranger's wrong
 * passwords lock out untrusted clients of the account, never the owner's browser.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

type Device = { name: string; value: string };

async function account() {
  const a = newAccount();
  const res = await signUp(ctx.app, a);
  return { ...a, id: res.json().data.user_id as string };
}

const signIn = (
  phone: string,
  password: string,
  remoteAddress: string,
  device?: Device,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    cookies: device ? { [device.name]: device.value } : {},
    payload: { 'phone-number': phone, password },
  });

function deviceOf(res: LightMyRequestResponse, userId: string): Device {
  const name = deviceCookieName(userId);
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return { name, value: cookie.value };
}

describe('device cookies', () => {
  it('are set after a successful sign-in: HttpOnly, SameSite=Strict, sent to sign-in only', async () => {
    const a = await account();
    const res = await signIn(a.phone, a.password, randomTestIp());
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === deviceCookieName(a.id))!;
    expect(cookie.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/signin' });
    expect(cookie.maxAge).toBe(365 * 24 * 3600);
    // Failed sign-ins get none.
    const failed = await signIn(a.phone, 'Wrong&Password1', randomTestIp());
    expect(failed.cookies.some((c) => c.name.startsWith('faza_device_'))).toBe(false);
  });

  it("30 wrong passwords from one address end in 429; the owner's browser then gets in at once from another", async () => {
    const owner = await account();
    const device = deviceOf(await signIn(owner.phone, owner.password, randomTestIp()), owner.id);

    const attacker = randomTestIp();
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 1; i <= 30; i++) {
      last = await signIn(owner.phone, `Wrong&Password${i}`, attacker);
      statuses.push(last.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(last!.json()).toMatchObject({ status: 'failed', code: 'SIGNIN_LOCKED' });
    expect(last!.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(last!.headers['retry-after']).toBe(String(last!.json().retryAfterSeconds));

    // Untrusted clients stay locked out, wherever they come from…
    expect((await signIn(owner.phone, owner.password, randomTestIp())).statusCode).toBe(429);
    // …but the owner's browser, from yet another address, gets in at once.
    const res = await signIn(owner.phone, owner.password, randomTestIp(), device);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_id).toBe(owner.id);
  });

  it('counts wrong passwords sent with a device cookie against that cookie', async () => {
    const owner = await account();
    const stolen = deviceOf(await signIn(owner.phone, owner.password, randomTestIp()), owner.id);
    const kept = deviceOf(await signIn(owner.phone, owner.password, randomTestIp()), owner.id);
    expect(kept.value).not.toBe(stolen.value);

    for (let i = 1; i <= 10; i++) {
      const res = await signIn(owner.phone, `Wrong&Password${i}`, randomTestIp(), stolen);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // The stolen cookie is locked out, even with the right password, from any address…
    const locked = await signIn(owner.phone, owner.password, randomTestIp(), stolen);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('SIGNIN_LOCKED');
    // …while the owner's other browser, and untrusted clients, are not.
    expect((await signIn(owner.phone, owner.password, randomTestIp(), kept)).statusCode).toBe(200);
    expect((await signIn(owner.phone, owner.password, randomTestIp())).statusCode).toBe(200);
  });

  it('trusts no forged cookie, and no cookie of another account', async () => {
    const owner = await account();
    const other = await account();
    const own = deviceOf(await signIn(owner.phone, owner.password, randomTestIp()), owner.id);
    const others = deviceOf(await signIn(other.phone, other.password, randomTestIp()), other.id);
    const [nonce, mac] = own.value.split('.') as [string, string];
    const forged: Device[] = [
      { name: own.name, value: `${nonce}.${mac.slice(0, -2)}AA` },
      { name: own.name, value: `${others.value}` },
      { name: own.name, value: `${nonce}` },
      { name: own.name, value: `${own.value}.x` },
    ];
    const attacker = randomTestIp();
    for (let i = 0; i < 10; i++) await signIn(owner.phone, 'Wrong&Password1', attacker);
    for (const device of forged) {
      const res = await signIn(owner.phone, owner.password, randomTestIp(), device);
      expect([device.value, res.statusCode]).toEqual([device.value, 429]);
    }
    expect((await signIn(owner.phone, owner.password, randomTestIp(), own)).statusCode).toBe(200);
  });

  it('are valid on every API instance (the key is shared through the database)', async () => {
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: ctx.config, sql: ctx.sql });
    try {
      const owner = await account();
      const device = deviceOf(await signIn(owner.phone, owner.password, randomTestIp()), owner.id);
      const attacker = randomTestIp();
      for (let i = 0; i < 11; i++) await signIn(owner.phone, 'Wrong&Password1', attacker);
      const res = await second.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: randomTestIp(),
        cookies: { [device.name]: device.value },
        payload: { 'phone-number': owner.phone, password: owner.password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
