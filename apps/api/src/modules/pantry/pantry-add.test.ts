import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DAY_MS, MESSAGES, PANTRY_MESSAGES, type AuthUser } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { pantrySnapshot, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

describe('POST /api/pantry/add (staff only)', () => {
  let ctx: TestContext;
  let admin: { cookie: string; user: AuthUser };
  let moderator: { cookie: string };
  let customer: { cookie: string; user: AuthUser };
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await signInAs(ctx, 'admin');
    moderator = await signInAs(ctx, 'moderator');
    customer = await signedInUser(ctx, { email: 'chidi.eze@example.com' });
  });
  afterAll(() => ctx.close());

  const add = (cookie: string | undefined, body: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/pantry/add',
      cookies: sessionCookies(ctx.app, cookie),
      headers: key ? { 'idempotency-key': key } : {},
      payload: body,
    });
  const spec = (overrides: object = {}) => ({
    name: RICE.name,
    quantity: 3,
    'quantity-type': RICE.type,
    // The spec's client sends its own prices; the server ignores them.
    'unit-price': 1,
    'total-price': 3,
    'image-url': 'https://evil.example/x.png',
    'storage-duration': 9999,
    faza: customer.user.faza,
    reason: 'Replacing a bag that arrived torn',
    ...overrides,
  });

  it('adds catalogue food at the catalogue price, expiring by the owner’s tier, journalled and audited', async () => {
    const res = await add(admin.cookie, spec());
    expect(res.statusCode).toBe(201);
    const { item, owner } = res.json().data;
    expect(owner).toEqual({ name: 'Ch*** Ez***', faza: customer.user.faza });
    expect(item).toMatchObject({
      name: RICE.name,
      quantity: 3,
      'quantity-type': '5kg',
      'unit-price': 9600,
      'total-price': 28800,
      'image-url': '/images/food/parboiled-rice.svg',
      'storage-duration': 30,
    });
    expect((item['expiry-date'] - item['added-date']) * 1000).toBe(30 * DAY_MS);
    const journal = await ctx.sql`select kind, quantity, actor_id, owner_id from pantry_journal
                                  where lot_id = ${item.id}`;
    expect(journal).toEqual([
      {
        kind: 'adjust',
        quantity: 3,
        actor_id: admin.user.user_id,
        owner_id: customer.user.user_id,
      },
    ]);
    const audit = await ctx.app.inject({
      url: `/api/admin/audit?subject_id=${item.id}`,
      cookies: sessionCookies(ctx.app, admin.cookie),
    });
    expect(audit.json().data.entries).toEqual([
      expect.objectContaining({
        action: 'pantry.adjust',
        actor: expect.objectContaining({ id: admin.user.user_id }),
        subject_id: item.id,
        after: expect.objectContaining({ reason: 'Replacing a bag that arrived torn' }),
      }),
    ]);
  });

  it('holds food longer for a premium owner, never past the product’s own life', async () => {
    await ctx.sql`update users set subscription_tier = 'premium_plus'
                  where id = ${customer.user.user_id}`;
    const rice = (await add(admin.cookie, spec())).json().data.item;
    const pepper = (
      await add(
        admin.cookie,
        spec({ name: 'Scotch bonnet pepper (ata rodo)', 'quantity-type': 'per nylon' }),
      )
    ).json().data.item;
    await ctx.sql`update users set subscription_tier = 'basic' where id = ${customer.user.user_id}`;
    expect(rice['storage-duration']).toBe(90);
    expect(pepper['storage-duration']).toBe(14);
  });

  it('answers a repeated key once', async () => {
    const before = await pantrySnapshot(ctx.sql);
    const key = randomUUID();
    const first = await add(admin.cookie, spec(), key);
    const again = await add(admin.cookie, spec(), key);
    expect(again.json()).toEqual(first.json());
    expect((await pantrySnapshot(ctx.sql)).lots.length).toBe(before.lots.length + 1);
  });

  it('refuses an admin adding food to their own pantry (403), changing nothing', async () => {
    const before = await pantrySnapshot(ctx.sql);
    const own = await add(admin.cookie, spec({ faza: admin.user.faza }));
    expect([own.statusCode, own.json().code, own.json().error]).toEqual([
      403,
      'OWN_DECISION',
      ADMIN_MESSAGES.ownDecision,
    ]);
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
  });

  it('is refused to customers and moderators (403) and signed-out callers (401)', async () => {
    const before = await pantrySnapshot(ctx.sql);
    const asUser = await add(customer.cookie, spec());
    expect([asUser.statusCode, asUser.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await add(moderator.cookie, spec())).statusCode).toBe(403);
    expect((await add(undefined, spec())).statusCode).toBe(401);
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
  });

  it.each([
    [{ faza: '999999999999' }, 422, MESSAGES.faza.invalid, 'INVALID_FAZA'],
    [{ name: 'Caviar' }, 422, PANTRY_MESSAGES.unknownProduct, 'UNKNOWN_PRODUCT'],
    [
      { 'quantity-type': '3kg' },
      422,
      PANTRY_MESSAGES.unknownQuantityType(RICE.name),
      'UNKNOWN_QUANTITY_TYPE',
    ],
    [{ quantity: 0 }, 400, PANTRY_MESSAGES.addQuantity, 'VALIDATION_FAILED'],
    [{ quantity: 2.5 }, 400, PANTRY_MESSAGES.addQuantity, 'VALIDATION_FAILED'],
    [{ quantity: 10_001 }, 400, PANTRY_MESSAGES.addQuantity, 'VALIDATION_FAILED'],
    [{ faza: '12' }, 400, MESSAGES.faza.length, 'VALIDATION_FAILED'],
    [{ name: '' }, 400, PANTRY_MESSAGES.foodNameRequired, 'VALIDATION_FAILED'],
    [{ reason: undefined }, 400, PANTRY_MESSAGES.adjustReason, 'VALIDATION_FAILED'],
    [{ reason: '  ' }, 400, PANTRY_MESSAGES.adjustReason, 'VALIDATION_FAILED'],
    [{ reason: 'x'.repeat(501) }, 400, PANTRY_MESSAGES.adjustReason, 'VALIDATION_FAILED'],
  ])('refuses %o with %i and changes nothing', async (overrides, status, error, code) => {
    const before = await pantrySnapshot(ctx.sql);
    const res = await add(admin.cookie, spec(overrides));
    expect([res.statusCode, res.json().error, res.json().code]).toEqual([status, error, code]);
    expect(await pantrySnapshot(ctx.sql)).toEqual(before);
  });
});
