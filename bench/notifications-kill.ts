// Notifications when the worker dies mid-run. The app (in this process) takes the sends; the job
// queue runs in a separate `npm run worker` process (apps/api/src/worker.ts, as production runs
// it), which pushes to a local fake push service. While the sends go on, the worker is killed
// with SIGKILL at moments it holds a job (no graceful stop, as when a machine dies) and started
// again. Then the bench waits for every delivery to settle and counts, per notification:
//   lost       — the inbox row or its push never arrived;
//   duplicated — an inbox row twice, or the phone's push service sent it more than once.
// Deliveries claimed by the dead worker's dispatcher are claimed again once their lease has run out
// (docs/decisions/0065-drawings-side-by-side-and-notifications-by-dispatcher.md), so the run takes
// a few minutes.
//
//   node --import tsx bench/notifications-kill.ts
//   BENCH_SENDS=300 BENCH_KILLS=3 node --import tsx bench/notifications-kill.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_HEARTBEAT } from '../apps/api/src/jobs/runner-heartbeats';
import { boundedInt } from './support/bench-database';
import { openNotificationBench } from './support/notification-bench';

const SENDS = boundedInt(process.env.BENCH_SENDS, 200, 20, 2000);
const KILLS = boundedInt(process.env.BENCH_KILLS, 3, 1, 10);
// A claim's lease (60 s) and a dispatcher's timer, with room to spare on a busy machine.
const SETTLE_MS = DEFAULT_HEARTBEAT.deadAfterMs + DEFAULT_HEARTBEAT.everyMs * 2 + 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const bench = await openNotificationBench('notifications-kill', SENDS);
  const { sql, push } = bench;
  const caFile = path.join(bench.db.dataDir, 'fake-push-ca.pem');
  mkdirSync(bench.db.dataDir, { recursive: true });
  writeFileSync(caFile, push.certificate);

  const runnerIds = async () =>
    new Set(
      (await sql<{ worker_id: string }[]>`select worker_id from job_runners`).map(
        (r) => r.worker_id,
      ),
    );
  async function startWorker(): Promise<ChildProcess> {
    const before = await runnerIds();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(bench.root, 'apps/api/src/worker.ts')],
      {
        cwd: bench.root,
        env: {
          ...process.env,
          // The fake push service is accepted only in test mode (docs/decisions/0046).
          NODE_ENV: 'test',
          ...push.env,
          LOG_LEVEL: 'silent',
          DATABASE_URL: bench.db.url,
          DATA_DIR: bench.db.dataDir,
          WORKER_PORT: '0',
          NODE_EXTRA_CA_CERTS: caFile,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    // Started once one of its workers is in job_runners: a new id, not a count (the new runner's
    // first beat sweeps the dead ones' rows, so the count can stay the same or fall).
    const deadline = Date.now() + 30_000;
    while (![...(await runnerIds())].some((id) => !before.has(id))) {
      if (Date.now() > deadline) throw new Error('the worker did not start within 30 s');
      await sleep(20);
    }
    return child;
  }

  let worker = await startWorker();
  const kills: { afterSend: number; deliveriesHeld: number }[] = [];
  const killAt = new Set(
    Array.from({ length: KILLS }, (_, k) => Math.round((SENDS * (k + 1)) / (KILLS + 1))),
  );
  const started = Date.now();
  try {
    for (let i = 1; i <= SENDS; i++) {
      await bench.send(i);
      if (!killAt.has(i)) continue;
      // Kill while it holds a claim: a push or email under way, or claimed and not yet recorded.
      let held = 0;
      for (let tries = 0; tries < 400 && held === 0; tries++) {
        held = (
          await sql<{ n: number }[]>`
            select count(*)::int as n from notification_deliveries
            where state = 'pending' and claimed_until > now()`
        )[0]!.n;
        if (held === 0) await sleep(1);
      }
      worker.kill('SIGKILL');
      await new Promise((r) => worker.once('exit', r));
      kills.push({ afterSend: i, deliveriesHeld: held });
      worker = await startWorker();
    }
    const sentAt = Date.now();

    // Settled: no delivery pending.
    const deadline = Date.now() + SETTLE_MS;
    let pending = -1;
    while (Date.now() < deadline) {
      const [row] = await sql<{ deliveries: number }[]>`
        select count(*)::int as deliveries from notification_deliveries where state = 'pending'`;
      pending = row!.deliveries;
      if (pending === 0) break;
      await sleep(250);
    }
    const settledMs = Date.now() - sentAt;
    if (pending) {
      const stuck = await sql`
        select channel, attempts, not_before, claimed_until, last_error, now() as now
          from notification_deliveries where state = 'pending'`;
      console.log('stuck deliveries:', stuck);
    }

    const notes = await sql<{ id: string }[]>`
      select id from notifications where recipient_id = ${bench.recipient.id}`;
    const pushes = new Map<string, number>();
    for (const p of push.received) pushes.set(p.payload.id, (pushes.get(p.payload.id) ?? 0) + 1);
    const inboxLost = SENDS - new Set(notes.map((n) => n.id)).size;
    const inboxDuplicated = notes.length - SENDS;
    const pushLost = notes.filter((n) => !pushes.has(n.id)).length;
    const pushRepeated = [...pushes.values()].filter((n) => n > 1).length;
    const states = await sql<{ channel: string; state: string; n: number }[]>`
      select channel, state, count(*)::int as n from notification_deliveries group by 1, 2 order by 1, 2`;

    const result = {
      sends: SENDS,
      kind: bench.kind,
      kills,
      settledMsAfterLastSend: settledMs,
      stillPending: pending,
      inbox: { lost: inboxLost, duplicated: inboxDuplicated },
      push: { lost: pushLost, sentMoreThanOnce: pushRepeated },
      pushRejected: push.rejected.length,
      deliveries: states,
      elapsedMs: Date.now() - started,
      cpus: os.cpus().length,
      node: process.version,
    };
    console.log(
      `${SENDS} ${bench.kind} sends; worker killed (SIGKILL) ${kills.length} times holding ` +
        `${kills.map((k) => k.deliveriesHeld).join(', ')} claimed deliveries:`,
    );
    console.log(`  inbox: lost ${inboxLost}, duplicated ${inboxDuplicated}`);
    console.log(`  push:  lost ${pushLost}, sent more than once ${pushRepeated}`);
    console.log(
      `  every delivery settled ${(settledMs / 1000).toFixed(1)} s after the last send` +
        (pending ? ` — NOT settled: ${pending} pending` : ''),
    );
    console.log(`  deliveries: ${states.map((s) => `${s.channel} ${s.state} ${s.n}`).join(', ')}`);
    mkdirSync(path.join(bench.root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(bench.root, 'bench', 'results', 'notifications-kill.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (pending || inboxLost || inboxDuplicated || pushLost) process.exitCode = 1;
  } finally {
    worker.kill('SIGTERM');
    // A worker killed with a signal has no exit code: it has exited all the same.
    const running = worker.exitCode === null && worker.signalCode === null;
    await new Promise((r) => (running ? worker.once('exit', r) : r(null)));
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
