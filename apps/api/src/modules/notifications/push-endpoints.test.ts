import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import { startFakePush, type FakePush } from '../../../test/fake-push';
import { subscribePush } from '../../../test/notification-helpers';
import type { TestContext } from '../../../test/test-app';
import { checkPushEndpoint, pushEndpointPolicy } from './push-endpoints';

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const at = (endpoint: string) => ({ endpoint, expirationTime: null, keys: KEYS });
let n = 0;
const fcm = () => `https://fcm.googleapis.com/fcm/send/device-${++n}`;

describe('which push endpoints are kept (docs/decisions/0046)', () => {
  const policy = pushEndpointPolicy(loadConfig({ NODE_ENV: 'production' }));

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://FCM.googleapis.com:443/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://updates-autopush.stage.mozaws.net.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts %s', (endpoint) => {
    expect(checkPushEndpoint(endpoint, policy)).toMatchObject({ ok: true, fake: false });
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com:22/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://127.0.0.1/push/abc',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push',
    'https://localhost/push',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com/x',
    'https://push.services.mozilla.com.evil.example/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(checkPushEndpoint(endpoint, policy)).toMatchObject({ ok: false });
  });

  it('takes a fake push service only from PUSH_TEST_ORIGINS, refused outside NODE_ENV=test', () => {
    const origins = { PUSH_TEST_ORIGINS: 'https://127.0.0.1:4443' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...origins })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'development', ...origins })).toThrow(/PUSH_TEST_ORIGINS/);
    const test = pushEndpointPolicy(loadConfig({ NODE_ENV: 'test', ...origins }));
    expect(checkPushEndpoint('https://127.0.0.1:4443/push/a', test)).toMatchObject({ fake: true });
    expect(checkPushEndpoint('https://127.0.0.1:4444/push/a', test)).toMatchObject({ ok: false });
    // Ignored even if a config object carrying it reached a production server somehow.
    const prod = pushEndpointPolicy({
      ...loadConfig({ NODE_ENV: 'test', ...origins }),
      NODE_ENV: 'production',
    });
    expect(checkPushEndpoint('https://127.0.0.1:4443/push/a', prod)).toMatchObject({ ok: false });
  });

  it.each(['*', '*.com', 'fcm.googleapis.com,*.', 'http://x.example', 'a b.example', ' , '])(
    'refuses PUSH_SERVICE_HOSTS=%j',
    (hosts) => {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: hosts })).toThrow(/PUSH_SERVICE_HOSTS/);
    },
  );

  it('reads PUSH_SERVICE_HOSTS in place of the default', () => {
    const own = pushEndpointPolicy(
      loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, *.Push.Example.org' }),
    );
    expect(own.hosts).toEqual(['push.example.com', '*.push.example.org']);
    expect(checkPushEndpoint('https://eu.push.example.org/x', own)).toMatchObject({ ok: true });
    expect(checkPushEndpoint('https://fcm.googleapis.com/x', own)).toMatchObject({ ok: false });
  });
});

describe('POST /api/push/subscriptions', () => {
  let ctx: TestContext;
  let push: FakePush;
  beforeAll(async () => {
    push = await startFakePush();
    // No PUSH_TEST_ORIGINS: the default policy, as in production.
    ctx = await createAuthTestApp({ PUSH_SUBSCRIPTIONS_PER_HOUR: '12' });
  });
  afterAll(async () => {
    await ctx.close();
    await push.close();
  });
  beforeEach(async () => {
    await ctx.sql`truncate push_subscriptions, rate_limits`;
  });
  const endpoints = (userId: string) =>
    ctx.sql<{ endpoint: string }[]>`select endpoint from push_subscriptions
                                    where user_id = ${userId} order by created_at, endpoint`;

  it('refuses an endpoint outside the push services with 400 PUSH_SERVICE_NOT_ALLOWED', async () => {
    const ada = await signedInUser(ctx);
    for (const endpoint of [
      push.device().endpoint,
      'https://169.254.169.254/latest/meta-data/iam',
      'https://fcm.googleapis.com:6379/x',
      'https://10.0.0.7/push',
    ]) {
      const res = await subscribePush(ctx, ada.cookie, at(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PUSH_SERVICE_NOT_ALLOWED' });
    }
    expect(await endpoints(ada.user.user_id)).toEqual([]);
    expect((await subscribePush(ctx, ada.cookie, at(fcm()))).statusCode).toBe(201);
  });

  it('keeps the 10 newest subscriptions of an account, dropping the oldest', async () => {
    const ada = await signedInUser(ctx);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(fcm());
      expect((await subscribePush(ctx, ada.cookie, at(made.at(-1)!))).statusCode).toBe(201);
      await ctx.sql`update push_subscriptions set created_at = now() - make_interval(secs => ${100 - i})
                    where endpoint = ${made.at(-1)!}`;
    }
    expect((await endpoints(ada.user.user_id)).map((e) => e.endpoint)).toEqual(made.slice(2));
  });

  it('limits registering to PUSH_SUBSCRIPTIONS_PER_HOUR, answering 429', async () => {
    const ada = await signedInUser(ctx);
    for (let i = 0; i < 12; i++) await subscribePush(ctx, ada.cookie, at(fcm()));
    const res = await subscribePush(ctx, ada.cookie, at(fcm()));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it("refuses another account's endpoint with 409 while its session is signed in", async () => {
    const ada = await signedInUser(ctx);
    const bola = await signedInUser(ctx);
    const endpoint = fcm();
    expect((await subscribePush(ctx, bola.cookie, at(endpoint))).statusCode).toBe(201);
    const taken = await subscribePush(ctx, ada.cookie, at(endpoint));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_TAKEN' });
    expect(await endpoints(bola.user.user_id)).toEqual([{ endpoint }]);
    expect(await endpoints(ada.user.user_id)).toEqual([]);
    // Bola subscribing again from the same browser is no takeover.
    expect((await subscribePush(ctx, bola.cookie, at(endpoint))).statusCode).toBe(201);

    // Bola signs out of that browser: the next person signed in there may have it.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      cookies: sessionCookies(ctx.app, bola.cookie),
    });
    expect((await subscribePush(ctx, ada.cookie, at(endpoint))).statusCode).toBe(201);
    expect(await endpoints(ada.user.user_id)).toEqual([{ endpoint }]);
    expect(await endpoints(bola.user.user_id)).toEqual([]);
  });
});
