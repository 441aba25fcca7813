import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, normalizeNigerianPhone } from '@faza/shared';
import {
  createAuthTestApp,
  newAccount,
  sessionUser,
  signedInUser,
  signIn,
  signUp,
  tokenOf,
  verifyPhoneCode,
  verifyPhoneThroughOutbox,
} from '../../../test/auth-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { emailsTo } from '../../../test/outbox';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { issuePhoneCode } from './phone-codes-repository';

/**
 * The owner of a number held by an account that never proved it signs up with it, proves it by
 * SMS and takes it; the old account keeps its email and data and is told (docs/decisions/0049).
 */
describe('taking back a phone number someone else registered', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const userRow = async (email: string) =>
    (
      await ctx.sql<
        {
          id: string;
          phone: string | null;
          phone_claim: string | null;
          faza: string;
          verified: boolean;
        }[]
      >`select id, phone, phone_claim, faza, phone_verified_at is not null as verified
        from users where email = ${email.toLowerCase()}`
    )[0]!;

  it('lets the owner sign up, prove it by SMS and take it; the squatter keeps the rest', async () => {
    const squatter = await signedInUser(ctx, {}, { phoneVerified: false });
    await giveFood(ctx.sql, squatter.user.user_id, { ...RICE, quantity: 2 });
    const before = await userRow(squatter.account.email);

    const owner = newAccount({ phone: squatter.account.phone, password: 'Egusi&Soup2025' });
    const up = await signUp(ctx.app, owner);
    expect(up.statusCode, up.body).toBe(201);
    // Until proved, the number is only claimed; its FAZA number stays the squatter's.
    const pending = await userRow(owner.email);
    expect(pending).toMatchObject({ phone: null, verified: false });
    expect(pending.phone_claim).toBe(normalizeNigerianPhone(owner.phone));
    expect(pending.faza).not.toBe(before.faza);

    // The owner signs in with the number and their own password; the squatter still can too.
    const ownerCookie = tokenOf(await signIn(ctx.app, owner.phone, owner.password));
    expect((await sessionUser(ctx.app, ownerCookie))?.email).toBe(owner.email.toLowerCase());
    expect((await signIn(ctx.app, owner.phone, squatter.account.password)).statusCode).toBe(200);

    await verifyPhoneThroughOutbox(ctx, ownerCookie, owner.phone);

    const after = await userRow(owner.email);
    expect(after).toMatchObject({
      phone: normalizeNigerianPhone(owner.phone),
      phone_claim: null,
      verified: true,
      faza: pending.faza,
    });
    // The squatter: no number, same email, same FAZA number, same food; signed out; emailed.
    const old = await userRow(squatter.account.email);
    expect(old).toMatchObject({
      phone: null,
      phone_claim: null,
      verified: false,
      faza: before.faza,
    });
    const [lot] = await ctx.sql<{ quantity: number }[]>`
      select quantity from pantry_lots where owner_id = ${squatter.user.user_id}`;
    expect(Number(lot?.quantity)).toBe(2);
    expect(await sessionUser(ctx.app, squatter.cookie)).toBeNull();
    const signInAgain = await signIn(ctx.app, owner.phone, squatter.account.password);
    expect(signInAgain.statusCode).toBe(401);
    await runQueuedJobs(ctx);
    const mails = emailsTo(ctx.config.DATA_DIR, squatter.account.email).filter(
      (m) => m.subject === 'Your Faza account no longer has a phone number',
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.text).toContain(`ending ${owner.phone.slice(-4)}`);
    const [audit] = await ctx.sql<{ after: { provedBy: string } }[]>`
      select after from audit_log
      where action = 'user.phone_taken_over' and subject_id = ${squatter.user.user_id}`;
    expect(audit?.after.provedBy).toBe(after.id);
  });

  it('still refuses a verified number at sign-up', async () => {
    const holder = await signedInUser(ctx);
    const res = await signUp(ctx.app, newAccount({ phone: holder.account.phone }));
    expect([res.statusCode, res.json().code]).toEqual([409, 'PHONE_TAKEN']);
  });

  it('keeps the number with a holder who proves it first', async () => {
    const holder = await signedInUser(ctx, {}, { phoneVerified: false });
    const claimant = newAccount({ phone: holder.account.phone, password: 'Egusi&Soup2025' });
    expect((await signUp(ctx.app, claimant)).statusCode).toBe(201);
    const claimantRow = await userRow(claimant.email);
    const { code } = await issuePhoneCode(
      ctx.sql,
      claimantRow.id,
      normalizeNigerianPhone(claimant.phone)!,
    );
    await verifyPhoneThroughOutbox(ctx, holder.cookie, holder.account.phone);

    const cookie = tokenOf(await signIn(ctx.app, claimant.phone, claimant.password));
    const res = await verifyPhoneCode(ctx.app, cookie, code);
    expect([res.statusCode, res.json().code, res.json().error]).toEqual([
      409,
      'PHONE_TAKEN',
      AUTH_MESSAGES.phoneProvedByOther,
    ]);
    expect((await userRow(holder.account.email)).verified).toBe(true);
    expect(await userRow(claimant.email)).toMatchObject({ phone: null, verified: false });
    // No more codes texted to a number someone has proved.
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/phone-code',
      cookies: { faza_session: cookie },
    });
    expect([ask.statusCode, ask.json().code]).toEqual([409, 'PHONE_TAKEN']);
  });

  it('lets exactly one of two claimants proving at once win', async () => {
    const squatter = await signedInUser(ctx, {}, { phoneVerified: false });
    const phone = normalizeNigerianPhone(squatter.account.phone)!;
    const claimants = [
      newAccount({ phone: squatter.account.phone, password: 'Egusi&Soup2025' }),
      newAccount({ phone, password: 'Suya&Pepper2026' }),
    ];
    const sessions: { cookie: string; code: string; email: string }[] = [];
    for (const c of claimants) {
      expect((await signUp(ctx.app, c)).statusCode).toBe(201);
      const row = await userRow(c.email);
      const { code } = await issuePhoneCode(ctx.sql, row.id, phone);
      // Each signs in: the password decides which of the number's accounts it is.
      const res = await signIn(ctx.app, c.phone, c.password);
      expect(res.json().data.email).toBe(c.email.toLowerCase());
      sessions.push({ cookie: tokenOf(res), code, email: c.email });
    }
    const results = await Promise.all(
      sessions.map((s) => verifyPhoneCode(ctx.app, s.cookie, s.code)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await ctx.sql<{ email: string }[]>`
      select email from users where phone = ${phone} and phone_verified_at is not null`;
    expect(holders).toHaveLength(1);
    const winner = sessions[results.findIndex((r) => r.statusCode === 200)]!;
    expect(holders[0]!.email).toBe(winner.email.toLowerCase());
    expect((await userRow(squatter.account.email)).phone).toBeNull();
  });
});
