import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  newAccount,
  signedInUser,
  verifyPhoneThroughOutbox,
} from '../../../test/auth-helpers';
import {
  askClaimSms,
  claimGift as claimByApi,
  codeOf,
  createGift,
  phoneCodeFor,
} from '../../../test/gift-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { withTransaction } from '../../db/transaction';
import { settleGifts } from './gift-jobs';
import { claimGift } from './settle-gift';

/** Who hears of a waiting gift, and when a gift stops being claimable (docs/decisions/0048). */
describe('gifts: the waiting notice and the end of the week', () => {
  let ctx: TestContext;
  let ada: Awaited<ReturnType<typeof signedInUser>>;

  /** Signs up (and in) the holder of `phone`, phone not yet verified; `stored` is its +234 form. */
  async function holderOf(phone: string) {
    const { cookie, user } = await signedInUser(ctx, { phone }, { phoneVerified: false });
    const id = user.user_id;
    const [row] = await ctx.sql<{ phone: string }[]>`select phone from users where id = ${id}`;
    return { cookie, id, phone, stored: row!.phone };
  }

  const waitingNotices = (userId: string) =>
    ctx.sql`select 1 from notifications where kind = 'gift.waiting' and recipient_id = ${userId}`;

  /** A money gift from Ada to `phone`: its id and claim code. */
  async function giftTo(phone: string, amount = 1000) {
    const res = await createGift(ctx, ada.cookie, { phone, amount });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as string, code: codeOf(res.json().data['claim-url']) };
  }

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 100_000_00);
  }, 60_000);
  afterAll(() => ctx.close());

  it('tells the number’s owner of a waiting gift when the phone is verified, not at sign-up', async () => {
    const phone = newAccount().phone;
    await giftTo(phone);
    // Whoever registers the number first has proved nothing: told nothing.
    const holder = await holderOf(phone);
    expect(await waitingNotices(holder.id)).toHaveLength(0);
    await verifyPhoneThroughOutbox(ctx, holder.cookie, phone);
    expect(await waitingNotices(holder.id)).toHaveLength(1);
  });

  it('tells of the other gifts waiting when a claim is what proved the phone', async () => {
    const phone = newAccount().phone;
    const first = await giftTo(phone);
    await giftTo(phone, 2000);
    const holder = await holderOf(phone);
    expect(await waitingNotices(holder.id)).toHaveLength(0);
    const sms = await phoneCodeFor(ctx, holder.id, holder.stored);
    const claimed = await claimByApi(ctx, holder.cookie, first.code, sms);
    expect(claimed.statusCode, claimed.body).toBe(200);
    // The claimed one is theirs already; the second still waits, and now they hear of it.
    expect(await waitingNotices(holder.id)).toHaveLength(1);
  });

  it('refuses to claim a gift past its expiry with 409 GIFT_EXPIRED, even before the job returns it', async () => {
    const phone = newAccount().phone;
    const gift = await giftTo(phone, 3000);
    const holder = await holderOf(phone);
    const before = await ctx.app.inject({ url: `/api/gifts/claim/${gift.code}` });
    expect(before.json().data).toMatchObject({ state: 'pending', expired: false });
    await ctx.sql`update gifts set expires_at = now() - interval '1 minute' where id = ${gift.id}`;
    // The preview says so too, so the page offers no claim the server would refuse.
    const preview = await ctx.app.inject({ url: `/api/gifts/claim/${gift.code}` });
    expect(preview.json().data).toMatchObject({ state: 'pending', expired: true });

    const text = await askClaimSms(ctx, holder.cookie, gift.code);
    expect([text.statusCode, text.json().code, text.json().error]).toEqual([
      409,
      'GIFT_EXPIRED',
      GIFT_MESSAGES.expired,
    ]);
    const sms = await phoneCodeFor(ctx, holder.id, holder.stored);
    const res = await claimByApi(ctx, holder.cookie, gift.code, sms);
    expect([res.statusCode, res.json().code, res.json().error]).toEqual([
      409,
      'GIFT_EXPIRED',
      GIFT_MESSAGES.expired,
    ]);
    // The claim itself checks by the database's clock under the gift's lock, whatever the route saw.
    await expect(
      withTransaction(ctx.sql, (tx) =>
        claimGift(tx, gift.code, { id: holder.id, phone: holder.stored }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'GIFT_EXPIRED' });
    const [row] = await ctx.sql`select state from gifts where id = ${gift.id}`;
    expect(row!.state).toBe('pending');
    await expectLedgerSound(ctx.sql);
    // The job then returns it to Ada.
    expect((await settleGifts(ctx.sql)).returned).toBe(1);
    const [after] = await ctx.sql`select state from gifts where id = ${gift.id}`;
    expect(after!.state).toBe('returned');
  });
});
