import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  me,
  newAccount,
  randomTestIp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { codeOf, createGift, previewGift } from '../../../test/gift-helpers';
import { inbox } from '../../../test/notification-helpers';
import { giveFood, getHistory, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet, history, sendMoney } from '../../../test/wallet-helpers';

// Real names (docs/decisions/0054-real-names.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(() => ctx.close());

const signUpWith = (extra: Record<string, unknown>) => {
  const a = newAccount();
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: randomTestIp(),
    payload: { email: a.email, 'phone-number': a.phone, password: a.password, ...extra },
  });
};

const setName = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/me/name',
    cookies: sessionCookies(ctx.app, cookie),
    payload,
  });

/** A signed-in, phone-verified account with the name given. */
async function named(first: string, last: string) {
  const user = await signedInUser(ctx);
  const res = await setName(user.cookie, { 'first-name': first, 'last-name': last });
  expect(res.statusCode).toBe(200);
  return user;
}

const lookup = (faza: string, cookie: string) =>
  ctx.app.inject({
    url: `/api/auth/is-faza-valid/${faza}`,
    cookies: sessionCookies(ctx.app, cookie),
  });

describe('sign-up with and without a name', () => {
  it('stores the name given, trimmed', async () => {
    const res = await signUpWith({ 'first-name': '  Bola ', 'last-name': 'Tinubu-Ọlá' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.sql<{ first_name: string; last_name: string }[]>`
      select first_name, last_name from users where id = ${res.json().data.user_id}`;
    expect(row).toEqual({ first_name: 'Bola', last_name: 'Tinubu-Ọlá' });
  });

  it("still takes the spec's payload without a name, leaving it unset", async () => {
    const { cookie } = await signedInUser(ctx);
    const user = (await me(ctx.app, cookie)).json().data;
    expect(user).toMatchObject({ 'first-name': null, 'last-name': null });
  });

  it('refuses half a name or a name that is not letters', async () => {
    const half = await signUpWith({ 'first-name': 'Bola' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({ 'last-name': NAME_MESSAGES.lastNameRequired });
    const digits = await signUpWith({ 'first-name': 'B0la', 'last-name': 'T' });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().fields).toEqual({ 'first-name': NAME_MESSAGES.invalid });
  });
});

describe('PUT /api/auth/me/name', () => {
  it('is for signed-in users only', async () => {
    expect((await setName(undefined, { 'first-name': 'A', 'last-name': 'B' })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ 'first-name': '', 'last-name': 'Tinubu' }, 'first-name', NAME_MESSAGES.firstNameRequired],
    [{ 'first-name': 'Bola' }, 'last-name', NAME_MESSAGES.lastNameRequired],
    [{ 'first-name': 'Bola', 'last-name': 'x'.repeat(51) }, 'last-name', NAME_MESSAGES.tooLong],
    [{ 'first-name': 'Bola!', 'last-name': 'Tinubu' }, 'first-name', NAME_MESSAGES.invalid],
  ])('refuses %j', async (payload, field, message) => {
    const { cookie } = await signedInUser(ctx);
    const res = await setName(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });

  it('sets the name, which auth/me then answers', async () => {
    const { cookie } = await signedInUser(ctx);
    const res = await setName(cookie, { 'first-name': ' Ngozi ', 'last-name': 'Eze' });
    expect(res.json().data).toMatchObject({ 'first-name': 'Ngozi', 'last-name': 'Eze' });
    expect((await me(ctx.app, cookie)).json().data).toMatchObject({
      'first-name': 'Ngozi',
      'last-name': 'Eze',
    });
  });
});

describe('names around a send', () => {
  it('the name enquiry shows the first name and the surname initial, as banks do', async () => {
    const sender = await signedInUser(ctx);
    const bola = await named('Bola', 'Tinubu');
    const res = await lookup(bola.user.faza, sender.cookie);
    expect(res.json().data).toEqual({ valid: true, name: 'Bola T.', self: false });
  });

  it("the sender's receipt and history name the recipient in full; the recipient sees the first name", async () => {
    const ade = await named('Ade', 'Okafor');
    const bola = await named('Bola', 'Tinubu');
    await fundWallet(ctx.sql, ade.user.wallet_id!, 5_000_00);
    const sent = await sendMoney(ctx, ade.cookie, { faza: bola.user.faza, amount: 1000 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.recipient.name).toBe('Bola Tinubu');
    const mine = (await history(ctx, ade.cookie)).json().data.transactions;
    expect(mine[0]).toMatchObject({ description: 'Sent to Bola Tinubu' });
    const theirs = (await history(ctx, bola.cookie)).json().data.transactions;
    expect(theirs[0]).toMatchObject({ description: 'Received from Ade' });
    // Others see the sender by first name: the notification, and a gift's page.
    const [told] = (await inbox(ctx, bola.cookie)).json().data.items;
    expect(told.body).toMatch(/^Ade sent you /);
    const gift = await createGift(ctx, ade.cookie, {
      phone: `080${String(randomInt(1e8)).padStart(8, '0')}`,
      amount: 500,
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const preview = await previewGift(ctx, codeOf(gift.json().data['claim-url']));
    expect(preview.json().data.sender).toBe('Ade');
    await expectLedgerSound(ctx.sql);
  });

  it("a food send's receipt and the sender's pantry history name the recipient in full", async () => {
    const ade = await named('Ade', 'Okafor');
    const bola = await named('Bola', 'Tinubu');
    await giveFood(ctx.sql, ade.user.user_id, { name: RICE.name, type: RICE.type, quantity: 2 });
    const sent = await sendFood(ctx, ade.cookie, {
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: bola.user.faza,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.recipient.name).toBe('Bola Tinubu');
    const entries = (await getHistory(ctx, ade.cookie)).json().data.entries;
    const out = entries.find((e: { kind: string }) => e.kind === 'transfer_out');
    expect(out.counterparty).toEqual({ name: 'Bola Tinubu' });
    const received = (await getHistory(ctx, bola.cookie)).json().data.entries;
    expect(received[0].counterparty).toEqual({ name: 'Ade' });
  });

  it('staff see the full name', async () => {
    const admin = await signInAs(ctx, 'admin');
    const tag = randomUUID().slice(0, 8);
    const customer = await signedInUser(ctx, { email: `named.${tag}@example.com` });
    await setName(customer.cookie, { 'first-name': 'Chioma', 'last-name': 'Nwosu' });
    const res = await ctx.app.inject({
      url: `/api/admin/users?q=named.${tag}`,
      cookies: sessionCookies(ctx.app, admin.cookie),
    });
    expect(res.json().data.users[0]).toMatchObject({ name: 'Chioma Nwosu' });
  });
});
