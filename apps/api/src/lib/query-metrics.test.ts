import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { processMetrics } from './metrics';
import { instrumentQueries } from './query-metrics';

const value = async (metric: string, sample = metric) =>
  (await processMetrics().getSingleMetric(metric)!.get()).values.find(
    (v) => ((v as { metricName?: string }).metricName ?? metric) === sample,
  )?.value ?? 0;

describe('database query metrics', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  // If a postgres.js release moved what we wrap, this fails instead of the metrics going quiet.
  it('times every statement, counts failures, and leaves nothing in flight', async () => {
    expect(instrumentQueries(db.sql)).toBe(true);
    await db.sql`select 0`; // a new connection first reads the server's types: counted too
    const timed = () =>
      value('faza_db_query_duration_seconds', 'faza_db_query_duration_seconds_count');
    const before = await timed();
    const errorsBefore = await value('faza_db_query_errors_total');
    // The gauge is the process's: files before this one in the worker may have left statements
    // that postgres.js never settles (those queued behind one in flight when a connection died).
    const inFlightBefore = await value('faza_db_queries_in_flight');
    const [row] = await db.sql<{ n: number }[]>`select 1 as n`;
    expect(row!.n).toBe(1);
    await db.sql.begin(async (tx) => {
      await tx`select 2`;
      await Promise.all([tx`select 3`, tx`select 4`]);
    });
    await expect(db.sql`select 1 / 0`).rejects.toThrow(/division by zero/);
    // One, then begin, three, commit, then the failure.
    expect((await timed()) - before).toBe(7);
    expect((await value('faza_db_query_errors_total')) - errorsBefore).toBe(1);
    expect(await value('faza_db_queries_in_flight')).toBe(inFlightBefore);
  });
});
