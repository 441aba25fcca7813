import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { allNotifications, inbox, deliveriesOf } from '../../../test/notification-helpers';
import { giveFood, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { fundWallet, sendMoney } from '../../../test/wallet-helpers';
import { notify } from './notify';

type Who = Awaited<ReturnType<typeof signedInUser>>;

describe('a notification is written with its event, once', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  let chidi: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
    chidi = await signedInUser(ctx);
    await ctx.sql`update users set display_name = 'Adaeze Okafor' where id = ${ada.user.user_id}`;
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate notifications, pantry_journal, pantry_lots, rate_limits cascade`;
    await ctx.sql`delete from graphile_worker._private_jobs`;
  });

  const rice = (quantity: number) => ({
    'food-name': RICE.name,
    'food-quantity': quantity,
    'food-quantity-type': RICE.type,
    faza: bola.user.faza,
  });

  it('tells the recipient of a food send who sent what, exactly once, and nobody else', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 });
    const key = randomUUID();
    expect((await sendFood(ctx, ada.cookie, rice(2), key)).statusCode).toBe(200);
    // The same request again (a retry with its Idempotency-Key) answers the first result.
    expect((await sendFood(ctx, ada.cookie, rice(2), key)).statusCode).toBe(200);

    const rows = await allNotifications(ctx);
    expect(rows).toEqual([
      {
        recipient_id: bola.user.user_id,
        kind: 'food.received',
        title: 'Food received',
        body: 'Adaeze Okafor sent you 2 × 5kg of Foreign parboiled rice. It is in your pantry.',
        in_inbox: true,
      },
    ]);
    const bolas = (await inbox(ctx, bola.cookie)).json().data;
    expect(bolas.unread).toBe(1);
    expect(bolas.items[0]).toMatchObject({ kind: 'food.received', deep_link: '/pantry' });
    for (const other of [ada, chidi])
      expect((await inbox(ctx, other.cookie)).json().data).toEqual({
        items: [],
        unread: 0,
        next_cursor: null,
      });
  });

  it('writes nothing for a refused send', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 1 });
    expect((await sendFood(ctx, ada.cookie, rice(3))).statusCode).toBe(422);
    expect(await allNotifications(ctx)).toEqual([]);
    expect(await deliveriesOf(ctx)).toEqual([]);
    expect((await inbox(ctx, bola.cookie)).json().data.unread).toBe(0);
  });

  it('writes one row when the same event is announced twice, even at the same moment', async () => {
    const event = {
      kind: 'topup.credited' as const,
      userId: bola.user.user_id,
      topUpId: randomUUID(),
      amountKobo: 500_000,
    };
    const told = await Promise.all(
      [1, 2, 3].map(() => withTransaction(ctx.sql, (tx) => notify(tx, event))),
    );
    expect(told.sort()).toEqual([0, 0, 1]);
    expect((await allNotifications(ctx)).map((n) => n.title)).toEqual(['Top-up successful']);
  });

  it("tells the recipient of money the sender's name and the amount", async () => {
    await fundWallet(ctx.sql, ada.user.wallet_id!, 20_000_00);
    const res = await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 5000 });
    expect(res.statusCode).toBe(200);
    expect(await allNotifications(ctx)).toEqual([
      expect.objectContaining({
        recipient_id: bola.user.user_id,
        kind: 'money.received',
        body: 'Adaeze Okafor sent you ₦5,000. It is in your wallet.',
      }),
    ]);
  });

  it('writes no delivery for someone with no device and no verified email', async () => {
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 1 });
    expect((await sendFood(ctx, ada.cookie, rice(1))).statusCode).toBe(200);
    expect(await deliveriesOf(ctx)).toEqual([]);
  });
});
