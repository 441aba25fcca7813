// Transfer benchmark. Food sends: POST /api/pantry/send through the real server (its own process, as
// `npm run serve` starts it) over HTTP on loopback (session,
// rate limit, idempotency key, name lookups, row locks, journal, the recipient's notification)
// against the same transfer done as raw SQL with `postgres` on the same database, in the same run.
// Two shapes, at concurrency 16:
//   spread — random senders and recipients among many users, first-expired-first-out by name;
//   hot    — every send from one lot of one user (the row lock serialises them).
// Wallet sends: POST /api/wallet/send against the same ledger transfer in raw SQL, spread
// over the same users and from one hot wallet (see support/wallet-sends.ts).
//
//   node --import tsx bench/transfers.ts
//   BENCH_SENDS=4000 BENCH_CONCURRENCY=16 node --import tsx bench/transfers.ts
//
// Raw SQL runs twice: the bare transfer, and the transfer with the recipient's notification
// written by the API's own `notify` in the same transaction (docs/decisions/0030), which the API's
// send also does; the second ratio is the cost of the request path itself.
//
// Prints sends per second for both and the ratio API / raw SQL (target ≥ 50 %), and the CPU
// each send cost (the API process, PostgreSQL's processes, and for raw SQL this script's driver),
// which a busy shared machine moves less than sends per second. Writes bench/results/transfers.json.
import http from 'node:http';
import path from 'node:path';
import { findRepoRoot } from '../apps/api/src/config';
import { processesIn } from '../apps/api/src/db/embedded-earlier-run';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql, type Sql } from '../apps/api/src/db/sql';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { startServer } from '../e2e/support/server';
import { boundedInt, openBenchDatabase, runConcurrently } from './support/bench-database';
import { createBenchUser, type BenchUser } from './support/bench-users';
import { apiFoodSend, checkPantry, giveLot, rawFoodSend } from './support/food-sends';
import { cpuSeconds } from './support/processes';
import { report, type Case, type Run } from './support/transfers-report';
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
const DEADLINE_MS = 600_000;

/**
 * Users with a session each, and a big lot of rice. Set up through SQL (email and phone verified:
 * only verified phones send and receive) and one sign-in each.
 */
async function createUsers(sql: Sql, base: string): Promise<BenchUser[]> {
  const hash = await hashPassword(PASSWORD);
  const users: BenchUser[] = [];
  for (let i = 0; i < USERS; i++) {
    users.push(await createBenchUser(sql, base, i, { plain: PASSWORD, hash }));
  }
  return users;
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
    // PostgreSQL's processes, when it runs on this machine (none found: its CPU is not reported).
    const [setting] = await sql<{ dir: string }[]>`
      select setting as dir from pg_settings where name = 'data_directory'`;
    const postgresPids = () => processesIn(setting!.dir);
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
    const apiPid = server.process.pid!;
    try {
      const users = await createUsers(sql, base);
      for (const user of users) await giveLot(sql, user.id, 1_000_000);
      const hotOwner = users[0]!;
      const hotLot = await giveLot(sql, hotOwner.id, 1_000_000);

      const measure = async (send: (i: number) => Promise<void>): Promise<Run> => {
        await runConcurrently(64, CONCURRENCY, send); // warm-up: JIT, plans, connections
        const pgPids = postgresPids();
        const before = {
          api: cpuSeconds([apiPid]),
          pg: cpuSeconds(pgPids),
          me: process.cpuUsage(),
        };
        const seconds = await runConcurrently(SENDS, CONCURRENCY, send);
        const me = process.cpuUsage(before.me);
        const micros = (s: number) => Number(((s * 1e6) / SENDS).toFixed(0));
        return {
          perSecond: Number((SENDS / seconds).toFixed(1)),
          cpu: {
            api: micros(cpuSeconds([apiPid]) - before.api),
            postgres: pgPids.length ? micros(cpuSeconds(pgPids) - before.pg) : null,
            script: micros((me.user + me.system) / 1e6),
          },
        };
      };
      // For reading the ratio: what any API call costs here (one `select 1` behind HTTP).
      const health = await measure(async () => {
        await request(`${base}/api/health`, 'GET');
      });
      // Alternate API and raw so drift on a shared machine hits both alike.
      const spread = {} as Case;
      const hot = {} as Case;
      spread.api = await measure(() => {
        const { from, to } = pair(users);
        return apiFoodSend(request, base, from, to);
      });
      spread.raw = await measure(() => {
        const { from, to } = pair(users);
        return rawFoodSend(raw, from, to);
      });
      hot.api = await measure(() =>
        apiFoodSend(request, base, hotOwner, pair(users, hotOwner).to, hotLot),
      );
      hot.raw = await measure(() => rawFoodSend(raw, hotOwner, pair(users, hotOwner).to, hotLot));
      spread.rawTold = await measure(() => {
        const { from, to } = pair(users);
        return rawFoodSend(raw, from, to, undefined, { tell: true });
      });
      hot.rawTold = await measure(() =>
        rawFoodSend(raw, hotOwner, pair(users, hotOwner).to, hotLot, { tell: true }),
      );

      const payers: WalletUser[] = await fundWallets(sql, users, 1_000_000_000_00);
      const hotPayer = payers[0]!;
      const wallet = {} as Case;
      const walletHot = {} as Case;
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
      wallet.rawTold = await measure(() => {
        const { from, to } = pair(payers);
        return rawWalletSend(raw, from, to, { tell: true });
      });
      walletHot.rawTold = await measure(() =>
        rawWalletSend(raw, hotPayer, pair(payers, hotPayer).to, { tell: true }),
      );
      await checkWallets(sql);
      await checkPantry(sql);

      report(
        root,
        { sends: SENDS, concurrency: CONCURRENCY, pool: POOL, users: USERS },
        { spread, hot, wallet, walletHot },
        health,
      );
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
