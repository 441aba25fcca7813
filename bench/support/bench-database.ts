import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded';
import { createSql } from '../../apps/api/src/db/sql';

/**
 * A fresh database for one benchmark run: an embedded PostgreSQL under .data-test, or a new
 * database on TEST_DATABASE_URL. `stop` removes it.
 */
export async function openBenchDatabase(root: string, name: string) {
  const dataDir = path.join(root, '.data-test', `bench-${name}-${process.pid}`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = `faza_bench_${randomBytes(4).toString('hex')}`;
    const admin = createSql(adminUrl, { max: 1 });
    await admin.unsafe(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return {
      url: url.toString(),
      dataDir,
      stop: async () => {
        await admin.unsafe(`drop database if exists ${database} with (force)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres(dataDir);
  return {
    url: pg.url,
    dataDir,
    stop: async () => {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function boundedInt(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** Runs `count` calls of `task` with `concurrency` in flight; answers the seconds it took. */
export async function runConcurrently(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return (performance.now() - start) / 1000;
}
