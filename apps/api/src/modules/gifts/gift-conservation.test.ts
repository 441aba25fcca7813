import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { normalizeGiftPhone } from '@faza/shared';
import { createAuthTestApp, newAccount, signedInUser } from '../../../test/auth-helpers';
import { runPool, seededRandom } from '../../../test/concurrency';
import {
  cancelGift,
  claimGift,
  codeOf,
  createGift,
  phoneCodeFor,
} from '../../../test/gift-helpers';
import { BEANS, giveFood, lotsOffJournal, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet, sendMoney } from '../../../test/wallet-helpers';
import { reconcile } from '../reconciliation';
import { settleGifts } from './gift-jobs';

const SENDERS = 6;
const PHONES = 30;
const OPERATIONS = 400;
const CONCURRENCY = 16;
const RACES = 30;
const FOODS = [RICE, BEANS];

/**
 * Gifts conserve food and money (docs/decisions/0036): hundreds of random gifts, claims, cancels,
 * expiries and ordinary sends, sixteen at a time, some gifts retried with the same key, while a
 * checker reads the books in one snapshot after another: at every moment the ledger sums to zero
 * with `gifts_held` equal to the pending money gifts, and the food in lots plus the food held is
 * what was there at the start. Then claim, cancel and expiry race on the same gifts: exactly one
 * wins each time.
 */
