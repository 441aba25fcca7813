import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../test/auth-helpers';
import type { TestContext } from '../../test/test-app';
import { refuse } from './app-error';
import { ok } from './envelope';
import { canonicalJson, idempotent } from './idempotency';

/**
 * A test-only route whose effect is a row in `effects`: the number of rows is the number of times
 * the effect really happened. `slow` holds the transaction open, with the key claimed, until the
 * test opens `gate`, so a retry arrives meanwhile however busy the machine is (no fixed sleep).
 */
describe('idempotency keys', () => {
  let ctx: TestContext;
  let cookie: string;
  let gate = openGate();
  beforeAll(async () => {
    ctx = await createAuthTestApp({}, (app) => {
      app.post(
        '/api/test/effect',
        { schema: { body: z.object({ amount: z.number(), slow: z.boolean().optional() }) } },
        (req, reply) =>
          idempotent(req, reply, app.sql, { route: 'test.effect', required: true }, async (tx) => {
            const { amount, slow } = req.body as { amount: number; slow?: boolean };
            if (amount < 0) throw refuse('ORDER_NOT_CANCELLABLE');
            if (slow) {
              gate.entered();
              await gate.opened;
            }
            const [row] = await tx<{ id: number }[]>`
              insert into effects (amount) values (${amount}) returning id`;
            return { status: 201, body: ok({ id: row!.id, amount }) };
          }),
      );
    });
    await ctx.sql`create table effects (id serial primary key, amount int not null)`;
    cookie = (await signedInUser(ctx)).cookie;
  });
  afterAll(() => ctx.close());

  const post = (body: object, key?: string, as = cookie) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/test/effect',
      cookies: sessionCookies(ctx.app, as),
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: body,
    });
  const effects = async () =>
    (await ctx.sql<{ n: number }[]>`select count(*)::int as n from effects`)[0]!.n;

  it('refuses a send without a key, or with a malformed one, and does nothing', async () => {
    const before = await effects();
    const missing = await post({ amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: IDEMPOTENCY_MESSAGES.keyRequired });
    const bad = await post({ amount: 1 }, 'has spaces in it');
    expect(bad.statusCode).toBe(400);
    expect(await effects()).toBe(before);
  });

  it('answers a repeat with the first response and no second effect', async () => {
    const before = await effects();
    const first = await post({ amount: 5 }, 'key-repeat');
    const again = await post({ amount: 5 }, 'key-repeat');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await effects()).toBe(before + 1);
  });

  it('refuses the same key with another body (422), changing nothing', async () => {
    await post({ amount: 7 }, 'key-other-body');
    const before = await effects();
    const res = await post({ amount: 8 }, 'key-other-body');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await effects()).toBe(before);
  });

  it('answers 409 to a retry while the first is still running, then the first result', async () => {
    const before = await effects();
    gate = openGate();
    const first = post({ amount: 9, slow: true }, 'key-running');
    await gate.reached; // the first holds the key now
    const retry = await post({ amount: 9, slow: true }, 'key-running');
    gate.open();
    expect((await first).statusCode).toBe(201);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: IDEMPOTENCY_MESSAGES.inProgress });
    expect((await post({ amount: 9, slow: true }, 'key-running')).json()).toEqual(
      (await first).json(),
    );
    expect(await effects()).toBe(before + 1);
  });

  it('stores nothing for a refused request, so the same key can be tried again', async () => {
    const refused = await post({ amount: -1 }, 'key-refused');
    expect(refused.statusCode).toBe(409);
    const [row] = await ctx.sql`select 1 from idempotency_keys where key = 'key-refused'`;
    expect(row).toBeUndefined();
  });

  it('keeps keys per user: another user may use the same key for their own request', async () => {
    const other = (await signedInUser(ctx)).cookie;
    const before = await effects();
    await post({ amount: 3 }, 'shared-key');
    await post({ amount: 3 }, 'shared-key', other);
    expect(await effects()).toBe(before + 2);
  });

  it('hashes bodies canonically: key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(
      canonicalJson({ a: [1, { c: 3, d: 2 }], b: 1 }),
    );
  });
});

/** Where a `slow` effect waits: `reached` once it runs (key claimed), held until `open()`. */
function openGate() {
  let entered!: () => void;
  let open!: () => void;
  const reached = new Promise<void>((r) => (entered = r));
  const opened = new Promise<void>((r) => (open = r));
  return { reached, entered, opened, open };
}
