// Load test: many simulated users browsing, opening their signed-in pages (/pantry, /wallet and
// /orders, drawn on the server: `npm run build` first), signing in, sending food, sending money and
// checking out, against two API instances (each as `npm run serve` runs it) on one PostgreSQL, at
// rising concurrency. Only loopback servers it starts; bounded in time.
//
//   node --import tsx bench/load.ts                         # 60 s: 20 s at 16, 64 and 128 users
//   BENCH_LEVELS=32,256 BENCH_SECONDS=120 node --import tsx bench/load.ts
//
// Prints requests/s and p50/p95/p99 per step at each level, errors, the CPU each process used and
// per request (the API instances and PostgreSQL, from /proc), the machine's load average, and the
// conservation check afterwards; writes bench/results/load.json. On a shared machine the CPU per
// request moves far less than requests per second: read them together.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../apps/api/src/config';
import { embeddedDatabaseHome } from '../apps/api/src/db/embedded';
import { processesIn } from '../apps/api/src/db/embedded-earlier-run';
import { migrateJobQueue } from '../apps/api/src/db/job-queue-schema';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { checkLedger } from '../apps/api/src/modules/ledger';
import { fundWalletByBank, giveRice, insertUsers, signInOverHttp } from '../apps/api/test/populate';
import { boundedInt, openBenchDatabase } from './support/bench-database';
import { pickStep, Recorder, runStep, type SimUser, type Target } from './support/load-steps';
import { cpuSeconds, startApiProcess, type BenchProcess } from './support/processes';

const LEVELS = (process.env.BENCH_LEVELS ?? '16,64,128')
  .split(',')
  .map((n) => boundedInt(n, 16, 1, 512));
const SECONDS = boundedInt(process.env.BENCH_SECONDS, 60, 5, 600);
const DEADLINE_MS = (SECONDS + 600) * 1000;
const WEB_DIST = path.join(findRepoRoot(), 'apps', 'web', 'dist');

