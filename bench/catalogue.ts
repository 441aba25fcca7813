// Catalogue throughput: `GET /api/shop` on the real app (`npm run serve` in its own process, every
// plugin, production logging at info level to /dev/null, embedded PostgreSQL or TEST_DATABASE_URL)
// against a bare Fastify route in a process of its own sending the very same bytes: the app's
// answer recorded, status, headers (security, caching) and body. Also, for reference, against the
// bare route sending only the body and its content type. autocannon loads them in turn from a third
// process, so no two of them share an event loop.
//
//   node --import tsx bench/catalogue.ts      # 16 connections, 5 rounds of 5 s per server
//   BENCH_CONNECTIONS=32 BENCH_SECONDS=10 BENCH_ROUNDS=2 node --import tsx bench/catalogue.ts
//
// Prints requests per second, the CPU each server used per answer, and the ratios (the median of each round's app / bare: a round runs
// them within seconds, so load from elsewhere on a shared machine falls on all alike), and writes
// bench/results/catalogue.json.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findRepoRoot } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { boundedInt, openBenchDatabase } from './support/bench-database';
import { cpuSeconds, startApiProcess, startBareProcess } from './support/processes';

const CONNECTIONS = boundedInt(process.env.BENCH_CONNECTIONS, 16, 1, 256);
const SECONDS = boundedInt(process.env.BENCH_SECONDS, 5, 1, 60);
const ROUNDS = boundedInt(process.env.BENCH_ROUNDS, 5, 1, 10);

type Load = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /**
   * CPU the server used per answer, in microseconds: unlike requests per second, barely moved by
   * what else the machine runs, so the ratio of two servers' reads true on a shared machine.
   */
  cpuMicros: number;
};

/**
 * autocannon's CLI in its own process (never synchronously: the servers share this event loop);
 * bounded in time, loopback only.
 */
