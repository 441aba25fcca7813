import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosInstant, lagosToday, type CreateCircleRequest } from '@faza/shared';
import { createAuthTestApp } from '../../../test/auth-helpers';
import {
  circleBody,
  circleCall,
  circleUser,
  dayFromToday,
  type CircleUser,
} from '../../../test/circle-helpers';
import { runPool, seededRandom } from '../../../test/concurrency';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { signInAs } from '../../../test/auth-helpers';
import { runCircles } from './circle-jobs';
import { checkSimulationEnd, type Planned } from '../../../test/circle-simulation-checks';

const CIRCLES = 50;
const USERS = 24;
const CREATORS = 8;
/** Circles of people who always pay and never leave or cancel: both kinds must deliver. */
const STEADY = 4;

/**
 * THE simulation (docs/decisions/0043-food-circles.md): 50 circles of random size and kind run
 * their whole life on a fake clock, one Lagos day at a time, with joins (some racing a full
 * circle), autopay with short wallets, early payments and paying ahead, leavers before and after
 * paying, creator and staff cancellations, and deliveries of both kinds. Each day the API calls
 * and two job runners go at once (Promise.all), then the books are checked: the ledger sound
 * (circles held = the members' shares) and wallets + circles held + sales = what was funded. At
 * the end every paid-up member got their food exactly once and everyone else their money back.
 */
