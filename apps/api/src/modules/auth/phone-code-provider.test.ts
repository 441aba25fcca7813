import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@faza/shared';
import {
  askPhoneCode,
  createAuthTestApp,
  sessionUser,
  signedInUser,
  verifyPhoneCode,
} from '../../../test/auth-helpers';
import { startFakeSms, TERMII_KEY } from '../../../test/fake-sms';
import { smsTo } from '../../../test/outbox';
import type { TestContext } from '../../../test/test-app';

describe('phone codes through a real SMS provider (a local fake Termii)', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeSms>>;
  beforeAll(async () => {
    fake = await startFakeSms();
    ctx = await createAuthTestApp({
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: TERMII_KEY,
      TERMII_SENDER_ID: 'Faza',
      TERMII_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('says so when the provider refuses, withdraws that code, lets the customer retry at once, and verifies', async () => {
    const { account, cookie } = await signedInUser(ctx, {}, { phoneVerified: false });
    fake.setMode('refuse');
    const refused = await askPhoneCode(ctx.app, cookie);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      status: 'failed',
      error: AUTH_MESSAGES.smsNotSent,
      code: 'SMS_NOT_SENT',
    });
    // The code in the text that never left is withdrawn: it proves nothing.
    const unsent = /\b(\d{6})\b/.exec(fake.refused[0]!)![1]!;
    const tried = await verifyPhoneCode(ctx.app, cookie, unsent);
    expect(tried.json()).toMatchObject({ code: 'CODE_EXPIRED' });

    fake.setMode('accept');
    expect((await askPhoneCode(ctx.app, cookie)).statusCode).toBe(200);
    const [sms] = fake.received;
    expect(sms!.to).toBe(`234${account.phone.slice(1)}`);
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    expect((await verifyPhoneCode(ctx.app, cookie, code)).statusCode).toBe(200);
    expect((await sessionUser(ctx.app, cookie))!.phone_verified).toBe(true);
    // A real provider sent it: nothing went to the outbox.
    expect(smsTo(ctx.config.DATA_DIR, account.phone)).toEqual([]);
  });
});
