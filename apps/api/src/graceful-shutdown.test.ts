import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ready, runMain } from '../test/main-process';
import {
  giveRice,
  insertUsers,
  request,
  RICE,
  signInOverHttp,
  type Answer,
} from '../test/populate';
import { lotsOffJournal } from '../test/pantry-helpers';
import { freePort } from '../../../e2e/support/server';
import { embeddedDatabaseHome, runningEmbeddedUrl, startEmbeddedPostgres } from './db/embedded';
import { processesIn } from './db/embedded-earlier-run';
import { createSql } from './db/sql';

/*
 * A restart under load (docs/decisions/0034-graceful-restarts.md): the server as `npm start` runs
 * it gets a stream of catalogue reads, readiness probes and food sends, then SIGTERM. Every request
 * it accepted must get a whole answer, and every send it acknowledged must be in the journal.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-drain-'));
afterAll(() => {
  const home = embeddedDatabaseHome(dir);
  for (const pid of processesIn(path.join(home, 'pg'))) process.kill(pid, 'SIGQUIT');
  for (const d of new Set([home, dir])) rmSync(d, { recursive: true, force: true });
});

/** `asked`: when the request was sent; `at`: when its answer (or refusal) came back. */
type Sent = { asked: number; at: number; path: string; answer: Answer };

describe('a graceful restart', () => {
  it('answers every request it accepted and keeps every send it acknowledged', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const main = runMain({
      DATA_DIR: dir,
      PORT: String(port),
      SHUTDOWN_DELAY_MS: '1500',
      PANTRY_SENDS_PER_MINUTE: '100000',
    });
    await ready(main);
    const setup = createSql(runningEmbeddedUrl(dir)!, { max: 2 });
    const users = await insertUsers(setup, 6);
    for (const user of users) await giveRice(setup, user.id, 100_000);
    await setup.end();
    const cookies = await Promise.all(users.map((u) => signInOverHttp(base, u.phone)));

    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const sent: Sent[] = [];
    let signalledAt = Infinity;
    let serverGone = false;
    const send = (i: number) => {
      const from = i % users.length;
      const to = (from + 1 + (i % (users.length - 1))) % users.length;
      return request(agent, `${base}/api/pantry/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[from]!,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          'food-name': RICE.name,
          'food-quantity': 1,
          'food-quantity-type': RICE.type,
          faza: users[to]!.faza,
        }),
      });
    };
    const loop = async (n: number) => {
      for (let i = n; !serverGone; i += 8) {
        const step = i % 3;
        const path = step === 0 ? '/api/pantry/send' : step === 1 ? '/api/shop' : '/api/ready';
        const asked = performance.now();
        const answer = step === 0 ? await send(i) : await request(agent, `${base}${path}`);
        sent.push({ asked, at: performance.now(), path, answer });
        // Refused: the server stopped accepting. Keep trying until it has exited.
        if (answer.kind === 'refused') await new Promise((r) => setTimeout(r, 20));
      }
    };
    const exited = main.exited.then((code) => {
      serverGone = true;
      return code;
    });
    const loops = Promise.all(Array.from({ length: 8 }, (_, n) => loop(n)));
    // SIGTERM mid-stream, once it is flowing: after a dozen acknowledged sends, not after a fixed
    // time, which on a busy machine can pass before the first answer.
    const sendsAnswered = () =>
      sent.filter(
        (s) =>
          s.path === '/api/pantry/send' && s.answer.kind === 'answer' && s.answer.status === 200,
      ).length;
    for (const deadline = performance.now() + 60_000; sendsAnswered() < 12;) {
      if (performance.now() > deadline) throw new Error(`only ${sendsAnswered()} sends answered`);
      await new Promise((r) => setTimeout(r, 20));
    }
    signalledAt = performance.now();
    main.child.kill('SIGTERM');
    expect(await exited, main.output.stdout + main.output.stderr).toBe(0);
    await loops;
    agent.destroy();

    const broken = sent.filter((s) => s.answer.kind === 'broken');
    expect(broken).toEqual([]);
    const answers = sent.flatMap((s) =>
      s.answer.kind === 'answer' ? [{ ...s, ...s.answer }] : [],
    );
    expect(answers.filter((a) => !a.complete)).toEqual([]);
    const after = answers.filter((a) => a.at > signalledAt);
    expect(after.length).toBeGreaterThan(0);
    // Told to go: /api/ready says 503 while the last requests are served, and never 200 again.
    // Judged by when each probe was asked, not by when its answer was read: answers on different
    // sockets can be read out of order, so a 200 given before the signal may be read after a 503.
    const probes = after.filter((a) => a.path === '/api/ready');
    expect(probes.map((a) => a.status)).toContain(503);
    const firstNotReady = Math.min(...probes.filter((a) => a.status === 503).map((a) => a.at));
    const askedLater = probes.filter((a) => a.asked > firstNotReady);
    expect(askedLater.length).toBeGreaterThan(0);
    expect(askedLater.map((a) => a.status)).not.toContain(200);
    expect(main.output.stdout).toContain('every request in flight was answered');

    const acknowledged = answers
      .filter((a) => a.path === '/api/pantry/send' && a.status === 200)
      .map((a) => (JSON.parse(a.body) as { data: { 'transfer-id': string } }).data['transfer-id']);
    expect(acknowledged.length).toBeGreaterThan(10);
    const pg = await startEmbeddedPostgres(dir);
    const sql = createSql(pg.url, { max: 1 });
    try {
      const found = await sql<{ transfer_id: string; sides: number }[]>`
        select transfer_id, count(*)::int as sides from pantry_journal
         where transfer_id = any(${acknowledged}::uuid[]) group by transfer_id`;
      expect(found.length).toBe(acknowledged.length);
      expect(found.every((f) => f.sides === 2)).toBe(true);
      expect(await lotsOffJournal(sql)).toEqual([]);
    } finally {
      await sql.end();
      await pg.stop();
    }
  }, 180_000);
});
