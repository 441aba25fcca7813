// Notification latency. The real app (in this process, listening on loopback) with its job runner,
// and a local fake push service (apps/api/test/fake-push.ts: VAPID checked, payload decrypted).
// One person sends food to another, one send at a time; for each committed send (its HTTP answer)
// it measures how long until
//   inbox — the recipient's open event stream (what the bell listens to) says the new unread count;
//   push  — the push request reaches the fake push service.
// Negative inbox times mean the stream heard the commit before the sender's answer arrived.
// During Lagos quiet hours (21:00–07:00) food pushes wait for the morning, so the run sends money
// instead, which is pushed at any hour.
//
//   node --import tsx bench/notifications.ts
//   BENCH_SENDS=100 node --import tsx bench/notifications.ts
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { isQuietHour } from '@faza/shared';
import { buildApp } from '../apps/api/src/app';
import { findRepoRoot, loadConfig } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { migrateJobQueue } from '../apps/api/src/db/job-queue-schema';
import { mergeJobs, startJobRunner } from '../apps/api/src/jobs/job-runner';
import { appJobs } from '../apps/api/src/app-jobs';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { notificationJobs } from '../apps/api/src/modules/notifications';
import { expiringLots } from '../apps/api/src/modules/pantry';
import { startFakePush } from '../apps/api/test/fake-push';
import { boundedInt, openBenchDatabase } from './support/bench-database';
import { createBenchUser } from './support/bench-users';

const SENDS = boundedInt(process.env.BENCH_SENDS, 100, 10, 2000);
const PASSWORD = 'Bench&Password1';
const RICE = { id: 'parboiled-rice', name: 'Foreign parboiled rice', type: '5kg' };
const DEADLINE_MS = 10_000;

/** Unread counts from the recipient's event stream, each with when it arrived. */
async function openStream(base: string, cookie: string) {
  const res = await fetch(`${base}/api/notifications/stream`, { headers: { cookie } });
  const events: { unread: number; at: number }[] = [];
  void (async () => {
    let buffer = '';
    for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = /^data: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data)
          events.push({ ...(JSON.parse(data) as { unread: number }), at: performance.now() });
      }
    }
  })().catch(() => {});
  return events;
}

async function until<T>(find: () => T | undefined): Promise<T> {
  const deadline = performance.now() + DEADLINE_MS;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error('no notification within 10 s');
    await new Promise((r) => setTimeout(r, 1));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'notifications');
  const push = await startFakePush();
  const sql = createSql(db.url);
  await migrate(sql);
  await migrateJobQueue(db.url);
  await seedCatalogue(sql);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST: '.data-test/no-web-build',
    // One sender sends them all, faster than a person: the per-minute limit is not under test.
    PANTRY_SENDS_PER_MINUTE: '100000',
    WALLET_SENDS_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, sql });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const jobs = await startJobRunner({
    connectionString: db.url,
    jobs: mergeJobs(
      appJobs(sql, config, app.mailer),
      notificationJobs(sql, config, app.mailer, expiringLots, { pushAgent: push.agent }),
    ),
    log: pino({ level: 'silent' }),
  });
  try {
    const password = { plain: PASSWORD, hash: await hashPassword(PASSWORD) };
    const sender = await createBenchUser(sql, base, 1, password);
    const recipient = await createBenchUser(sql, base, 2, password);
    const money = isQuietHour(new Date());
    if (money) {
      const [wallet] = await sql<{ id: string }[]>`
        insert into wallets (user_id) values (${sender.id}) returning id`;
      await sql`select ledger_transfer('adjustment', ${SENDS * 100_00}, '00000000-0000-4000-8000-000000000002',
                                      ${wallet!.id}, 'bench', '{}')`;
    } else {
      await sql`
        with lot as (
          insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                                   expires_at, storage_duration_days, source)
          values (${sender.id}, ${RICE.id}, ${RICE.type}, ${SENDS}, 960000,
                  now() + interval '30 days', 30, 'adjust')
          returning id)
        insert into pantry_journal (lot_id, owner_id, kind, quantity)
        select id, ${sender.id}, 'adjust', ${SENDS} from lot`;
    }
    const device = push.device();
    const subscribed = await fetch(`${base}/api/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: recipient.cookie, origin: base },
      body: JSON.stringify(device),
    });
    if (subscribed.status !== 201) throw new Error(`subscribe: ${await subscribed.text()}`);
    const stream = await openStream(base, recipient.cookie);
    await until(() => stream.find((e) => e.unread === 0));

    const inbox: number[] = [];
    const pushed: number[] = [];
    for (let i = 1; i <= SENDS; i++) {
      const res = await fetch(`${base}/api/${money ? 'wallet' : 'pantry'}/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: sender.cookie,
          origin: base,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(
          money
            ? { faza: recipient.faza, amount: 100 }
            : {
                'food-name': RICE.name,
                'food-quantity': 1,
                'food-quantity-type': RICE.type,
                faza: recipient.faza,
              },
        ),
      });
      const committed = performance.now();
      if (res.status !== 200) throw new Error(`send ${i}: ${res.status} ${await res.text()}`);
      const heard = await until(() => stream.find((e) => e.unread === i));
      inbox.push(heard.at - committed);
      // The fake service stamps arrivals with Date.now(); compare on that clock.
      const committedWall = Date.now() - (performance.now() - committed);
      const arrived = await until(() => push.received[i - 1]);
      pushed.push(arrived.at - committedWall);
    }
    if (push.rejected.length) throw new Error(`push service refused: ${push.rejected[0]}`);

    const result = {
      sends: SENDS,
      kind: money ? 'money (Lagos quiet hours)' : 'food',
      inboxMedianMs: median(inbox),
      inboxP95Ms: p95(inbox),
      pushMedianMs: median(pushed),
      pushP95Ms: p95(pushed),
      cpus: os.cpus().length,
      node: process.version,
    };
    console.log(
      `${SENDS} ${result.kind} sends, one at a time, from the committed send (its answer):`,
    );
    console.log(
      `  to the recipient's inbox (event stream): median ${ms(result.inboxMedianMs)}, p95 ${ms(result.inboxP95Ms)}`,
    );
    console.log(
      `  to the push request at the push service: median ${ms(result.pushMedianMs)}, p95 ${ms(result.pushP95Ms)}`,
    );
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', 'results', 'notifications.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    await app.close();
    await jobs.stop();
    await sql.end({ timeout: 1 });
    await push.close();
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