async function load(url: string, seconds: number, serverPid: number): Promise<Load> {
  const cpuBefore = cpuSeconds([serverPid]);
  const bin = path.join(findRepoRoot(), 'node_modules', 'autocannon', 'autocannon.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [bin, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), url],
    { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
  );
  const out = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  const cpu = cpuSeconds([serverPid]) - cpuBefore;
  return {
    requestsPerSecond: out.requests.average,
    p50: out.latency.p50,
    p99: out.latency.p99,
    non2xx: out.non2xx,
    cpuMicros: Number(((cpu * 1e6) / (out.requests.average * seconds)).toFixed(1)),
  };
}

/** GET without Accept-Encoding (fetch always sends one). */
function plainGet(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const percent = (a: Load, b: Load) =>
  `${((100 * a.requestsPerSecond) / b.requestsPerSecond).toFixed(1)} %`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'catalogue');
  const sql = createSql(db.url, { max: 10 });
  try {
    await migrate(sql);
    await seedCatalogue(sql);
    const app = await startApiProcess({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      WEB_DIST: path.join(db.dataDir, 'no-web-build'),
    });
    const appBase = app.baseUrl;
    let bare: Awaited<ReturnType<typeof startBareProcess>> | undefined;
    try {
      // As autocannon asks: no Accept-Encoding, so the identity body.
      const first = await plainGet(`${appBase}/api/shop`);
      const body = first.body;
      // What the app sends besides the body, minus what Node adds to every answer itself.
      const headers = Object.fromEntries(
        Object.entries(first.headers).filter(
          ([name]) =>
            !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(
              name,
            ),
        ),
      ) as Record<string, string>;
      const answerFile = path.join(db.dataDir, 'shop-answer.json');
      writeFileSync(answerFile, JSON.stringify({ headers, body: body.toString('base64') }));
      bare = await startBareProcess(answerFile, '/api/shop');
      const same = `${bare.baseUrl}/api/shop`;
      const bodyOnly = `${bare.baseUrl}/body-only/api/shop`;
      for (const url of [same, bodyOnly]) {
        const check = (await plainGet(url)).body;
        if (!check.equals(body)) throw new Error('the bare route does not send the same bytes');
      }
      // Warm all three (JIT, connections), then take turns so drift hits each alike.
      const appPid = app.child.pid!;
      const barePid = bare.child.pid!;
      for (const [url, pid] of [
        [`${appBase}/api/shop`, appPid],
        [same, barePid],
        [bodyOnly, barePid],
      ] as const)
        await load(url, 2, pid);
      const rounds: { app: Load; bare: Load; bareBodyOnly: Load }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const bareRun = await load(same, SECONDS, barePid);
        const appRun = await load(`${appBase}/api/shop`, SECONDS, appPid);
        const bodyOnlyRun = await load(bodyOnly, SECONDS, barePid);
        if (appRun.non2xx || bareRun.non2xx || bodyOnlyRun.non2xx)
          throw new Error('some requests did not answer 200');
        rounds.push({ app: appRun, bare: bareRun, bareBodyOnly: bodyOnlyRun });
      }
      const rps = (pick: (r: (typeof rounds)[number]) => Load) =>
        median(rounds.map((r) => pick(r).requestsPerSecond));
      const appRps = rps((r) => r.app);
      const bareRps = rps((r) => r.bare);
      const bodyOnlyRps = rps((r) => r.bareBodyOnly);
      const ratio = median(rounds.map((r) => r.app.requestsPerSecond / r.bare.requestsPerSecond));
      // The same comparison by CPU per answer: bare's over the app's (100 %: the app costs no more).
      const cpuRatio = median(rounds.map((r) => r.bare.cpuMicros / r.app.cpuMicros));
      const cpuMicros = {
        app: median(rounds.map((r) => r.app.cpuMicros)),
        bare: median(rounds.map((r) => r.bare.cpuMicros)),
      };
      const bodyOnlyRatio = median(
        rounds.map((r) => r.app.requestsPerSecond / r.bareBodyOnly.requestsPerSecond),
      );
      const result = {
        benchmark: 'GET /api/shop (app) vs the same bytes from a bare Fastify route',
        bodyBytes: body.length,
        headers: Object.keys(headers),
        connections: CONNECTIONS,
        secondsPerRun: SECONDS,
        rounds,
        medianRequestsPerSecond: { app: appRps, bare: bareRps, bareBodyOnly: bodyOnlyRps },
        ratio: Number(ratio.toFixed(3)),
        ratioToBodyOnly: Number(bodyOnlyRatio.toFixed(3)),
        cpuMicrosPerAnswer: cpuMicros,
        cpuRatio: Number(cpuRatio.toFixed(3)),
        machine: { cpus: os.availableParallelism(), node: process.version },
        database: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL',
        at: new Date().toISOString(),
      };
      console.log(
        [
          `catalogue: GET /api/shop, ${body.length} bytes and ${Object.keys(headers).length} headers, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each`,
          ...rounds.map(
            (r, i) =>
              `  round ${i + 1}: app ${r.app.requestsPerSecond.toFixed(0)} req/s (p99 ${r.app.p99} ms, ${r.app.cpuMicros} µs CPU), bare ${r.bare.requestsPerSecond.toFixed(0)} (${percent(r.app, r.bare)}, ${r.bare.cpuMicros} µs CPU), bare body only ${r.bareBodyOnly.requestsPerSecond.toFixed(0)} (${percent(r.app, r.bareBodyOnly)})`,
          ),
          `  median: app ${appRps.toFixed(0)} req/s, bare ${bareRps.toFixed(0)} req/s, bare body only ${bodyOnlyRps.toFixed(0)} req/s`,
          `  app / bare, same bytes (median of the rounds'): ${(ratio * 100).toFixed(1)} % (target ≥ 95 %)`,
          `  app / bare, body and content type only: ${(bodyOnlyRatio * 100).toFixed(1)} %`,
          `  CPU per answer (median): app ${cpuMicros.app} µs, bare ${cpuMicros.bare} µs; bare / app (median of the rounds'): ${(cpuRatio * 100).toFixed(1)} %`,
          `  ${result.machine.cpus} CPUs, Node ${process.version}, ${result.database}`,
        ].join('\n'),
      );
      const outDir = path.join(root, 'bench', 'results');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'catalogue.json'), `${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await bare?.stop();
      await app.stop();
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
