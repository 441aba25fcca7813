import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import {
  getHistory,
  getPantry,
  giveFood,
  pantrySnapshot,
  RICE,
  sendFood,
} from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

/**
 * docs/architecture.md §5: every query of user data is scoped to the session's user. Mallam tries each pantry
 * route with Ada's ids in every place a client could put one.
 */
describe('no one reads or moves another user’s food', () => {
  let ctx: TestContext;
  let ada: { cookie: string; user: AuthUser };
  let mallam: { cookie: string; user: AuthUser };
  let adaLot: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx);
    mallam = await signedInUser(ctx);
    adaLot = await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 });
  });
  afterAll(() => ctx.close());

  it('GET /api/pantry answers only the caller’s lots, whatever the query says', async () => {
    for (const query of [
      '',
      `?owner=${ada.user.user_id}`,
      `?user_id=${ada.user.user_id}`,
      `?faza=${ada.user.faza}`,
    ]) {
      const res = await ctx.app.inject({
        url: `/api/pantry${query}`,
        cookies: sessionCookies(ctx.app, mallam.cookie),
      });
      expect([query, res.json().data.pantry.items]).toEqual([query, []]);
    }
    expect((await getPantry(ctx, ada.cookie)).json().data.pantry.items[0].id).toBe(adaLot);
  });

  it('GET /api/pantry/history answers only the caller’s journal', async () => {
    for (const query of ['', `?owner=${ada.user.user_id}`, `?user_id=${ada.user.user_id}`]) {
      const res = await getHistory(ctx, mallam.cookie, query);
      expect([query, res.json().data.entries]).toEqual([query, []]);
    }
    // A cursor made from Ada's history pages Mallam's own (empty) journal, nothing of Ada's.
    const [entry] = (await getHistory(ctx, ada.cookie)).json().data.entries;
    const cursor = `${Date.now() * 1000 + 10_000_000}.${entry.id}`;
    expect((await getHistory(ctx, mallam.cookie, `?before=${cursor}`)).json().data.entries).toEqual(
      [],
    );
  });

  it('POST /api/pantry/send cannot send from another user’s lot or food', async () => {
    const before = await pantrySnapshot(ctx.sql);
    const body = {
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: mallam.user.faza,
    };
    // Ada's own lot, named by id; and the same food by name, which Mallam does not hold.
    const byLot = await sendFood(ctx, mallam.cookie, {
      ...body,
      faza: ada.user.faza,
      'lot-id': adaLot,
    });
    expect([byLot.statusCode, byLot.json().code]).toEqual([404, 'NOT_IN_PANTRY']);
    const byName = await sendFood(ctx, mallam.cookie, { ...body, faza: ada.user.faza });
    expect(byName.statusCode).toBe(404);
    // Extra fields naming a sender are ignored, never obeyed.
    const spoofed = await sendFood(ctx, mallam.cookie, {
      ...body,
      faza: ada.user.faza,
      sender: ada.user.user_id,
      owner_id: ada.user.user_id,
      'lot-id': adaLot,
    });
    expect(spoofed.statusCode).toBe(404);
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
  });

  it('POST /api/pantry/add is not open to customers, even into their own pantry', async () => {
    const before = await pantrySnapshot(ctx.sql);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/pantry/add',
      cookies: sessionCookies(ctx.app, mallam.cookie),
      payload: { name: RICE.name, quantity: 9, 'quantity-type': RICE.type, faza: mallam.user.faza },
    });
    expect(res.statusCode).toBe(403);
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
  });

  it('an idempotency key replays only for the user who used it', async () => {
    const body = {
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: mallam.user.faza,
    };
    const first = await sendFood(ctx, ada.cookie, body, 'shared-key');
    expect(first.statusCode).toBe(200);
    // Mallam reusing Ada's key gets his own answer (he holds 1 rice, not 2), not Ada's response.
    const reuse = await sendFood(
      ctx,
      mallam.cookie,
      { ...body, 'food-quantity': 2, faza: ada.user.faza },
      'shared-key',
    );
    expect([reuse.statusCode, reuse.json().code]).toEqual([422, 'QUANTITY_OUT_OF_RANGE']);
  });
});
