import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import {
  answeredAtCommit,
  connectionLost,
  isRetryable,
  withPipelinedTransaction,
  withTransaction,
} from './transaction';

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

  describe('withPipelinedTransaction', () => {
    const bump = (n: number) => (tx: Parameters<Parameters<typeof withTransaction>[1]>[0]) =>
      tx`update counters set n = n + ${n} where id = 1`;

    it('commits the body and the finishing statement together, or neither', async () => {
      const before = await read();
      const answer = await withPipelinedTransaction(
        db.sql,
        async (tx) => {
          await bump(1)(tx);
          // A nested call joins this transaction rather than opening one on another connection.
          await withTransaction(tx, (inner) => bump(1)(inner));
          return 'done';
        },
        { finish: (tx, result) => (result === 'done' ? bump(10)(tx) : undefined) },
      );
      expect(answer).toBe('done');
      expect(await read()).toBe(before + 12);

      await expect(
        withPipelinedTransaction(db.sql, async (tx) => void (await bump(100)(tx)), {
          finish: (tx) => tx`update counters set n = n / 0 where id = 1`,
        }),
      ).rejects.toThrow(/division by zero/);
      await expect(
        withPipelinedTransaction(db.sql, async (tx) => {
          await bump(100)(tx);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await read()).toBe(before + 12);
    });

    it('never reports a transaction that an ignored error aborted as committed', async () => {
      const before = await read();
      await expect(
        withPipelinedTransaction(db.sql, async (tx) => {
          await bump(1)(tx);
          await tx`select 1 / 0`.catch(() => {});
        }),
      ).rejects.toThrow(/not committed/);
      expect(await read()).toBe(before);
      // The connection went back to the pool in a usable state.
      const [row] = await Promise.all(Array.from({ length: 12 }, () => db.sql`select 1 as one`));
      expect(row![0]).toEqual({ one: 1 });
    });

    it('answers a statement left for COMMIT with it: committed together, or its error thrown and nothing kept', async () => {
      const before = await read();
      let answered = false;
      await withPipelinedTransaction(
        db.sql,
        async (tx) => {
          await answeredAtCommit(
            tx,
            bump(1)(tx).then(() => {
              answered = true;
            }),
          );
          // Not waited for: the body goes on, and COMMIT follows the statement in the same write.
          expect(answered).toBe(false);
          return 'done';
        },
        { finish: (tx) => bump(10)(tx) },
      );
      expect(answered).toBe(true);
      expect(await read()).toBe(before + 11);

      // Its failure fails the transaction: the finishing statement and COMMIT find it aborted, and
      // the error thrown is the statement's own, not theirs.
      await expect(
        withPipelinedTransaction(
          db.sql,
          async (tx) => {
            await bump(100)(tx);
            await answeredAtCommit(tx, tx`select 1 / 0`.execute());
          },
          { finish: (tx) => bump(1000)(tx) },
        ),
      ).rejects.toThrow(/division by zero/);
      expect(await read()).toBe(before + 11);

      // Outside a pipelined transaction it is simply awaited.
      await withTransaction(db.sql, async (tx) => {
        await answeredAtCommit(tx, bump(1)(tx).execute());
        expect(await read()).toBe(before + 11); // another connection: not committed yet
      });
      expect(await read()).toBe(before + 12);
    });

    it('fails instead of waiting for ever when its connection dies under it', async () => {
      // postgres.js never settles the statements queued behind the one in flight when a reserved
      // connection dies; the transaction must not wait for them, nor send a ROLLBACK there.
      const before = await read();
      /** Ends the session of `pid` once it runs the statement named `label`. */
      const terminateWhenRunning = async (pid: number, label: string) => {
        for (;;) {
          const running = await db.sql`
            select 1 from pg_stat_activity
             where pid = ${pid} and state = 'active' and query like ${`%${label}%`}`;
          if (running.length > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await db.sql`select pg_terminate_backend(${pid})`;
      };
      const pidOf = async (tx: Parameters<Parameters<typeof withTransaction>[1]>[0]) =>
        (await tx<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;

      // Dying in the body, with statements queued behind the one in flight.
      const inBody = withPipelinedTransaction(
        db.sql,
        async (tx) => {
          await bump(100)(tx);
          const killing = terminateWhenRunning(await pidOf(tx), 'dies_in_body');
          const inFlight = tx`select pg_sleep(30), ${1}::int as dies_in_body`.execute();
          const queued = [tx`select ${2}::int as behind`.execute(), bump(1)(tx).execute()];
          // Handled at once: the kill can fail the statement in flight before `killing` ends,
          // and a rejection nobody listens to yet is an unhandled one (awaiting it still throws).
          for (const statement of [inFlight, ...queued]) statement.catch(() => {});
          await killing;
          await inFlight;
          await Promise.all(queued);
        },
        { finish: bump(1000) },
      );
      await expect(inBody).rejects.toSatisfy(connectionLost);

      // Dying at COMMIT, under a statement left for it, with the finishing statement and COMMIT
      // queued behind.
      let killing: Promise<void> | undefined;
      const atCommit = withPipelinedTransaction(
        db.sql,
        async (tx) => {
          await bump(100)(tx);
          killing = terminateWhenRunning(await pidOf(tx), 'dies_at_commit');
          await answeredAtCommit(
            tx,
            tx`select pg_sleep(30), ${1}::int as dies_at_commit`.execute(),
          );
        },
        { finish: bump(1000) },
      );
      await expect(atCommit).rejects.toSatisfy(connectionLost);
      await killing;
      expect(await read()).toBe(before);
    });

    it('reruns serializable conflicts like withTransaction', async () => {
      const before = await read();
      await Promise.all(
        Array.from({ length: 8 }, () =>
          withPipelinedTransaction(
            db.sql,
            async (tx) => {
              const [row] = await tx<{ n: number }[]>`select n from counters where id = 1`;
              return row!.n;
            },
            {
              isolation: 'serializable',
              retries: 20,
              finish: (tx, n) => tx`update counters set n = ${n + 1} where id = 1`,
            },
          ),
        ),
      );
      expect(await read()).toBe(before + 8);
    });
  });
});
