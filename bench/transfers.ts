// Transfer benchmark. Food sends: POST /api/pantry/send through the real server (its own process, as
// `npm run serve` starts it) over HTTP on loopback (session,
// rate limit, idempotency key, name lookups, row locks, journal) against the same transfer done as
// raw SQL with `postgres` on the same database, in the same run. Two shapes, at concurrency 16:
//   spread — random senders and recipients among many users, first-expired-first-out by name;
//   hot    — every send from one lot of one user (the row lock serialises them).
// Wallet sends: POST /api/wallet/send against the same ledger transfer in raw SQL, spread
// over the same users and from one hot wallet (see support/wallet-sends.ts).
//
//   node --import tsx bench/transfers.ts
//   BENCH_SENDS=4000 BENCH_CONCURRENCY=16 node --import tsx bench/transfers.ts
//
// Prints sends per second for both and the ratio API / raw SQL (target ≥ 50 %), and writes
// bench/results/transfers.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql, type Sql } from '../apps/api/src/db/sql';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { startServer } from '../e2e/support/server';
import { boundedInt, openBenchDatabase, runConcurrently } from './support/bench-database';
import { createBenchUser, type BenchUser } from './support/bench-users';
import {
  apiWalletSend,
  checkWallets,
  fundWallets,
  rawWalletSend,
  type WalletUser,
} from './support/wallet-sends';

const SENDS = boundedInt(process.env.BENCH_SENDS, 2000, 50, 100_000);
const CONCURRENCY = boundedInt(process.env.BENCH_CONCURRENCY, 16, 1, 64);
const USERS = 40;
/** Both sides get the same number of database connections: the app's default pool. */
const POOL = 10;
const PASSWORD = 'Bench&Password1';
const RICE = { id: 'parboiled-rice', name: 'Foreign parboiled rice', type: '5kg' };
const DEADLINE_MS = 600_000;

type User = BenchUser;

/**
 * Users with a session each, and a big lot of rice. Set up through SQL (email and phone verified:
 * only verified phones send and receive) and one sign-in each.
 */
async function createUsers(sql: Sql, base: string): Promise<User[]> {
  const hash = await hashPassword(PASSWORD);
  const users: User[] = [];
  for (let i = 0; i < USERS; i++) {
    users.push(await createBenchUser(sql, base, i, { plain: PASSWORD, hash }));
  }
  return users;
}

async function giveLot(sql: Sql, ownerId: string, quantity: number): Promise<string> {
  const [lot] = await sql<{ id: string }[]>`
    insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                             expires_at, storage_duration_days, source)
    values (${ownerId}, ${RICE.id}, ${RICE.type}, ${quantity}, 960000,
            now() + interval '30 days', 30, 'adjust')
    returning id`;
  await sql`insert into pantry_journal (lot_id, owner_id, kind, quantity)
            values (${lot!.id}, ${ownerId}, 'adjust', ${quantity})`;
  return lot!.id;
}

const pair = <U>(users: U[], hotSender?: U) => {
  const from = hotSender ?? users[Math.floor(Math.random() * users.length)]!;
  let to = from;
  while (to === from) to = users[Math.floor(Math.random() * users.length)]!;
  return { from, to };
};

// node:http with keep-alive: a lighter client than fetch, so the figure is the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string> = {},
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function apiSend(base: string, from: User, to: User, lotId?: string): Promise<void> {
  const status = await request(
    `${base}/api/pantry/send`,
    'POST',
    { 'content-type': 'application/json', cookie: from.cookie, 'idempotency-key': randomUUID() },
    JSON.stringify({
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: to.faza,
      ...(lotId ? { 'lot-id': lotId } : {}),
    }),
  );
  if (status !== 200) throw new Error(`send answered ${status}`);
}

