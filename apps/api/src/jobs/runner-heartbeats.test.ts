import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { addJob } from './add-job';
import { startJobRunner } from './job-runner';

// Up to half the test's own limit: a runner's first poll can take seconds on a loaded machine.
const waitFor = async (check: () => Promise<boolean>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('job runners that die mid-job (docs/decisions/0041-dead-job-runners-unlocked.md)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  /** A job taken by `worker` at the given age, as a runner that then died would leave it. */
  async function lockedJob(n: string, worker: string, seenSecondsAgo: number) {
    await addJob(db.sql, 'record', { n });
    await db.sql`
      update graphile_worker._private_jobs set locked_by = ${worker}, locked_at = now(), attempts = 1
       where id = (select max(id) from graphile_worker._private_jobs)`;
    await db.sql`
      insert into job_runners (worker_id, seen_at)
      values (${worker}, now() - make_interval(secs => ${seenSecondsAgo}))`;
  }

  it("runs a silent runner's locked job, leaves a live runner's alone, and keeps its own row fresh", async () => {
    await lockedJob('dead', 'worker-dead', 120);
    await lockedJob('alive', 'worker-alive', 0);
    const ran: string[] = [];
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const runner = await startJobRunner({
      connectionString: db.url,
      jobs: {
        tasks: {
          record: async (p) => void ran.push((p as { n: string }).n),
          hold: () => held,
        },
      },
      log: pino({ level: 'silent' }),
      pollInterval: 100,
      heartbeat: { everyMs: 100, deadAfterMs: 60_000 },
    });
    try {
      await waitFor(async () => ran.includes('dead'));
      const rows = await db.sql<{ worker_id: string }[]>`select worker_id from job_runners`;
      const ids = rows.map((r) => r.worker_id);
      expect(ids).not.toContain('worker-dead');
      expect(ids).toContain('worker-alive');
      // This runner's own workers are registered, so another runner can tell when they fall silent.
      expect(ids.filter((id) => id !== 'worker-alive').length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 500));
      expect(ran).toEqual(['dead']);
      const [alive] = await db.sql<{ locked_by: string | null }[]>`
        select locked_by from graphile_worker._private_jobs where locked_by is not null`;
      expect(alive!.locked_by).toBe('worker-alive');

      // Whatever name graphile-worker locks a job under (the pool's or a worker's), it is one this
      // runner registered; otherwise nobody could free the job if this runner died now.
      await addJob(db.sql, 'hold');
      let lockedBy: string | null = null;
      await waitFor(async () => {
        const [row] = await db.sql<{ locked_by: string | null }[]>`
          select locked_by from graphile_worker._private_jobs
           where id = (select max(id) from graphile_worker._private_jobs)`;
        lockedBy = row!.locked_by;
        return lockedBy !== null;
      });
      const registered = await db.sql<{ worker_id: string }[]>`select worker_id from job_runners`;
      expect(registered.map((r) => r.worker_id)).toContain(lockedBy);
      letGo();
    } finally {
      letGo();
      await runner.stop();
    }
    // A runner that stops cleanly takes its rows with it: nobody will mistake it for a dead one.
    const left = await db.sql<{ worker_id: string }[]>`select worker_id from job_runners`;
    expect(left.map((r) => r.worker_id)).toEqual(['worker-alive']);
  });
});
