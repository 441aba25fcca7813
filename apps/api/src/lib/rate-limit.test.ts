import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { Sql } from '../db/sql';
import { consumePoint, refundPoint, resetLimit } from './rate-limit';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;
beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(() => db.drop());

const rule = { points: 3, windowSeconds: 60 };

describe('PostgreSQL rate limits', () => {
  it('allows the points of a window, then refuses with the seconds left', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumePoint(sql, 'a', rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.used)).toEqual([1, 2, 3, 4]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('never lets parallel requests share the last point', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        consumePoint(sql, 'parallel', { points: 10, windowSeconds: 60 }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(new Set(results.map((r) => r.used)).size).toBe(25);
  });

  it('opens a new window once the old one has closed', async () => {
    for (let i = 0; i < 4; i++) await consumePoint(sql, 'b', rule);
    await sql`update rate_limits set expires_at = now() - interval '1 second' where key = 'b'`;
    const next = await consumePoint(sql, 'b', rule);
    expect(next).toMatchObject({ allowed: true, used: 1 });
  });

  it('refunds points (never below zero) and resets keys', async () => {
    await consumePoint(sql, 'c', rule);
    await refundPoint(sql, 'c', 5);
    expect((await consumePoint(sql, 'c', rule)).used).toBe(1);
    await resetLimit(sql, 'c');
    const [row] = await sql`select 1 from rate_limits where key = 'c'`;
    expect(row).toBeUndefined();
  });
});