describe('gift conservation under concurrency', () => {
  const seed = Number(process.env.CONSERVATION_SEED ?? Date.now() % 100_000);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  let ctx: TestContext;
  let senders: Awaited<ReturnType<typeof signedInUser>>[];
  let claimers: { phone: string; cookie: string; userId: string }[];

  beforeAll(async () => {
    ctx = await createAuthTestApp({
      PANTRY_SENDS_PER_MINUTE: '100000',
      WALLET_SENDS_PER_MINUTE: '100000',
      GIFTS_PER_DAY: '1000',
      GIFTS_PENDING_PER_SENDER: '1000',
      GIFTS_PENDING_PER_PHONE: '6',
      // An unexpected answer's cause, logged by the server, is then in the run's output.
      LOG_LEVEL: 'error',
    });
    senders = [];
    for (let i = 0; i < SENDERS; i++) {
      const s = await signedInUser(ctx);
      senders.push(s);
      await fundWallet(ctx.sql, s.user.wallet_id!, 50_000_00);
      for (const food of FOODS) {
        await giveFood(
          ctx.sql,
          s.user.user_id,
          { ...food, quantity: 20 },
          { expiresInDays: 5 + i },
        );
        await giveFood(ctx.sql, s.user.user_id, { ...food, quantity: 10 }, { expiresInDays: 40 });
      }
    }
    // The owners of the numbers join Faza (phone not yet proved): each claims with a texted code.
    claimers = [];
    for (let i = 0; i < PHONES; i++) {
      const { account, cookie, user } = await signedInUser(ctx, {}, { phoneVerified: false });
      claimers.push({ phone: account.phone, cookie, userId: user.user_id });
    }
  }, 120_000);
  afterAll(() => ctx.close());

  const foodTotals = () =>
    ctx.sql<{ product_id: string; total: number }[]>`
      select product_id, sum(total)::int as total from (
        select product_id, quantity as total from pantry_lots
        union all
        select i.product_id, i.quantity from gift_items i join gifts g on g.id = i.gift_id
        where g.state = 'pending') x
      group by product_id order by product_id`;

  /** The books in one snapshot: what a reader sees at any moment. */
  const snapshot = () =>
    ctx.sql.begin('isolation level repeatable read read only', async (tx) => ({
      report: await reconcile(tx),
      food: await tx<{ product_id: string; total: number }[]>`
        select product_id, sum(total)::int as total from (
          select product_id, quantity as total from pantry_lots
          union all
          select i.product_id, i.quantity from gift_items i join gifts g on g.id = i.gift_id
          where g.state = 'pending') x
        group by product_id order by product_id`,
      offJournal: await tx`
        select l.id from pantry_lots l left join pantry_journal j on j.lot_id = l.id
        group by l.id having l.quantity <> coalesce(sum(j.quantity), 0)`,
    }));

  it(`conserves food and money (seed ${seed}): ${OPERATIONS} operations, ${CONCURRENCY} at a time`, async () => {
    const before = await foodTotals();
    const gifts: { id: string; code: string; sender: number; phone: string }[] = [];
    const answers: LightMyRequestResponse[] = [];
    const keyed = new Map<string, Set<string>>();
    const tally: Record<string, number> = {};
    const count = (op: string, res?: LightMyRequestResponse) => {
      const k = `${op}:${res?.statusCode ?? 'job'}`;
      tally[k] = (tally[k] ?? 0) + 1;
      if (res) answers.push(res);
      return res;
    };

    const giftBody = () =>
      random() < 0.5
        ? { amount: 50 + Math.floor(random() * 5000) }
        : {
            items: [
              {
                'food-name': RICE.name,
                'food-quantity': 1 + Math.floor(random() * 3),
                'food-quantity-type': RICE.type,
              },
              ...(random() < 0.4
                ? [
                    {
                      'food-name': BEANS.name,
                      'food-quantity': 1 + Math.floor(random() * 2),
                      'food-quantity-type': BEANS.type,
                    },
                  ]
                : []),
            ],
          };

    const operations = Array.from({ length: OPERATIONS }, () => {
      const r = random();
      const from = Math.floor(random() * SENDERS);
      if (r < 0.35)
        return async () => {
          const claimer = pick(claimers);
          const key = randomUUID();
          const body = { phone: claimer.phone, ...giftBody() };
          const copies = random() < 0.2 ? 3 : 1;
          const res = await Promise.all(
            Array.from({ length: copies }, () => createGift(ctx, senders[from]!.cookie, body, key)),
          );
          for (const one of res) {
            count(one.statusCode === 422 ? `gift-${one.json().code}` : 'gift', one);
            if (one.statusCode !== 201) continue;
            const gift = one.json().data;
            keyed.set(key, (keyed.get(key) ?? new Set()).add(gift.id));
            if (!gifts.some((g) => g.id === gift.id))
              gifts.push({
                id: gift.id,
                code: codeOf(gift['claim-url']),
                sender: from,
                phone: claimer.phone,
              });
          }
        };
      if (r < 0.5)
        return async () => {
          let to = Math.floor(random() * (SENDERS - 1));
          if (to >= from) to += 1;
          const food = pick(FOODS);
          count(
            'send-food',
            await sendFood(ctx, senders[from]!.cookie, {
              'food-name': food.name,
              'food-quantity': 1 + Math.floor(random() * 3),
              'food-quantity-type': food.type,
              faza: senders[to]!.user.faza,
            }),
          );
        };
      if (r < 0.6)
        return async () => {
          let to = Math.floor(random() * (SENDERS - 1));
          if (to >= from) to += 1;
          count(
            'send-money',
            await sendMoney(ctx, senders[from]!.cookie, {
              faza: senders[to]!.user.faza,
              amount: 50 + Math.floor(random() * 3000),
            }),
          );
        };
      if (r < 0.85)
        return async () => {
          const gift = gifts.length ? pick(gifts) : null;
          if (!gift) return;
          const claimer = claimers.find((c) => c.phone === gift.phone)!;
          const code = await phoneCodeFor(ctx, claimer.userId, normalizeGiftPhone(claimer.phone)!);
          count('claim', await claimGift(ctx, claimer.cookie, gift.code, code));
        };
      if (r < 0.93)
        return async () => {
          const gift = gifts.length ? pick(gifts) : null;
          if (gift) count('cancel', await cancelGift(ctx, senders[gift.sender]!.cookie, gift.id));
        };
      return async () => {
        const gift = gifts.length ? pick(gifts) : null;
        if (!gift) return;
        await ctx.sql`update gifts set expires_at = least(expires_at, now()) where id = ${gift.id}`;
        const run = await settleGifts(ctx.sql);
        tally['expired'] = (tally['expired'] ?? 0) + run.returned;
      };
    });

    // The checker: the books in one snapshot after another while everything runs.
    let running = true;
    let checks = 0;
    const checker = (async () => {
      while (running) {
        const seen = await snapshot();
        expect(seen.report.mismatches).toEqual([]);
        expect(seen.report.totalKobo).toBe(0);
        expect(seen.food).toEqual(before);
        expect(seen.offJournal).toEqual([]);
        checks++;
      }
    })();
    await runPool(operations, CONCURRENCY);
    running = false;
    await checker;

    const statuses = new Set(answers.map((a) => a.statusCode));
    const unexpected = answers.filter(
      (a) => ![200, 201, 400, 404, 409, 422].includes(a.statusCode),
    );
    expect(
      [...statuses].filter((s) => ![200, 201, 400, 404, 409, 422].includes(s)),
      `${JSON.stringify(tally)} ${unexpected.map((a) => `${a.statusCode} ${a.body}`).join('; ')}`,
    ).toEqual([]);
    // Every key made at most one gift.
    for (const ids of keyed.values()) expect(ids.size).toBe(1);
    expect(await foodTotals()).toEqual(before);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    expect(await ctx.sql`select id from pantry_lots where quantity < 0`).toEqual([]);
    // Every gift ended in exactly one state, with the records of that state only.
    const ends = await ctx.sql<{ state: string; n: number }[]>`
      select state, count(*)::int as n from gifts group by state order by state`;
    expect(
      await ctx.sql`select id from gifts where (state = 'claimed') <> (claimed_by is not null)
                                                  or (state = 'pending') <> (settled_at is null)`,
    ).toEqual([]);
    await expectLedgerSound(ctx.sql);
    console.info(
      `gift conservation seed ${seed}: ${OPERATIONS} operations, ${CONCURRENCY} at a time, ${checks} snapshot checks; answers ${JSON.stringify(tally)}; gifts ${JSON.stringify(ends)}`,
    );
    // Enough of each happened for the run to mean something (a claimed number is a member's, and
    // refused as a gift recipient from then on).
    expect(tally['gift:201']).toBeGreaterThan(OPERATIONS / 16);
    expect(tally['claim:200']).toBeGreaterThan(0);
    expect(checks).toBeGreaterThan(3);
  }, 240_000);

  it(`lets exactly one of claim, cancel and expiry win, ${RACES} races`, async () => {
    const wins: string[] = [];
    for (let i = 0; i < RACES; i++) {
      const from = i % SENDERS;
      // A number nobody has claimed with yet (a proved phone is a member's, and refused).
      const phone = newAccount().phone;
      const { cookie: owner, user } = await signedInUser(ctx, { phone }, { phoneVerified: false });
      const ownerId = user.user_id;
      const made = await createGift(ctx, senders[from]!.cookie, {
        phone,
        ...(i % 2
          ? { amount: 700 }
          : {
              items: [
                { 'food-name': BEANS.name, 'food-quantity': 1, 'food-quantity-type': BEANS.type },
              ],
            }),
      });
      expect(made.statusCode, made.body).toBe(201);
      const gift = made.json().data;
      const code = await phoneCodeFor(ctx, ownerId, normalizeGiftPhone(phone)!);
      await ctx.sql`update gifts set expires_at = now() where id = ${gift.id}`;
      // Each contender starts after a random few milliseconds, so each gets its turn to be first.
      const after = <T>(f: () => Promise<T>) =>
        new Promise((r) => setTimeout(r, Math.floor(random() * 12))).then(f);
      const [claim, cancel, expiry, expiry2] = await Promise.all([
        claimGift(ctx, owner, codeOf(gift['claim-url']), code),
        after(() => cancelGift(ctx, senders[from]!.cookie, gift.id)),
        after(() => settleGifts(ctx.sql)),
        after(() => settleGifts(ctx.sql)),
      ]);
      const won = [
        claim.statusCode === 200 ? 'claim' : null,
        cancel.statusCode === 200 ? 'cancel' : null,
        expiry.returned + expiry2.returned === 1 ? 'expiry' : null,
      ].filter(Boolean);
      expect(won, `${claim.body} ${cancel.body}`).toHaveLength(1);
      expect(expiry.returned + expiry2.returned).toBeLessThanOrEqual(1);
      const [row] = await ctx.sql<
        { state: string }[]
      >`select state from gifts where id = ${gift.id}`;
      expect(row!.state).toBe(
        { claim: 'claimed', cancel: 'cancelled', expiry: 'returned' }[won[0]!],
      );
      wins.push(won[0]!);
    }
    console.info(
      `gift races: ${JSON.stringify(wins.reduce<Record<string, number>>((m, w) => ({ ...m, [w]: (m[w] ?? 0) + 1 }), {}))}`,
    );
    await expectLedgerSound(ctx.sql);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  }, 120_000);
});
