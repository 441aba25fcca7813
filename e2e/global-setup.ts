import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseHome, runningEmbeddedUrl } from '../apps/api/src/db/embedded';
import { ROOT, startServer } from './support/server';

/**
 * Starts the real production server (built SPA + API + embedded PostgreSQL in a fresh data folder)
 * once for the browser suite, exactly as `npm start` runs it.
 */
export default async function setup(project: TestProject) {
  const webDist = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No web build: run "npm run build" before the browser tests (npm test does).');
  }
  const dataDir = path.join(ROOT, '.data-test', `e2e-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The browser connects over loopback, as a proxy on this machine would: trusting loopback lets
  // each browser context send its own X-Forwarded-For (support/browser.ts).
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, WEB_DIST: webDist, TRUST_PROXY: 'loopback' };
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const server = await startServer(env);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  // Tests arrange what no screen offers yet (a staff role) straight in the server's database.
  const databaseUrl = process.env.TEST_DATABASE_URL ?? runningEmbeddedUrl(dataDir);
  if (!databaseUrl) throw new Error(`the server started no embedded PostgreSQL for ${dataDir}`);
  project.provide('databaseUrl', databaseUrl);
  // As root in a folder the postgres user cannot enter, the cluster lives elsewhere.
  const databaseHome = embeddedDatabaseHome(dataDir);
  return async () => {
    await server.stop();
    for (const d of new Set([dataDir, databaseHome])) rmSync(d, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}
