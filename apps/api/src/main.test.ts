import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS, PROCESS_TIMEOUT_MS, ready, runMain } from '../test/main-process';
import { findRepoRoot } from './config';
import { embeddedDatabaseHome, runningEmbeddedUrl } from './db/embedded';
import { isAlive, processesIn } from './db/embedded-earlier-run';
import { createSql } from './db/sql';
import { bundledEntry } from '../test/server-bundle';

/*
 * The server as `npm start` runs it, in its own process: what happens to the embedded PostgreSQL
 * when the app is killed, and what the operator is told when it cannot start.
 */

const made: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-main-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) {
    const home = embeddedDatabaseHome(dir);
    // Should a test fail half-way, leave no server or database of ours running.
    for (const pid of processesIn(path.join(home, 'pg'))) process.kill(pid, 'SIGQUIT');
    for (const d of new Set([home, dir])) rmSync(d, { recursive: true, force: true });
  }
});

const postmasterPid = (dir: string) =>
  Number(
    readFileSync(path.join(embeddedDatabaseHome(dir), 'pg', 'postmaster.pid'), 'utf8').split(
      '\n',
    )[0],
  );

async function query<T extends object>(
  dir: string,
  fn: (sql: ReturnType<typeof createSql>) => Promise<T[]>,
) {
  const sql = createSql(runningEmbeddedUrl(dir)!, { max: 1 });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

describe('the server process', () => {
  it('starts cleanly after kill -9 and keeps every acknowledged write', async () => {
    const dir = dataDir();
    const first = runMain({ DATA_DIR: dir });
    await ready(first);
    await query(dir, async (sql) => {
      await sql`create table acknowledged (note text)`;
      return sql`insert into acknowledged values ('before kill -9')`;
    });
    const orphan = postmasterPid(dir);
    first.child.kill('SIGKILL');
    await first.exited;
    // What kill -9 leaves: the database still running, its owner gone.
    expect(isAlive(orphan)).toBe(true);

    const second = runMain({ DATA_DIR: dir });
    await ready(second);
    expect(isAlive(orphan)).toBe(false);
    expect(second.output.stdout).toContain(`stopping the embedded PostgreSQL (pid ${orphan})`);
    await query(dir, (sql) => sql`insert into acknowledged values ('after restart')`);
    // This time the database dies with it too (the OOM killer, a power cut): a stale postmaster.pid.
    const server = postmasterPid(dir);
    second.child.kill('SIGKILL');
    process.kill(server, 'SIGKILL');
    await second.exited;

    const third = runMain({ DATA_DIR: dir });
    await ready(third);
    const rows = await query(dir, (sql) => sql<{ note: string }[]>`select note from acknowledged`);
    expect(rows.map((r) => r.note)).toEqual(['before kill -9', 'after restart']);
    const pg = path.join(embeddedDatabaseHome(dir), 'pg');
    expect(processesIn(pg).length).toBeGreaterThan(0);
    // A second server on the same DATA_DIR while this one runs is refused, and harms nothing.
    const intruder = runMain({ DATA_DIR: dir });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output.stderr).toBe(
      `${dir} is in use by another Faza process (pid ${third.child.pid}): stop it first, or give this one another DATA_DIR.\n`,
    );
    await query(dir, (sql) => sql`select 1`);
    third.child.kill('SIGTERM');
    expect(await third.exited, third.output.stdout + third.output.stderr).toBe(0);
    expect(processesIn(pg)).toEqual([]);
    expect(existsSync(path.join(pg, 'postmaster.pid'))).toBe(false);
  }, 240_000);

  it(
    'refuses to seed the demo accounts on a server that takes real payments',
    () => {
      const res = spawnSync(process.execPath, [...bundledEntry('main'), '--demo'], {
        cwd: findRepoRoot(),
        env: {
          ...process.env,
          PUBLIC_URL: 'https://faza.example',
          PAYMENT_PROVIDER: 'paystack',
          PAYSTACK_SECRET_KEY: 'sk_test_12345678',
          // Should it start after all, it stays out of the way: its own folder, any free port.
          DATA_DIR: dataDir(),
          HOST: '127.0.0.1',
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: PROCESS_TIMEOUT_MS,
      });
      expect(res.status).toBe(1);
      expect(res.stderr).toBe(
        'npm run demo creates accounts whose password is in the README, with wallets full of money nobody paid: not on https://faza.example, which takes real payments. Use npm start there.\n',
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('stops in one line naming a taken port, leaving no database running', async () => {
    const dir = dataDir();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      // Production on every interface without PUBLIC_URL: also the warning about emailed links.
      const main = runMain({
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
      });
      expect(await main.exited).toBe(1);
      expect(main.output.stderr).toBe(
        `Port ${port} is already in use on 0.0.0.0: stop what is using it, or set PORT to a free port.\n`,
      );
      const warnings = main.output.stdout
        .split('\n')
        .filter((line) => line.includes('"level":40') && line.includes('PUBLIC_URL'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('emailed links will point to http://localhost');
      expect(warnings[0]).toContain('cookies are not Secure');
      // The database had started (migrations ran): it must be gone, not orphaned.
      expect(main.output.stdout).toContain('embedded PostgreSQL listening');
      const pg = path.join(embeddedDatabaseHome(dir), 'pg');
      expect(processesIn(pg)).toEqual([]);
      expect(existsSync(path.join(pg, 'postmaster.pid'))).toBe(false);
    } finally {
      blocker.close();
    }
  }, 120_000);
});
