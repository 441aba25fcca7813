import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { isRetryable, withTransaction } from './transaction';

describe('withTransaction', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.sql`create table counters (id int primary key, n int not null)`;
    await db.sql`insert into counters values (1, 0)`;
  });
  afterAll(() => db.drop());

  const read = async () =>
    (await db.sql<{ n: number }[]>`select n from counters where id = 1`)[0]!.n;

  it('commits all the calls made inside, or none when it throws', async () => {
    await withTransaction(db.sql, async (tx) => {
      await tx`update counters set n = n + 1 where id = 1`;
      await tx`update counters set n = n + 1 where id = 1`;
    });
    expect(await read()).toBe(2);
    await expect(
      withTransaction(db.sql, async (tx) => {
        await tx`update counters set n = n + 10 where id = 1`;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await read()).toBe(2);
  });

  it('joins an outer transaction instead of opening its own', async () => {
    await expect(
      withTransaction(db.sql, async (outer) => {
        await withTransaction(outer, (inner) => inner`update counters set n = n + 5 where id = 1`);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await read()).toBe(2);
  });

  it('reruns serializable transactions that conflict, so concurrent increments all land', async () => {
    const before = await read();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withTransaction(
          db.sql,
          async (tx) => {
            const [row] = await tx<{ n: number }[]>`select n from counters where id = 1`;
            await tx`update counters set n = ${row!.n + 1} where id = 1`;
          },
          { isolation: 'serializable', retries: 20 },
        ),
      ),
    );
    expect(await read()).toBe(before + 8);
  });

  it('gives up after the bounded retries and rethrows', async () => {
    let attempts = 0;
    const failure = Object.assign(new Error('could not serialize'), { code: '40001' });
    await expect(
      withTransaction(
        db.sql,
        async () => {
          attempts++;
          throw failure;
        },
        { retries: 2 },
      ),
    ).rejects.toBe(failure);
    expect(attempts).toBe(3);
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
