import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, newAccount, signedInUser } from '../../../test/auth-helpers';
import {
  circleBody,
  circleCall,
  circleUser,
  circleWith,
  STARTER_PRICE,
  type CircleUser,
} from '../../../test/circle-helpers';
import {
  cancelGift,
  claimGift,
  codeOf,
  createGift,
  phoneCodeFor,
} from '../../../test/gift-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';
import type { Sql } from '../../db/sql';
import { reconcile } from './reconcile';

/** Writes rows no code path would: the append-only guards are lifted for one transaction. */
async function plant(sql: Sql, write: (tx: Sql) => Promise<unknown>) {
  await sql.begin(async (tx) => {
    await tx`alter table ledger_transfers disable trigger ledger_transfers_no_change`;
    await write(tx as unknown as Sql);
    await tx`alter table ledger_transfers enable trigger ledger_transfers_no_change`;
  });
}

/** The reconciliation's findings of one kind. */
async function found(sql: Sql, kind: string) {
  return (await reconcile(sql)).mismatches.filter((m) => m.kind === kind);
}

/**
 * The reconciliation proves who each gift's and circle's money and food moved for
 * (docs/decisions/0048): every broken state is written straight into the database and must be
 * named in the report.
 */
describe('reconciliation: gifts and circles moved only for their own people', () => {
  let ctx: TestContext;
  let ada: CircleUser; // sends gifts, runs circles
  let chidi: CircleUser; // the third person, whose wallet and pantry nothing should reach

  /** A new member holding `phone` (not yet verified), signed in. */
  async function owner(phone: string) {
    const { cookie, user } = await signedInUser(ctx, { phone }, { phoneVerified: false });
    return { cookie, id: user.user_id, phone };
  }

  /** A gift from Ada to a new number, claimed by its owner through the API. */
  async function claimedGift(body: object) {
    const phone = newAccount().phone;
    const made = await createGift(ctx, ada.cookie, { phone, ...body });
    expect(made.statusCode, made.body).toBe(201);
    const gift = made.json().data;
    const bola = await owner(phone);
    const [stored] = await ctx.sql<
      { phone: string }[]
    >`select phone from users where id = ${bola.id}`;
    const sms = await phoneCodeFor(ctx, bola.id, stored!.phone);
    const claimed = await claimGift(ctx, bola.cookie, codeOf(gift['claim-url']), sms);
    expect(claimed.statusCode, claimed.body).toBe(200);
    return { id: gift.id as string, claimerId: bola.id };
  }

  const transferOf = async (kind: string, reference: string) =>
    (
      await ctx.sql<{ id: string }[]>`
      select id from ledger_transfers where kind = ${kind} and reference = ${reference}`
    )[0]!.id;

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await circleUser(ctx, 'premium_plus', 100 * STARTER_PRICE);
    chidi = await circleUser(ctx);
    await giveFood(ctx.sql, ada.id, { ...RICE, quantity: 20 }, { expiresInDays: 30 });
  }, 60_000);
  afterAll(() => ctx.close());

  it('finds nothing in sound books of gifts claimed, cancelled and circles paid and refunded', async () => {
    await claimedGift({ amount: 1000 });
    await claimedGift({
      items: [{ 'food-name': RICE.name, 'food-quantity': 1, 'food-quantity-type': RICE.type }],
    });
    const gift = (
      await createGift(ctx, ada.cookie, { phone: newAccount().phone, amount: 500 })
    ).json().data;
    expect((await cancelGift(ctx, ada.cookie, gift.id)).statusCode).toBe(200);
    const { id, members } = await circleWith(ctx, 1, [0, STARTER_PRICE]);
    await circleCall(ctx, members[1]!.cookie, 'POST', `/circles/${id}/payments`);
    expect(
      (await circleCall(ctx, members[0]!.cookie, 'POST', `/circles/${id}/cancel`)).statusCode,
    ).toBe(200);
    await expectLedgerSound(ctx.sql);
  });

  it('names a money gift claim paid to a third person’s wallet', async () => {
    const gift = await claimedGift({ amount: 2000 });
    const claim = await transferOf('gift_claim', gift.id);
    await plant(
      ctx.sql,
      (tx) =>
        tx`update ledger_transfers set credit_account = ${chidi.walletId} where id = ${claim}`,
    );
    expect(await found(ctx.sql, 'gift_claim_owner')).toContainEqual({
      kind: 'gift_claim_owner',
      giftId: gift.id,
      giftKind: 'money',
      rowId: claim,
      expectedUserId: gift.claimerId,
      actualUserId: chidi.id,
    });
  });

  it('names a money gift held from a third person’s wallet, and one returned to them', async () => {
    const held = (
      await createGift(ctx, ada.cookie, { phone: newAccount().phone, amount: 700 })
    ).json().data;
    const hold = await transferOf('gift_hold', held.id);
    await plant(
      ctx.sql,
      (tx) => tx`update ledger_transfers set debit_account = ${chidi.walletId} where id = ${hold}`,
    );
    expect(await found(ctx.sql, 'gift_hold_owner')).toContainEqual(
      expect.objectContaining({ giftId: held.id, rowId: hold, actualUserId: chidi.id }),
    );

    const back = (
      await createGift(ctx, ada.cookie, { phone: newAccount().phone, amount: 800 })
    ).json().data;
    expect((await cancelGift(ctx, ada.cookie, back.id)).statusCode).toBe(200);
    const ret = await transferOf('gift_return', back.id);
    await plant(
      ctx.sql,
      (tx) => tx`update ledger_transfers set credit_account = ${chidi.walletId} where id = ${ret}`,
    );
    expect(await found(ctx.sql, 'gift_return_owner')).toContainEqual(
      expect.objectContaining({ giftId: back.id, expectedUserId: ada.id, actualUserId: chidi.id }),
    );
  });

  it('names a food gift claimed into a third person’s pantry, and one held from their lots', async () => {
    const gift = await claimedGift({
      items: [{ 'food-name': RICE.name, 'food-quantity': 2, 'food-quantity-type': RICE.type }],
    });
    await ctx.sql`update pantry_lots set owner_id = ${chidi.id}
                   where id in (select lot_id from pantry_journal
                                 where gift_id = ${gift.id} and kind = 'gift_claim')`;
    expect(await found(ctx.sql, 'gift_claim_owner')).toContainEqual(
      expect.objectContaining({
        giftId: gift.id,
        giftKind: 'food',
        expectedUserId: gift.claimerId,
        actualUserId: null,
      }),
    );

    // Chidi's own lot, written into a gift of Ada's as if it had been held from it.
    const lot = await giveFood(ctx.sql, chidi.id, { ...RICE, quantity: 1 });
    const other = (
      await createGift(ctx, ada.cookie, {
        phone: newAccount().phone,
        items: [{ 'food-name': RICE.name, 'food-quantity': 1, 'food-quantity-type': RICE.type }],
      })
    ).json().data;
    await ctx.sql`update gift_items set lot_id = ${lot} where gift_id = ${other.id}`;
    expect(await found(ctx.sql, 'gift_hold_owner')).toContainEqual(
      expect.objectContaining({ giftId: other.id, giftKind: 'food', actualUserId: chidi.id }),
    );
  });

  it('flags a gift still pending an hour past its expiry, not one the job is about to return', async () => {
    const make = async () =>
      (await createGift(ctx, ada.cookie, { phone: newAccount().phone, amount: 100 })).json().data
        .id as string;
    const overdue = await make();
    const due = await make();
    await ctx.sql`update gifts set expires_at = now() - interval '2 hours' where id = ${overdue}`;
    await ctx.sql`update gifts set expires_at = now() - interval '1 minute' where id = ${due}`;
    const flagged = (await found(ctx.sql, 'gift_past_expiry')).map((m) =>
      'giftId' in m ? m.giftId : null,
    );
    expect(flagged).toContain(overdue);
    expect(flagged).not.toContain(due);
  });

  it('names a circle instalment paid from a third person’s wallet, and a refund paid to them', async () => {
    const { id, members } = await circleWith(ctx, 1, [0, STARTER_PRICE]);
    const bola = members[1]!;
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${id}/payments`);
    const [member] = await ctx.sql<{ id: string }[]>`
      select id from circle_members where circle_id = ${id} and user_id = ${bola.id}`;
    const payment = await transferOf('circle_payment', `${member!.id}:1`);
    await plant(
      ctx.sql,
      (tx) =>
        tx`update ledger_transfers set debit_account = ${chidi.walletId} where id = ${payment}`,
    );
    expect(await found(ctx.sql, 'circle_payment_owner')).toContainEqual({
      kind: 'circle_payment_owner',
      transferId: payment,
      memberId: member!.id,
      expectedUserId: bola.id,
      actualUserId: chidi.id,
    });

    const cancelled = await circleCall(ctx, members[0]!.cookie, 'POST', `/circles/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const refund = await transferOf('circle_refund', member!.id);
    await plant(
      ctx.sql,
      (tx) =>
        tx`update ledger_transfers set credit_account = ${chidi.walletId} where id = ${refund}`,
    );
    expect(await found(ctx.sql, 'circle_refund_owner')).toContainEqual({
      kind: 'circle_refund_owner',
      transferId: refund,
      memberId: member!.id,
      expectedUserId: bola.id,
      actualUserId: chidi.id,
    });
  });

  it('names a delivered circle’s order that is someone else’s, of another amount, or missing', async () => {
    const beneficiary = await circleUser(ctx);
    const made = await circleCall(
      ctx,
      ada.cookie,
      'POST',
      '/circles',
      circleBody({ kind: 'chip_in', 'max-members': 2, 'beneficiary-faza': beneficiary.faza }),
    );
    const circle = made.json().data.circle;
    const bola = await circleUser(ctx, 'basic', STARTER_PRICE);
    await circleCall(ctx, bola.cookie, 'POST', `/circles/${circle.id}/accept`, {
      code: circle['invite-code'],
    });
    for (const m of [ada, bola, ada, bola])
      await circleCall(ctx, m.cookie, 'POST', `/circles/${circle.id}/payments`);
    const [row] = await ctx.sql<{ state: string; order_id: string }[]>`
      select state, order_id from circles where id = ${circle.id}`;
    expect(row!.state).toBe('delivered');
    const mine = async () =>
      (await found(ctx.sql, 'circle_order')).filter(
        (m) => 'circleId' in m && m.circleId === circle.id,
      );
    expect(await mine()).toEqual([]);

    await ctx.sql`update orders set user_id = ${chidi.id} where id = ${row!.order_id}`;
    expect(await mine()).toEqual([expect.objectContaining({ problem: 'not_theirs' })]);
    await ctx.sql`update orders set user_id = ${beneficiary.id}, total_kobo = total_kobo - 1
                   where id = ${row!.order_id}`;
    expect(await mine()).toEqual([expect.objectContaining({ problem: 'wrong_amount' })]);
    await ctx.sql`update orders set total_kobo = total_kobo + 1 where id = ${row!.order_id}`;
    await ctx.sql`update circles set order_id = null where id = ${circle.id}`;
    expect(await mine()).toEqual([expect.objectContaining({ problem: 'missing' })]);
    expect(await found(ctx.sql, 'circle_order')).toContainEqual(
      expect.objectContaining({ orderId: row!.order_id, problem: 'not_a_delivery' }),
    );
  });

  it('names a finished circle that still holds its members’ money', async () => {
    const { id, members } = await circleWith(ctx, 1, [0, STARTER_PRICE]);
    await circleCall(ctx, members[1]!.cookie, 'POST', `/circles/${id}/payments`);
    await ctx.sql`update circles set state = 'cancelled', closed_at = now(), closed_by = 'staff'
                   where id = ${id}`;
    expect(await found(ctx.sql, 'circle_finished_holding')).toContainEqual({
      kind: 'circle_finished_holding',
      circleId: id,
      state: 'cancelled',
      heldKobo: STARTER_PRICE / 2,
      unsettledMembers: 2,
    });
  });
});
