// Monthly food analytics benchmark (docs/decisions/0040). Seeds a shop with BENCH_ORDERS paid and
// unpaid orders (default 100,000) over five years, and one Premium member with five years of
// history (at least 20,000 pantry journal rows), then times through the real server over HTTP:
//   GET /api/insights?month=     this month and one two years back (target < 100 ms)
//   GET /api/admin/insights      the last 30 days and a whole year (target < 500 ms)
//   GET /api/admin/insights.csv  sales by product for the year
// Median and p95 of 20 requests each, and the query plans of the member's queries (which index
// each one reads). `npm run bench -- insights`; writes bench/results/insights.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addMonths, lagosDayOf, lagosMonthBounds, lagosMonthOf } from '@faza/shared';
import { findRepoRoot } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { startServer } from '../e2e/support/server';
import { boundedInt, openBenchDatabase } from './support/bench-database';
import { createBenchUser } from './support/bench-users';
import * as staffQueries from '../apps/api/src/modules/insights/admin-insights-repository';
import { lagosDayRange } from '@faza/shared';
import { seedMember, seedPriceHistory, seedShop } from './support/insights-seed';

const ORDERS = boundedInt(process.env.BENCH_ORDERS, 100_000, 1_000, 1_000_000);
const MEMBER_ORDERS = boundedInt(process.env.BENCH_MEMBER_ORDERS, 1_000, 100, 10_000);
const RUNS = 20;
const PASSWORD = 'Bench&Password1';

