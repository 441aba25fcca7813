// The price of the synchronous standby (docs/decisions/0061-a-synchronous-standby.md): food and
// money sends through the real server (its own process, as `npm run serve` starts it) over HTTP,
// against an embedded primary, with its synchronous standby on and off in turn. The standby is made
// once (`standby create`'s own code); "off" empties synchronous_standby_names and reloads, so both
// modes run on the same server, data and machine, alternating, and the standby keeps streaming.
//
//   npm run bench -- standby        (or: node --import tsx bench/standby.ts)
//   BENCH_SENDS=600 BENCH_CONCURRENCY=8 BENCH_ROUNDS=3 node --import tsx bench/standby.ts
//
// Prints, per mode, sends per second and latency percentiles; writes bench/results/standby.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../apps/api/src/config';
import { embeddedDatabaseHome, startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { processesIn } from '../apps/api/src/db/embedded-earlier-run';
import { createSql, type Sql } from '../apps/api/src/db/sql';
import { createStandby, STANDBY_NAME } from '../apps/api/src/db/standby';
import { ready, runMain } from '../apps/api/test/main-process';
import {
  fundWalletByBank,
  giveRice,
  insertUsers,
  request,
  RICE,
  signInOverHttp,
} from '../apps/api/test/populate';
import { freePort } from '../e2e/support/server';
import { boundedInt } from './support/bench-database';

const SENDS = boundedInt(process.env.BENCH_SENDS, 400, 20, 100_000);
const CONCURRENCY = boundedInt(process.env.BENCH_CONCURRENCY, 8, 1, 64);
const ROUNDS = boundedInt(process.env.BENCH_ROUNDS, 2, 1, 10);
const USERS = 8;

type Sample = { mode: 'alone' | 'sync standby'; perSecond: number; latencies: number[] };

async function setSync(sql: Sql, on: boolean) {
  await sql.unsafe(
    `alter system set synchronous_standby_names = '${on ? `"${STANDBY_NAME}"` : ''}'`,
  );
  await sql`select pg_reload_conf()`;
  for (;;) {
    const [row] = await sql<{ sync: string }[]>`
      select sync_state as sync from pg_stat_replication where application_name = ${STANDBY_NAME}`;
    if ((row?.sync === 'sync') === on) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'faza-bench-standby-'));
  const [a, b] = [path.join(root, 'a'), path.join(root, 'b')];
  mkdirSync(a);
  const primary = await startEmbeddedPostgres(a, { archive: true });
  await createStandby({ dataDir: a, into: b, log: () => {} });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = runMain({
    DATABASE_URL: primary.url,
    PORT: String(port),
    PANTRY_SENDS_PER_MINUTE: '100000',
    WALLET_SENDS_PER_MINUTE: '100000',
  });
  const sql = createSql(primary.url, { max: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const samples: Sample[] = [];
  try {
    await ready(app);
    const users = await insertUsers(sql, USERS);
    for (const user of users) {
      await giveRice(sql, user.id, 1_000_000);
      // Within Tier 3's ₦5,000,000 a day in (docs/decisions/0063), with room for what others send.
      await fundWalletByBank(sql, user.walletId, 1_000_000_00);
    }
    const cookies = await Promise.all(users.map((u) => signInOverHttp(base, u.phone)));
    const send = async (i: number) => {
      const from = i % USERS;
      const to = users[(from + 1 + (i % (USERS - 1))) % USERS]!;
      const food = i % 2 === 0;
      const answer = await request(agent, `${base}/api/${food ? 'pantry' : 'wallet'}/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[from]!,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(
          food
            ? {
                'food-name': RICE.name,
                'food-quantity': 1,
                'food-quantity-type': RICE.type,
                faza: to.faza,
              }
            : { faza: to.faza, amount: 50 },
        ),
      });
      if (answer.kind !== 'answer' || answer.status !== 200)
        throw new Error(`send failed: ${JSON.stringify(answer)}`);
    };
    const run = async (mode: Sample['mode']) => {
      await setSync(sql, mode === 'sync standby');
      const latencies: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < SENDS; i = next++) {
            const t = performance.now();
            await send(i);
            latencies.push(performance.now() - t);
          }
        }),
      );
      const perSecond = SENDS / ((performance.now() - started) / 1000);
      samples.push({ mode, perSecond, latencies });
    };
    await run('alone'); // warm-up, not reported
    samples.length = 0;
    for (let r = 0; r < ROUNDS; r++) {
      await run('alone');
      await run('sync standby');
    }
  } finally {
    agent.destroy();
    await sql.end();
    app.child.kill('SIGTERM');
    await app.exited;
    await primary.stop();
    const standbyDir = path.join(embeddedDatabaseHome(b), 'pg');
    for (const pid of processesIn(standbyDir)) process.kill(pid, 'SIGINT');
    while (processesIn(standbyDir).length) await new Promise((r) => setTimeout(r, 50));
    // As root the databases' files live under /var/lib/faza (embedded-place.ts): those too.
    for (const dir of [a, b]) rmSync(embeddedDatabaseHome(dir), { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
  const summary = (['alone', 'sync standby'] as const).map((mode) => {
    const mine = samples.filter((s) => s.mode === mode);
    const all = mine.flatMap((s) => s.latencies).sort((x, y) => x - y);
    const pct = (p: number) =>
      Math.round(all[Math.min(all.length - 1, Math.floor(p * all.length))]!);
    const perSecond = mine.reduce((sum, s) => sum + s.perSecond, 0) / mine.length;
    return {
      mode,
      sendsPerSecond: Math.round(perSecond),
      p50Ms: pct(0.5),
      p95Ms: pct(0.95),
      p99Ms: pct(0.99),
    };
  });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `sends: ${SENDS} per run × ${ROUNDS} runs per mode, concurrency ${CONCURRENCY}, load average ${load}`,
  );
  for (const s of summary)
    console.log(
      `${s.mode.padEnd(13)} ${s.sendsPerSecond} sends/s  p50 ${s.p50Ms} ms  p95 ${s.p95Ms} ms  p99 ${s.p99Ms} ms`,
    );
  const outDir = path.join(findRepoRoot(), 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'standby.json'),
    `${JSON.stringify({ sends: SENDS, concurrency: CONCURRENCY, rounds: ROUNDS, loadAverage: load, summary }, null, 2)}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
