import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, ROOT, startServer } from './support/server';

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
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, WEB_DIST: webDist };
  const pgPort = await freePort();
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  else env.EMBEDDED_PG_PORT = String(pgPort);
  const server = await startServer(env);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  // Tests arrange what no screen offers yet (a staff role) straight in the server's database.
  project.provide(
    'databaseUrl',
    process.env.TEST_DATABASE_URL ??
      `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim())}@127.0.0.1:${pgPort}/postgres`,
  );
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}