async function time(url: string, cookie: string) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 2) ms.push(performance.now() - start); // two warm-up requests
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.ceil(ms.length * 0.95) - 1]! };
}

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'insights');
  const sql = createSql(db.url, { max: 4 });
  try {
    await migrate(sql);
    await seedCatalogue(sql);
    const server = await startServer({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      WEB_DIST: path.join(db.dataDir, 'no-web-build'),
      JOB_RUNNER: 'off',
    });
    try {
      const hash = await hashPassword(PASSWORD);
      const member = await createBenchUser(sql, server.baseUrl, 0, { plain: PASSWORD, hash });
      const staff = await createBenchUser(sql, server.baseUrl, 1, { plain: PASSWORD, hash });
      await sql`update users set subscription_tier = 'premium',
                  subscription_ends_at = now() + interval '30 days' where id = ${member.id}`;
      await sql`update users set role = 'admin' where id = ${staff.id}`;

      let t = performance.now();
      await seedShop(sql, 2_000, ORDERS);
      await seedMember(sql, member.id, MEMBER_ORDERS, 600);
      await seedPriceHistory(sql);
      // Steady state: autovacuum has visited the tables (index-only scans need the visibility map).
      await sql`vacuum analyze`;
      const seedSeconds = (performance.now() - t) / 1000;
      const [counts] = await sql<
        { orders: string; journal: string; member_journal: string; transfers: string }[]
      >`
        select (select count(*) from orders) as orders,
               (select count(*) from pantry_journal) as journal,
               (select count(*) from pantry_journal where owner_id = ${member.id}) as member_journal,
               (select count(*) from ledger_transfers) as transfers`;

      const now = new Date();
      const month = lagosMonthOf(now);
      const old = addMonths(month, -24);
      const today = lagosDayOf(now);
      const monthAgo = lagosDayOf(new Date(now.getTime() - 29 * 86_400_000));
      const yearAgo = lagosDayOf(new Date(now.getTime() - 364 * 86_400_000));
      const api = (p: string) => `${server.baseUrl}/api${p}`;
      t = performance.now();
      const timings = {
        // The floor on this machine right now: a signed-in request that reads one row.
        baselineAuthMe: await time(api('/auth/me'), member.cookie),
        memberThisMonth: await time(api(`/insights?month=${month}`), member.cookie),
        memberTwoYearsAgo: await time(api(`/insights?month=${old}`), member.cookie),
        staff30Days: await time(api(`/admin/insights?from=${monthAgo}&to=${today}`), staff.cookie),
        staffYear: await time(api(`/admin/insights?from=${yearAgo}&to=${today}`), staff.cookie),
        staffCsvYear: await time(
          api(`/admin/insights.csv?table=sales-by-product&from=${yearAgo}&to=${today}`),
          staff.cookie,
        ),
      };

      // Each staff query alone over the year, median of five: where the staff page's time goes.
      const year = lagosDayRange(yearAgo, today);
      const staffYearQueries: Record<string, number> = {};
      for (const [name, query] of Object.entries(staffQueries)) {
        const ms: number[] = [];
        for (let i = 0; i < 5; i++) {
          const q0 = performance.now();
          await (query as (db: typeof sql, r: typeof year) => Promise<unknown>)(sql, year);
          ms.push(performance.now() - q0);
        }
        staffYearQueries[name] = Math.round(ms.sort((a, b) => a - b)[2]! * 10) / 10;
      }

      // Which index each of the member's month queries reads.
      const { start, end } = lagosMonthBounds(old);
      const plans = {
        journal: await sql.unsafe(
          `explain analyze select j.kind, sum(j.quantity), sum(j.quantity * l.unit_price_kobo)
           from pantry_journal j join pantry_lots l on l.id = j.lot_id
           where j.owner_id = $1 and j.created_at >= $2 and j.created_at < $3
           group by j.kind, sign(j.quantity)`,
          [member.id, start, end],
        ),
        expired: await sql.unsafe(
          `explain analyze select count(*) from pantry_lots l
           where l.owner_id = $1 and l.expires_at >= $2 and l.expires_at < least($3::timestamptz, now())`,
          [member.id, start, end],
        ),
        spend: await sql.unsafe(
          `explain analyze select o.id from orders o
           join ledger_transfers t on t.kind = 'purchase' and t.reference = o.invoice_number
           where o.user_id = $1 and o.paid_at is not null
             and o.paid_at >= $2::timestamptz - interval '1 day'
             and o.paid_at < $3::timestamptz + interval '1 day'`,
          [member.id, start, end],
        ),
      };
      const planText = Object.fromEntries(
        Object.entries(plans).map(([k, rows]) => [
          k,
          rows.map((r) => String(Object.values(r)[0])).filter((l) => /Scan|Execution/.test(l)),
        ]),
      );
      const result = {
        counts: Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])),
        seedSeconds: Math.round(seedSeconds),
        timingsMs: Object.fromEntries(
          Object.entries(timings).map(([k, v]) => [
            k,
            { median: Math.round(v.median * 10) / 10, p95: Math.round(v.p95 * 10) / 10 },
          ]),
        ),
        plans: planText,
        staffYearQueriesMs: staffYearQueries,
      };
      const ok = (ms: number, target: number) => (ms < target ? 'ok' : 'OVER TARGET');
      const r = result.timingsMs;
      console.log(
        [
          `seeded in ${result.seedSeconds} s: ${result.counts.orders} orders, ${result.counts.journal} journal rows (${result.counts.member_journal} the member's), ${result.counts.transfers} ledger transfers`,
          `GET /api/auth/me (baseline)       median ${r.baselineAuthMe!.median} ms, p95 ${r.baselineAuthMe!.p95} ms`,
          `GET /api/insights this month      median ${r.memberThisMonth!.median} ms, p95 ${r.memberThisMonth!.p95} ms (< 100 ms: ${ok(r.memberThisMonth!.median, 100)})`,
          `GET /api/insights ${old}          median ${r.memberTwoYearsAgo!.median} ms, p95 ${r.memberTwoYearsAgo!.p95} ms (< 100 ms: ${ok(r.memberTwoYearsAgo!.median, 100)})`,
          `GET /api/admin/insights 30 days   median ${r.staff30Days!.median} ms, p95 ${r.staff30Days!.p95} ms (< 500 ms: ${ok(r.staff30Days!.median, 500)})`,
          `GET /api/admin/insights 365 days  median ${r.staffYear!.median} ms, p95 ${r.staffYear!.p95} ms (< 500 ms: ${ok(r.staffYear!.median, 500)})`,
          `GET /api/admin/insights.csv year  median ${r.staffCsvYear!.median} ms, p95 ${r.staffCsvYear!.p95} ms`,
          `staff queries alone over the year (median of 5, ms): ${JSON.stringify(staffYearQueries)}`,
          'plans of the member month queries:',
          ...Object.entries(planText).flatMap(([k, lines]) => [
            `  ${k}:`,
            ...lines.map((l) => `    ${l.trim()}`),
          ]),
        ].join('\n'),
      );
      const outDir = path.join(root, 'bench', 'results');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'insights.json'), `${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    await sql.end({ timeout: 5 });
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
