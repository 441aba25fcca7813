import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLoad, until, type Acknowledged } from '../../test/failover-load';
import { ready, runMain } from '../../test/main-process';
import { lotsOffJournal } from '../../test/pantry-helpers';
import {
  fundWalletByBank,
  giveRice,
  insertUsers,
  request,
  signInOverHttp,
} from '../../test/populate';
import { freePort } from '../../../../e2e/support/server';
import { findRepoRoot } from '../config';
import { failoverUrl } from '../db/database-hosts';
import { embeddedDatabaseHome, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded';
import { processesIn } from '../db/embedded-earlier-run';
import { createSql, type Sql } from '../db/sql';
import { createStandby, promoteStandby } from '../db/standby';
import { reconcile } from '../modules/reconciliation';
import { checkLedger } from '../modules/ledger';
import { bundledEntry } from '../../test/server-bundle';

/*
 * The failover drill (docs/decisions/0061-a-synchronous-standby.md): the server as `npm start`
 * runs it, pointed at a primary and its synchronous standby, under concurrent food sends, money
 * sends and wallet checkouts; the primary's processes killed (-9) mid-load, the standby promoted,
 * clients retrying what failed with the same Idempotency-Keys. Two rounds, the second killing the
 * primary the first promoted, at different moments, judged by acknowledged requests. One file:
 * the cluster, the server and its sessions are made once.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'faza-failover-'));
const folder = (name: string) => {
  const dir = path.join(root, name);
  mkdirSync(dir);
  return dir;
};
afterAll(async () => {
  for (const name of ['a', 'b', 'c']) {
    const home = embeddedDatabaseHome(path.join(root, name));
    const pgDir = path.join(home, 'pg');
    for (const pid of processesIn(pgDir)) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // ended meanwhile
      }
    }
    // Its files go once its processes have: they write until they exit.
    for (let i = 0; i < 200 && processesIn(pgDir).length; i++)
      await new Promise((r) => setTimeout(r, 50));
    if (home !== path.join(root, name)) rmSync(home, { recursive: true, force: true });
  }
  rmSync(root, { recursive: true, force: true });
});

/** `npm run cli -- …` in its own process, as an operator runs it. */
function cli(args: string[], dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...bundledEntry('cli'), ...args], {
      cwd: findRepoRoot(),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

/** Every process of the database in `dir`, killed at once: the machine is gone. */
function killDatabase(dir: string) {
  const pids = processesIn(path.join(embeddedDatabaseHome(dir), 'pg'));
  expect(pids.length).toBeGreaterThan(0);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // a child that ended meanwhile
    }
  }
}

const probe = async (agent: http.Agent, base: string) => {
  const answer = await request(agent, `${base}/api/ready`);
  return answer.kind === 'answer' ? answer.status : 0;
};

