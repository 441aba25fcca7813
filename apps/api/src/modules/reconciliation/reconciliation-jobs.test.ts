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
    // The ledger's line, then the stock custody check's.
    expect((await run()).map((l) => l.level)).toEqual(['info', 'info']);

    await db.sql`
      insert into users (email, phone, faza, password_hash, display_name)
      values ('dee@example.com', '+2348036667777', '008036667777', 'x', 'Dee')`;
    await db.sql`
      insert into orders (invoice_number, user_id, status, payment_method, total_kobo, paid_at)
      select 'INV-1700000000002', id, 'paid', 'bank_transfer', 120000, now()
        from users where email = 'dee@example.com'`;
    const lines = await run();
    expect(lines.map((l) => l.level)).toEqual(['error', 'info']);
    expect(lines[0]!.text).toContain('"kind":"order_payment"');
    expect(lines[0]!.text).toContain('INV-1700000000002');
  });

  it('logs a stock custody fault at error with the product', async () => {
    await db.sql`
      insert into products (id, name, category, description, storage_life_days, nutritional_info,
                            cooking_time, image_url, position)
      values ('test-garri', 'Test garri', 'grains', 'x', 30, 'x', 'x', '/x.svg', 99)`;
    // A cached figure with no journal row behind it.
    await db.sql`insert into stock_levels (product_id, on_hand) values ('test-garri', 4)`;
    const lines = await run();
    expect(lines.map((l) => l.level)).toEqual(['error', 'error']);
    expect(lines[1]!.text).toContain('stock custody check found faults');
    expect(lines[1]!.text).toContain('test-garri');
  });
});
