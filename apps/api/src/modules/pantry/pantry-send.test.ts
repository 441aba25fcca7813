import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES, MESSAGES, PANTRY_MESSAGES, type AuthUser } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import {
  BEANS,
  giveFood,
  lotsOffJournal,
  pantrySnapshot,
  RICE,
  sendFood,
} from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

type Who = { cookie: string; user: AuthUser };

describe('POST /api/pantry/send', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate pantry_journal, pantry_lots, rate_limits cascade`;
  });

  const rice = (quantity: unknown, faza: unknown = bola.user.faza) => ({
    'food-name': RICE.name,
    'food-quantity': quantity,
    'food-quantity-type': RICE.type,
    faza,
  });
  const lotsOf = (ownerId: string) =>
    ctx.sql`select quantity, expires_at, unit_price_kobo, storage_duration_days, source
            from pantry_lots where owner_id = ${ownerId} order by expires_at`;

  it('sends the earliest-expiring lot first and gives the recipient the same expiry and price', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 }, { expiresInDays: 20 });
    const soon = await giveFood(
      ctx.sql,
      ada.user.user_id,
      { ...RICE, quantity: 4, priceKobo: 9_000_00 },
      { expiresInDays: 5 },
    );
    const res = await sendFood(ctx, ada.cookie, rice(3));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      'food-name': RICE.name,
      'food-quantity': 3,
      'food-quantity-type': RICE.type,
      remaining: 6,
      lots: [{ 'lot-id': soon, sent: 3, remaining: 1 }],
      recipient: { name: 'Bo*** Ad***', faza: bola.user.faza },
    });
    const [sent] = await ctx.sql`select expires_at from pantry_lots where id = ${soon}`;
    const received = await lotsOf(bola.user.user_id);
    expect(received).toEqual([
      {
        quantity: 3,
        expires_at: sent!.expires_at,
        unit_price_kobo: 9_000_00,
        storage_duration_days: 30,
        source: 'transfer',
      },
    ]);
    const journal = await ctx.sql`
      select kind, quantity, owner_id, counterparty_id, actor_id from pantry_journal
      where transfer_id = ${data['transfer-id']} order by kind`;
    expect(journal).toEqual([
      {
        kind: 'transfer_in',
        quantity: 3,
        owner_id: bola.user.user_id,
        counterparty_id: ada.user.user_id,
        actor_id: ada.user.user_id,
      },
      {
        kind: 'transfer_out',
        quantity: -3,
        owner_id: ada.user.user_id,
        counterparty_id: bola.user.user_id,
        actor_id: ada.user.user_id,
      },
    ]);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  });

  it('spills over into the next lot, one transfer id for all of it', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 2 }, { expiresInDays: 3 });
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 }, { expiresInDays: 9 });
    const res = await sendFood(ctx, ada.cookie, rice(4));
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.lots.map((l: { sent: number }) => l.sent)
        .sort(),
    ).toEqual([2, 2]);
    expect((await lotsOf(bola.user.user_id)).map((l) => l.quantity)).toEqual([2, 2]);
    const [transfers] =
      await ctx.sql`select count(distinct transfer_id)::int as n from pantry_journal
                                      where transfer_id is not null`;
    expect(transfers!.n).toBe(1);
  });

  it('takes as many lots as the quantity needs, earliest expiry first', async () => {
    for (let day = 9; day >= 2; day--)
      await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 1 }, { expiresInDays: day });
    const res = await sendFood(ctx, ada.cookie, rice(6));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.remaining).toBe(2);
    const left = await ctx.sql`select extract(day from expires_at - now())::int as days
                               from pantry_lots where owner_id = ${ada.user.user_id}
                                 and quantity > 0 order by expires_at`;
    expect(left.map((l) => l.days)).toEqual([7, 8]);
    const over = await sendFood(ctx, ada.cookie, rice(3));
    expect(over.json().error).toBe('Quantity must be between 1 and 2.');
  });

  it('sends from the lot the card names, even when another expires sooner', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 }, { expiresInDays: 2 });
    const chosen = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 });
    const res = await sendFood(ctx, ada.cookie, { ...rice(2), 'lot-id': chosen });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lots).toEqual([{ 'lot-id': chosen, sent: 2, remaining: 3 }]);
  });

  it('accepts the FAZA number as an integer (leading zeros restored) or with hyphens', async () => {
    await ctx.sql`update users set faza = '001234567890' where id = ${bola.user.user_id}`;
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 });
    expect((await sendFood(ctx, ada.cookie, rice(1, 1234567890))).statusCode).toBe(200);
    expect((await sendFood(ctx, ada.cookie, rice(1, '0012-3456-7890'))).statusCode).toBe(200);
    await ctx.sql`update users set faza = ${bola.user.faza} where id = ${bola.user.user_id}`;
    // Both came from the same lot: the recipient holds them as one lot.
    expect((await lotsOf(bola.user.user_id)).map((l) => l.quantity)).toEqual([2]);
  });

  it('joins identical food in the recipient’s pantry, keeps different expiries apart', async () => {
    const early = await giveFood(
      ctx.sql,
      ada.user.user_id,
      { ...RICE, quantity: 5 },
      { expiresInDays: 4 },
    );
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 }, { expiresInDays: 9 });
    for (let i = 0; i < 3; i++)
      expect((await sendFood(ctx, ada.cookie, { ...rice(1), 'lot-id': early })).statusCode).toBe(
        200,
      );
    await sendFood(ctx, ada.cookie, rice(4));
    // 3 + 2 from the early lot joined; 2 from the later lot on its own.
    expect((await lotsOf(bola.user.user_id)).map((l) => l.quantity)).toEqual([5, 2]);
    const journal = await ctx.sql`select count(*)::int as n from pantry_journal
                                  where owner_id = ${bola.user.user_id} and kind = 'transfer_in'`;
    expect(journal[0]!.n).toBe(5);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  });

  it('matches the food name whatever its case', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 2 });
    const res = await sendFood(ctx, ada.cookie, {
      ...rice(1),
      'food-name': RICE.name.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data['food-name']).toBe(RICE.name);
  });

  describe('refusals change nothing', () => {
    const refused = async (body: object, status: number, error: string, code: string) => {
      const before = await pantrySnapshot(ctx.sql);
      const res = await sendFood(ctx, ada.cookie, body);
      expect([res.statusCode, res.json().error, res.json().code]).toEqual([status, error, code]);
      expect(await pantrySnapshot(ctx.sql)).toEqual(before);
      return res;
    };
    beforeEach(async () => {
      await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 3 });
      await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 4 }, { expiresInDays: -1 });
    });

    it('an unknown FAZA number', async () => {
      const res = await refused(
        rice(1, '999999999999'),
        422,
        MESSAGES.faza.invalid,
        'INVALID_FAZA',
      );
      expect(res.json().fields).toEqual({ faza: MESSAGES.faza.invalid });
    });

    it('the sender’s own FAZA number', async () => {
      await refused(rice(1, ada.user.faza), 422, PANTRY_MESSAGES.selfSend, 'SELF_SEND');
    });

    it.each([0, -2, 1.5, 4, 1e9])(
      'quantity %s (3 available, expired lots not counted)',
      async (q) => {
        const res = await refused(
          rice(q),
          422,
          'Quantity must be between 1 and 3.',
          'QUANTITY_OUT_OF_RANGE',
        );
        expect(res.json().fields).toEqual({ 'food-quantity': 'Quantity must be between 1 and 3.' });
      },
    );

    it('an expired lot, chosen or the only one left', async () => {
      const [expired] = await ctx.sql`select id from pantry_lots where expires_at < now()`;
      await refused(
        { ...rice(1), 'lot-id': expired!.id },
        422,
        PANTRY_MESSAGES.expired,
        'FOOD_EXPIRED',
      );
      await ctx.sql`update pantry_lots set expires_at = now() - interval '1 hour'`;
      await refused(rice(1), 422, PANTRY_MESSAGES.expired, 'FOOD_EXPIRED');
    });

    it('food the sender does not hold, or that is not in the catalogue', async () => {
      const beans = { ...rice(1), 'food-name': BEANS.name };
      await refused(beans, 404, PANTRY_MESSAGES.notInPantry, 'NOT_IN_PANTRY');
      const other = { ...rice(1), 'food-quantity-type': '50kg' };
      await refused(other, 404, PANTRY_MESSAGES.notInPantry, 'NOT_IN_PANTRY');
      const unknown = { ...rice(1), 'food-name': 'Caviar' };
      await refused(unknown, 404, PANTRY_MESSAGES.notInPantry, 'NOT_IN_PANTRY');
    });

    it('malformed fields, each with its message (400)', async () => {
      await refused(rice(1, '1234'), 400, MESSAGES.faza.length, 'VALIDATION_FAILED');
      await refused(rice(1, ''), 400, MESSAGES.faza.required, 'VALIDATION_FAILED');
      await refused(rice(1, 12.5), 400, MESSAGES.faza.length, 'VALIDATION_FAILED');
      await refused(rice(1, 1e13), 400, MESSAGES.faza.length, 'VALIDATION_FAILED');
      await refused(rice('two'), 400, PANTRY_MESSAGES.quantityNotNumber, 'VALIDATION_FAILED');
      await refused(
        { ...rice(1), 'food-name': ' ' },
        400,
        PANTRY_MESSAGES.foodNameRequired,
        'VALIDATION_FAILED',
      );
      await refused(
        { ...rice(1), 'lot-id': 'lot-1' },
        400,
        PANTRY_MESSAGES.lotIdInvalid,
        'VALIDATION_FAILED',
      );
      const res = await refused({}, 400, PANTRY_MESSAGES.foodNameRequired, 'VALIDATION_FAILED');
      expect(Object.keys(res.json().fields).sort()).toEqual([
        'faza',
        'food-name',
        'food-quantity',
        'food-quantity-type',
      ]);
    });

    it('a send without an Idempotency-Key', async () => {
      const before = await pantrySnapshot(ctx.sql);
      const res = await sendFood(ctx, ada.cookie, rice(1), null);
      expect([res.statusCode, res.json().error]).toEqual([400, IDEMPOTENCY_MESSAGES.keyRequired]);
      expect(await pantrySnapshot(ctx.sql)).toEqual(before);
    });

    it('a signed-out caller', async () => {
      const res = await sendFood(ctx, undefined, rice(1));
      expect(res.statusCode).toBe(401);
    });
  });

  it('answers a retry with the same key once, and refuses the key with another body', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 });
    const first = await sendFood(ctx, ada.cookie, rice(2), 'send-once');
    const again = await sendFood(ctx, ada.cookie, rice(2), 'send-once');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await sendFood(ctx, ada.cookie, rice(3), 'send-once');
    expect([other.statusCode, other.json().error]).toEqual([422, IDEMPOTENCY_MESSAGES.keyReused]);
    expect((await lotsOf(bola.user.user_id)).map((l) => l.quantity)).toEqual([2]);
  });

  it('lets a family send 60 times in a minute, then answers 429 with Retry-After', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 100 });
    for (let i = 0; i < 60; i++)
      expect((await sendFood(ctx, ada.cookie, rice(1))).statusCode).toBe(200);
    const before = await pantrySnapshot(ctx.sql);
    const limited = await sendFood(ctx, ada.cookie, rice(1));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit answers before the key is looked at: a missing, malformed or known key alike.
    for (const key of [null, 'not a valid key', 'send-once'])
      expect((await sendFood(ctx, ada.cookie, rice(1), key)).statusCode).toBe(429);
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
    // Another user is not slowed down by Ada's burst.
    await giveFood(ctx.sql, bola.user.user_id, { ...RICE, quantity: 1 });
    expect((await sendFood(ctx, bola.cookie, rice(1, ada.user.faza))).statusCode).toBe(200);
  });
});
