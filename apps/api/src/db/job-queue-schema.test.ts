import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { migrateJobQueue } from './job-queue-schema';

describe('migrateJobQueue', () => {
  // A connection left open would be cut by the drop, and its "terminating connection" error,
  // heard by nobody, fails the run as an unhandled error (the CLI does this in its tests).
  it('has closed every connection it opened when it returns', async () => {
    for (let i = 0; i < 3; i++) {
      const db = await createTestDatabase();
      await migrateJobQueue(db.url);
      await db.drop();
    }
    const db = await createTestDatabase();
    await migrateJobQueue(db.url);
    const [row] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.migrations`;
    expect(row!.n).toBeGreaterThan(0);
    await db.drop();
  });
});
