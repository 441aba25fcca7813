import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, newAccount, randomTestIp, signUp } from '../../../test/auth-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { emailsTo } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';
import { RESET_LINK_TASK, VERIFICATION_CODE_TASK } from './auth-jobs';

/*
 * Forgot-password and resend-code must not tell, by their timing, whether an account exists (issue
 * 14 item 2): the request does the same work either way (its limits and one queued job); looking
 * the address up and emailing happen in the job, after the answer.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const queued = async (task: string, email: string) =>
  (
    await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = ${task} and j.payload->>'email' = ${email}`
  )[0]!.n;

describe.each([
  { url: '/api/auth/forgot-password', task: RESET_LINK_TASK },
  { url: '/api/auth/resend-code', task: VERIFICATION_CODE_TASK },
])('$url', ({ url, task }) => {
  it('queues one job for a known and an unknown address alike, and emails nothing in the request', async () => {
    const known = newAccount();
    await signUp(ctx.app, known);
    await runQueuedJobs(ctx); // nothing left over from sign-up
    const before = emailsTo(ctx.config.DATA_DIR, known.email).length;
    const unknown = newAccount().email;
    for (const email of [known.email, unknown]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress: randomTestIp(),
        payload: { email },
      });
      expect(res.json()).toEqual({ status: 'success', data: { sent: true } });
      expect(await queued(task, email)).toBe(1);
    }
    expect(emailsTo(ctx.config.DATA_DIR, known.email)).toHaveLength(before);

    await runQueuedJobs(ctx);
    expect(emailsTo(ctx.config.DATA_DIR, known.email)).toHaveLength(before + 1);
    expect(emailsTo(ctx.config.DATA_DIR, unknown)).toHaveLength(0);
    expect(await queued(task, known.email)).toBe(0);
  });
});
