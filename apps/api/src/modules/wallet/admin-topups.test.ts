import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { balanceOf, expectLedgerSound, history, topUp } from '../../../test/wallet-helpers';

describe('staff: bank-transfer top-ups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const act = (
    cookie: string,
    id: string,
    action: 'confirm' | 'reject',
    body?: object,
    key: string | null = crypto.randomUUID(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/topups/${id}/${action}`,
      cookies: sessionCookies(ctx.app, cookie),
      headers: key ? { 'idempotency-key': key } : {},
      ...(body ? { payload: body } : {}),
    });
  const list = (cookie: string, status = 'pending') =>
    ctx.app.inject({
      url: `/api/admin/topups?status=${status}`,
      cookies: sessionCookies(ctx.app, cookie),
    });

  it('lists pending ones, confirms once (credit + audit), rejects with a reason', async () => {
    const ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    const mod = await signInAs(ctx, 'moderator');
    const first = (await topUp(ctx, ada.cookie, { amount: 15000, method: 'bank' })).json().data;
    const second = (await topUp(ctx, ada.cookie, { amount: 300, method: 'bank' })).json().data;

    const pending = await list(mod.cookie);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.topups).toEqual([
      {
        id: first.topup.id,
        reference: first.reference,
        amount: 1_500_000,
        status: 'pending',
        method: 'bank',
        user: {
          id: ada.user.user_id,
          name: expect.any(String),
          phone: expect.stringMatching(/^\+234/),
          faza: ada.user.faza,
        },
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: second.topup.id }),
    ]);
    expect((await list(ada.cookie)).statusCode).toBe(403);
    expect((await act(ada.cookie, first.topup.id, 'confirm')).statusCode).toBe(403);
    expect((await act(mod.cookie, first.topup.id, 'confirm', undefined, null)).statusCode).toBe(
      400,
    );

    const key = 'confirm-1';
    const confirmed = await act(mod.cookie, first.topup.id, 'confirm', undefined, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.topup).toMatchObject({ id: first.topup.id, status: 'success' });
    const replay = await act(mod.cookie, first.topup.id, 'confirm', undefined, key);
    expect(replay.statusCode).toBe(200);
    expect((await act(mod.cookie, first.topup.id, 'confirm')).statusCode).toBe(409);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(15000);
    const [audit] =
      await ctx.sql`select action, actor_id from audit_log where subject_id = ${first.topup.id}`;
    expect(audit).toEqual({ action: 'topup.confirm', actor_id: mod.user.user_id });

    expect((await act(mod.cookie, second.topup.id, 'reject', { reason: '' })).statusCode).toBe(400);
    const rejected = await act(mod.cookie, second.topup.id, 'reject', {
      reason: 'No transfer arrived',
    });
    expect(rejected.json().data.topup.status).toBe('failed');
    expect((await act(mod.cookie, second.topup.id, 'confirm')).statusCode).toBe(409);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(15000);
    expect((await list(mod.cookie)).json().data.topups).toEqual([]);

    const rows = (await history(ctx, ada.cookie)).json().data.transactions;
    expect(rows.map((r: { status: string; channel: string }) => [r.status, r.channel])).toEqual([
      // The credit happened after the second top-up was asked for.
      ['success', 'bank'],
      ['failed', 'bank'],
    ]);
    expect((await act(mod.cookie, crypto.randomUUID(), 'confirm')).statusCode).toBe(404);
    await expectLedgerSound(ctx.sql);
  });
});
