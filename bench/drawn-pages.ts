// Signed-in pages drawn on the server against their data as JSON: `GET /pantry` (the page drawn for
// the session's user, docs/decisions/0042) and `GET /api/pantry` (what the browser would fetch
// instead), on the production server (`npm run build` first) in its own process, for the demo
// customer with a full pantry, at 16 and 64 connections. Rounds alternate the two so load from
// elsewhere on a shared machine falls on both alike.
//
//   node --import tsx bench/drawn-pages.ts                     # 3 rounds of 5 s per case
//   BENCH_SECONDS=10 BENCH_ROUNDS=5 node --import tsx bench/drawn-pages.ts
//   BENCH_LEVELS=16 BENCH_ROUNDS=1 node --import tsx bench/drawn-pages.ts   # one level only
//
// Prints, per case, requests per second (median of the rounds), p50/p99, the CPU per request of the
// server and of PostgreSQL (from /proc), and the ratio drawn / JSON (target ≥ 1/3). A drawing
// refused by the drawing bound gets the plain app shell: those are counted apart, and only pages
// really drawn count as drawn. Writes bench/results/drawn-pages.json.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { embeddedDatabaseHome } from '../apps/api/src/db/embedded';
import { processesIn } from '../apps/api/src/db/embedded-earlier-run';
import { ROOT, startServer } from '../e2e/support/server';
import { boundedInt } from './support/bench-database';
import { cpuSeconds } from './support/processes';
import { signedInCustomer } from './support/signed-in-customer';

const SECONDS = boundedInt(process.env.BENCH_SECONDS, 5, 1, 60);
const ROUNDS = boundedInt(process.env.BENCH_ROUNDS, 3, 1, 10);
const LEVELS = (process.env.BENCH_LEVELS ?? '16,64')
  .split(',')
  .map((n) => boundedInt(n, 16, 1, 256));

if (!existsSync(path.join(ROOT, 'apps/web/dist-server/entry-server.js'))) {
  console.error('No web build with its server entry: run "npm run build" first.');
  process.exit(1);
}

type Run = {
  perSecond: number;
  /** Answers that were not what was asked: the app shell for /pantry, any non-200. */
  off: number;
  p50: number;
  p99: number;
  cpuMicros: { api: number; postgres: number };
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const median = (xs: number[]) => pct(xs, 50);

/** `connections` clients asking `url` back to back for SECONDS; `good` says an answer is right. */
async function run(
  url: string,
  cookie: string,
  connections: number,
  good: (body: string) => boolean,
  pids: { api: number; postgres: () => number[] },
): Promise<Run> {
  const pg = pids.postgres();
  const before = { api: cpuSeconds([pids.api]), pg: cpuSeconds(pg) };
  const latencies: number[] = [];
  let ok = 0;
  let off = 0;
  const until = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await get(url, cookie);
        latencies.push(performance.now() - started);
        if (res.status === 200 && good(res.body)) ok++;
        else off++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const answers = ok + off;
  const micros = (s: number) => Math.round((s * 1e6) / answers);
  return {
    perSecond: Number((ok / elapsed).toFixed(1)),
    off,
    p50: Math.round(median(latencies)),
    p99: Math.round(pct(latencies, 99)),
    cpuMicros: {
      api: micros(cpuSeconds([pids.api]) - before.api),
      postgres: micros(cpuSeconds(pg) - before.pg),
    },
  };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-drawn-pages-'));
const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'error' });
try {
  const cookie = await signedInCustomer(server.baseUrl, dir);
  const pids = {
    api: server.process.pid!,
    postgres: () => processesIn(path.join(embeddedDatabaseHome(dir), 'pg')),
  };
  const drawn = (body: string) => body.includes('data-prerendered');
  const json = (body: string) => body.startsWith('{"status":"success"');
  const cases = {
    drawn: { url: `${server.baseUrl}/pantry`, good: drawn },
    json: { url: `${server.baseUrl}/api/pantry`, good: json },
  };
  if (!drawn((await get(cases.drawn.url, cookie)).body))
    throw new Error('GET /pantry was not drawn for the signed-in customer');
  // Warm-up: JIT, plans, the render's lazy modules.
  for (const c of Object.values(cases)) await run(c.url, cookie, 16, c.good, pids);
  const results = [];
  for (const connections of LEVELS) {
    const runs: Record<'drawn' | 'json', Run[]> = { drawn: [], json: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so a drift in the machine's load falls on both alike.
      const order = round % 2 ? (['json', 'drawn'] as const) : (['drawn', 'json'] as const);
      for (const name of order)
        runs[name].push(await run(cases[name].url, cookie, connections, cases[name].good, pids));
    }
    const summary = (rs: Run[]) => ({
      perSecond: median(rs.map((r) => r.perSecond)),
      off: rs.reduce((a, r) => a + r.off, 0),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      cpuMicros: {
        api: median(rs.map((r) => r.cpuMicros.api)),
        postgres: median(rs.map((r) => r.cpuMicros.postgres)),
      },
      runs: rs.map((r) => r.perSecond),
    });
    const d = summary(runs.drawn);
    const j = summary(runs.json);
    const ratios = runs.drawn.map((r, i) => r.perSecond / runs.json[i]!.perSecond);
    results.push({ connections, drawn: d, json: j, ratio: Number(median(ratios).toFixed(3)) });
    console.log(
      `${connections} connections: drawn ${d.perSecond}/s (p50 ${d.p50} ms, p99 ${d.p99} ms, ` +
        `${d.off} shells; CPU ${d.cpuMicros.api} + ${d.cpuMicros.postgres} µs), ` +
        `JSON ${j.perSecond}/s (p50 ${j.p50} ms, p99 ${j.p99} ms; CPU ${j.cpuMicros.api} + ` +
        `${j.cpuMicros.postgres} µs): drawn / JSON ${(100 * median(ratios)).toFixed(1)} % ` +
        `(rounds: ${ratios.map((r) => (100 * r).toFixed(0)).join(', ')} %)`,
    );
  }
  const result = {
    benchmark: 'GET /pantry drawn vs GET /api/pantry',
    seconds: SECONDS,
    rounds: ROUNDS,
    results,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    machine: { cpus: os.availableParallelism(), node: process.version },
    at: new Date().toISOString(),
  };
  console.log(`load average ${result.loadAverage.join(' ')}`);
  const outDir = path.join(ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'drawn-pages.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
