import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeNigerianPhone } from '@faza/shared';
import {
  createAuthTestApp,
  newAccount,
  randomTestIp,
  signedInUser,
  signIn,
  signUp,
  tokenOf,
} from '../../../test/auth-helpers';
import {
  askClaimSms,
  claimGift,
  codeOf,
  createGift,
  previewGift,
} from '../../../test/gift-helpers';
import { latestPhoneCodeFor, smsTo } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';

// Sign-up from a gift's claim link: the browser sends the claim code, the server gives the account
// the gift's number, which no answer to the link ever carries (docs/decisions/0058).
describe('signing up from a gift’s claim link', () => {
  let ctx: TestContext;
  let ada: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 100_000_00);
  }, 60_000);
  afterAll(() => ctx.close());

  /** A money gift to a fresh number: its number as +234… and its claim code. */
  async function giftToNewNumber() {
    const phone = newAccount().phone;
    const res = await createGift(ctx, ada.cookie, { phone, amount: 1000 });
    expect(res.statusCode, res.body).toBe(201);
    return {
      phone,
      full: normalizeNigerianPhone(phone)!,
      code: codeOf(res.json().data['claim-url']),
      id: res.json().data.id as string,
    };
  }

  const signUpWithGift = (account: { email: string; password: string }, gift: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: randomTestIp(),
      payload: { email: account.email, password: account.password, gift },
    });

  const usersWithEmail = async (email: string) =>
    (await ctx.sql<[{ n: number }]>`select count(*)::int as n from users where email = ${email}`)[0]
      .n;

  it('the preview never carries the full number to a visitor signed out', async () => {
    const { phone, full, code } = await giftToNewNumber();
    const preview = await previewGift(ctx, code);
    expect(preview.statusCode).toBe(200);
    // The mask, whole: the hidden digits are nowhere in the number's field.
    expect(preview.json().data.phone).toBe(`${phone.slice(0, 4)} *** ${phone.slice(-4)}`);
    expect(preview.json().data).not.toHaveProperty('sign_up_phone');
    // Nor is the number anywhere else, whole or with the hidden digits beside the shown ones. Four
    // digits alone are not looked for: they turn up by chance in a date, an amount, the mask's own
    // last four (one run's middle digits were its last four).
    for (const form of [full, phone, full.slice(4), phone.slice(0, 7), phone.slice(4)])
      expect(preview.body).not.toContain(form);
  });

  it('gives the account the gift’s number; the phone code goes to it and claims the gift', async () => {
    const { phone, full, code } = await giftToNewNumber();
    const account = newAccount();
    const up = await signUpWithGift(account, code);
    expect(up.statusCode, up.body).toBe(201);
    // The answer shows the number masked, as the preview does: the link learns no more.
    expect(up.json().data['phone-number']).toBe(`${phone.slice(0, 4)} *** ${phone.slice(-4)}`);
    for (const form of [full.slice(4), phone.slice(4, 8)]) expect(up.body).not.toContain(form);
    const [row] = await ctx.sql<[{ phone: string | null; phone_claim: string | null }]>`
      select phone, phone_claim from users where email = ${account.email}`;
    expect(row.phone ?? row.phone_claim).toBe(full);

    // Whoever owns the number signs in with it and proves it with the code texted to it.
    const res = await signIn(ctx.app, phone, account.password);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = tokenOf(res);
    expect((await askClaimSms(ctx, cookie, code)).statusCode).toBe(200);
    expect(smsTo(ctx.config.DATA_DIR, phone)).toHaveLength(1);
    const claimed = await claimGift(
      ctx,
      cookie,
      code,
      latestPhoneCodeFor(ctx.config.DATA_DIR, phone),
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    await expectLedgerSound(ctx.sql);
  });

  it('refuses an expired or claimed gift and makes no account', async () => {
    const expired = await giftToNewNumber();
    await ctx.sql`update gifts set expires_at = now() - interval '1 second' where id = ${expired.id}`;
    const late = newAccount();
    const refusedLate = await signUpWithGift(late, expired.code);
    expect(refusedLate.statusCode).toBe(409);
    expect(refusedLate.json().code).toBe('GIFT_EXPIRED');
    expect(await usersWithEmail(late.email)).toBe(0);

    // Claimed by its owner, who signed up with the number typed in.
    const taken = await giftToNewNumber();
    const owner = newAccount({ phone: taken.phone });
    expect((await signUp(ctx.app, owner)).statusCode).toBe(201);
    const cookie = tokenOf(await signIn(ctx.app, owner.phone, owner.password));
    await askClaimSms(ctx, cookie, taken.code);
    const sms = latestPhoneCodeFor(ctx.config.DATA_DIR, owner.phone);
    expect((await claimGift(ctx, cookie, taken.code, sms)).statusCode).toBe(200);
    const after = newAccount();
    const refusedClaimed = await signUpWithGift(after, taken.code);
    expect(refusedClaimed.statusCode).toBe(409);
    expect(refusedClaimed.json().code).toBe('GIFT_CLAIMED');
    expect(await usersWithEmail(after.email)).toBe(0);
    // The owner's proved number is theirs still.
    const [row] = await ctx.sql<[{ n: number }]>`
      select count(*)::int as n from users where phone = ${taken.full} or phone_claim = ${taken.full}`;
    expect(row.n).toBe(1);
  });

  it('applies the phone rules to the gift’s number: proved by someone else, it is taken', async () => {
    const gift = await giftToNewNumber();
    // The number's owner joined and proved it without claiming yet.
    await signedInUser(ctx, { phone: gift.phone });
    const account = newAccount();
    const res = await signUpWithGift(account, gift.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_TAKEN');
    expect(await usersWithEmail(account.email)).toBe(0);
  });

  it('takes a phone number or a gift, not both and not neither; an unknown gift is refused', async () => {
    const gift = await giftToNewNumber();
    const account = newAccount();
    const both = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: randomTestIp(),
      payload: {
        email: account.email,
        password: account.password,
        gift: gift.code,
        'phone-number': account.phone,
      },
    });
    expect(both.statusCode).toBe(400);
    const neither = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: randomTestIp(),
      payload: { email: account.email, password: account.password },
    });
    expect(neither.statusCode).toBe(400);
    const unknown = await signUpWithGift(account, 'A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GIFT_NOT_FOUND');
    expect(await usersWithEmail(account.email)).toBe(0);
  });
});
