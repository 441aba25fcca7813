import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startFakePush, type FakePush } from '../../../test/fake-push';
import { checkedLookup, type PushEndpointPolicy, type Resolve } from './push-endpoints';
import { webPushSender, type WebPushDeps } from './push-sender';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@faza.example' };
const message = { id: 'n1', title: 'Food received', body: 'Rice', url: '/pantry', tag: 'n1' };
const options = { ttlSeconds: 60, urgent: false };
const answer =
  (table: Record<string, string[]>): Resolve =>
  async (hostname) =>
    (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webPushSender (docs/decisions/0046)', () => {
  let push: FakePush;
  let fakeHost: string;
  beforeAll(async () => {
    push = await startFakePush();
    fakeHost = push.origin.replace('127.0.0.1', 'push.faza.test');
  });
  afterAll(() => push.close());
  beforeEach(() => {
    push.received.length = 0;
    push.slowDown(0);
  });

  const sender = (policy: Partial<PushEndpointPolicy>, deps: Partial<WebPushDeps> = {}) =>
    webPushSender(async () => vapid, {
      policy: { hosts: ['fcm.googleapis.com'], testOrigins: [], ...policy },
      maxInFlight: 4,
      ca: push.certificate,
      timeoutMs: 5000,
      ...deps,
    });
  const row = (device: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
    id: crypto.randomUUID(),
    endpoint: device.endpoint,
    ...device.keys,
  });
  const onFakeHost = () => {
    const device = push.device();
    return { ...device, endpoint: device.endpoint.replace(push.origin, fakeHost) };
  };

  it.each([
    [['127.0.0.1'], 'loopback'],
    [['10.1.2.3'], 'private'],
    [['169.254.169.254'], 'metadata'],
    [['::ffff:169.254.169.254'], 'metadata'],
    [['fd00:ec2::254'], 'metadata'],
    [['142.250.180.10', '192.168.0.9'], 'private'],
  ])(
    'refuses a push service name that resolves to %j, never connecting',
    async (addresses, kind) => {
      const send = sender({}, { resolve: answer({ 'fcm.googleapis.com': addresses }) });
      const outcome = await send(
        row({ ...push.device(), endpoint: 'https://fcm.googleapis.com/fcm/send/x' }),
        message,
        options,
      );
      expect(outcome).toEqual({
        ok: false,
        gone: false,
        error: expect.stringContaining(`(${kind}): not sent`),
      });
      expect(push.received).toEqual([]);
    },
  );

  it('connects to the address its lookup checked (the name is in no DNS)', async () => {
    const send = sender(
      { testOrigins: [fakeHost] },
      { resolve: answer({ 'push.faza.test': ['127.0.0.1'] }) },
    );
    const device = onFakeHost();
    expect(await send(row(device), message, options)).toEqual({ ok: true });
    expect(push.received).toHaveLength(1);
  });

  it('resolves once per connection and hands the socket the very answer it checked', async () => {
    const answers = [['142.250.180.10'], ['127.0.0.1']];
    let asked = 0;
    const lookup = checkedLookup(async () =>
      answers[asked++]!.map((address) => ({ address, family: 4 })),
    );
    const got = await new Promise<LookupAddress[]>((resolve, reject) =>
      lookup('fcm.googleapis.com', { all: true }, (err, addresses) =>
        err ? reject(err) : resolve(addresses as unknown as LookupAddress[]),
      ),
    );
    expect(got).toEqual([{ address: '142.250.180.10', family: 4 }]);
    expect(asked).toBe(1);
  });

  it('drops a stored endpoint outside the push services without a request', async () => {
    const send = sender({});
    const device = push.device();
    expect(await send(row(device), message, options)).toEqual({
      ok: false,
      gone: true,
      error: expect.stringContaining('refused'),
    });
    const literal = { ...device, endpoint: 'https://169.254.169.254/latest' };
    const wide = sender({ hosts: ['169.254.169.254'] });
    expect(await wide(row(literal), message, options)).toMatchObject({ ok: false, gone: true });
    expect(push.received).toEqual([]);
  });

  it('never follows a redirect', async () => {
    const send = sender({ testOrigins: [push.origin] });
    const moved = push.device();
    const target = push.device();
    push.redirect(moved.endpoint, target.endpoint);
    expect(await send(row(moved), message, options)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^307/),
    });
    expect(push.received).toEqual([]);
  });

  it('keeps at most maxInFlight pushes under way at once', async () => {
    const send = sender({ testOrigins: [push.origin] }, { maxInFlight: 2 });
    push.slowDown(80);
    push.load.most = 0;
    const devices = Array.from({ length: 6 }, () => push.device());
    // A refused push frees its place as a delivered one does.
    push.answer(devices[2]!.endpoint, 410);
    const outcomes = await Promise.all(devices.map((d) => send(row(d), message, options)));
    expect(outcomes).toEqual(
      devices.map((_, i) =>
        i === 2 ? expect.objectContaining({ ok: false, gone: true }) : { ok: true },
      ),
    );
    expect(push.load.most).toBe(2);
    // Every place is free again: two more go at once.
    push.load.most = 0;
    const more = [push.device(), push.device()];
    await Promise.all(more.map((d) => send(row(d), message, options)));
    expect(push.load.most).toBe(2);
  });
});
