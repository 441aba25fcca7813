import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { withinMs } from '../lib/within-ms';
import { createSql, type Sql } from './sql';
import { connectionLost, withPipelinedTransaction } from './transaction';

/*
 * The pool under withPipelinedTransaction (postgres.js's reserve()) when a connection dies while
 * another transaction waits for one, as every connection does in a failover. postgres.js 3.4.9
 * handed the waiting reserve to the dead connection's reconnect and then dropped it, so the
 * request waited for ever (porsager/postgres#1195); patches/postgres+3.4.9.patch mends it
 * (docs/decisions/0075-patched-postgres-driver.md).
 */

/** A hang is this test's failure, said plainly: `what` fails after 20 s. */
const within = <T>(promise: PromiseLike<T>, what: string): Promise<T> =>
  withinMs(20_000, promise, what);

describe('a transaction waiting for a connection', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Sql;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createSql(db.url, { max: 1 });
  });
  afterAll(async () => {
    await pool.end({ timeout: 1 });
    await db.drop();
  });

  /** Holds the pool's only connection in a transaction until its session is ended. */
  const holdOnlyConnection = async () => {
    let pidOf: (pid: number) => void = () => {};
    const pid = new Promise<number>((resolve) => (pidOf = resolve));
    const holding = withPipelinedTransaction(
      pool,
      async (tx) => {
        pidOf((await tx<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid);
        await tx`select pg_sleep(30)`;
      },
      { retries: 0 },
    );
    holding.catch(() => {}); // awaited below
    return { pid: await pid, holding };
  };

  it('gets a new one when the connection it waited for dies', async () => {
    const { pid, holding } = await holdOnlyConnection();
    // Queued now: the only connection is taken.
    const waiting = withPipelinedTransaction(pool, async (tx) => {
      const [row] = await tx<{ one: number }[]>`select 1 as one`;
      return row!.one;
    });
    await db.sql`select pg_terminate_backend(${pid})`;
    await expect(holding).rejects.toSatisfy(connectionLost);
    expect(await within(waiting, 'the waiting transaction')).toBe(1);
  });

  it('fails a statement sent on a reserved connection that has died, instead of never answering', async () => {
    // Never released: a dead connection must not go back to the pool (transaction.ts does the same).
    const conn = await pool.reserve();
    const [row] = await conn<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const killed = conn`select pg_sleep(30)`.execute();
    killed.catch(() => {}); // awaited below
    await db.sql`select pg_terminate_backend(${row!.pid})`;
    await expect(killed).rejects.toSatisfy(connectionLost);
    await expect(within(conn`select 1`.execute(), 'a statement after the death')).rejects.toSatisfy(
      connectionLost,
    );
    expect(await within(pool`select 3 as three`, 'a plain query after')).toEqual([{ three: 3 }]);
  });

  it('fails a statement sent between a reset connection’s error and its close', async () => {
    const conn = await pool.reserve();
    const [row] = await conn<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const killed = conn`select pg_sleep(30)`.execute();
    killed.catch(() => {}); // awaited below: the reset can fail it before the terminate answers
    // Pipelined behind the sleep and larger than the server's 8 KB read buffer, so still in the
    // kernel's when the backend is killed: a process that exits with input unread resets the
    // connection (ECONNRESET) instead of closing it. The socket's error reaches the driver a turn
    // before its close, and a statement sent in between was written to the dead socket and never
    // failed (docs/decisions/0075-patched-postgres-driver.md).
    const unread = conn.unsafe(`select length('${'x'.repeat(200_000)}')`).execute();
    unread.catch(() => {}); // awaited below
    await db.sql`select pg_terminate_backend(${row!.pid})`;
    await expect(killed).rejects.toSatisfy(connectionLost);
    await expect(within(conn`select 1`.execute(), 'a statement after the reset')).rejects.toSatisfy(
      connectionLost,
    );
    await expect(unread).rejects.toSatisfy(connectionLost);
    expect(await within(pool`select 4 as four`, 'a plain query after')).toEqual([{ four: 4 }]);
  });

  it('leaves the pool whole: several waiting, the connection dying twice', async () => {
    for (let round = 0; round < 2; round++) {
      const { pid, holding } = await holdOnlyConnection();
      const waiting = Array.from({ length: 3 }, (_, n) =>
        withPipelinedTransaction(pool, async (tx) => {
          const [row] = await tx<{ n: number }[]>`select ${n}::int as n`;
          return row!.n;
        }),
      );
      await db.sql`select pg_terminate_backend(${pid})`;
      await expect(holding).rejects.toSatisfy(connectionLost);
      expect(await within(Promise.all(waiting), `round ${round + 1}'s waiting`)).toEqual([0, 1, 2]);
    }
    expect(await within(pool`select 2 as two`, 'a plain query after')).toEqual([{ two: 2 }]);
  });
});
