import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/transaction';
import { runJobsOnce } from '../../test/jobs';
import { createTestDatabase } from '../../test/test-app';
import { addJob } from './add-job';
import type { mergeJobs } from './job-runner';
import { sweepJobs } from './sweeps';

describe('job queue (graphile-worker on the real database)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const runQueued = (tasks: Parameters<typeof mergeJobs>[0]['tasks']) => runJobsOnce(db.url, tasks);

  it('runs a job added in a committed transaction, and never one added in a rolled-back one', async () => {
    const ran: string[] = [];
    const tasks = {
      record: async (payload: unknown) => void ran.push((payload as { n: string }).n),
    };

    await withTransaction(db.sql, (tx) => addJob(tx, 'record', { n: 'committed' }));
    await expect(
      withTransaction(db.sql, async (tx) => {
        await addJob(tx, 'record', { n: 'rolled-back' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');

    await runQueued(tasks);
    expect(ran).toEqual(['committed']);
    // runOnce can resolve while the finished job's removal is still being written: give it a
    // moment (a job left queued for good still fails here).
    let left = -1;
    for (let i = 0; i < 50 && left !== 0; i++) {
      if (i) await new Promise((r) => setTimeout(r, 20));
      const [row] = await db.sql<{ count: number }[]>`
        select count(*)::int as count from graphile_worker.jobs`;
      left = row!.count;
    }
    expect(left).toBe(0);
  });

  it('the scheduled sweep removes expired rows and keeps live ones', async () => {
    const [user] = await db.sql<{ id: string }[]>`
      insert into users (email, phone, faza, password_hash, display_name)
      values ('sweep@example.com', '+2348031234567', '008031234567', 'x', 'sweep') returning id`;
    const uid = user!.id;
    await db.sql`insert into sessions (token_hash, user_id, expires_at) values
      (${Buffer.alloc(32, 1)}, ${uid}, now() - interval '3 days'),
      (${Buffer.alloc(32, 2)}, ${uid}, now() + interval '3 days')`;
    await db.sql`insert into email_verification_codes (user_id, code_hash, expires_at) values
      (${uid}, ${Buffer.alloc(32, 3)}, now() - interval '2 days'),
      (${uid}, ${Buffer.alloc(32, 4)}, now() + interval '10 minutes')`;
    await db.sql`insert into phone_verification_codes (user_id, phone, code_hash, expires_at)
      values (${uid}, '+2348031234567', ${Buffer.alloc(32, 7)}, now() - interval '2 days'),
             (${uid}, '+2348031234567', ${Buffer.alloc(32, 8)}, now() + interval '10 minutes')`;
    await db.sql`insert into password_reset_tokens (token_hash, user_id, expires_at) values
      (${Buffer.alloc(32, 5)}, ${uid}, now() - interval '2 days'),
      (${Buffer.alloc(32, 6)}, ${uid}, now() + interval '1 hour')`;
    await db.sql`insert into rate_limits (key, points, expires_at) values
      ('old', 3, now() - interval '1 hour'), ('live', 1, now() + interval '1 hour')`;
    await db.sql`insert into idempotency_keys
      (user_id, key, route, request_hash, response_status, response_body, created_at) values
      (${uid}, 'old', 'r', ${Buffer.alloc(32)}, 200, '{}', now() - interval '25 hours'),
      (${uid}, 'new', 'r', ${Buffer.alloc(32)}, 200, '{}', now() - interval '23 hours')`;

    const sweep = sweepJobs(db.sql, 30);
    expect(sweep.cron).toEqual([expect.objectContaining({ task: 'sweep_expired' })]);
    // What the schedule does at each tick: queue the task, which a worker then runs.
    await addJob(db.sql, 'sweep_expired');
    await runQueued(sweep.tasks);

    const left = await db.sql<{ t: string; n: number }[]>`
      select 'sessions' as t, count(*)::int as n from sessions
      union all select 'codes', count(*)::int from email_verification_codes
      union all select 'phone codes', count(*)::int from phone_verification_codes
      union all select 'resets', count(*)::int from password_reset_tokens
      union all select 'limits', count(*)::int from rate_limits
      union all select 'keys', count(*)::int from idempotency_keys`;
    expect(Object.fromEntries(left.map((r) => [r.t, r.n]))).toEqual({
      sessions: 1,
      codes: 1,
      'phone codes': 1,
      resets: 1,
      limits: 1,
      keys: 1,
    });
    const keys = await db.sql<{ key: string }[]>`select key from idempotency_keys`;
    expect(keys.map((k) => k.key)).toEqual(['new']);
  });
});
