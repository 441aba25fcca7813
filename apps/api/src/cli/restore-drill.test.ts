import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lotsOffJournal } from '../../test/pantry-helpers';
import { ready, runMain } from '../../test/main-process';
import { giveRice, insertUsers, request, RICE, signInOverHttp } from '../../test/populate';
import { fundWallet } from '../../test/wallet-helpers';
import { freePort } from '../../../../e2e/support/server';
import { findRepoRoot } from '../config';
import { embeddedDatabaseHome, runningEmbeddedUrl } from '../db/embedded';
import { processesIn } from '../db/embedded-earlier-run';
import { createSql, type Sql } from '../db/sql';
import { checkLedger } from '../modules/ledger';
import { bundledEntry } from '../../test/server-bundle';

/*
 * The restore drill (docs/decisions/0031-backups-from-the-wal-archive.md): data, a base backup
 * while the app runs, more data, a chosen moment, yet more data; then a restore to that moment into
 * a new DATA_DIR, the app started on it, and the books checked.
 */

const made: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `faza-${name}-`));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) {
    const home = embeddedDatabaseHome(dir);
    for (const pid of processesIn(path.join(home, 'pg'))) process.kill(pid, 'SIGQUIT');
    for (const d of new Set([home, dir])) rmSync(d, { recursive: true, force: true });
  }
});

/** `npm run cli -- …` in its own process, as an operator runs it. */
function cli(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...bundledEntry('cli'), ...args], {
      cwd: findRepoRoot(),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

describe('backup and restore', () => {
  it('restores a backup taken while the app runs to a chosen moment, books balanced', async () => {
    const source = tempDir('drill-source');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = runMain({
      DATA_DIR: source,
      PORT: String(port),
      PANTRY_SENDS_PER_MINUTE: '100000',
    });
    await ready(app);
    const sql = createSql(runningEmbeddedUrl(source)!, { max: 2 });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const users = await insertUsers(sql, 4);
      const cookies = await Promise.all(users.map((u) => signInOverHttp(base, u.phone)));
      for (const user of users) {
        await giveRice(sql, user.id, 100);
        await fundWallet(sql, user.walletId, 100_000_00);
      }
      /** Food and money sends between the users, over HTTP; answers their transfer ids. */
      const traffic = async (count: number) => {
        const ids: string[] = [];
        for (let i = 0; i < count; i++) {
          const from = i % users.length;
          const to = (from + 1) % users.length;
          const food = await request(agent, `${base}/api/pantry/send`, {
            method: 'POST',
            headers: post(cookies[from]!),
            body: JSON.stringify({
              'food-name': RICE.name,
              'food-quantity': 1,
              'food-quantity-type': RICE.type,
              faza: users[to]!.faza,
            }),
          });
          const money = await request(agent, `${base}/api/wallet/send`, {
            method: 'POST',
            headers: post(cookies[from]!),
            body: JSON.stringify({ faza: users[to]!.faza, amount: 100 }),
          });
          for (const answer of [food, money])
            if (answer.kind !== 'answer' || answer.status !== 200)
              throw new Error(`send failed: ${JSON.stringify(answer)}`);
          if (food.kind === 'answer')
            ids.push(
              (JSON.parse(food.body) as { data: { 'transfer-id': string } }).data['transfer-id'],
            );
        }
        return ids;
      };

      const beforeBackup = await traffic(10);
      const t0 = performance.now();
      const backup = await cli(['backup'], source);
      const backupSeconds = (performance.now() - t0) / 1000;
      expect(backup.code, backup.err).toBe(0);
      const folder = backup.out.trim();
      expect(folder).toContain(path.join(source, 'backups'));

      const afterBackup = await traffic(10);
      const [moment] = await sql<{ at: Date }[]>`select clock_timestamp() as at`;
      await new Promise((r) => setTimeout(r, 1100));
      const tooLate = await traffic(10);
      const [late] = await insertUsers(sql, 1, 100);

      const target = tempDir('drill-restored');
      const t1 = performance.now();
      const restore = await cli(
        ['restore', folder, '--into', target, '--to', moment!.at.toISOString()],
        source,
      );
      const restoreSeconds = (performance.now() - t1) / 1000;
      expect(restore.code, restore.err).toBe(0);
      expect(restore.out).toContain(`DATA_DIR=${target} npm start`);

      const t2 = performance.now();
      const restored = runMain({ DATA_DIR: target, PORT: String(await freePort()) });
      await ready(restored);
      const startSeconds = (performance.now() - t2) / 1000;
      const copy = createSql(runningEmbeddedUrl(target)!, { max: 2 });
      try {
        await expectBooksBalanced(copy);
        const sends = async (ids: string[]) =>
          (
            await copy<{ n: number }[]>`
              select count(distinct transfer_id)::int as n from pantry_journal
               where transfer_id = any(${ids}::uuid[])`
          )[0]!.n;
        expect(await sends(beforeBackup)).toBe(10);
        expect(await sends(afterBackup)).toBe(10);
        expect(await sends(tooLate)).toBe(0);
        expect(await copy`select id from users where id = ${late!.id}`).toEqual([]);
      } finally {
        await copy.end();
        restored.child.kill('SIGTERM');
        expect(await restored.exited).toBe(0);
      }
      console.log(
        `restore drill: backup ${backupSeconds.toFixed(1)} s, restore with WAL replay ${restoreSeconds.toFixed(1)} s, app start on the copy ${startSeconds.toFixed(1)} s, total ${(backupSeconds + restoreSeconds + startSeconds).toFixed(1)} s`,
      );
      // The source is untouched by all this.
      await expectBooksBalanced(sql);
    } finally {
      agent.destroy();
      await sql.end();
      app.child.kill('SIGTERM');
      await app.exited;
    }
  }, 300_000);
});

const post = (cookie: string) => ({
  'content-type': 'application/json',
  cookie,
  'idempotency-key': randomUUID(),
});

async function expectBooksBalanced(sql: Sql) {
  const ledger = await checkLedger(sql);
  expect(ledger.totalKobo).toBe(0);
  expect(ledger.mismatchedWallets).toEqual([]);
  expect(await lotsOffJournal(sql)).toEqual([]);
}
