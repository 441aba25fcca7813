// The request path's own CPU: `GET /api/shop` on the real app (every plugin, production logging at
// info level to /dev/null) against a bare Fastify route sending the very same answer, and against
// that bare route with Fastify's request logging set up as the app sets it up (pino, the quiet
// child logger of the catalogue routes, the one-line log controller). All three run in this
// process and are driven through Fastify's request handler (`app.routing`) with Node's own
// IncomingMessage and ServerResponse on an in-memory socket, in bursts that take turns: no kernel,
// no TCP, no client, so what other work on a shared machine does to `npm run bench -- catalogue`'s
// figures reaches these much less (load spikes still move single runs: compare several). What they
// leave out (the sockets and the kernel, most of a real answer's CPU) is the same for all three
// (docs/decisions/0035-request-path-cpu.md).
//
//   node --import tsx bench/request-path.ts         # 20 rounds of 10 000 requests each
//   BENCH_ROUNDS=40 BENCH_BURST=20000 node --import tsx bench/request-path.ts
//
// Prints the median CPU per request of each and the median of the rounds' differences, and writes
// bench/results/request-path.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { findRepoRoot, loadConfig } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { logSerializers } from '../apps/api/src/lib/log-serializers';
import { quietChildLoggerFactory } from '../apps/api/src/lib/quiet-logger';
import { OneLinePerRequest } from '../apps/api/src/lib/request-log';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { boundedInt, openBenchDatabase } from './support/bench-database';
import { inMemoryGetter, type Routable } from './support/in-memory-request';

const ROUNDS = boundedInt(process.env.BENCH_ROUNDS, 20, 2, 200);
const BURST = boundedInt(process.env.BENCH_BURST, 10_000, 100, 200_000);
const URL_PATH = '/api/shop';
const HOP_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round2 = (x: number) => Number(x.toFixed(2));
const devNullLogger = (): FastifyBaseLogger =>
  pino({ level: 'info', serializers: logSerializers }, pino.destination({ dest: '/dev/null' }));

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'request-path');
  const sql = createSql(db.url, { max: 4 });
  const servers: { name: string; server: Routable & { close: () => Promise<unknown> } }[] = [];
  try {
    await migrate(sql);
    await seedCatalogue(sql);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      JOB_RUNNER: 'off',
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      WEB_DIST: path.join(db.dataDir, 'no-web-build'),
    });
    const app = await buildApp({ config, sql, logger: devNullLogger() });
    servers.push({ name: 'app', server: app });
    const first = await app.inject(URL_PATH);
    const headers = Object.fromEntries(
      Object.entries(first.headers).filter(([name]) => !HOP_HEADERS.includes(name)),
    );
    const body = first.rawPayload;
    const bare = Fastify();
    bare.get(URL_PATH, (_req, reply) => void reply.headers(headers).send(body));
    servers.push({ name: 'bare', server: bare });
    const logged = Fastify({
      loggerInstance: devNullLogger(),
      logController: new OneLinePerRequest(),
    });
    logged.get(URL_PATH, { childLoggerFactory: quietChildLoggerFactory() }, (_req, reply) => {
      void reply.headers(headers).send(body);
    });
    servers.push({ name: 'bareLogged', server: logged });
    for (const { name, server } of servers.slice(1)) {
      const check = await (server as typeof bare).inject(URL_PATH);
      if (!check.rawPayload.equals(body) || check.headers.etag !== headers.etag)
        throw new Error(`${name} does not send the app's answer`);
    }

    const get = inMemoryGetter(URL_PATH);
    const burst = async (server: Routable) => {
      const before = process.cpuUsage();
      for (let i = 0; i < BURST; i++)
        if ((await get(server)) !== 200) throw new Error('an answer was not 200');
      const used = process.cpuUsage(before);
      return (used.user + used.system) / BURST;
    };
    // Warm every path (JIT), then take turns, the order rotating, so drift hits each alike.
    for (const { server } of servers) for (let i = 0; i < 3; i++) await burst(server);
    const rounds: Record<string, number>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round: Record<string, number> = {};
      for (let i = 0; i < servers.length; i++) {
        const { name, server } = servers[(r + i) % servers.length]!;
        round[name] = await burst(server);
      }
      rounds.push(round);
    }
    const micros = (name: string) => round2(median(rounds.map((r) => r[name]!)));
    const range = (name: string) => [
      round2(Math.min(...rounds.map((r) => r[name]!))),
      round2(Math.max(...rounds.map((r) => r[name]!))),
    ];
    const less = (a: string, b: string) => round2(median(rounds.map((r) => r[a]! - r[b]!)));
    const result = {
      benchmark: 'CPU per request of GET /api/shop through app.routing on an in-memory socket',
      rounds: ROUNDS,
      requestsPerRound: BURST,
      microsPerRequest: {
        app: micros('app'),
        bare: micros('bare'),
        bareLogged: micros('bareLogged'),
      },
      ranges: { app: range('app'), bare: range('bare'), bareLogged: range('bareLogged') },
      appMinusBare: less('app', 'bare'),
      appMinusBareLogged: less('app', 'bareLogged'),
      bareLoggedMinusBare: less('bareLogged', 'bare'),
      machine: { cpus: os.availableParallelism(), node: process.version },
      at: new Date().toISOString(),
    };
    const r = result;
    console.log(
      [
        `request path: GET ${URL_PATH}, ${ROUNDS} rounds × ${BURST} requests, in this process, no socket I/O`,
        `  CPU per request (median): app ${r.microsPerRequest.app} µs (${r.ranges.app.join('–')}), bare ${r.microsPerRequest.bare} µs (${r.ranges.bare.join('–')}), bare with the app's request logging ${r.microsPerRequest.bareLogged} µs (${r.ranges.bareLogged.join('–')})`,
        `  app − bare (median of the rounds'): ${r.appMinusBare} µs, of which Fastify's request logging ${r.bareLoggedMinusBare} µs and the rest of the app ${r.appMinusBareLogged} µs`,
        `  ${r.machine.cpus} CPUs, Node ${process.version}`,
      ].join('\n'),
    );
    const outDir = path.join(root, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'request-path.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const { server } of servers) await server.close();
    await sql.end({ timeout: 5 });
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
