import { spawnSync } from 'node:child_process';
import { bundledEntry } from '../../apps/api/test/server-bundle';
import { testServer } from './test-server';
import { ROOT } from './server';

/** `npm run cli -- …` against the running test server's database, as staff would run it. */
export function runCli(args: string[]): string {
  const res = spawnSync(process.execPath, [...bundledEntry('cli'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: process.env.TEST_DATABASE_URL
      ? { ...process.env, DATABASE_URL: testServer().databaseUrl }
      : { ...process.env, DATABASE_URL: '', DATA_DIR: testServer().dataDir },
  });
  if (res.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${res.stdout}${res.stderr}`);
  return res.stdout;
}