describe('failover to the synchronous standby', () => {
  it('keeps every acknowledged send and checkout exactly once across two kills', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map(folder) as [string, string, string];
    const [portA, portC] = [await freePort(), await freePort()];
    const primary = await startEmbeddedPostgres(a, { port: portA, archive: true });
    const made = await cli(['standby', 'create', '--into', b], a);
    expect(made.code, made.out).toBe(0);
    const urls = JSON.parse(made.out.slice(made.out.indexOf('{'))) as Record<string, string>;
    expect(urls.primary).toBe(primary.url);
    const urlOf = (port: number) => primary.url.replace(`:${portA}/`, `:${port}/`);
    // Every server the drill will have, the later standbys' ports chosen now.
    const databaseUrl = failoverUrl([urls.primary!, urls.standby!, urlOf(portC)]);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = runMain({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PANTRY_SENDS_PER_MINUTE: '100000',
      WALLET_SENDS_PER_MINUTE: '100000',
      CHECKOUTS_PER_HOUR: '100000',
    });
    const agent = new http.Agent({ keepAlive: true });
    const rounds: { killedAfter: number; acked: number; outage: number; retried: number }[] = [];
    let load: ReturnType<typeof startLoad> | undefined;
    try {
      await ready(app);
      const setup = createSql(primary.url, { max: 2 });
      const users = await insertUsers(setup, 6);
      for (const user of users) {
        await giveRice(setup, user.id, 100_000);
        // ₦1,000,000 each: room for 20,000 sends of ₦50, and Tier 3's ₦5,000,000 a day in
        // (docs/decisions/0063) left for what the others send.
        await fundWalletByBank(setup, user.walletId, 1_000_000_00);
      }
      await setup.end();
      const cookies = await Promise.all(users.map((u) => signInOverHttp(base, u.phone)));
      load = startLoad(base, users, cookies, 6);
      const acked = () => {
        if (load!.error) throw load!.error;
        return load!.acknowledged.length;
      };

      // Early (requests still starting, connections still opening) and once the load flows.
      const plan = [
        { killAfter: 3, dying: a, promote: b, next: c, nextPort: portC },
        { killAfter: 25, dying: b, promote: c, next: null, nextPort: 0 },
      ];
      for (const [n, step] of plan.entries()) {
        const start = acked();
        const failuresBefore = load.failures;
        await until(`${step.killAfter} acknowledged`, () => acked() >= start + step.killAfter);
        const killedAt = performance.now();
        killDatabase(step.dying);
        if (n === 0) {
          // No primary: the server says it is not ready (and the load waits or fails).
          await until('/api/ready answers 503', async () => (await probe(agent, base)) === 503);
          const promoted = await cli(['standby', 'promote', step.promote], a);
          expect(promoted.code, promoted.out).toBe(0);
        } else {
          await promoteStandby(step.promote, () => {});
        }
        await until(
          'a request sent after the kill is acknowledged',
          () => acked() > 0 && load!.acknowledged.some((r) => r.asked > killedAt),
          // Usually a few seconds; some runs on a loaded machine took nearly a minute (decision 0061).
          150_000,
        );
        // Served again: the first answer to a request sent after the kill (it may have waited).
        const servedAt = Math.min(
          ...load.acknowledged.filter((r) => r.asked > killedAt).map((r) => r.answered),
        );
        rounds.push({
          killedAfter: step.killAfter,
          acked: acked() - start,
          outage: (servedAt - killedAt) / 1000,
          retried: load.failures - failuresBefore,
        });
        if (step.next)
          await createStandby({
            dataDir: step.promote,
            into: step.next,
            port: step.nextPort,
            log: () => {},
          });
      }
      const beforeStop = acked();
      await until('more requests after the last failover', () => acked() >= beforeStop + 6);
      await load.stop();
      await until('/api/ready answers 200', async () => (await probe(agent, base)) === 200);

      const sql = createSql(runningEmbeddedUrl(c)!, { max: 2 });
      try {
        await expectExactlyOnce(sql, load.acknowledged);
        // Jobs and the app's event streams listen on the new primary again. postgres.js holds
        // every LISTEN of the API (inbox, catalogue, stock, the notification dispatcher) on one
        // connection and re-issues them all when it reconnects; graphile-worker has its own.
        // pg_stat_activity shows only a connection's last statement, so any one of ours shows
        // that connection is back.
        await until('the LISTENs are back', async () => {
          const listens = await sql<{ query: string }[]>`
            select query from pg_stat_activity where query ilike 'listen%'`;
          const texts = listens.map((l) => l.query).join(' ');
          return (
            /faza_(notifications|deliveries|catalogue|stock)/.test(texts) &&
            texts.includes('jobs:insert')
          );
        });
      } finally {
        await sql.end();
      }
      const total = load.acknowledged.length;
      const retried = load.acknowledged.filter((r) => r.failedAttempts > 0).length;
      console.log(
        `failover drill: ${total} requests acknowledged (${retried} after a failed attempt, ${load.signedOut} attempts answered 401), lost 0, doubled 0; ` +
          rounds
            .map(
              (r, i) =>
                `kill ${i + 1} after ${r.killedAfter} acknowledged: ${r.outage.toFixed(2)} s without service${i === 0 ? ' (CLI promote, readiness probed first)' : ''}, ${r.retried} failed attempts retried`,
            )
            .join('; '),
      );
    } catch (err) {
      // What the load and the server were doing, so a failure can be read from the run's log.
      const logged = (app.output.stdout + app.output.stderr).split('\n');
      console.error(
        `failover drill failed: ${load?.acknowledged.length ?? 0} acknowledged, ` +
          `${load?.failures ?? 0} failed attempts ${JSON.stringify(load?.failureKinds ?? {})}, ` +
          `rounds ${JSON.stringify(rounds)}; the server's last warnings and errors:\n` +
          logged
            .filter((line) => /"level":(40|50|60)/.test(line))
            .slice(-40)
            .join('\n'),
      );
      throw err;
    } finally {
      await load?.stop().catch(() => {});
      agent.destroy();
      app.child.kill('SIGTERM');
      await app.exited;
      await primary.stop().catch(() => {});
    }
  }, 400_000);
});

/**
 * Every acknowledged request is in the promoted database exactly once, with the answer the client
 * got; nothing else is (each key was retried until acknowledged, so any other effect would be a
 * double or a half); the books and the pantry journal are clean.
 */
async function expectExactlyOnce(sql: Sql, acknowledged: Acknowledged[]) {
  const keys = await sql<{ key: string; user_id: string; body: { data: unknown } }[]>`
    select key, user_id, response_body as body from idempotency_keys`;
  const stored = new Map(keys.map((k) => [`${k.user_id} ${k.key}`, k.body.data]));
  expect(keys.length).toBe(acknowledged.length);
  for (const request of acknowledged)
    expect(stored.get(`${request.userId} ${request.key}`)).toEqual(request.data);

  const of = (kind: string) => acknowledged.filter((r) => r.kind === kind).map((r) => r.data);
  const food = of('food').map((d) => d['transfer-id'] as string);
  const [journal] = await sql<{ sends: number; sides: number }[]>`
    select count(distinct transfer_id)::int as sends, count(*)::int as sides
      from pantry_journal where transfer_id is not null`;
  expect(journal).toEqual({ sends: food.length, sides: 2 * food.length });
  const money = of('money').map((d) => d.transfer_id as string);
  const [sent] = await sql<{ n: number; found: number }[]>`
    select count(*)::int as n, count(*) filter (where id = any(${money}::uuid[]))::int as found
      from ledger_transfers
     where kind = (select kind from ledger_transfers where id = ${money[0]!}::uuid)`;
  expect(sent).toEqual({ n: money.length, found: money.length });
  const orders = of('checkout').map((d) => d.id as string);
  const [bought] = await sql<{ n: number; found: number }[]>`
    select count(*)::int as n, count(*) filter (where id = any(${orders}::uuid[]))::int as found
      from orders`;
  expect(bought).toEqual({ n: orders.length, found: orders.length });

  expect((await reconcile(sql)).mismatches).toEqual([]);
  const ledger = await checkLedger(sql);
  expect(ledger.totalKobo).toBe(0);
  expect(ledger.mismatchedWallets).toEqual([]);
  expect(ledger.negativeWallets).toEqual([]);
  expect(await lotsOffJournal(sql)).toEqual([]);
}
