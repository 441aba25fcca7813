import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, PANTRY_MESSAGES, type AuthUser } from '@faza/shared';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { giveFood, lotsOffJournal, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { addPurchasedLots, returnDelivery, takeForDelivery } from './index';

/** The functions other modules call inside their own transactions (checkout, deliveries). */
describe('pantry module entry', () => {
  let ctx: TestContext;
  let buyer: { user: AuthUser };
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    buyer = await signedInUser(ctx);
  });
  afterAll(() => ctx.close());

  describe('addPurchasedLots', () => {
    it('adds an order’s lines by product id or name, journal kind purchase with the order id', async () => {
      const orderId = randomUUID();
      const before = Date.now();
      const lots = await withTransaction(ctx.sql, (tx) =>
        addPurchasedLots(tx, {
          ownerId: buyer.user.user_id,
          orderId,
          lines: [
            {
              productId: 'parboiled-rice',
              quantityType: '5kg',
              quantity: 2,
              unitPriceKobo: 9_600_00,
            },
            { name: 'onions', quantityType: '1kg', quantity: 3, unitPriceKobo: 1_200_00 },
          ],
        }),
      );
      expect(lots.map((l) => [l.productId, l.quantity])).toEqual([
        ['parboiled-rice', 2],
        ['onions', 3],
      ]);
      // Basic tier: 30 days for rice; onions last only 14.
      const days = (d: Date) => Math.round((d.getTime() - before) / DAY_MS);
      expect(lots.map((l) => days(l.expiresAt))).toEqual([30, 14]);
      const journal = await ctx.sql`select kind, quantity, order_id, actor_id from pantry_journal
                                    where order_id = ${orderId} order by quantity`;
      expect(journal).toEqual([
        { kind: 'purchase', quantity: 2, order_id: orderId, actor_id: null },
        { kind: 'purchase', quantity: 3, order_id: orderId, actor_id: null },
      ]);
      const stored = await ctx.sql`select source, order_id, unit_price_kobo from pantry_lots
                                   where order_id = ${orderId} order by unit_price_kobo`;
      expect(stored.map((s) => [s.source, s.unit_price_kobo])).toEqual([
        ['purchase', 1_200_00],
        ['purchase', 9_600_00],
      ]);
    });

    it('uses the buyer’s tier at that moment', async () => {
      await ctx.sql`update users set subscription_tier = 'premium',
                      subscription_ends_at = now() + interval '10 days'
                    where id = ${buyer.user.user_id}`;
      const [lot] = await withTransaction(ctx.sql, (tx) =>
        addPurchasedLots(tx, {
          ownerId: buyer.user.user_id,
          orderId: randomUUID(),
          lines: [
            { productId: 'palm-oil', quantityType: '1 litre', quantity: 1, unitPriceKobo: 1 },
          ],
        }),
      );
      await ctx.sql`update users set subscription_tier = 'basic', subscription_ends_at = null
                    where id = ${buyer.user.user_id}`;
      expect(Math.round((lot!.expiresAt.getTime() - Date.now()) / DAY_MS)).toBe(60);
    });

    it('rolls the caller’s whole transaction back on an unknown product', async () => {
      const orderId = randomUUID();
      const attempt = withTransaction(ctx.sql, (tx) =>
        addPurchasedLots(tx, {
          ownerId: buyer.user.user_id,
          orderId,
          lines: [
            { productId: 'parboiled-rice', quantityType: '5kg', quantity: 1, unitPriceKobo: 1 },
            { productId: 'caviar', quantityType: 'tin', quantity: 1, unitPriceKobo: 1 },
          ],
        }),
      );
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      expect(await ctx.sql`select 1 from pantry_lots where order_id = ${orderId}`).toEqual([]);
    });
  });

  describe('takeForDelivery and returnDelivery', () => {
    it('takes food out into a delivery and gives it back once, to the same lot', async () => {
      const lot = await giveFood(ctx.sql, buyer.user.user_id, { ...RICE, quantity: 5 });
      const deliveryId = randomUUID();
      const taken = await withTransaction(ctx.sql, (tx) =>
        takeForDelivery(tx, {
          ownerId: buyer.user.user_id,
          deliveryId,
          actorId: buyer.user.user_id,
          items: [
            { lotId: lot, quantity: 2 },
            { lotId: lot, quantity: 1 },
          ],
        }),
      );
      expect(taken).toEqual([{ lotId: lot, quantity: 3, remaining: 2 }]);
      const back = () =>
        withTransaction(ctx.sql, (tx) => returnDelivery(tx, { deliveryId, actorId: null }));
      const [first, second] = await Promise.all([back(), back()]);
      expect([...first, ...second]).toEqual([{ lotId: lot, quantity: 3, remaining: 5 }]);
      const kinds = await ctx.sql`select kind, quantity from pantry_journal
                                  where delivery_id = ${deliveryId} order by quantity`;
      expect(kinds).toEqual([
        { kind: 'delivery', quantity: -3 },
        { kind: 'delivery_return', quantity: 3 },
      ]);
      expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    });

    it('refuses an expired lot, too much, or someone else’s lot', async () => {
      const other = await signedInUser(ctx);
      const theirs = await giveFood(ctx.sql, other.user.user_id, { ...RICE, quantity: 5 });
      const old = await giveFood(
        ctx.sql,
        buyer.user.user_id,
        { ...RICE, quantity: 5 },
        {
          expiresInDays: -1,
        },
      );
      const fresh = await giveFood(ctx.sql, buyer.user.user_id, { ...RICE, quantity: 1 });
      const take = (lotId: string, quantity: number) =>
        withTransaction(ctx.sql, (tx) =>
          takeForDelivery(tx, {
            ownerId: buyer.user.user_id,
            deliveryId: randomUUID(),
            actorId: null,
            items: [{ lotId, quantity }],
          }),
        );
      await expect(take(theirs, 1)).rejects.toMatchObject({ statusCode: 404 });
      await expect(take(old, 1)).rejects.toMatchObject({ message: PANTRY_MESSAGES.expired });
      await expect(take(fresh, 2)).rejects.toMatchObject({
        message: 'Quantity must be between 1 and 1.',
      });
    });
  });
});
