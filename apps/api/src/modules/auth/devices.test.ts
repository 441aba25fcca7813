import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type AccountSession } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  sessionUser,
  signedInUser,
  signIn,
  tokenOf,
} from '../../../test/auth-helpers';
import { emailsTo, latestResetLinkFor } from '../../../test/outbox';
import { runQueuedJobs } from '../../../test/jobs';
import type { TestContext } from '../../../test/test-app';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Egusi&Soup2025';

/** The account's signed-in devices: listing them, ending one or the others, and passwords. */
describe('signed-in devices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie: string | undefined,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      cookies: sessionCookies(ctx.app, cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const list = async (cookie: string) => {
    const res = await call('GET', '/api/auth/sessions', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.sessions as AccountSession[];
  };

  /** One account signed in on a phone (the helper's session) and on an iPhone. */
  async function twoDevices() {
    const first = await signedInUser(ctx);
    const phone = tokenOf(
      await signIn(ctx.app, first.account.phone, first.account.password, {
        remoteAddress: '102.89.34.17',
        headers: { 'user-agent': ANDROID },
      }),
    );
    const iphone = tokenOf(
      await signIn(ctx.app, first.account.phone, first.account.password, {
        remoteAddress: '10.0.0.8',
        headers: { 'user-agent': IPHONE },
      }),
    );
    return { ...first, phone, iphone };
  }

  it('lists the account’s devices with browser, rough place and which one is this', async () => {
    const { phone, iphone } = await twoDevices();
    const sessions = await list(phone);
    expect(sessions).toHaveLength(3);
    const mine = sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Android', place: '102.89.34.0/24' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.device === 'Safari on iPhone')).toMatchObject({
      place: null,
      current: false,
    });
    expect(Date.parse(mine.created_at)).not.toBeNaN();
    expect(Date.parse(mine.last_used_at)).not.toBeNaN();
    // From the iPhone, the iPhone is the current one; nobody else's sessions appear.
    expect((await list(iphone)).find((s) => s.current)?.device).toBe('Safari on iPhone');
    const stranger = await signedInUser(ctx);
    const theirs = await list(stranger.cookie);
    expect(theirs).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(theirs[0]!.id);
    expect((await call('GET', '/api/auth/sessions', undefined)).statusCode).toBe(401);
  });

  it('signs out one device by id, only the caller’s own', async () => {
    const { phone, iphone } = await twoDevices();
    const target = (await list(phone)).find((s) => s.device === 'Safari on iPhone')!;

    // Another account, or a made-up id, cannot end it: 404 either way.
    const stranger = await signedInUser(ctx);
    for (const [id, cookie] of [
      [target.id, stranger.cookie],
      [randomUUID(), phone],
    ] as const) {
      const res = await call('DELETE', `/api/auth/sessions/${id}`, cookie);
      expect([res.statusCode, res.json().code, res.json().error]).toEqual([
        404,
        'SESSION_NOT_FOUND',
        AUTH_MESSAGES.sessionNotFound,
      ]);
    }
    expect(await sessionUser(ctx.app, iphone)).not.toBeNull();

    const res = await call('DELETE', `/api/auth/sessions/${target.id}`, phone);
    expect([res.statusCode, res.json().data]).toEqual([200, { signed_out: 1 }]);
    expect(await sessionUser(ctx.app, iphone)).toBeNull();
    expect(await sessionUser(ctx.app, phone)).not.toBeNull();
    expect((await list(phone)).map((s) => s.id)).not.toContain(target.id);
    // Ended already: 404 the second time.
    expect((await call('DELETE', `/api/auth/sessions/${target.id}`, phone)).statusCode).toBe(404);
  });

  it('signs out every other device and keeps this one', async () => {
    const { phone, iphone, cookie } = await twoDevices();
    const res = await call('POST', '/api/auth/sessions/sign-out-others', phone);
    expect([res.statusCode, res.json().data]).toEqual([200, { signed_out: 2 }]);
    expect(await sessionUser(ctx.app, iphone)).toBeNull();
    expect(await sessionUser(ctx.app, cookie)).toBeNull();
    expect(await sessionUser(ctx.app, phone)).not.toBeNull();
    expect(await list(phone)).toHaveLength(1);
  });

  it('changing the password ends every other session and emails the owner', async () => {
    const { phone, iphone, cookie, account } = await twoDevices();
    const wrong = await call('POST', '/api/auth/change-password', phone, {
      'current-password': 'Not&MyPassword1',
      password: NEW_PASSWORD,
    });
    expect([wrong.statusCode, wrong.json().code, wrong.json().fields]).toEqual([
      400,
      'WRONG_PASSWORD',
      { 'current-password': AUTH_MESSAGES.currentPasswordWrong },
    ]);
    expect(await sessionUser(ctx.app, iphone)).not.toBeNull();

    const res = await call('POST', '/api/auth/change-password', phone, {
      'current-password': account.password,
      password: NEW_PASSWORD,
    });
    expect([res.statusCode, res.json().data]).toEqual([
      200,
      { password_changed: true, signed_out: 2 },
    ]);
    expect(await sessionUser(ctx.app, iphone)).toBeNull();
    expect(await sessionUser(ctx.app, cookie)).toBeNull();
    expect(await sessionUser(ctx.app, phone)).not.toBeNull();
    expect((await signIn(ctx.app, account.phone, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      emailsTo(ctx.config.DATA_DIR, account.email).some((m) =>
        m.text.includes('every other device was signed out'),
      ),
    ).toBe(true);
  });

  it('a reset by email ends every session', async () => {
    const { phone, iphone, account } = await twoDevices();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    await runQueuedJobs(ctx);
    const { token } = latestResetLinkFor(ctx.config.DATA_DIR, account.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionUser(ctx.app, phone)).toBeNull();
    expect(await sessionUser(ctx.app, iphone)).toBeNull();
  });
});