if (!existsSync(path.join(WEB_DIST, '..', 'dist-server', 'entry-server.js'))) {
  console.error('No web build with its server entry: run "npm run build" first.');
  process.exit(1);
}

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'load');
  const sql = createSql(db.url, { max: 4 });
  const apis: BenchProcess[] = [];
  const timer = setTimeout(() => {
    console.error(`bench did not finish within ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  try {
    await migrate(sql);
    // A verified phone queues its account number's job (a trigger): the queue must exist first.
    await migrateJobQueue(db.url);
    await seedCatalogue(sql);
    const maxUsers = Math.max(...LEVELS);
    const rows = await insertUsers(sql, maxUsers);
    for (const row of rows) {
      await giveRice(sql, row.id, 1_000_000);
      // Within Tier 3's ₦5,000,000 a day in (docs/decisions/0063), with room for what others send.
      await fundWalletByBank(sql, row.walletId, 2_000_000_00);
    }
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      WEB_DIST,
      // Simulated users come through a proxy on this machine from addresses of their own
      // (X-Forwarded-For).
      TRUST_PROXY: 'loopback',
      // Capacity, not the per-user limits that stop a runaway client, is measured here.
      PANTRY_SENDS_PER_MINUTE: '100000',
      WALLET_SENDS_PER_MINUTE: '100000',
      CHECKOUTS_PER_HOUR: '100000',
    };
    apis.push(await startApiProcess(env), await startApiProcess(env));
    const targets: Target[] = apis.map((api) => ({
      base: api.baseUrl,
      agent: new http.Agent({ keepAlive: true, maxSockets: maxUsers }),
    }));
    const users: SimUser[] = [];
    for (const [i, row] of rows.entries()) {
      const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const cookie = await signInOverHttp(targets[i % 2]!.base, row.phone, {
        'x-forwarded-for': ip,
      });
      users.push({ phone: row.phone, faza: row.faza, ip, cookie, signIns: 1 });
    }

    const pgPids = () => processesIn(path.join(embeddedDatabaseHome(db.dataDir), 'pg'));
    const levels = [];
    for (const concurrency of LEVELS) {
      const seconds = SECONDS / LEVELS.length;
      const recorder = new Recorder();
      const cpuBefore = {
        api: cpuSeconds(apis.map((a) => a.child.pid!)),
        db: process.env.TEST_DATABASE_URL ? 0 : cpuSeconds(pgPids()),
      };
      const until = performance.now() + seconds * 1000;
      let requests = 0;
      const shells = { count: 0 };
      const simulate = async (u: number) => {
        const user = users[u]!;
        for (let n = u; performance.now() < until; n++) {
          const step = pickStep(user);
          const other =
            users[(u + 1 + Math.floor(Math.random() * (concurrency - 1))) % concurrency]!;
          const started = performance.now();
          const ok = await runStep(step, user, other, targets[n % 2]!, shells);
          recorder.record(step, performance.now() - started, ok);
          requests++;
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: concurrency }, (_, u) => simulate(u)));
      const elapsed = (performance.now() - t0) / 1000;
      const steps = recorder.figures();
      const cpu = {
        api: cpuSeconds(apis.map((a) => a.child.pid!)) - cpuBefore.api,
        postgres: process.env.TEST_DATABASE_URL ? null : cpuSeconds(pgPids()) - cpuBefore.db,
      };
      const perRequest = (s: number) => Math.round((s * 1e6) / requests);
      levels.push({
        concurrency,
        seconds: Number(elapsed.toFixed(1)),
        requestsPerSecond: Math.round(requests / elapsed),
        errors: Object.values(steps).reduce((a, s) => a + s.errors, 0),
        pageShells: shells.count,
        cpuSeconds: {
          api: Number(cpu.api.toFixed(1)),
          postgres: cpu.postgres === null ? null : Number(cpu.postgres.toFixed(1)),
        },
        cpuMicrosPerRequest: {
          api: perRequest(cpu.api),
          postgres: cpu.postgres === null ? null : perRequest(cpu.postgres),
        },
        loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
        steps,
      });
    }

    const ledger = await checkLedger(sql);
    const [pantry] = await sql<{ off: number }[]>`
      select count(*)::int as off from (
        select l.id from pantry_lots l left join pantry_journal j on j.lot_id = l.id
        group by l.id having l.quantity <> coalesce(sum(j.quantity), 0)) x`;
    const conservation = {
      ledgerTotalKobo: ledger.totalKobo,
      walletsOffTheirTransfers: ledger.mismatchedWallets.length,
      lotsOffTheirJournal: pantry!.off,
      ok: ledger.totalKobo === 0 && !ledger.mismatchedWallets.length && pantry!.off === 0,
    };
    const result = {
      benchmark: 'mixed load on two API instances and one PostgreSQL',
      levels,
      conservation,
      machine: { cpus: os.availableParallelism(), node: process.version },
      database: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL',
      at: new Date().toISOString(),
    };
    console.log(report(result));
    const outDir = path.join(root, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'load.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (!conservation.ok) process.exitCode = 1;
  } finally {
    clearTimeout(timer);
    for (const api of apis) await api.stop();
    await sql.end({ timeout: 5 });
    await db.stop();
  }
}

function report(result: {
  levels: {
    concurrency: number;
    requestsPerSecond: number;
    errors: number;
    pageShells: number;
    cpuSeconds: { api: number; postgres: number | null };
    cpuMicrosPerRequest: { api: number; postgres: number | null };
    loadAverage: number;
    seconds: number;
    steps: Record<string, { count: number; errors: number; p50: number; p95: number; p99: number }>;
  }[];
  conservation: {
    ledgerTotalKobo: number;
    walletsOffTheirTransfers: number;
    lotsOffTheirJournal: number;
    ok: boolean;
  };
  machine: { cpus: number };
  database: string;
}): string {
  const lines: string[] = [];
  for (const level of result.levels) {
    lines.push(
      `${level.concurrency} simulated users, ${level.seconds} s: ${level.requestsPerSecond} req/s, ${level.errors} errors, ${level.pageShells} page views answered with the shell; ` +
        `CPU: API ${level.cpuSeconds.api} s, PostgreSQL ${level.cpuSeconds.postgres ?? '?'} s; ` +
        `per request: API ${level.cpuMicrosPerRequest.api} µs, PostgreSQL ${level.cpuMicrosPerRequest.postgres ?? '?'} µs; load average ${level.loadAverage}`,
    );
    for (const [step, s] of Object.entries(level.steps))
      lines.push(
        `  ${step.padEnd(15)} ${String(s.count).padStart(6)}  p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms${s.errors ? `  ${s.errors} errors` : ''}`,
      );
  }
  const c = result.conservation;
  lines.push(
    `conservation: ledger total ${c.ledgerTotalKobo} kobo, ${c.walletsOffTheirTransfers} wallets off their transfers, ${c.lotsOffTheirJournal} lots off their journal: ${c.ok ? 'OK' : 'BROKEN'}`,
    `${result.machine.cpus} CPUs, Node ${process.version}, ${result.database}`,
  );
  return lines.join('\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
