import { afterAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, newAccount, signedInUser } from '../../../test/auth-helpers';
import { askClaimSms, claimGift, codeOf, createGift } from '../../../test/gift-helpers';
import { latestPhoneCodeFor } from '../../../test/outbox';
import { BEANS, giveFood, lotsOffJournal, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';

const item = (food: { name: string; type: string }, quantity: number) => ({
  'food-name': food.name,
  'food-quantity': quantity,
  'food-quantity-type': food.type,
});

/**
 * A food gift's claim makes the claimer's lots from the sender's (their `source_lot_id`), which
 * locks those source lots: in the pantry's lock order (docs/decisions/0010), like every transaction
 * that moves food, or a send of the sender's food that holds one of them and asks for the next
 * would wait on the claim in a circle, and PostgreSQL would end one of the two as a deadlock.
 */
describe('a food gift claimed while its sender’s food moves', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('waits for the first lot a send holds, holding none of the lots it asks for next', async () => {
    ctx = await createAuthTestApp();
    const ada = await signedInUser(ctx);
    // The beans expire first, so the lock order is beans then rice; the gift lists rice first.
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 3 }, { expiresInDays: 30 });
    await giveFood(ctx.sql, ada.user.user_id, { ...BEANS, quantity: 3 }, { expiresInDays: 10 });
    const phone = newAccount().phone;
    const made = await createGift(ctx, ada.cookie, {
      phone,
      items: [item(RICE, 1), item(BEANS, 1)],
    });
    expect(made.statusCode, made.body).toBe(201);
    const code = codeOf(made.json().data['claim-url']);
    const { cookie: owner, user } = await signedInUser(ctx, { phone }, { phoneVerified: false });
    await askClaimSms(ctx, owner, code);
    const sms = latestPhoneCodeFor(ctx.config.DATA_DIR, phone);
    const [beans, rice] = await ctx.sql<{ id: string }[]>`
      select id from pantry_lots where owner_id = ${ada.user.user_id} order by expires_at, id`;

    let claim: ReturnType<typeof claimGift> | undefined;
    // A send of Ada's food, as the pantry moves it: her lots locked one after another, in order.
    await ctx.sql.begin(async (tx) => {
      // In a circle this transaction finds it first and is the one ended (the claim would be
      // retried: db/transaction.ts), so a deadlock fails the test rather than hiding in a retry.
      await tx`set local deadlock_timeout = '100ms'`;
      const [{ pid }] = await tx<[{ pid: number }]>`select pg_backend_pid() as pid`;
      await tx`select id from pantry_lots where id = ${beans!.id} for update`;
      claim = claimGift(ctx, owner, code, sms);
      await expect
        .poll(
          async () =>
            (
              await ctx.sql<[{ n: number }]>`
                select count(*)::int as n from pg_stat_activity
                where ${pid}::int = any(pg_blocking_pids(pid))`
            )[0].n,
          { timeout: 30_000 },
        )
        .toBe(1);
      // The claim waits for the beans; the rice is not the claim's yet, so the send takes it.
      await tx`select id from pantry_lots where id = ${rice!.id} for update`;
    });
    const claimed = await claim!;
    expect(claimed.statusCode, claimed.body).toBe(200);
    const landed = await ctx.sql<{ source_lot_id: string }[]>`
      select source_lot_id from pantry_lots
      where owner_id = ${user.user_id} order by source_lot_id`;
    expect(landed.map((l) => l.source_lot_id)).toEqual([beans!.id, rice!.id].sort());
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  });
});
