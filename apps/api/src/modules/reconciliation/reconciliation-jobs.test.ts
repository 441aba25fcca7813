import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { RECONCILE_TASK, reconciliationJobs } from './reconciliation-jobs';

describe('the nightly reconciliation job', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const run = async () => {
    const lines: { level: 'info' | 'error'; text: string }[] = [];
    const logger = {
      info: (text: string) => lines.push({ level: 'info', text }),
      error: (text: string) => lines.push({ level: 'error', text }),
    };
    const task = reconciliationJobs(db.sql).tasks[RECONCILE_TASK]!;
    await task({}, { logger } as never);
    return lines;
  };

  it('runs nightly, logs clean books at info and anything found at error with the report', async () => {
    expect(reconciliationJobs(db.sql).cron).toEqual([
      { task: RECONCILE_TASK, match: '30 1 * * *', identifier: RECONCILE_TASK },
    ]);
    expect((await run()).map((l) => l.level)).toEqual(['info']);

    await db.sql`
      insert into users (email, phone, faza, password_hash, display_name)
      values ('dee@example.com', '+2348036667777', '008036667777', 'x', 'Dee')`;
    await db.sql`
      insert into orders (invoice_number, user_id, status, payment_method, total_kobo, paid_at)
      select 'INV-1700000000002', id, 'paid', 'bank_transfer', 120000, now()
        from users where email = 'dee@example.com'`;
    const lines = await run();
    expect(lines.map((l) => l.level)).toEqual(['error']);
    expect(lines[0]!.text).toContain('"kind":"order_payment"');
    expect(lines[0]!.text).toContain('INV-1700000000002');
  });
});
