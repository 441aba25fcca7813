// Notification latency. The real app (in this process, listening on loopback) with its job runner,
// and a local fake push service (apps/api/test/fake-push.ts: VAPID checked, payload decrypted).
// One person sends food to another, one send at a time; for each committed send (its HTTP answer)
// it measures how long until
//   inbox — the recipient's open event stream (what the bell listens to) says the new unread count;
//   push  — the push request reaches the fake push service.
// Negative inbox times mean the stream heard the commit before the sender's answer arrived.
// During Lagos quiet hours (21:00–07:00) the run sends money instead (see notification-bench.ts).
//
//   node --import tsx bench/notifications.ts
//   BENCH_SENDS=100 node --import tsx bench/notifications.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appJobs } from '../apps/api/src/app-jobs';
import { mergeJobs, startJobRunner } from '../apps/api/src/jobs/job-runner';
import { notificationJobs } from '../apps/api/src/modules/notifications';
import { expiringLots } from '../apps/api/src/modules/pantry';
import { boundedInt } from './support/bench-database';
import { median, openNotificationBench, p95 } from './support/notification-bench';

const SENDS = boundedInt(process.env.BENCH_SENDS, 100, 10, 2000);
const DEADLINE_MS = 10_000;

/** Unread counts from the recipient's event stream, each with when it arrived. */
async function openStream(base: string, cookie: string) {
  const res = await fetch(`${base}/api/notifications/stream`, { headers: { cookie } });
  const events: { unread: number; at: number }[] = [];
  void (async () => {
    let buffer = '';
    for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = /^data: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data)
          events.push({ ...(JSON.parse(data) as { unread: number }), at: performance.now() });
      }
    }
  })().catch(() => {});
  return events;
}

async function until<T>(find: () => T | undefined): Promise<T> {
  const deadline = performance.now() + DEADLINE_MS;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error('no notification within 10 s');
    await new Promise((r) => setTimeout(r, 1));
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const bench = await openNotificationBench('notifications', SENDS);
  const { app, config, push, sql } = bench;
  const jobs = await startJobRunner({
    connectionString: bench.db.url,
    jobs: mergeJobs(
      appJobs(sql, config, app.mailer),
      notificationJobs(sql, config, app.mailer, expiringLots, { pushCa: push.certificate }),
    ),
    log: bench.log,
  });
  try {
    const stream = await openStream(bench.base, bench.recipient.cookie);
    await until(() => stream.find((e) => e.unread === 0));

    const inbox: number[] = [];
    const pushed: number[] = [];
    for (let i = 1; i <= SENDS; i++) {
      await bench.send(i);
      const committed = performance.now();
      const heard = await until(() => stream.find((e) => e.unread === i));
      inbox.push(heard.at - committed);
      // The fake service stamps arrivals with Date.now(); compare on that clock.
      const committedWall = Date.now() - (performance.now() - committed);
      const arrived = await until(() => push.received[i - 1]);
      pushed.push(arrived.at - committedWall);
    }
    if (push.rejected.length) throw new Error(`push service refused: ${push.rejected[0]}`);

    const result = {
      sends: SENDS,
      kind: bench.kind,
      inboxMedianMs: median(inbox),
      inboxP95Ms: p95(inbox),
      pushMedianMs: median(pushed),
      pushP95Ms: p95(pushed),
      cpus: os.cpus().length,
      node: process.version,
    };
    console.log(
      `${SENDS} ${result.kind} sends, one at a time, from the committed send (its answer):`,
    );
    console.log(
      `  to the recipient's inbox (event stream): median ${ms(result.inboxMedianMs)}, p95 ${ms(result.inboxP95Ms)}`,
    );
    console.log(
      `  to the push request at the push service: median ${ms(result.pushMedianMs)}, p95 ${ms(result.pushP95Ms)}`,
    );
    mkdirSync(path.join(bench.root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(bench.root, 'bench', 'results', 'notifications.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    await jobs.stop();
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
