// What bench/transfers.ts prints and writes (bench/results/transfers.json): per case, sends per
// second of the API and of raw SQL and their ratio, and the CPU each send cost on either side.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Microseconds of CPU per send: the API process, PostgreSQL's processes, this script. */
type CpuPerSend = { api: number; postgres: number | null; script: number };
export type Run = { perSecond: number; cpu: CpuPerSend };
/** `rawTold`: raw SQL that also writes the recipient's notification, as the API's send does. */
export type Case = { api: Run; raw: Run; rawTold: Run };

export type Settings = { sends: number; concurrency: number; pool: number; users: number };

export function report(
  root: string,
  settings: Settings,
  cases: Record<'spread' | 'hot' | 'wallet' | 'walletHot', Case>,
  health: Run,
) {
  const { sends: SENDS, concurrency: CONCURRENCY, pool: POOL, users: USERS } = settings;
  const ratio = (c: Case) => Number((c.api.perSecond / c.raw.perSecond).toFixed(2));
  const toldRatio = (c: Case) => Number((c.api.perSecond / c.rawTold.perSecond).toFixed(2));
  // The send's CPU on the API side (the API process and PostgreSQL) against raw SQL's (its driver
  // in this script and PostgreSQL): the same ratio, by CPU instead of by wall-clock time.
  const cpuRatio = (c: Case) =>
    c.api.cpu.postgres === null || c.raw.cpu.postgres === null
      ? null
      : Number(
          ((c.raw.cpu.script + c.raw.cpu.postgres) / (c.api.cpu.api + c.api.cpu.postgres)).toFixed(
            2,
          ),
        );
  const entry = (c: Case) => ({
    apiPerSecond: c.api.perSecond,
    rawPerSecond: c.raw.perSecond,
    ratio: ratio(c),
    rawToldPerSecond: c.rawTold.perSecond,
    ratioToTold: toldRatio(c),
    cpuMicrosPerSend: { api: c.api.cpu, raw: c.raw.cpu, rawTold: c.rawTold.cpu },
    cpuRatio: cpuRatio(c),
  });
  const result = {
    benchmark: 'POST /api/pantry/send and POST /api/wallet/send vs the same transfers in raw SQL',
    sends: SENDS,
    concurrency: CONCURRENCY,
    databaseConnections: POOL,
    spread: { users: USERS, ...entry(cases.spread) },
    hotLot: entry(cases.hot),
    walletSpread: entry(cases.wallet),
    walletHot: entry(cases.walletHot),
    healthPerSecond: health.perSecond,
    machine: { cpus: os.availableParallelism(), node: process.version },
    database: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL',
    at: new Date().toISOString(),
  };
  const pct = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n * 100)} %`);
  const pg = (n: number | null) => (n === null ? '?' : String(n));
  const line = (name: string, c: Case) =>
    [
      `  ${name}: API ${c.api.perSecond} sends/s, raw SQL ${c.raw.perSecond} sends/s, ratio ${pct(ratio(c))}`,
      `    CPU per send: API process ${c.api.cpu.api} µs + PostgreSQL ${pg(c.api.cpu.postgres)} µs;` +
        ` raw SQL driver ${c.raw.cpu.script} µs + PostgreSQL ${pg(c.raw.cpu.postgres)} µs; ratio ${pct(cpuRatio(c))}`,
      `    raw SQL that also tells the recipient: ${c.rawTold.perSecond} sends/s, ratio ${pct(toldRatio(c))};` +
        ` CPU ${c.rawTold.cpu.script} µs + PostgreSQL ${pg(c.rawTold.cpu.postgres)} µs`,
    ].join('\n');
  console.log(
    [
      `food sends: ${SENDS} per run at concurrency ${CONCURRENCY}, ${POOL} database connections each`,
      line(`spread over ${USERS} users`, cases.spread),
      line('one hot lot', cases.hot),
      `wallet sends (₦50 each), same users and settings:`,
      line(`spread over ${USERS} wallets`, cases.wallet),
      line('one hot sender wallet', cases.walletHot),
      `  for scale: GET /api/health (one select 1 behind HTTP) ${health.perSecond} req/s`,
      `  ${result.machine.cpus} CPUs, Node ${process.version}, ${result.database}`,
    ].join('\n'),
  );
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'transfers.json'), `${JSON.stringify(result, null, 2)}\n`);
}