describe('food circles simulation', () => {
  const seed = Number(process.env.CIRCLES_SEED ?? Date.now() % 100_000);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  let ctx: TestContext;
  let users: CircleUser[];
  let staffCookie: string;
  let funded = 0;
  const rich = (i: number) => i < STEADY || i >= USERS - STEADY;

  const fund = async (u: CircleUser, kobo: number) => {
    funded += kobo;
    await fundWallet(ctx.sql, u.walletId, kobo);
  };

  beforeAll(async () => {
    console.log(`food circles simulation seed ${seed} (CIRCLES_SEED=${seed} to replay)`);
    ctx = await createAuthTestApp();
    users = await runPool(
      Array.from(
        { length: USERS },
        (_, i) => () => circleUser(ctx, i < CREATORS ? 'premium_plus' : 'basic'),
      ),
      4,
    );
    // Some wallets hold plenty, some a little: autopay finds those short.
    // Some wallets hold plenty, some a little: autopay finds those short. The first four creators
    // and the last four people always have enough, for the steady circles below.
    for (const [i, u] of users.entries())
      await fund(u, rich(i) ? 1_000_000_00 : pick([5_000_00, 20_000_00, 60_000_00, 150_000_00]));
    staffCookie = (await signInAs(ctx, 'moderator')).cookie;
  }, 120_000);
  afterAll(() => ctx.close());

  /** Wallets + circles held + sales: only funding changes it. */
  async function booksTotal() {
    const [row] = await ctx.sql<{ kobo: number }[]>`
      select (select coalesce(sum(balance_kobo), 0) from wallets)
           + (select coalesce(sum(case when credit_account = a.id then amount_kobo
                                       else -amount_kobo end), 0)
                from ledger_transfers t, ledger_accounts a
               where a.kind in ('circles_held', 'sales')
                 and (t.credit_account = a.id or t.debit_account = a.id)) as kobo`;
    return Number(row!.kobo);
  }

  async function expectConserved(label: string) {
    await expectLedgerSound(ctx.sql);
    expect(await booksTotal(), `${label}, seed ${seed}`).toBe(funded);
  }

  it('keeps every naira and every bag through 50 circles’ lives', async () => {
    const started = Date.now();
    const today = lagosToday(new Date());
    // ——— Plan and create the circles (Premium Plus creators: any number each) ———
    const plans: Planned[] = [];
    for (let i = 0; i < CIRCLES; i++) {
      const creator = users[i % CREATORS]!;
      const steady = i < STEADY;
      const kind = (steady ? i % 2 === 1 : chance(0.3)) ? 'chip_in' : 'save_together';
      const maxMembers = 2 + Math.floor(random() * 5);
      const monthly = chance(0.2);
      const body: CreateCircleRequest = circleBody({
        name: `Circle ${i + 1}`,
        kind,
        goal: chance(0.5)
          ? { 'bundle-id': 'starter-pack' }
          : {
              items: [
                {
                  name: 'Foreign parboiled rice',
                  'quantity-type': '5kg',
                  quantity: 1 + Math.floor(random() * 2),
                },
                { name: 'Honey beans (oloyin)', 'quantity-type': '1kg', quantity: 1 },
              ],
            },
        schedule: monthly ? 'monthly' : 'weekly',
        instalments: monthly ? 2 : 2 + Math.floor(random() * 3),
        'max-members': maxMembers,
        'start-date': dayFromToday(1 + Math.floor(random() * 8)),
        ...(kind === 'chip_in' ? { 'beneficiary-faza': pick(users).faza } : {}),
      });
      plans.push({ body, creator, members: [creator], id: '', code: '', steady });
    }
    await runPool(
      plans.map((p) => async () => {
        const res = await circleCall(ctx, p.creator.cookie, 'POST', '/circles', p.body);
        expect(res.statusCode, res.body).toBe(201);
        p.id = res.json().data.circle.id;
        p.code = res.json().data.circle['invite-code'];
      }),
      8,
    );
    // ——— Joins, all at once; more people than seats race for some circles ———
    const joins = plans.flatMap((p) => {
      const fill =
        p.body.kind === 'chip_in' && (p.steady || chance(0.8))
          ? p.body['max-members']
          : p.steady
            ? 1 + Math.floor(random() * (p.body['max-members'] - 1))
            : Math.floor(random() * (p.body['max-members'] + 2));
      const candidates = users
        .filter((u, i) => u !== p.creator && (!p.steady || rich(i)))
        .sort(() => random() - 0.5)
        .slice(0, fill);
      return candidates.map((u) => async () => {
        const res = await circleCall(ctx, u.cookie, 'POST', `/circles/${p.id}/accept`, {
          code: p.code,
        });
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 200) p.members.push(u);
        if (res.statusCode === 200 && !p.steady && chance(0.15))
          await circleCall(ctx, u.cookie, 'PUT', `/circles/${p.id}/autopay`, { on: false });
      });
    });
    await Promise.all(joins.map((j) => j()));
    await expectConserved('after joins');
    for (const p of plans) {
      const [row] =
        await ctx.sql`select count(*)::int as n from circle_members where circle_id = ${p.id}`;
      expect(row!.n).toBe(p.members.length);
      expect(p.members.length).toBeLessThanOrEqual(p.body['max-members']);
    }
    // Who cancels what, and when (days from today).
    const creatorCancels = new Map(
      plans
        .filter((p) => !p.steady && chance(0.08))
        .map((p) => [p.id, 1 + Math.floor(random() * 20)]),
    );
    const staffCancels = new Map(
      plans
        .filter((p) => !p.steady && !creatorCancels.has(p.id) && chance(0.06))
        .map((p) => [p.id, 1 + Math.floor(random() * 20)]),
    );

    // ——— One Lagos day at a time ———
    const openLeft = async () =>
      (await ctx.sql`select count(*)::int as n from circles where state in ('open', 'running')`)[0]!
        .n as number;
    let day = 0;
    const outcomes: Record<string, number> = {};
    const count = (what: string) => (outcomes[what] = (outcomes[what] ?? 0) + 1);
    while ((await openLeft()) > 0) {
      day += 1;
      expect(day, `seed ${seed}: circles still open after 120 days`).toBeLessThan(120);
      const now = lagosInstant(addDays(today, day), 9 + Math.floor(random() * 10));
      const work: Promise<unknown>[] = [runCircles(ctx.sql, now), runCircles(ctx.sql, now)];
      for (let k = 0; k < 8; k++) {
        const p = pick(plans);
        const m = pick(p.members);
        work.push(
          circleCall(ctx, m.cookie, 'POST', `/circles/${p.id}/payments`).then((r) =>
            count(`pay ${r.statusCode}`),
          ),
        );
      }
      if (chance(0.4)) {
        const p = pick(plans.filter((x) => !x.steady));
        const m = pick(p.members);
        work.push(
          circleCall(ctx, m.cookie, 'POST', `/circles/${p.id}/leave`).then((r) =>
            count(`leave ${r.statusCode}`),
          ),
        );
      }
      for (const p of plans) {
        if (creatorCancels.get(p.id) === day)
          work.push(
            circleCall(ctx, p.creator.cookie, 'POST', `/circles/${p.id}/cancel`).then((r) =>
              count(`cancel ${r.statusCode}`),
            ),
          );
        if (staffCancels.get(p.id) === day)
          work.push(
            circleCall(ctx, staffCookie, 'POST', `/admin/circles/${p.id}/cancel`, {
              reason: 'Simulation',
            }).then((r) => count(`staff cancel ${r.statusCode}`)),
          );
      }
      if (chance(0.5)) work.push(fund(pick(users), pick([3_000_00, 10_000_00, 30_000_00])));
      const results = await Promise.allSettled(work);
      const failed = results.filter((r) => r.status === 'rejected');
      expect(failed, `seed ${seed}, day ${day}`).toEqual([]);
      await expectConserved(`day ${day}`);
    }
    for (const k of Object.keys(outcomes))
      expect(k.endsWith(' 500'), `seed ${seed}: ${k}`).toBe(false);
    const summary = await checkSimulationEnd(ctx.sql, plans, seed);
    console.log(
      `food circles simulation seed ${seed}: ${CIRCLES} circles, ${USERS} people, ${day} days, ` +
        `${Math.round((Date.now() - started) / 1000)} s; ${JSON.stringify(summary)}; requests ${JSON.stringify(outcomes)}`,
    );
    await expectConserved('at the end');
  }, 180_000);
});
