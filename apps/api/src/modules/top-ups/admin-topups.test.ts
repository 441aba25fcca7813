import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, formatNaira, TOP_UP_MAX_KOBO, WALLET_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  decideTopUp,
  expectLedgerSound,
  history,
  moneySnapshot,
  topUp,
} from '../../../test/wallet-helpers';

describe('staff: bank-transfer top-ups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const list = (cookie: string, status = 'pending') =>
    ctx.app.inject({
      url: `/api/admin/topups?status=${status}`,
      cookies: sessionCookies(ctx.app, cookie),
    });
  type Row = { status: string; amount: number; description: string; notice: string | null };
  const descriptions = async (cookie: string) =>
    (await history(ctx, cookie))
      .json()
      .data.transactions.map((r: Row) => [r.status, r.amount, r.description, r.notice]);

  it('lists pending ones, credits what arrived once (recorded and audited), rejects with a reason', async () => {
    const ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    const bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
    const mod = await signInAs(ctx, 'moderator');
    await ctx.sql`update users set first_name = 'Adaeze', last_name = 'Okafor'
                  where id = ${ada.user.user_id}`;
    const first = (await topUp(ctx, ada.cookie, { amount: 15000, method: 'bank' })).json().data;
    const second = (await topUp(ctx, bola.cookie, { amount: 300, method: 'bank' })).json().data;

    const pending = await list(mod.cookie);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.topups).toEqual([
      {
        id: first.topup.id,
        reference: first.reference,
        amount: 1_500_000,
        received: null,
        status: 'pending',
        method: 'bank',
        review_reason: null,
        user: {
          id: ada.user.user_id,
          // Staff see full names (docs/decisions/0054-real-names.md).
          name: 'Adaeze Okafor',
          phone: expect.stringMatching(/^\+234/),
          faza: ada.user.faza,
        },
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: second.topup.id }),
    ]);
    const id = first.topup.id as string;
    const arrived = { received_kobo: 1_200_000 };
    expect((await list(ada.cookie)).statusCode).toBe(403);
    expect((await decideTopUp(ctx, ada.cookie, id, 'confirm', arrived)).statusCode).toBe(403);
    expect((await decideTopUp(ctx, mod.cookie, id, 'confirm', arrived, null)).statusCode).toBe(400);

    // Staff must say what arrived: whole kobo above 0, at most a top-up's maximum.
    for (const body of [
      undefined,
      {},
      { received_kobo: 0 },
      { received_kobo: -100 },
      { received_kobo: 1500.5 },
      { received_kobo: '1200000' },
      { received_kobo: TOP_UP_MAX_KOBO + 1 },
    ]) {
      const res = await decideTopUp(ctx, mod.cookie, id, 'confirm', body);
      expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([
        400,
        WALLET_MESSAGES.receivedAmountInvalid,
      ]);
    }

    // ₦15,000 declared, ₦12,000 arrived: ₦12,000 is credited, once.
    const key = 'confirm-1';
    const confirmed = await decideTopUp(ctx, mod.cookie, id, 'confirm', arrived, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.topup).toMatchObject({
      id,
      status: 'success',
      amount: 1_500_000,
      received: 1_200_000,
    });
    const replay = await decideTopUp(ctx, mod.cookie, id, 'confirm', arrived, key);
    expect(replay.statusCode).toBe(200);
    expect((await decideTopUp(ctx, mod.cookie, id, 'confirm', arrived)).statusCode).toBe(409);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(12000);
    const audit =
      await ctx.sql`select action, actor_id, after from audit_log where subject_id = ${id}`;
    expect(audit).toEqual([
      {
        action: 'topup.confirm',
        actor_id: mod.user.user_id,
        after: expect.objectContaining({
          status: 'success',
          declaredKobo: 1_500_000,
          receivedKobo: 1_200_000,
        }),
      },
    ]);
    const [credit] = await ctx.sql`select kind, amount_kobo, metadata from ledger_transfers
                                   where reference = ${first.reference}`;
    expect(credit).toMatchObject({
      kind: 'topup_bank',
      amount_kobo: 1_200_000,
      metadata: { declared_kobo: 1_500_000, confirmed_by: mod.user.user_id },
    });
    // The customer is told in their history.
    expect(await descriptions(ada.cookie)).toEqual([
      [
        'success',
        1_200_000,
        'Wallet top-up by bank transfer',
        WALLET_MESSAGES.receivedDiffers(formatNaira(1_200_000), formatNaira(1_500_000)),
      ],
    ]);
    // No longer pending: the customer may start another.
    expect((await topUp(ctx, ada.cookie, { amount: 100, method: 'bank' })).statusCode).toBe(201);

    const reject = (body: object) => decideTopUp(ctx, mod.cookie, second.topup.id, 'reject', body);
    expect((await reject({ reason: '' })).statusCode).toBe(400);
    const rejected = await reject({ reason: 'No transfer arrived' });
    expect(rejected.json().data.topup.status).toBe('failed');
    expect(
      (await decideTopUp(ctx, mod.cookie, second.topup.id, 'confirm', { received_kobo: 30000 }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(0);
    expect(await descriptions(bola.cookie)).toEqual([
      ['failed', 30000, 'Bank transfer top-up rejected: No transfer arrived', null],
    ]);
    expect((await list(mod.cookie)).json().data.topups).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: ada.user.user_id }) }),
    ]);
    expect(
      (await decideTopUp(ctx, mod.cookie, crypto.randomUUID(), 'confirm', arrived)).statusCode,
    ).toBe(404);
    await expectLedgerSound(ctx.sql);
  });

  it('staff cannot confirm or reject their own top-up (403); another staff member can', async () => {
    const mod = await signInAs(ctx, 'moderator');
    const admin = await signInAs(ctx, 'admin');
    const mine = (await topUp(ctx, mod.cookie, { amount: 2500, method: 'bank' })).json().data;
    const before = await moneySnapshot(ctx.sql);
    for (const [action, body] of [
      ['confirm', { received_kobo: 250_000 }],
      ['reject', { reason: 'Changed my mind' }],
    ] as const) {
      const res = await decideTopUp(ctx, mod.cookie, mine.topup.id, action, body);
      expect([res.statusCode, res.json().code, res.json().error]).toEqual([
        403,
        'OWN_DECISION',
        ADMIN_MESSAGES.ownDecision,
      ]);
    }
    expect(await moneySnapshot(ctx.sql)).toEqual(before);

    const byAdmin = await decideTopUp(ctx, admin.cookie, mine.topup.id, 'confirm', {
      received_kobo: 250_000,
    });
    expect(byAdmin.statusCode).toBe(200);
    // What was declared arrived: the history says nothing more.
    expect(await descriptions(mod.cookie)).toEqual([
      ['success', 250_000, 'Wallet top-up by bank transfer', null],
    ]);
    await expectLedgerSound(ctx.sql);
  });
});
