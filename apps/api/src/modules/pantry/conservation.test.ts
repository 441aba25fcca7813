import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthUser } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { BEANS, giveFood, lotsOffJournal, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { runPool, seededRandom } from '../../../test/concurrency';

const USERS = 10;
const SENDS = 240;
const CONCURRENCY = 16;
const DRAINERS = 40;
const FOODS = [RICE, BEANS, { name: 'Palm oil', type: '1 litre' }];

/**
 * Food is conserved (issue: pantry, "Concurrency and bad input"): hundreds of random sends between
 * ten users, sixteen at a time, one lot drained by many requests at once, and requests retried
 * with the same key (some while the first is still running). Afterwards nothing was created or
 * lost, no lot is negative, every lot equals its journal, and every key had at most one effect.
 */
describe('food conservation under concurrent sends', () => {
  const seed = Number(process.env.CONSERVATION_SEED ?? Date.now() % 100_000);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  let ctx: TestContext;
  let users: { cookie: string; user: AuthUser }[];

  beforeAll(async () => {
    // The rate limit is tested on its own; here it would only hide races.
    ctx = await createAuthTestApp({ PANTRY_SENDS_PER_MINUTE: '100000' });
    users = [];
    for (let i = 0; i < USERS; i++) users.push(await signedInUser(ctx));
    for (const [i, { user }] of users.entries())
      for (const food of FOODS) {
        await giveFood(
          ctx.sql,
          user.user_id,
          { ...food, quantity: 5 + i },
          { expiresInDays: 3 + i },
        );
        await giveFood(ctx.sql, user.user_id, { ...food, quantity: 4 }, { expiresInDays: 20 });
        if (i % 3 === 0)
          await giveFood(ctx.sql, user.user_id, { ...food, quantity: 2 }, { expiresInDays: -1 });
      }
  }, 120_000);
  afterAll(() => ctx.close());

  const totals = async () =>
    ctx.sql<{ product_id: string; quantity_type: string; total: number }[]>`
      select product_id, quantity_type, sum(quantity)::int as total from pantry_lots
      group by product_id, quantity_type order by product_id, quantity_type`;

  it(`conserves food (seed ${seed})`, async () => {
    const before = await totals();
    const lotIds = (
      await ctx.sql<{ id: string; owner_id: string }[]>`
      select id, owner_id from pantry_lots`
    ).map((l) => ({ ...l }));
    const responses = new Map<string, LightMyRequestResponse[]>();
    const record = (key: string, res: LightMyRequestResponse) => {
      responses.set(key, [...(responses.get(key) ?? []), res]);
      return res;
    };
    const send = (from: number, body: object, key: string) =>
      sendFood(ctx, users[from]!.cookie, body, key).then((res) => record(key, res));

    // One lot drained by many requests at once.
    const [hot] = await ctx.sql<{ id: string }[]>`
      insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                               expires_at, storage_duration_days, source)
      values (${users[0]!.user.user_id}, 'parboiled-rice', '5kg', 25, 100, now() + interval '9 days',
              30, 'adjust')
      returning id`;
    await ctx.sql`insert into pantry_journal (lot_id, owner_id, kind, quantity)
                  values (${hot!.id}, ${users[0]!.user.user_id}, 'adjust', 25)`;
    const hotBody = (to: number) => ({
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: users[to]!.user.faza,
      'lot-id': hot!.id,
    });
    const drain = Array.from(
      { length: DRAINERS },
      () => () => send(0, hotBody(1 + Math.floor(random() * (USERS - 1))), randomUUID()),
    );

    const retried: { key: string; from: number; body: object }[] = [];
    const tasks = Array.from({ length: SENDS }, () => {
      const from = Math.floor(random() * USERS);
      let to = Math.floor(random() * (USERS - 1));
      if (to >= from) to += 1;
      const food = pick(FOODS);
      const own = lotIds.filter((l) => l.owner_id === users[from]!.user.user_id);
      const body = {
        'food-name': food.name,
        'food-quantity': 1 + Math.floor(random() * 4),
        'food-quantity-type': food.type,
        faza: users[to]!.user.faza,
        ...(random() < 0.2 ? { 'lot-id': pick(own).id } : {}),
      };
      const key = randomUUID();
      const copies = random() < 0.25 ? 2 + Math.floor(random() * 2) : 1;
      if (copies > 1) retried.push({ key, from, body });
      // A retry arrives at once (the first may still be running) or after it answered.
      return async () => {
        const first = send(from, body, key);
        const rest = Array.from({ length: copies - 1 }, () =>
          random() < 0.5 ? send(from, body, key) : first.then(() => send(from, body, key)),
        );
        return Promise.all([first, ...rest]);
      };
    });
    await runPool<unknown>([...drain.slice(0, 20), ...tasks, ...drain.slice(20)], CONCURRENCY);
    // A client that saw 409 retries later: each retried key answered once more, calmly.
    for (const { key, from, body } of retried) await send(from, body, key);

    const all = [...responses.values()].flat();
    const statuses = new Set(all.map((r) => r.statusCode));
    expect([...statuses].filter((s) => ![200, 404, 409, 422].includes(s))).toEqual([]);
    expect(all.filter((r) => r.statusCode === 200).length).toBeGreaterThan(SENDS / 3);

    // Nothing created or lost, per product and quantity type.
    expect(await totals()).toEqual(
      before.map((t) =>
        t.product_id === 'parboiled-rice' && t.quantity_type === '5kg'
          ? { ...t, total: t.total + 25 }
          : t,
      ),
    );
    expect(await ctx.sql`select id from pantry_lots where quantity < 0`).toEqual([]);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);

    // The hot lot: exactly its 25 units left, one per successful request, never more.
    const [drained] = await ctx.sql`select quantity from pantry_lots where id = ${hot!.id}`;
    expect(drained!.quantity).toBe(0);

    // Each key had at most one effect: its successful answers agree, and every transfer in the
    // journal belongs to exactly one key.
    const transferOfKey = new Map<string, string>();
    for (const [key, answers] of responses) {
      const ids = new Set(
        answers.filter((r) => r.statusCode === 200).map((r) => r.json().data['transfer-id']),
      );
      expect([key, ids.size <= 1]).toEqual([key, true]);
      if (ids.size === 1) transferOfKey.set(key, [...ids][0]);
    }
    const journalTransfers = await ctx.sql<{ transfer_id: string; sides: number }[]>`
      select transfer_id, count(distinct kind)::int as sides from pantry_journal
      where transfer_id is not null group by transfer_id`;
    expect(journalTransfers.every((t) => t.sides === 2)).toBe(true);
    expect(journalTransfers.map((t) => t.transfer_id).sort()).toEqual(
      [...transferOfKey.values()].sort(),
    );
    expect(retried.length).toBeGreaterThan(20);
  }, 240_000);
});
