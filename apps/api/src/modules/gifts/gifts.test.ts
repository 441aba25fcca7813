import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeNigerianPhone } from '@faza/shared';
import { createAuthTestApp, newAccount, signedInUser } from '../../../test/auth-helpers';
import {
  askClaimSms,
  cancelGift,
  claimGift,
  codeOf,
  createGift,
  heldFood,
  listGifts,
  previewGift,
} from '../../../test/gift-helpers';
import { latestPhoneCodeFor } from '../../../test/outbox';
import {
  getHistory,
  getPantry,
  giveFood,
  lotsOffJournal,
  RICE,
} from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet, history } from '../../../test/wallet-helpers';
import { appJobs } from '../../app-jobs';
import { SETTLE_GIFTS_TASK, settleGifts } from './gift-jobs';

const newPhone = () => newAccount().phone;

/** Signs up (and in) the owner of `phone`, phone not yet verified, as a new member would. */
async function joinWith(ctx: TestContext, phone: string) {
  const { cookie, user } = await signedInUser(ctx, { phone }, { phoneVerified: false });
  return { cookie, userId: user.user_id };
}

describe('gifts to a phone number', () => {
  let ctx: TestContext;
  let ada: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 500_000_00);
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 3 }, { expiresInDays: 10 });
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 5 }, { expiresInDays: 30 });
  }, 60_000);
  afterAll(() => ctx.close());

  it('holds food for a new number, which its owner claims with the texted code', async () => {
    const phone = newPhone();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)}-${phone.slice(7)}`;
    const res = await createGift(ctx, ada.cookie, {
      phone: spaced,
      items: [{ 'food-name': RICE.name, 'food-quantity': 4, 'food-quantity-type': RICE.type }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const gift = res.json().data;
    expect(gift).toMatchObject({ state: 'pending', kind: 'food', amount: null });
    expect(gift.items).toEqual([
      { 'food-name': RICE.name, 'food-quantity': 4, 'food-quantity-type': RICE.type },
    ]);
    const code = codeOf(gift['claim-url']);
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
    // First-expired-first-out: the 3 expiring soonest, then 1 of the later lot.
    const pantry = (await getPantry(ctx, ada.cookie)).json().data;
    expect(JSON.stringify(pantry)).toContain('"quantity":4');
    expect(await heldFood(ctx)).toEqual([
      expect.objectContaining({ quantity_type: RICE.type, total: 4 }),
    ]);

    const preview = await previewGift(ctx, code);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ state: 'pending', your_number: false });
    // Masked to anyone holding the link: the full number is never in it (docs/decisions/0058).
    expect(preview.body).not.toContain(normalizeNigerianPhone(phone)!.slice(4));

    // Someone else signed in with another number: refused, no text sent, nothing claimed.
    const other = await signedInUser(ctx);
    expect((await askClaimSms(ctx, other.cookie, code)).statusCode).toBe(403);
    const wrong = await claimGift(ctx, other.cookie, code, '123456');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('GIFT_WRONG_PHONE');

    const owner = await joinWith(ctx, phone);
    const ownerPreview = (await previewGift(ctx, code, owner.cookie)).json().data;
    expect(ownerPreview).toMatchObject({ your_number: true });
    expect(ownerPreview).not.toHaveProperty('sign_up_phone');
    // A wrong code claims nothing.
    await askClaimSms(ctx, owner.cookie, code);
    const right = latestPhoneCodeFor(ctx.config.DATA_DIR, phone);
    const bad = await claimGift(ctx, owner.cookie, code, right === '000000' ? '111111' : '000000');
    expect(bad.statusCode).toBe(400);
    const claimed = await claimGift(ctx, owner.cookie, code, right);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toEqual({ state: 'claimed', kind: 'food' });

    const lots = await ctx.sql<{ quantity: number; expires_at: Date; source_expiry: Date }[]>`
      select l.quantity, l.expires_at, s.expires_at as source_expiry from pantry_lots l
      join pantry_lots s on s.id = l.source_lot_id where l.owner_id = ${owner.userId}`;
    expect(lots.reduce((n, l) => n + l.quantity, 0)).toBe(4);
    for (const lot of lots) expect(lot.expires_at).toEqual(lot.source_expiry);
    expect(await heldFood(ctx)).toEqual([]);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);

    // A second claim (a lost answer retried) answers the same; the gift stays claimed once.
    expect((await claimGift(ctx, owner.cookie, code, right)).statusCode).toBe(200);
    const notes = await ctx.sql<{ kind: string; recipient_id: string }[]>`
      select kind, recipient_id from notifications where kind like 'gift.%' order by kind`;
    expect(notes).toEqual(
      expect.arrayContaining([
        { kind: 'gift.claimed', recipient_id: ada.user.user_id },
        { kind: 'gift.received', recipient_id: owner.userId },
      ]),
    );
    // Both pantries' histories say what happened.
    const mine = await getHistory(ctx, ada.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('"kind":"gift_hold"');
    const theirs = await getHistory(ctx, owner.cookie);
    expect(JSON.stringify(theirs.json())).toContain('"kind":"gift_claim"');
    await expectLedgerSound(ctx.sql);
  });

  it('holds money in gifts_held; cancel returns it at once; expiry returns the rest', async () => {
    const [{ balance_kobo: before }] = await ctx.sql<[{ balance_kobo: number }]>`
      select balance_kobo from wallets where id = ${ada.user.wallet_id}`;
    const one = await createGift(ctx, ada.cookie, { phone: newPhone(), amount: 5000 });
    expect(one.statusCode, one.body).toBe(201);
    const two = await createGift(ctx, ada.cookie, { phone: newPhone(), amount: 2500.5 });
    expect(two.statusCode, two.body).toBe(201);
    const report = await expectLedgerSound(ctx.sql);
    expect(report.system.gifts_held).toBe(7500_50);

    const cancelled = await cancelGift(ctx, ada.cookie, one.json().data.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect((await cancelGift(ctx, ada.cookie, one.json().data.id)).statusCode).toBe(409);

    // Not yet due: the job leaves it. Past its week: returned once, however often the job runs.
    expect((await settleGifts(ctx.sql)).returned).toBe(0);
    await ctx.sql`update gifts set expires_at = now() - interval '1 second'
                  where id = ${two.json().data.id}`;
    expect((await settleGifts(ctx.sql)).returned).toBe(1);
    expect((await settleGifts(ctx.sql)).returned).toBe(0);
    const [{ balance_kobo: after }] = await ctx.sql<[{ balance_kobo: number }]>`
      select balance_kobo from wallets where id = ${ada.user.wallet_id}`;
    expect(after).toBe(before);
    const states = (await listGifts(ctx, ada.cookie))
      .json()
      .data.gifts.map((g: { id: string; state: string }) => [g.id, g.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [one.json().data.id, 'cancelled'],
        [two.json().data.id, 'returned'],
      ]),
    );
    const returned = await ctx.sql`select 1 from notifications
      where kind = 'gift.returned' and recipient_id = ${ada.user.user_id}`;
    expect(returned.length).toBe(1);
    const check = await expectLedgerSound(ctx.sql);
    expect(check.system.gifts_held).toBe(0);
    // The wallet's history lists the hold and its return.
    const listed = await history(ctx, ada.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('came back');
  });

  it('makes one gift per Idempotency-Key, even sent twice at once', async () => {
    const key = randomUUID();
    const body = { phone: newPhone(), amount: 100 };
    const answers = await Promise.all([
      createGift(ctx, ada.cookie, body, key),
      createGift(ctx, ada.cookie, body, key),
      createGift(ctx, ada.cookie, body, key),
    ]);
    const ids = new Set(
      answers.filter((r) => r.statusCode === 201).map((r) => r.json().data.id as string),
    );
    expect(ids.size).toBe(1);
    for (const r of answers) expect([201, 409]).toContain(r.statusCode);
    const [{ n }] = await ctx.sql<[{ n: number }]>`
      select count(*)::int as n from gifts where phone = ${'+234' + body.phone.slice(1)}`;
    expect(n).toBe(1);
    await expectLedgerSound(ctx.sql);
  });

  it('refuses a member’s number, the sender’s own, and gifts past the limits', async () => {
    const bola = await signedInUser(ctx);
    const member = await createGift(ctx, ada.cookie, { phone: bola.account.phone, amount: 100 });
    expect(member.statusCode).toBe(422);
    expect(member.json().code).toBe('RECIPIENT_IS_MEMBER');
    const self = await createGift(ctx, ada.cookie, { phone: ada.account.phone, amount: 100 });
    expect(self.json().code).toBe('SELF_GIFT');

    // Five pending gifts for one number: the sixth is refused, whoever sends it.
    const phone = newPhone();
    for (let i = 0; i < 5; i++)
      expect((await createGift(ctx, bola.cookie, { phone, amount: 50 })).statusCode).toBe(422);
    await fundWallet(ctx.sql, bola.user.wallet_id!, 1_000_00);
    const made = await Promise.all(
      Array.from({ length: 8 }, () => createGift(ctx, bola.cookie, { phone, amount: 50 })),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(made.filter((r) => r.json().code === 'GIFT_LIMIT_RECIPIENT')).toHaveLength(3);

    // ₦200,000 held at once per sender (₦100 of hers waits since the test above).
    const big = await createGift(ctx, ada.cookie, { phone: newPhone(), amount: 199_900 });
    expect(big.statusCode, big.body).toBe(201);
    const over = await createGift(ctx, ada.cookie, { phone: newPhone(), amount: 50 });
    expect(over.json().code).toBe('GIFT_LIMIT_HELD');
    await expectLedgerSound(ctx.sql);
  });
});

describe('a double claim', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('lands the gift once when the owner claims it twice at once', async () => {
    ctx = await createAuthTestApp();
    const ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 10_000_00);
    const phone = newPhone();
    const made = await createGift(ctx, ada.cookie, { phone, amount: 1234 });
    const code = codeOf(made.json().data['claim-url']);
    const owner = await joinWith(ctx, phone);
    await askClaimSms(ctx, owner.cookie, code);
    const sms = latestPhoneCodeFor(ctx.config.DATA_DIR, phone);
    const both = await Promise.all([
      claimGift(ctx, owner.cookie, code, sms),
      claimGift(ctx, owner.cookie, code, sms),
    ]);
    expect(both.some((r) => r.statusCode === 200)).toBe(true);
    const [{ balance_kobo }] = await ctx.sql<[{ balance_kobo: number }]>`
      select w.balance_kobo from wallets w where w.user_id = ${owner.userId}`;
    expect(balance_kobo).toBe(1234_00);
    await expectLedgerSound(ctx.sql);
  });
});

describe('sender limits and reminders', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('counts pending gifts and gifts a day per sender, from the config table', async () => {
    ctx = await createAuthTestApp({ GIFTS_PENDING_PER_SENDER: '2', GIFTS_PER_DAY: '3' });
    const ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 10_000_00);
    const gift = () => createGift(ctx, ada.cookie, { phone: newPhone(), amount: 100 });
    const first = await gift();
    expect((await gift()).statusCode).toBe(201);
    const third = await gift();
    expect(third.json()).toMatchObject({
      code: 'GIFT_LIMIT_PENDING',
      error:
        'You already have 2 gifts waiting to be claimed. Cancel one or wait until one is claimed.',
    });
    await cancelGift(ctx, ada.cookie, first.json().data.id);
    const again = await gift();
    expect(again.statusCode).toBe(201);
    await cancelGift(ctx, ada.cookie, again.json().data.id);
    expect((await gift()).json().code).toBe('GIFT_LIMIT_DAILY');
    await expectLedgerSound(ctx.sql);
  });

  it('reminds the sender after 1 and 5 days unclaimed, once each, and runs every 10 minutes', async () => {
    const bola = await signedInUser(ctx);
    await fundWallet(ctx.sql, bola.user.wallet_id!, 10_000_00);
    const made = await createGift(ctx, bola.cookie, { phone: newPhone(), amount: 300 });
    const id = made.json().data.id as string;
    const reminders = async () =>
      (
        await ctx.sql`select event_key from notifications
                      where kind = 'gift.reminder' and recipient_id = ${bola.user.user_id}`
      ).map((r) => r.event_key as string);
    await settleGifts(ctx.sql);
    expect(await reminders()).toEqual([]);
    await ctx.sql`update gifts set created_at = now() - interval '2 days' where id = ${id}`;
    await settleGifts(ctx.sql);
    await settleGifts(ctx.sql);
    expect(await reminders()).toEqual([`gift:${id}:day-1`]);
    await ctx.sql`update gifts set created_at = now() - interval '6 days' where id = ${id}`;
    await settleGifts(ctx.sql);
    expect((await reminders()).sort()).toEqual([`gift:${id}:day-1`, `gift:${id}:day-5`]);
    expect(appJobs(ctx.sql, ctx.config, ctx.app.mailer).cron).toContainEqual(
      expect.objectContaining({ task: SETTLE_GIFTS_TASK, match: '*/10 * * * *' }),
    );
  });
});
