import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One push as the fake service received it: checked, decrypted and parsed. */
type ReceivedPush = {
  subscription: string;
  payload: { id: string; title: string; body: string; url: string; tag: string };
  ttl: number;
  topic: string | null;
  urgency: string | null;
  /** The VAPID public key (k=) the request was signed with. */
  vapidKey: string;
  at: number;
};

type Device = { ecdh: ECDH; auth: Buffer; answer: number; location?: string };

/** A self-signed certificate for 127.0.0.1, made with openssl once per process. */
let certificate: { key: Buffer; cert: Buffer } | undefined;
function localCertificate() {
  if (certificate) return certificate;
  const dir = mkdtempSync(path.join(tmpdir(), 'faza-fake-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:push.faza.test',
      ],
      { stdio: 'ignore' },
    );
    certificate = {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const b64 = (s: string) => Buffer.from(s, 'base64url');

/**
 * Checks an RFC 8292 VAPID header (`vapid t=<JWT>, k=<key>`): an ES256 JWT signed by k, for this
 * origin, not expired, at most 24 hours ahead, with a mailto: or https: subject. Returns k.
 */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = b64(key);
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('k is not an uncompressed P-256 point');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  if (JSON.parse(b64(head).toString()).alg !== 'ES256') throw new Error('VAPID alg is not ES256');
  const claims = JSON.parse(b64(body).toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600))
    throw new Error('VAPID exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID sub ${claims.sub}`);
  return key;
}

/** Decrypts an RFC 8291 aes128gcm body with the device's private key and auth secret. */
function decryptAes128gcm(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * A fake push service on a random local https port, like a browser vendor's: each `device()` is a
 * browser's subscription (its own P-256 keys and auth secret). Every push is checked as the real
 * services do (VAPID signature, aes128gcm encoding, TTL) and decrypted; `answer(endpoint, 410)`
 * plays a browser that unsubscribed. The API accepts its endpoints only when the test app is
 * made with `env` (PUSH_TEST_ORIGINS, honoured only under NODE_ENV=test: docs/decisions/0046), and
 * the sender trusts its `certificate`.
 */
export async function startFakePush() {
  const { key, cert } = localCertificate();
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();
  let origin = '';
  let delayMs = 0;
  const load = { now: 0, most: 0 };

  const server: Server = createServer({ key, cert }, async (req, res) => {
    load.most = Math.max(load.most, ++load.now);
    res.on('close', () => load.now--);
    // The delay when the request arrived, not when its body finished (as the fake SMS service).
    const delay = delayMs;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
    if (device.answer !== 201)
      return void res
        .writeHead(device.answer, device.location ? { location: device.location } : {})
        .end();
    try {
      // Reached by its address, or by the name push.faza.test a test's resolver maps to it.
      const named = origin.replace('127.0.0.1', 'push.faza.test');
      const asked = `https://${req.headers.host}` === named ? named : origin;
      const vapidKey = checkVapid(req.headers.authorization, asked);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
      const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device).toString('utf8'));
      received.push({
        subscription: id!,
        payload,
        ttl,
        topic: (req.headers.topic as string | undefined) ?? null,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        vapidKey,
        at: Date.now(),
      });
      res.writeHead(201).end();
      for (const wake of [...waiters]) wake();
    } catch (err) {
      rejected.push((err as Error).message);
      res.writeHead(400).end((err as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests that failed a check (bad signature, encoding…): should stay empty. */
    rejected,
    /** What a test app needs to accept this service's endpoints (never the default). */
    env: { PUSH_TEST_ORIGINS: origin },
    /** Its certificate (PEM), for the sender (or a process of its own: NODE_EXTRA_CA_CERTS) to trust. */
    certificate: cert,
    /** A new browser subscription, as PushSubscription.toJSON() gives it. */
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, auth, answer: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    /** From now on the push service answers this status for the endpoint (410: unsubscribed). */
    answer(endpoint: string, status: number) {
      devices.get(endpoint.split('/').at(-1)!)!.answer = status;
    },
    /** From now on the push service answers 307 with a Location for this endpoint. */
    redirect(endpoint: string, location: string) {
      Object.assign(devices.get(endpoint.split('/').at(-1)!)!, { answer: 307, location });
    },
    /** Each request waits this long before its answer; `load.most` counts the most at once. */
    slowDown(ms: number) {
      delayMs = ms;
    },
    load,
    pushesTo(endpoint: string) {
      return received.filter((p) => p.subscription === endpoint.split('/').at(-1));
    },
    /** Resolves once `count` pushes arrived in all (or rejects after `ms`). */
    async waitFor(count: number, ms = 60_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} pushes arrived`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePush = Awaited<ReturnType<typeof startFakePush>>;
