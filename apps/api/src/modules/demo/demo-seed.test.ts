import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPriceKobo } from '@faza/shared';
import { createAuthTestApp, signIn, sessionCookies } from '../../../test/auth-helpers';
import { sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { sendMoney } from '../../../test/wallet-helpers';
import { DEMO_CIRCLE_NAME } from '../circles';
import { checkLedger } from '../ledger';
import { DEMO_SUPPORT_ACCOUNTS } from '../support';
import { DEMO_WALLET_KOBO } from '../top-ups';
import { DEMO_ACCOUNTS, demoSeedSteps, seedDemo, type DemoAccount } from './index';

describe('npm run demo: the demo seed', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('is not run by a plain start: no demo account exists', async () => {
    const phones = DEMO_ACCOUNTS.map((a) => a.phone);
    expect(await ctx.sql`select 1 from users where phone = any(${phones})`).toEqual([]);
  });

  it('creates the verified demo accounts with food, prints how to sign in, and can be run again', async () => {
    const accounts = await seedDemo(ctx.sql, log);
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    const printed = lines.join('\n');
    for (const demo of DEMO_ACCOUNTS) {
      expect(printed).toContain(demo.phone.replace('+234', '0'));
      expect(printed).toContain(demo.password);
    }

    const demo = DEMO_ACCOUNTS[0];
    const res = await signIn(ctx.app, demo.phone.replace('+234', '0'), demo.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email_verified: true, phone_verified: true });
    const cookie = res.cookies.find((c) => c.name === 'faza_session')!.value;
    const pantry = await ctx.app.inject({
      url: '/api/pantry',
      cookies: sessionCookies(ctx.app, cookie),
    });
    const items = pantry.json().data.pantry.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.some((i: { 'is-expiring': boolean }) => i['is-expiring'])).toBe(true);
    // The README's first minute: send food to the other demo account's FAZA number.
    const food = items.find((i: { 'is-expired': boolean }) => !i['is-expired']);
    const sent = await sendFood(ctx, cookie, {
      'food-name': food.name,
      'food-quantity': 1,
      'food-quantity-type': food['quantity-type'],
      faza: accounts[1]!.faza,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // She is Premium with a checkout of her own: /insights shows her month from the ledger.
    const insights = await ctx.app.inject({
      url: '/api/insights',
      cookies: sessionCookies(ctx.app, cookie),
    });
    expect(insights.statusCode, insights.body).toBe(200);
    expect(insights.json().data.spend.total_kobo).toBe(2_160_000);
    expect(insights.json().data.food.map((f: { flow: string }) => f.flow)).toEqual([
      'bought',
      'added',
      'sent',
    ]);

    const count = async () =>
      (await ctx.sql<{ n: number }[]>`select count(*)::int as n from pantry_lots`)[0]!.n;
    const before = await count();
    await seedDemo(ctx.sql, log);
    expect(await count()).toBe(before);

    // The wallet balance arrives through the ledger (a bank top-up), once, however often it runs.
    const wallets = await ctx.sql<
      { balance_kobo: number; transfers: number; subscription_tier: string }[]
    >`
      select w.balance_kobo, u.subscription_tier,
             (select count(*)::int from ledger_transfers t where t.credit_account = w.id) as transfers
      from wallets w join users u on u.id = w.user_id
      where u.phone = any(${DEMO_ACCOUNTS.map((a) => a.phone)}) order by u.phone`;
    // Adaeze paid one month of Premium Plus and one checkout (Starter Pack ₦16,000 + 2 × ₦2,800)
    // from it, once however often the seed runs; she and Ngozi each paid the first ₦7,750
    // instalment of her food circle (the Family Pack, ₦31,000 in four).
    const plusMonth = subscriptionPriceKobo('premium_plus', 'monthly');
    const instalment = 775_000;
    expect(wallets).toEqual(
      DEMO_ACCOUNTS.map((_, i) => ({
        balance_kobo:
          DEMO_WALLET_KOBO -
          (i === 0 ? plusMonth + 2_160_000 + instalment : i === 2 ? instalment : 0),
        transfers: 1,
        subscription_tier: i === 0 || i === 2 ? 'premium_plus' : 'basic',
      })),
    );
    expect((await checkLedger(ctx.sql)).totalKobo).toBe(0);
    const tiers = await ctx.sql<{ phone: string; tier: string }[]>`
      select phone, subscription_tier as tier from users
       where phone = any(${DEMO_ACCOUNTS.map((a) => a.phone)}) order by phone`;
    expect(tiers).toEqual([
      { phone: DEMO_ACCOUNTS[0].phone, tier: 'premium_plus' },
      { phone: DEMO_ACCOUNTS[1].phone, tier: 'basic' },
      { phone: DEMO_ACCOUNTS[2]!.phone, tier: 'premium_plus' },
      { phone: DEMO_ACCOUNTS[3]!.phone, tier: 'basic' },
      { phone: DEMO_ACCOUNTS[4]!.phone, tier: 'basic' },
    ]);
    expect(printed).toContain('(Premium Plus)');
    // The demo rider delivers bookings at /rider.
    const [rider] = await ctx.sql`select role from users where phone = ${DEMO_ACCOUNTS[4]!.phone}`;
    expect(rider!.role).toBe('rider');
  });

  it('names every demo account, also one made before names were asked, so a send never stops to ask', async () => {
    await seedDemo(ctx.sql, log);
    const bola = DEMO_ACCOUNTS[1];
    await ctx.sql`update users set first_name = null, last_name = null where phone = ${bola.phone}`;
    await seedDemo(ctx.sql, log);
    const rows = await ctx.sql<{ phone: string; first_name: string; last_name: string }[]>`
      select phone, first_name, last_name from users where phone = any(${DEMO_ACCOUNTS.map((d) => d.phone)})`;
    expect(
      Object.fromEntries(rows.map((r) => [r.phone, `${r.first_name} ${r.last_name}`])),
    ).toEqual(Object.fromEntries(DEMO_ACCOUNTS.map((d) => [d.phone, d.name])));
  });

  it('lets a newcomer send money from one demo account to the other on the day of the seed', async () => {
    await seedDemo(ctx.sql, log);
    const [ada, bola] = DEMO_ACCOUNTS;
    const res = await signIn(ctx.app, ada.phone.replace('+234', '0'), ada.password);
    const cookie = res.cookies.find((c) => c.name === 'faza_session')!.value;
    const [row] = await ctx.sql<{ faza: string }[]>`
      select faza from users where phone = ${bola.phone}`;
    const faza = row!.faza;
    // The demo balance is a day's money in at Tier 1; the demo accounts are Tier 2.
    const sent = await sendMoney(ctx, cookie, { faza, amount: 1000 });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('makes the support demo: a Premium Plus member whose consultant is a staff member', async () => {
    await seedDemo(ctx.sql, log);
    const [member, consultant] = DEMO_SUPPORT_ACCOUNTS;
    const rows = await ctx.sql<
      { email: string; display_name: string; role: string; tier: string }[]
    >`
      select email, display_name, role, subscription_tier as tier from users
      where email = any(${[member.email, consultant.email]}) order by email`;
    expect(rows).toEqual([
      { email: member.email, display_name: member.displayName, role: 'user', tier: 'premium_plus' },
      {
        email: consultant.email,
        display_name: consultant.displayName,
        role: 'moderator',
        tier: 'basic',
      },
    ]);
    const signedIn = await signIn(ctx.app, member.phone.replace('+234', '0'), member.password);
    const cookie = signedIn.cookies.find((c) => c.name === 'faza_session')!.value;
    const mine = await ctx.app.inject({
      url: '/api/consultant',
      cookies: sessionCookies(ctx.app, cookie),
    });
    expect(mine.json().data).toEqual({
      eligible: true,
      consultant: { name: consultant.displayName },
      consent: false,
    });
  });

  it('makes the food circle demo: Adaeze runs a save-together circle Ngozi has joined', async () => {
    await seedDemo(ctx.sql, log);
    const [ngozi] = DEMO_SUPPORT_ACCOUNTS;
    const signedIn = await signIn(ctx.app, ngozi.phone.replace('+234', '0'), ngozi.password);
    const cookie = signedIn.cookies.find((c) => c.name === 'faza_session')!.value;
    const list = await ctx.app.inject({
      url: '/api/circles',
      cookies: sessionCookies(ctx.app, cookie),
    });
    const [circle] = list.json().data.mine;
    expect(circle).toMatchObject({
      name: DEMO_CIRCLE_NAME,
      kind: 'save_together',
      role: 'member',
      'members-count': 2,
      'paid-by-me': 7_750,
      price: 31_000,
    });
    expect((await checkLedger(ctx.sql)).totalKobo).toBe(0);
  });

  it('runs every extra step with the demo accounts (how the wallet adds a balance)', async () => {
    const seen: DemoAccount[][] = [];
    await seedDemo(ctx.sql, log, [
      ...demoSeedSteps,
      { name: 'test', run: async (_tx, accounts) => void seen.push([...accounts]) },
    ]);
    expect(seen[0]!.map((a) => a.phone)).toEqual(DEMO_ACCOUNTS.map((a) => a.phone));
    expect(seen[0]!.every((a) => /^\d{12}$/.test(a.faza) && a.walletId)).toBe(true);
  });
});
