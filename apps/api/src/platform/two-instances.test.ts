import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopResponseSchema } from '@faza/shared';
import { newAccount } from '../../test/auth-helpers';
import { runMain, type MainProcess } from '../../test/main-process';
import { SAMPLE_ORDER } from '../../test/order-helpers';
import { createTestDatabase } from '../../test/test-app';
import type { Sql } from '../db/sql';
import { announceCatalogueChange } from '../modules/catalogue';
import { AUTH_LIMITS } from '../modules/auth/auth-limits';

/*
 * docs/architecture.md §2: stateless API instances behind a load balancer, one PostgreSQL. Two real server
 * processes (as `npm run serve` starts them) share one database; each request below goes to the
 * one a load balancer might have picked, and they must behave as one.
 */

type Instance = { main: MainProcess; base: string; dataDir: string };
let db: { sql: Sql; url: string; drop: () => Promise<void> };
let a: Instance;
let b: Instance;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(jobRunner: 'in-process' | 'off'): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'faza-instance-'));
  const main = runMain({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    // One instance runs the job queue, the other only serves (a separate worker's setup).
    JOB_RUNNER: jobRunner,
    LOG_LEVEL: 'warn',
  });
  return { main, base: `http://127.0.0.1:${port}`, dataDir };
}

beforeAll(async () => {
  db = await createTestDatabase();
  [a, b] = await Promise.all([start('in-process'), start('off')]);
  // runMain waits for its 'ready' line, logged at info: poll health instead at LOG_LEVEL=warn.
  await Promise.all([a, b].map(healthy));
}, 120_000);

afterAll(async () => {
  for (const instance of [a, b]) {
    if (!instance) continue;
    instance.main.child.kill('SIGTERM');
    await instance.main.exited;
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await db?.drop();
}, 60_000);

async function healthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (instance.main.child.exitCode !== null)
      throw new Error(`server exited: ${instance.main.output.stderr}`);
    const ok = await fetch(`${instance.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`server not healthy: ${instance.main.output.stdout}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const post = (
  instance: Instance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${instance.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const signIn = (instance: Instance, phone: string, password: string) =>
  post(instance, '/api/auth/signin', { 'phone-number': phone, password });

/** A fresh account signed up and signed in on `instance`; answers its Cookie header. */
async function signedIn(instance: Instance) {
  const account = newAccount();
  const up = await post(instance, '/api/auth/signup', {
    email: account.email,
    'phone-number': account.phone,
    password: account.password,
  });
  expect(up.status).toBe(201);
  const res = await signIn(instance, account.phone, account.password);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('faza_session='));
  return { account, cookie: cookie!.split(';')[0]! };
}

const firstPrice = async (instance: Instance) => {
  const res = await fetch(`${instance.base}/api/shop`);
  return shopResponseSchema.parse(((await res.json()) as { data: unknown }).data).items[0]!.price;
};

describe('two API processes on one database', () => {
  it('honour a session made on either', async () => {
    const { account, cookie } = await signedIn(a);
    const me = await fetch(`${b.base}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(
      account.email.toLowerCase(),
    );
    // Signed out through the other: gone on both.
    expect((await post(b, '/api/auth/signout', {}, { cookie })).status).toBeLessThan(300);
    const after = await fetch(`${a.base}/api/auth/me`, { headers: { cookie } });
    expect(((await after.json()) as { data: unknown }).data).toBeNull();
  });

  it('count rate limits across both', async () => {
    const { account } = await signedIn(a);
    const limit = AUTH_LIMITS.signInPerPhone.points;
    // Failed sign-ins alternate between the instances: the limit is reached on the total.
    for (let i = 0; i < limit; i++) {
      const res = await signIn(i % 2 ? b : a, account.phone, 'Wrong&Password1');
      expect(res.status).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await signIn(instance, account.phone, 'Wrong&Password1');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('honour an Idempotency-Key used on the other', async () => {
    const { cookie } = await signedIn(a);
    const key = randomUUID();
    const first = await post(a, '/api/shop/buy', SAMPLE_ORDER, { cookie, 'idempotency-key': key });
    expect(first.status).toBe(201);
    const again = await post(b, '/api/shop/buy', SAMPLE_ORDER, { cookie, 'idempotency-key': key });
    expect(again.status).toBe(201);
    type Placed = { data: { id: string } };
    const [one, two] = [(await first.json()) as Placed, (await again.json()) as Placed];
    expect(two.data.id).toBe(one.data.id);
    const [orders] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from orders where id = ${one.data.id}`;
    expect(orders!.n).toBe(1);
  });

  it('serve a catalogue change made through one from the other at once', async () => {
    const before = await firstPrice(b);
    expect(await firstPrice(a)).toBe(before);
    // As staff editing does: the write and its announcement in one transaction.
    await db.sql.begin(async (tx) => {
      await tx`update product_tiers set price_kobo = price_kobo + 10000 where position = 0
               and product_id = (select id from products order by position limit 1)`;
      await announceCatalogueChange(tx);
    });
    // "At once": LISTEN delivers within milliseconds on loopback, and nothing else would drop b's
    // cached copy (it has no expiry), so waiting for the new price proves the announcement; the
    // deadline is only for a machine busy with other work, where a fixed second flaked.
    for (const deadline = performance.now() + 20_000; (await firstPrice(b)) === before;) {
      if (performance.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await firstPrice(b)).toBe(before + 100);
    expect(await firstPrice(a)).toBe(before + 100);
  });
});
