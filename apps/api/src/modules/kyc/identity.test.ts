import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../../../test/auth-helpers';
import { signedWebhook } from '../../../test/fake-paystack';
import { limitsOf, member, verifyIdentity } from '../../../test/kyc-helpers';
import { createPaystackTestApp, type FakePaystack } from '../../../test/paystack-test-app';
import type { TestContext } from '../../../test/test-app';
import { identificationEvent, SANDBOX_IDENTITY_KEY, signIdentityBody } from './identity-events';

const BVN = '22212345678';

describe('Tier 2: a BVN or NIN checked by the sandbox provider (docs/decisions/0063)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('verifies an 11-digit BVN whose name is the account’s: Tier 2, limits raised', async () => {
    const ada = await member(ctx, { first: 'Adaeze', last: 'Okafor' });
    const res = await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: BVN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.identity).toEqual({
      state: 'verified',
      idType: 'bvn',
      last4: '5678',
      failureReason: null,
    });
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 2,
      nextStep: 'address',
      dailyIn: { limitKobo: 200_000_00 },
      maxBalanceKobo: 500_000_00,
    });
    // The number itself is not stored anywhere.
    const [row] = await ctx.sql`select * from identity_checks where user_id = ${ada.user.user_id}`;
    expect(JSON.stringify(row)).not.toContain(BVN);
    const again = await verifyIdentity(ctx, ada.cookie, { idType: 'nin', idNumber: BVN });
    expect(again.json()).toMatchObject({ code: 'IDENTITY_ALREADY_VERIFIED' });
  });

  it('fails a number ending in 0 with the provider’s reason; the tier stays and a retry is allowed', async () => {
    const ada = await member(ctx);
    const res = await verifyIdentity(ctx, ada.cookie, { idType: 'nin', idNumber: '12345678900' });
    expect(res.json().data.identity).toEqual({
      state: 'failed',
      idType: 'nin',
      last4: '8900',
      failureReason: 'We could not verify your BVN or NIN: No record was found for this number',
    });
    expect((await limitsOf(ctx, ada.cookie)).tier).toBe(1);
    const retry = await verifyIdentity(ctx, ada.cookie, { idType: 'nin', idNumber: '12345678901' });
    expect(retry.json().data.identity.state).toBe('verified');
  });

  it('fails a number registered to another name, saying so', async () => {
    const ada = await member(ctx, { first: 'Ada', last: 'Obi' });
    const res = await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: '22212345679' });
    expect(res.json().data.identity).toMatchObject({
      state: 'failed',
      failureReason:
        'The name on this BVN or NIN (CHIDI OKONKWO) does not match the name on your Faza account. Check the number, or correct your name in your profile.',
    });
    expect((await limitsOf(ctx, ada.cookie)).tier).toBe(1);
  });

  it('refuses bad numbers, accounts without a name, and a number that verifies another account', async () => {
    const ada = await member(ctx);
    for (const idNumber of ['2221234567', '222123456789', '2221234567a'])
      expect(
        (await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber })).json().fields,
      ).toEqual({ idNumber: 'Enter the 11 digits of your BVN or NIN' });
    await ctx.sql`update users set first_name = null, last_name = null where id = ${ada.user.user_id}`;
    const nameless = await verifyIdentity(ctx, ada.cookie, {
      idType: 'bvn',
      idNumber: '33312345678',
    });
    expect(nameless.json()).toMatchObject({ code: 'IDENTITY_NAME_NEEDED' });
    const first = await member(ctx);
    await verifyIdentity(ctx, first.cookie, { idType: 'bvn', idNumber: '44412345678' });
    const second = await member(ctx);
    const taken = await verifyIdentity(ctx, second.cookie, {
      idType: 'bvn',
      idNumber: '44412345678',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'IDENTITY_IN_USE' });
  });

  it('asks the provider at most 5 times an hour per account', async () => {
    const ada = await member(ctx);
    for (let i = 0; i < 5; i++)
      expect(
        (await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: '66612345670' })).json()
          .data.identity.state,
      ).toBe('failed');
    const sixth = await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: '66612345671' });
    expect(sixth.statusCode).toBe(429);
    expect((await limitsOf(ctx, ada.cookie)).tier).toBe(1);
  });

  it('its webhook takes only events signed with the sandbox key, and a replay changes nothing', async () => {
    const ada = await member(ctx);
    await ctx.sql`
      insert into identity_checks (user_id, id_type, id_last4, id_hash, provider, provider_customer)
      values (${ada.user.user_id}, 'bvn', '1234', ${'a'.repeat(64)}, 'sandbox', 'CUS_replay')`;
    const body = JSON.stringify(
      identificationEvent({
        outcome: 'success',
        customerCode: 'CUS_replay',
        email: 'x@example.com',
        idType: 'bvn',
        maskedNumber: '222*****234',
        firstName: 'ADA',
        lastName: 'OBI',
      }),
    );
    const post = (signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/identity-webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: body,
      });
    const forged = await post(signIdentityBody(body, 'not-the-key'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    expect((await limitsOf(ctx, ada.cookie)).tier).toBe(1);
    expect((await post(signIdentityBody(body, SANDBOX_IDENTITY_KEY))).statusCode).toBe(200);
    expect((await limitsOf(ctx, ada.cookie)).tier).toBe(2);
    expect((await post(signIdentityBody(body, SANDBOX_IDENTITY_KEY))).statusCode).toBe(200);
    const checks =
      await ctx.sql`select state from identity_checks where user_id = ${ada.user.user_id}`;
    expect(checks).toEqual([{ state: 'verified' }]);
  });
});

describe('Tier 2 with Paystack: the answer comes by its signed webhook', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, paystack, close } = await createPaystackTestApp());
  });
  afterAll(() => close());

  const webhook = (event: unknown, secret?: string) => {
    const { body, signature } = signedWebhook(event, secret);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
  };

  it('asks Paystack with the account’s names, waits pending, then verifies on the event', async () => {
    const ada = await member(ctx, { first: 'Ngozi', last: 'Eze' });
    const res = await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: BVN });
    expect(res.json().data.identity.state).toBe('pending');
    const asked = paystack.identifications.at(-1)!;
    expect(asked).toMatchObject({
      country: 'NG',
      type: 'bvn',
      value: BVN,
      first_name: 'Ngozi',
      last_name: 'Eze',
    });
    const pending = await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: BVN });
    expect(pending.json().code).toBe('IDENTITY_PENDING');
    const event = {
      event: 'customeridentification.success',
      data: { customer_code: asked.customer, identification: { country: 'NG', type: 'bvn' } },
    };
    expect((await webhook(event, 'sk_test_wrong_secret_key')).statusCode).toBe(401);
    expect((await limitsOf(ctx, ada.cookie)).tier).toBe(1);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 2,
      identity: { state: 'verified' },
    });
  });

  it('a failed event leaves Tier 1 with Paystack’s reason', async () => {
    const ada = await member(ctx, { first: 'Emeka', last: 'Nwosu' });
    await verifyIdentity(ctx, ada.cookie, { idType: 'bvn', idNumber: '55512345678' });
    const asked = paystack.identifications.at(-1)!;
    await webhook({
      event: 'customeridentification.failed',
      data: { customer_code: asked.customer, reason: 'Account number or BVN is incorrect' },
    });
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 1,
      identity: {
        state: 'failed',
        failureReason: 'We could not verify your BVN or NIN: Account number or BVN is incorrect',
      },
    });
  });
});
