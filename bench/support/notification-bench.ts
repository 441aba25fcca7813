import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { isQuietHour } from '@faza/shared';
import { buildApp } from '../../apps/api/src/app';
import { findRepoRoot, loadConfig } from '../../apps/api/src/config';
import { migrateJobQueue } from '../../apps/api/src/db/job-queue-schema';
import { migrate } from '../../apps/api/src/db/migrate';
import { createSql } from '../../apps/api/src/db/sql';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';
import { seedCatalogue } from '../../apps/api/src/modules/catalogue/catalogue-seed';
import { startFakePush } from '../../apps/api/test/fake-push';
import { openBenchDatabase } from './bench-database';
import { createBenchUser } from './bench-users';

const PASSWORD = 'Bench&Password1';
const RICE = { id: 'parboiled-rice', name: 'Foreign parboiled rice', type: '5kg' };

/**
 * What both notification benches start from: the real app on loopback (no job runner: each bench
 * runs its own), a local fake push service (apps/api/test/fake-push.ts: VAPID checked, payload
 * decrypted), a sender holding enough for `sends` sends and a recipient whose phone is subscribed.
 * During Lagos quiet hours (21:00–07:00) food pushes wait for the morning, so the sender sends
 * money instead, which is pushed at any hour.
 */
export async function openNotificationBench(name: string, sends: number) {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, name);
  const push = await startFakePush();
  const sql = createSql(db.url);
  await migrate(sql);
  await migrateJobQueue(db.url);
  await seedCatalogue(sql);
  const config = loadConfig({
    // The fake push service is accepted only by a test-mode server (docs/decisions/0046).
    NODE_ENV: 'test',
    ...push.env,
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
  const password = { plain: PASSWORD, hash: await hashPassword(PASSWORD) };
  const sender = await createBenchUser(sql, base, 1, password);
  const recipient = await createBenchUser(sql, base, 2, password);
  const money = isQuietHour(new Date());
  if (money) {
    // The bench user's wallet, made with the account (an insert here broke the night-time runs).
    const [wallet] = await sql<{ id: string }[]>`
      select id from wallets where user_id = ${sender.id}`;
    await sql`select ledger_transfer('adjustment', ${sends * 100_00}, '00000000-0000-4000-8000-000000000002',
                                    ${wallet!.id}, 'bench', '{}')`;
  } else {
    await sql`
      with lot as (
        insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                                 expires_at, storage_duration_days, source)
        values (${sender.id}, ${RICE.id}, ${RICE.type}, ${sends}, 960000,
                now() + interval '30 days', 30, 'adjust')
        returning id)
      insert into pantry_journal (lot_id, owner_id, kind, quantity)
      select id, ${sender.id}, 'adjust', ${sends} from lot`;
  }
  const subscribed = await fetch(`${base}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: recipient.cookie, origin: base },
    body: JSON.stringify(push.device()),
  });
  if (subscribed.status !== 201) throw new Error(`subscribe: ${await subscribed.text()}`);

  /** One send from the sender to the recipient; resolves once it is committed (answered 200). */
  async function send(i: number) {
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
    if (res.status !== 200) throw new Error(`send ${i}: ${res.status} ${await res.text()}`);
  }

  return {
    root,
    db,
    sql,
    config,
    app,
    base,
    push,
    recipient,
    kind: money ? 'money (Lagos quiet hours)' : 'food',
    send,
    log: pino({ level: 'silent' }),
    async close() {
      await app.close();
      await sql.end({ timeout: 1 });
      await push.close();
      await db.stop();
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
