import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANTRY_MESSAGES, pantryResponseSchema, type AuthUser } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import {
  BEANS,
  getHistory,
  getPantry,
  giveFood,
  PEPPER,
  RICE,
  sendFood,
} from '../../../test/pantry-helpers';
import { buy, SAMPLE_ORDER, SAMPLE_TOTAL_KOBO } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { fundWallet } from '../../../test/wallet-helpers';

type Who = { cookie: string; user: AuthUser };

describe('GET /api/pantry and /api/pantry/history', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
  });
  afterAll(() => ctx.close());

  it('answers an empty pantry for a new user, and 401 signed out', async () => {
    const res = await getPantry(ctx, ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'success', data: { pantry: { items: [] } } });
    expect((await getPantry(ctx)).statusCode).toBe(401);
    expect((await getHistory(ctx)).statusCode).toBe(401);
  });

  it('answers the spec shape: soonest expiry first, flags, naira prices, storage duration', async () => {
    const rice = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 3 });
    const pepper = await giveFood(
      ctx.sql,
      ada.user.user_id,
      { ...PEPPER, quantity: 2, priceKobo: 1_000_50 },
      { expiresInDays: 2 },
    );
    const beans = await giveFood(
      ctx.sql,
      ada.user.user_id,
      { ...BEANS, quantity: 1 },
      { expiresInDays: -1 },
    );
    const empty = await giveFood(ctx.sql, ada.user.user_id, { ...BEANS, quantity: 1 });
    await ctx.sql`update pantry_lots set quantity = 0 where id = ${empty}`;

    const res = await getPantry(ctx, ada.cookie);
    const { items } = pantryResponseSchema.parse(res.json().data).pantry;
    expect(items.map((i) => i.id)).toEqual([beans, pepper, rice]);
    const [lot] = await ctx.sql`select added_at, expires_at, updated_at from pantry_lots
                                where id = ${pepper}`;
    expect(items[1]).toEqual({
      id: pepper,
      'product-id': 'ata-rodo',
      name: PEPPER.name,
      quantity: 2,
      'quantity-type': 'per nylon',
      'image-url': '/images/food/ata-rodo.svg',
      'last-updated': Math.floor(lot!.updated_at.getTime() / 1000),
      'added-date': Math.floor(lot!.added_at.getTime() / 1000),
      'expiry-date': Math.floor(lot!.expires_at.getTime() / 1000),
      'unit-price': 1000.5,
      'total-price': 2001,
      'unit-price-kobo': 1_000_50,
      'total-price-kobo': 2_001_00,
      'is-expired': false,
      'is-expiring': true,
      class: 'spices',
      'storage-duration': 14,
      source: 'adjust',
      'bundle-name': null,
    });
    expect(items[0]).toMatchObject({ 'is-expired': true, 'is-expiring': false });
    expect(items[2]).toMatchObject({
      'is-expired': false,
      'is-expiring': false,
      'storage-duration': 30,
      class: 'grains',
    });
  });

  /**
   * The pantry of a new customer who paid the sample order from their wallet `orders` times: each
   * time two rice 5kg singly and a Starter Pack, which holds one more.
   */
  async function pantryAfterSampleOrders(orders: number) {
    const buyer = await signedInUser(ctx);
    await fundWallet(ctx.sql, buyer.user.wallet_id!, orders * SAMPLE_TOTAL_KOBO);
    for (let i = 0; i < orders; i++) {
      const bought = await buy(ctx, buyer.cookie, { ...SAMPLE_ORDER, 'payment-method': 'wallet' });
      expect(bought.statusCode, bought.body).toBe(201);
    }
    return pantryResponseSchema.parse((await getPantry(ctx, buyer.cookie)).json().data).pantry
      .items;
  }

  it('tells a product bought singly from the same product out of a bundle in one order', async () => {
    const items = await pantryAfterSampleOrders(1);
    const rice = items.filter((i) => i.name === RICE.name);
    expect(rice).toHaveLength(2);
    // Same food, same dates: only where it came from (and what it cost) sets them apart.
    expect(rice[0]!['expiry-date']).toBe(rice[1]!['expiry-date']);
    const byQuantity = [...rice].sort((a, b) => b.quantity - a.quantity);
    expect(byQuantity.map((i) => [i.source, i['bundle-name'], i.quantity])).toEqual([
      ['purchase', null, 2],
      ['purchase', 'Starter Pack', 1],
    ]);
    const beans = items.find((i) => i.name === BEANS.name);
    expect(beans).toMatchObject({ source: 'purchase', 'bundle-name': 'Starter Pack' });
  });

  it('names the bundle of each lot from its own order, over several orders', async () => {
    const items = await pantryAfterSampleOrders(2);
    const rice = items.filter((i) => i.name === RICE.name);
    const sources = rice.map((i) => `${i['bundle-name'] ?? 'singly'} ×${i.quantity}`).sort();
    expect(sources).toEqual(['Starter Pack ×1', 'Starter Pack ×1', 'singly ×2', 'singly ×2']);
    const beans = items.filter((i) => i.name === BEANS.name);
    expect(beans.map((i) => i['bundle-name'])).toEqual(['Starter Pack', 'Starter Pack']);
  });

  it('lists the journal newest first, with the other person’s masked name on transfers', async () => {
    await sendFood(ctx, ada.cookie, {
      'food-name': RICE.name,
      'food-quantity': 2,
      'food-quantity-type': RICE.type,
      faza: bola.user.faza,
    });
    const mine = (await getHistory(ctx, ada.cookie)).json().data;
    expect(mine.entries[0]).toMatchObject({
      kind: 'transfer_out',
      'food-name': RICE.name,
      'quantity-type': RICE.type,
      quantity: -2,
      counterparty: { name: 'Bo*** Ad***' },
    });
    expect(mine.entries.slice(1).map((e: { kind: string }) => e.kind)).toEqual([
      'adjust',
      'adjust',
      'adjust',
      'adjust',
    ]);
    expect(mine.entries[1].counterparty).toBeNull();
    const theirs = (await getHistory(ctx, bola.cookie)).json().data;
    expect(theirs).toEqual({
      entries: [
        expect.objectContaining({
          kind: 'transfer_in',
          quantity: 2,
          counterparty: { name: 'Ad*** Ok***' },
          'transfer-id': mine.entries[0]['transfer-id'],
        }),
      ],
      'next-cursor': null,
    });
  });

  it('pages with a cursor: no entry twice, none missed, even when new entries arrive', async () => {
    for (let i = 0; i < 5; i++)
      await giveFood(ctx.sql, bola.user.user_id, { ...BEANS, quantity: i + 1 });
    const all = (await getHistory(ctx, bola.cookie, '?limit=100')).json().data.entries;
    expect(all).toHaveLength(6);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=4${cursor ? `&before=${cursor}` : ''}`;
      const page = (await getHistory(ctx, bola.cookie, query)).json().data;
      seen.push(...page.entries.map((e: { id: string }) => e.id));
      cursor = page['next-cursor'];
      // Something new happens between pages.
      await giveFood(ctx.sql, bola.user.user_id, { ...BEANS, quantity: 1 });
    } while (cursor);
    expect(seen).toEqual(all.map((e: { id: string }) => e.id));
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?before=1.2', '?before=99.not-a-uuid'])(
    'refuses a bad page request %s (400)',
    async (query) => {
      const res = await getHistory(ctx, ada.cookie, query);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    },
  );

  it('says which cursor is bad', async () => {
    const res = await getHistory(ctx, ada.cookie, '?before=123.zzz');
    expect(res.json().error).toBe(PANTRY_MESSAGES.cursorInvalid);
  });
});
