// Sign-in benchmark: the real app (argon2id verify, session insert, rate-limit counters) over real
// HTTP on loopback, against a fresh embedded PostgreSQL (or a fresh database on
// TEST_DATABASE_URL). Fixed count and concurrency, so runs are comparable.
//
//   node --import tsx bench/signin.ts            # 200 sign-ins, concurrency 8
//   BENCH_SIGNINS=400 BENCH_CONCURRENCY=4 node --import tsx bench/signin.ts
//
// Prints requests per second and latency percentiles, and writes bench/results/signin.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { findRepoRoot, loadConfig } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { ARGON2_PARAMS, hashPassword } from '../apps/api/src/modules/auth/passwords';
import { boundedInt, openBenchDatabase } from './support/bench-database';

const TOTAL = boundedInt(process.env.BENCH_SIGNINS, 200, 1, 5000);
const CONCURRENCY = boundedInt(process.env.BENCH_CONCURRENCY, 8, 1, 64);
const WARMUP = 16;
const DEADLINE_MS = 180_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'signin');
  const sql = createSql(db.url, { max: 10 });
  const timer = setTimeout(() => {
    console.error(`bench did not finish within ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  try {
    await migrate(sql);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
    });
    const app = await buildApp({ config, sql });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      // Hashing alone, for the note: what one argon2id computation costs on this machine.
      const hashStart = performance.now();
      for (let i = 0; i < 10; i++) await hashPassword('Bench&Password1');
      const hashMs = (performance.now() - hashStart) / 10;

      const phone = '08031234567';
      const password = 'Bench&Password1';
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', 'phone-number': phone, password }),
      });
      if (signup.status !== 201) throw new Error(`sign-up failed: ${await signup.text()}`);

      const signIn = async (): Promise<number> => {
        const start = performance.now();
        const res = await fetch(`${base}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ 'phone-number': phone, password }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
        if (!res.headers.get('set-cookie')?.includes('faza_session=')) throw new Error('no cookie');
        return performance.now() - start;
      };

      const run = async (count: number) => {
        const latencies: number[] = [];
        let next = 0;
        const worker = async () => {
          while (next < count) {
            next++;
            latencies.push(await signIn());
          }
        };
        const start = performance.now();
        await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count) }, worker));
        return { latencies, seconds: (performance.now() - start) / 1000 };
      };

      await run(WARMUP);
      const { latencies, seconds } = await run(TOTAL);
      latencies.sort((a, b) => a - b);
      const result = {
        benchmark: 'POST /api/auth/signin (correct password)',
        requests: TOTAL,
        concurrency: CONCURRENCY,
        requestsPerSecond: Number((TOTAL / seconds).toFixed(1)),
        latencyMs: {
          p50: Number(percentile(latencies, 50).toFixed(1)),
          p95: Number(percentile(latencies, 95).toFixed(1)),
          p99: Number(percentile(latencies, 99).toFixed(1)),
          max: Number(latencies.at(-1)!.toFixed(1)),
        },
        argon2id: {
          memoryKiB: ARGON2_PARAMS.memoryCost,
          iterations: ARGON2_PARAMS.timeCost,
          parallelism: ARGON2_PARAMS.parallelism,
          singleHashMs: Number(hashMs.toFixed(1)),
        },
        machine: {
          cpus: os.availableParallelism(),
          node: process.version,
          uvThreadpool: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
        },
        database: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL',
        at: new Date().toISOString(),
      };
      console.log(
        [
          `sign-in: ${result.requests} requests at concurrency ${CONCURRENCY}`,
          `  ${result.requestsPerSecond} req/s`,
          `  latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
          `  argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}; one hash ${result.argon2id.singleHashMs} ms`,
          `  ${result.machine.cpus} CPUs, Node ${process.version}, ${result.database}`,
        ].join('\n'),
      );
      const outDir = path.join(root, 'bench', 'results');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'signin.json'), `${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    clearTimeout(timer);
    await sql.end({ timeout: 5 });
    await db.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
