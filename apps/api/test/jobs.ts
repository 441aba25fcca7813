import { Logger, runOnce } from 'graphile-worker';
import { appJobs } from '../src/jobs/app-jobs';
import type { TestContext } from './test-app';

/**
 * Runs every job queued so far in the test's database, with the app's own tasks and mailer, then
 * returns: what the in-process runner does in the background, done now so a test can read the
 * outbox right after.
 */
export async function runQueuedJobs(ctx: TestContext): Promise<void> {
  await runOnce({
    connectionString: ctx.config.DATABASE_URL!,
    taskList: appJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks,
    logger: new Logger(() => () => {}),
  });
}
