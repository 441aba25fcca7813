import { inject } from 'vitest';

/** One production server of the browser suite (e2e/global-setup.ts starts one per worker). */
export type E2eServer = {
  baseUrl: string;
  /** Its DATA_DIR: the outbox of emails, and the embedded PostgreSQL that `npm run cli` finds. */
  dataDir: string;
  /** Its database, for arranging what no screen offers (a staff role, time passing). */
  databaseUrl: string;
};

/**
 * The server of the worker running this test file. Workers run files side by side, each on its own
 * server; the files of one worker share it one after another. VITEST_POOL_ID is the worker's number,
 * 1 to the project's maxWorkers, never the same for two files running at once.
 */
export function testServer(): E2eServer {
  const servers = inject('e2eServers');
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[id - 1];
  if (!server)
    throw new Error(
      `No browser-test server for worker ${id}: e2e/global-setup.ts started ${servers.length} (maxWorkers of the e2e project).`,
    );
  return server;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServers: E2eServer[];
  }
}
