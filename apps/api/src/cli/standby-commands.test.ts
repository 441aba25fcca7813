import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { embeddedDatabaseHome } from '../db/embedded';
import { runCli } from './main';

/*
 * What `standby create` and `standby promote` refuse, in-process (the drill,
 * apps/api/src/cli/failover-drill.test.ts, runs both for real against a running primary).
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-standby-cli-'));
afterAll(() => {
  // As root the database's files would live under /var/lib/faza (embedded-place.ts): those too.
  for (const name of ['b', 'stopped', 'nothing'])
    rmSync(embeddedDatabaseHome(path.join(dir, name)), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});
const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
afterEach(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

async function run(args: string[]) {
  const lines: string[] = [];
  const out = { log: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
  const code = await runCli(args, out);
  return { code, out: lines.join('\n') };
}

describe('npm run cli -- standby', () => {
  it('shows the usage for a wrong command', async () => {
    for (const args of [['standby'], ['standby', 'create'], ['standby', 'promote']]) {
      const res = await run(args);
      expect(res.code).toBe(2);
      expect(res.out).toContain('standby create --into <new folder>');
    }
  });

  it('refuses to make a standby of a DATABASE_URL server, or of a database not running', async () => {
    process.env.DATABASE_URL = 'postgres://u:p@db.example.com:5432/faza';
    const managed = await run(['standby', 'create', '--into', path.join(dir, 'b')]);
    expect(managed.code).toBe(2);
    expect(managed.out).toContain('Patroni, pg_auto_failover');

    process.env.DATABASE_URL = '';
    process.env.DATA_DIR = path.join(dir, 'stopped');
    const stopped = await run(['standby', 'create', '--into', path.join(dir, 'b')]);
    expect(stopped.code).toBe(1);
    expect(stopped.out).toContain('is not running: start the app (npm start) first');
  });

  it('refuses to promote a folder holding no database', async () => {
    const res = await run(['standby', 'promote', path.join(dir, 'nothing')]);
    expect(res.code).toBe(1);
    expect(res.out).toContain('No database in');
  });
});
