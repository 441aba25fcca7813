import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseHome, runningEmbeddedUrl } from '../apps/api/src/db/embedded';
import { createSql } from '../apps/api/src/db/sql';
import { ensureServerBundle } from '../apps/api/test/server-bundle';
import { ROOT, startServer, type RunningServer } from './support/server';
import type { E2eServer } from './support/test-server';

/**
 * Starts the real production server (built SPA + API + embedded PostgreSQL in a fresh data folder),
 * exactly as `npm start` runs it, once per worker of the browser suite: files run side by side,
 * each on its worker's server (support/test-server.ts; docs/decisions/0028).
 */
export default async function setup(project: TestProject) {
  const webDist = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No web build: run "npm run build" before the browser tests (npm test does).');
  }
  // The servers (and `npm run cli` in the tests) start from the server bundle, not under tsx.
  await ensureServerBundle();
  // TEST_DATABASE_URL: no embedded PostgreSQL, but an empty database of that server per worker.
  const external = process.env.TEST_DATABASE_URL;
  const admin = external ? createSql(external, { max: 1 }) : undefined;
  const started: { server?: RunningServer; dataDir: string; database?: string }[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(({ server }) => server?.stop()));
    for (const { dataDir, database } of started) {
      if (database) await admin!.unsafe(`drop database if exists ${database} with (force)`);
      // As root in a folder the postgres user cannot enter, the cluster lives elsewhere.
      const databaseHome = embeddedDatabaseHome(dataDir);
      for (const d of new Set([dataDir, databaseHome])) rmSync(d, { recursive: true, force: true });
    }
    await admin?.end();
  };
  const startOne = async (worker: number): Promise<E2eServer> => {
    const dataDir = path.join(ROOT, '.data-test', `e2e-${process.pid}-${worker}`);
    rmSync(dataDir, { recursive: true, force: true });
    const mine: (typeof started)[number] = { dataDir };
    started.push(mine);
    // The browser connects over loopback, as a proxy on this machine would: trusting loopback lets
    // each browser context send its own X-Forwarded-For (support/browser.ts).
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      TRUST_PROXY: 'loopback',
      // The browser tests check what a drawn page carries, on a machine often loaded far beyond a
      // server's: the drawing deadline itself is tested by the API (signed-in-drawings.test.ts).
      SIGNED_IN_DRAWING_DEADLINE_MS: '15000',
      // 100 pages drawn at once for ten people, every one drawn (signed-in-pages.test.ts).
      SIGNED_IN_DRAWINGS_MAX: '100',
    };
    if (admin && external) {
      mine.database = `faza_e2e_${process.pid}_${worker}`;
      await admin.unsafe(`drop database if exists ${mine.database} with (force)`);
      await admin.unsafe(`create database ${mine.database}`);
      env.DATABASE_URL = withDatabase(external, mine.database);
    }
    mine.server = await startServer(env);
    // Tests arrange what no screen offers yet (a staff role) straight in the server's database.
    const databaseUrl = env.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
    if (!databaseUrl) throw new Error(`the server started no embedded PostgreSQL for ${dataDir}`);
    return { baseUrl: mine.server.baseUrl, dataDir, databaseUrl };
  };
  const workers = Array.from({ length: workerCount(project) }, (_, i) => i + 1);
  const outcomes = await Promise.allSettled(workers.map(startOne));
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'e2eServers',
    outcomes.map((o) => (o as PromiseFulfilledResult<E2eServer>).value),
  );
  return stopAll;
}

/** How many files of the e2e project run at once: its maxWorkers, resolved as vitest does. */
function workerCount(project: TestProject): number {
  const max = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return Math.max(1, Number(max) || os.availableParallelism() - 1);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