/** The same transfer as the API's, in raw SQL: lock, take, the recipient's lot, both journal rows. */
async function rawSend(raw: Sql, from: User, to: User, lotId?: string): Promise<void> {
  await raw.begin(async (tx) => {
    const lots = lotId
      ? await tx<{ id: string }[]>`
          select id from pantry_lots where id = ${lotId} and owner_id = ${from.id} for update`
      : await tx<{ id: string }[]>`
          select id from pantry_lots
          where owner_id = ${from.id} and product_id = ${RICE.id} and quantity_type = ${RICE.type}
            and quantity > 0 and expires_at > now()
          order by expires_at, id limit 1 for update`;
    const source = lots[0]!.id;
    const transfer = randomUUID();
    await tx`
      with taken as (
        update pantry_lots set quantity = quantity - 1, updated_at = now()
        where id = ${source} returning *
      ), received as (
        insert into pantry_lots (id, owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                                 expires_at, storage_duration_days, source, source_lot_id)
        select ${randomUUID()}::uuid, ${to.id}::uuid, product_id, quantity_type, 1, unit_price_kobo,
               expires_at, storage_duration_days, 'transfer', id from taken
        returning id
      )
      insert into pantry_journal (lot_id, owner_id, kind, quantity, transfer_id, counterparty_id,
                                  actor_id)
      select ${source}::uuid, ${from.id}::uuid, 'transfer_out', -1, ${transfer}::uuid,
             ${to.id}::uuid, ${from.id}::uuid
      union all
      select id, ${to.id}::uuid, 'transfer_in', 1, ${transfer}::uuid, ${from.id}::uuid,
             ${from.id}::uuid from received`;
  });
}

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'transfers');
  const sql = createSql(db.url, { max: POOL });
  const raw = createSql(db.url, { max: POOL });
  const timer = setTimeout(() => {
    console.error(`bench did not finish within ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  try {
    await migrate(sql);
    await seedCatalogue(sql);
    // The API in its own process, as `npm run serve` runs it: its event loop is not shared with
    // this script's HTTP client or its raw SQL.
    const server = await startServer({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      WEB_DIST: path.join(db.dataDir, 'no-web-build'),
      JOB_RUNNER: 'off',
      // Measured here is the send itself, not the limit that stops a runaway client.
      PANTRY_SENDS_PER_MINUTE: '100000',
      WALLET_SENDS_PER_MINUTE: '100000',
    });
    const base = server.baseUrl;
    try {
      const users = await createUsers(sql, base);
      for (const user of users) await giveLot(sql, user.id, 1_000_000);
      const hotOwner = users[0]!;
      const hotLot = await giveLot(sql, hotOwner.id, 1_000_000);

      const measure = async (send: (i: number) => Promise<void>) => {
        await runConcurrently(64, CONCURRENCY, send); // warm-up: JIT, plans, connections
        return Number((SENDS / (await runConcurrently(SENDS, CONCURRENCY, send))).toFixed(1));
      };
      // For reading the ratio: what any API call costs here (one `select 1` behind HTTP).
      const healthPerSecond = await measure(async () => {
        await request(`${base}/api/health`, 'GET');
      });
      // Alternate API and raw so drift on a shared machine hits both alike.
      const spread = { api: 0, raw: 0 };
      const hot = { api: 0, raw: 0 };
      spread.api = await measure(() => {
        const { from, to } = pair(users);
        return apiSend(base, from, to);
      });
      spread.raw = await measure(() => {
        const { from, to } = pair(users);
        return rawSend(raw, from, to);
      });
      hot.api = await measure(() => apiSend(base, hotOwner, pair(users, hotOwner).to, hotLot));
      hot.raw = await measure(() => rawSend(raw, hotOwner, pair(users, hotOwner).to, hotLot));

      const payers: WalletUser[] = await fundWallets(sql, users, 1_000_000_000_00);
      const hotPayer = payers[0]!;
      const wallet = { api: 0, raw: 0 };
      const walletHot = { api: 0, raw: 0 };
      wallet.api = await measure(() => {
        const { from, to } = pair(payers);
        return apiWalletSend(request, base, from, to);
      });
      wallet.raw = await measure(() => {
        const { from, to } = pair(payers);
        return rawWalletSend(raw, from, to);
      });
      walletHot.api = await measure(() =>
        apiWalletSend(request, base, hotPayer, pair(payers, hotPayer).to),
      );
      walletHot.raw = await measure(() => rawWalletSend(raw, hotPayer, pair(payers, hotPayer).to));
      await checkWallets(sql);

      const [check] = await sql<{ off: number }[]>`
        select count(*)::int as off from (
          select l.id from pantry_lots l left join pantry_journal j on j.lot_id = l.id
          group by l.id having l.quantity <> coalesce(sum(j.quantity), 0)) x`;
      if (check!.off !== 0) throw new Error(`${check!.off} lots differ from their journal`);

      const ratio = (s: { api: number; raw: number }) => Number((s.api / s.raw).toFixed(2));
      const result = {
        benchmark:
          'POST /api/pantry/send and POST /api/wallet/send vs the same transfers in raw SQL',
        sends: SENDS,
        concurrency: CONCURRENCY,
        databaseConnections: POOL,
        spread: {
          users: USERS,
          apiPerSecond: spread.api,
          rawPerSecond: spread.raw,
          ratio: ratio(spread),
        },
        hotLot: { apiPerSecond: hot.api, rawPerSecond: hot.raw, ratio: ratio(hot) },
        walletSpread: {
          apiPerSecond: wallet.api,
          rawPerSecond: wallet.raw,
          ratio: ratio(wallet),
        },
        walletHot: {
          apiPerSecond: walletHot.api,
          rawPerSecond: walletHot.raw,
          ratio: ratio(walletHot),
        },
        healthPerSecond,
        machine: { cpus: os.availableParallelism(), node: process.version },
        database: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL',
        at: new Date().toISOString(),
      };
      const line = (name: string, s: { api: number; raw: number }) =>
        `  ${name}: API ${s.api} sends/s, raw SQL ${s.raw} sends/s, ratio ${Math.round(ratio(s) * 100)} %`;
      console.log(
        [
          `food sends: ${SENDS} per run at concurrency ${CONCURRENCY}, ${POOL} database connections each`,
          line(`spread over ${USERS} users`, spread),
          line('one hot lot', hot),
          `wallet sends (₦50 each), same users and settings:`,
          line(`spread over ${USERS} wallets`, wallet),
          line('one hot sender wallet', walletHot),
          `  for scale: GET /api/health (one select 1 behind HTTP) ${healthPerSecond} req/s`,
          `  ${result.machine.cpus} CPUs, Node ${process.version}, ${result.database}`,
        ].join('\n'),
      );
      const outDir = path.join(root, 'bench', 'results');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'transfers.json'), `${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    clearTimeout(timer);
    await raw.end({ timeout: 5 });
    await sql.end({ timeout: 5 });
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
