import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyResponseSchema, IDEMPOTENCY_MESSAGES, ORDER_MESSAGES } from '@faza/shared';
import { createAuthTestApp, failureOf, signedInUser } from '../../../test/auth-helpers';
import { buy, SAMPLE_ORDER, SAMPLE_TOTAL_KOBO } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cookie: string;
let email: string;
beforeAll(async () => {
  ctx = await createAuthTestApp({
    WHATSAPP_NUMBERS: '08031234567,09011112222',
    BANK_NAME: 'Test Bank',
    BANK_ACCOUNT_NAME: 'Faza Test Ltd',
    BANK_ACCOUNT_NUMBER: '0123456789',
  });
  const user = await signedInUser(ctx);
  cookie = user.cookie;
  email = user.account.email;
});
afterAll(() => ctx.close());

const orderCount = async () =>
  (await ctx.sql<{ n: number }[]>`select count(*)::int as n from orders`)[0]!.n;

describe('POST /api/shop/buy by bank transfer', () => {
  it('prices every line from the catalogue and answers the pending payment', async () => {
    const res = await buy(ctx, cookie);
    expect(res.statusCode).toBe(201);
    const data = buyResponseSchema.parse(res.json().data);
    if (data.paymentMethod !== 'bank_transfer') throw new Error('expected a bank transfer');
    expect(data.status).toBe('awaiting_payment');
    expect(data.invoiceId).toMatch(/^INV-\d{13}$/);
    expect(data.totalAmount).toBe(35_200);
    expect(data.order.totalKobo).toBe(SAMPLE_TOTAL_KOBO);
    expect(data.items).toEqual([
      {
        id: 'Foreign parboiled rice:5kg',
        name: 'Foreign parboiled rice',
        price: 9600,
        priceKobo: 960_000,
        quantity: 2,
        quantityType: '5kg',
        image: '/images/food/parboiled-rice.svg',
      },
      {
        id: 'bundle:starter-pack',
        name: 'Starter Pack',
        price: 16_000,
        priceKobo: 1_600_000,
        quantity: 1,
        quantityType: 'bundle',
        image: '/images/food/starter-pack.svg',
      },
    ]);
    expect(data.customerInfo).toEqual({
      name: email.split('@')[0],
      phone: expect.stringMatching(/^\+2348\d{9}$/),
      email,
    });
    expect(data.bankDetails).toEqual({
      accountNumber: '0123456789',
      accountName: 'Faza Test Ltd',
      bank: 'Test Bank',
    });
    expect(data.whatsappNumbers).toEqual(['+2348031234567', '+2349011112222']);
    expect(new Date(data.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The bundle line keeps what one bundle held, for the pantry when the payment is confirmed.
    const bundle = data.order.lines[1]!;
    expect(bundle.contents.map((c) => [c.name, c.quantityType, c.quantity])).toEqual([
      ['Foreign parboiled rice', '5kg', 1],
      ['Honey beans (oloyin)', '1kg', 1],
      ['Palm oil', '1 litre', 1],
      ['Tomato paste (400 g tin)', '1 tin', 1],
      ['Onions', '1kg', 1],
      ['Scotch bonnet pepper (ata rodo)', 'per nylon', 1],
    ]);
    expect(data.order.expiresAt).toBe(
      new Date(new Date(data.order.createdAt).getTime() + 48 * 3600_000).toISOString(),
    );
  });

  it('never lets a price sent by the client change the total', async () => {
    const res = await buy(ctx, cookie, {
      ...SAMPLE_ORDER,
      items: [{ ...SAMPLE_ORDER.items![0], price: 1, 'unit-price': 1, 'total-price': 2 }],
      bundles: [{ id: 'starter-pack', quantity: 1, sellingPrice: 1, price: 1 }],
      totalAmount: 3,
      total: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order.totalKobo).toBe(SAMPLE_TOTAL_KOBO);
    const [row] = await ctx.sql<{ total_kobo: number }[]>`
      select total_kobo from orders where id = ${res.json().data.id}`;
    expect(row!.total_kobo).toBe(SAMPLE_TOTAL_KOBO);
  });

  it('creates one order for one Idempotency-Key, however often it is sent', async () => {
    const before = await orderCount();
    const [a, b] = await Promise.all([
      buy(ctx, cookie, SAMPLE_ORDER, 'same-key-1'),
      buy(ctx, cookie, SAMPLE_ORDER, 'same-key-1'),
    ]);
    const again = await buy(ctx, cookie, SAMPLE_ORDER, 'same-key-1');
    const statuses = [a.statusCode, b.statusCode].sort();
    // Either the second waited its turn and replayed, or it arrived mid-flight and was told so.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe((a.statusCode === 201 ? a : b).json().data.id);
    expect(await orderCount()).toBe(before + 1);
    const reused = await buy(ctx, cookie, { ...SAMPLE_ORDER, bundles: [] }, 'same-key-1');
    expect(failureOf(reused).body).toMatchObject({ error: IDEMPOTENCY_MESSAGES.keyReused });
  });

  it('needs an Idempotency-Key', async () => {
    const res = await buy(ctx, cookie, SAMPLE_ORDER, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it("refuses a signed-out caller with the spec's words, whatever the body", async () => {
    for (const body of [SAMPLE_ORDER, {}]) {
      expect(failureOf(await buy(ctx, undefined, body))).toEqual({
        status: 401,
        body: {
          status: 'failed',
          error: 'You need to be signed in to make a purchase',
          code: 'SIGN_IN_REQUIRED',
        },
      });
    }
  });

  it("refuses an empty order with the spec's words", async () => {
    for (const body of [
      { items: [], bundles: [], 'payment-method': 'bank_transfer' },
      { 'payment-method': 'bank_transfer' },
    ]) {
      const res = await buy(ctx, cookie, body);
      expect(failureOf(res)).toEqual({
        status: 400,
        body: {
          status: 'failed',
          error: 'Add items to your cart before checkout',
          code: 'CART_EMPTY',
        },
      });
    }
  });

  it.each([
    [
      'an unknown item',
      { items: [{ name: 'Caviar', 'quantity-type': '1kg', quantity: 1 }] },
      'ITEM_NOT_FOUND',
      ORDER_MESSAGES.unknownItem('Caviar'),
    ],
    [
      'an unknown tier',
      { items: [{ name: 'Palm oil', 'quantity-type': '7 litres', quantity: 1 }] },
      'TIER_NOT_FOUND',
      ORDER_MESSAGES.unknownTier('Palm oil', '7 litres'),
    ],
    [
      'an unknown bundle',
      { bundles: [{ id: 'mystery-pack', quantity: 1 }] },
      'BUNDLE_NOT_FOUND',
      ORDER_MESSAGES.unknownBundle,
    ],
    [
      'the same line twice',
      {
        items: [
          { name: 'Palm oil', 'quantity-type': '1 litre', quantity: 1 },
          { name: 'Palm oil', 'quantity-type': '1 litre', quantity: 2 },
        ],
      },
      'DUPLICATE_LINE',
      ORDER_MESSAGES.duplicateLine,
    ],
  ])('refuses %s and creates nothing', async (_what, lines, code, error) => {
    const before = await orderCount();
    const res = await buy(ctx, cookie, { 'payment-method': 'bank_transfer', ...lines });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code, error });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a product that is no longer sold', async () => {
    await ctx.sql`update products set active = false where id = 'crayfish'`;
    try {
      const res = await buy(ctx, cookie, {
        items: [{ name: 'Crayfish (ground)', 'quantity-type': 'per derica', quantity: 1 }],
        'payment-method': 'bank_transfer',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ITEM_UNAVAILABLE',
        error: ORDER_MESSAGES.itemUnavailable('Crayfish (ground)'),
      });
    } finally {
      await ctx.sql`update products set active = true where id = 'crayfish'`;
    }
  });

  it.each([0, 100, 1.5, -1, '2'])('refuses the quantity %s', async (quantity) => {
    const before = await orderCount();
    const res = await buy(ctx, cookie, {
      items: [{ name: 'Palm oil', 'quantity-type': '1 litre', quantity }],
      'payment-method': 'bank_transfer',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown payment method', async () => {
    const res = await buy(ctx, cookie, { ...SAMPLE_ORDER, 'payment-method': 'cash' });
    expect(res.statusCode).toBe(400);
  });

  it('gives every order its own invoice number, even in the same millisecond', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => buy(ctx, cookie)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const numbers = new Set(results.map((r) => r.json().data.invoiceId));
    expect(numbers.size).toBe(8);
  });
});
