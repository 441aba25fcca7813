import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_MESSAGES as M, circleListResponseSchema, maskFaza } from '@faza/shared';
import { createAuthTestApp, signInAs } from '../../../test/auth-helpers';
import {
  circleBody,
  circleCall,
  circleSnapshot,
  circleUser,
  dayFromToday,
  type CircleUser,
} from '../../../test/circle-helpers';
import type { TestContext } from '../../../test/test-app';

/** Creating, quoting, reading and joining circles, and every refusal on the way (decision 0043). */
describe('food circles: create and join', () => {
  let ctx: TestContext;
  let ada: CircleUser; // Premium
  let bola: CircleUser; // basic
  let chidi: CircleUser; // basic
  let dayo: CircleUser; // Premium Plus

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await circleUser(ctx, 'premium');
    bola = await circleUser(ctx);
    chidi = await circleUser(ctx);
    dayo = await circleUser(ctx, 'premium_plus');
  }, 60_000);
  afterAll(() => ctx.close());

  /** A refused request answers `status` with `message` and changes nothing. */
  async function refused(
    run: () => ReturnType<typeof circleCall>,
    status: number,
    message: string,
  ) {
    const before = await circleSnapshot(ctx.sql);
    const res = await run();
    expect([res.statusCode, res.json().error], res.body).toEqual([status, message]);
    expect(await circleSnapshot(ctx.sql)).toEqual(before);
    return res;
  }

  it('quotes the goal from today’s prices without creating anything', async () => {
    const before = await circleSnapshot(ctx.sql);
    const res = await circleCall(
      ctx,
      bola.cookie,
      'POST',
      '/circles/quote',
      circleBody({
        goal: { items: [{ name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 }] },
        instalments: 3,
        schedule: 'monthly',
        'start-date': dayFromToday(0),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    expect(q.goal.lines).toEqual([
      expect.objectContaining({ name: 'Foreign parboiled rice', quantity: 2, 'unit-price': 9600 }),
    ]);
    expect(q['price-kobo']).toBe(1_920_000);
    expect(q.schedule.map((i: { 'amount-kobo': number }) => i['amount-kobo'])).toEqual([
      640_000, 640_000, 640_000,
    ]);
    expect(q['due-dates'][0]).toBe(dayFromToday(0));
    expect(q['delivery-date'] > q['due-dates'][2]).toBe(true);
    expect(await circleSnapshot(ctx.sql)).toEqual(before);
  });

  it('refuses to create for a basic member, a bad goal, a past date, a chip-in without its beneficiary', async () => {
    await refused(
      () => circleCall(ctx, bola.cookie, 'POST', '/circles', circleBody()),
      403,
      M.premiumRequired,
    );
    await refused(
      () =>
        circleCall(
          ctx,
          ada.cookie,
          'POST',
          '/circles',
          circleBody({ 'start-date': dayFromToday(-1) }),
        ),
      422,
      M.startDatePast,
    );
    await refused(
      () =>
        circleCall(
          ctx,
          ada.cookie,
          'POST',
          '/circles',
          circleBody({ goal: { 'bundle-id': 'nope' } }),
        ),
      422,
      M.bundleNotFound,
    );
    await refused(
      () =>
        circleCall(
          ctx,
          ada.cookie,
          'POST',
          '/circles',
          circleBody({
            goal: { items: [{ name: 'Caviar', 'quantity-type': 'tin', quantity: 1 }] },
          }),
        ),
      422,
      M.itemNotFound('Caviar', 'tin'),
    );
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', '/circles', circleBody({ instalments: 13 })),
      400,
      M.instalmentsRange,
    );
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', '/circles', circleBody({ 'max-members': 31 })),
      400,
      M.membersRange,
    );
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', '/circles', circleBody({ goal: { items: [] } })),
      400,
      M.goalRequired,
    );
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', '/circles', circleBody({ kind: 'chip_in' })),
      400,
      M.beneficiaryRequired,
    );
    await refused(
      () =>
        circleCall(
          ctx,
          ada.cookie,
          'POST',
          '/circles',
          circleBody({
            kind: 'chip_in',
            'beneficiary-faza': '999999999999',
          }),
        ),
      422,
      M.beneficiaryNotFound,
    );
  });

  let circleId: string;
  let inviteCode: string;

  it('creates a circle with its creator as first member and the price locked', async () => {
    const res = await circleCall(
      ctx,
      ada.cookie,
      'POST',
      '/circles',
      circleBody({ 'max-members': 2 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { circle, message } = res.json().data;
    expect(message).toBe(M.created);
    expect(circle).toMatchObject({
      state: 'open',
      price: 16_000,
      instalment: 8_000,
      'members-count': 1,
      me: { role: 'creator', autopay: true, state: 'paid' },
    });
    expect(circle.members).toEqual([
      expect.objectContaining({ role: 'creator', faza: maskFaza(ada.faza), me: true }),
    ]);
    expect(circle['invite-code']).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    circleId = circle.id;
    inviteCode = circle['invite-code'];
    // Today's price change does not move a locked circle.
    await ctx.sql`update bundles set selling_price_kobo = selling_price_kobo + 100000 where id = 'starter-pack'`;
    const again = await circleCall(ctx, ada.cookie, 'GET', `/circles/${circleId}`);
    expect(again.json().data.circle['price-kobo']).toBe(1_600_000);
    await ctx.sql`update bundles set selling_price_kobo = selling_price_kobo - 100000 where id = 'starter-pack'`;
  });

  it('runs one open circle at a time on Premium, any number on Premium Plus', async () => {
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', '/circles', circleBody()),
      409,
      M.limitReached,
    );
    for (let i = 0; i < 2; i++)
      expect(
        (await circleCall(ctx, dayo.cookie, 'POST', '/circles', circleBody())).statusCode,
      ).toBe(201);
  });

  it('shows strangers nothing and refuses their invites', async () => {
    await refused(
      () => circleCall(ctx, chidi.cookie, 'GET', `/circles/${circleId}`),
      403,
      M.notMember,
    );
    await refused(
      () =>
        circleCall(ctx, chidi.cookie, 'POST', `/circles/${circleId}/invite`, { faza: bola.faza }),
      403,
      M.notMember,
    );
    await refused(
      () => circleCall(ctx, chidi.cookie, 'POST', `/circles/${circleId}/accept`, {}),
      403,
      M.notInvited,
    );
    await refused(
      () =>
        circleCall(ctx, ada.cookie, 'POST', `/circles/${circleId}/invite`, {
          faza: '999999999999',
        }),
      422,
      M.inviteeNotFound,
    );
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', `/circles/${circleId}/invite`, { faza: ada.faza }),
      409,
      M.alreadyMember,
    );
  });

  it('invites by FAZA number: the invitee sees it, and accepts', async () => {
    const res = await circleCall(ctx, ada.cookie, 'POST', `/circles/${circleId}/invite`, {
      faza: bola.faza,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toMatch(/\*\*\*/);
    await refused(
      () => circleCall(ctx, ada.cookie, 'POST', `/circles/${circleId}/invite`, { faza: bola.faza }),
      409,
      M.alreadyInvited,
    );
    const list = circleListResponseSchema.parse(
      (await circleCall(ctx, bola.cookie, 'GET', '/circles')).json().data,
    );
    expect(list.invitations.map((c) => c.id)).toEqual([circleId]);
    expect(list.invitations[0]).toMatchObject({
      role: 'invitee',
      'invited-by': ada.user.name,
    });
    const seen = await circleCall(ctx, bola.cookie, 'GET', `/circles/${circleId}`);
    expect(seen.json().data.circle).toMatchObject({ me: { role: 'invitee' }, 'invite-code': null });
    const [note] = await ctx.sql`select title from notifications
                                  where recipient_id = ${bola.id} and kind = 'circle.invited'`;
    expect(note).toBeDefined();
    const joined = await circleCall(ctx, bola.cookie, 'POST', `/circles/${circleId}/accept`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.circle['members-count']).toBe(2);
    await refused(
      () => circleCall(ctx, bola.cookie, 'POST', `/circles/${circleId}/accept`, {}),
      409,
      M.alreadyMember,
    );
    const mine = circleListResponseSchema.parse(
      (await circleCall(ctx, bola.cookie, 'GET', '/circles')).json().data,
    );
    expect(mine).toMatchObject({ mine: [{ id: circleId, role: 'member' }], invitations: [] });
  });

  it('shows the link’s preview, and refuses a full circle', async () => {
    const preview = await circleCall(ctx, chidi.cookie, 'GET', `/circles/invite/${inviteCode}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      id: circleId,
      price: 16_000,
      rules: M.rules('save_together'),
      'can-join': false,
      refusal: M.circleFull,
      member: false,
    });
    await refused(
      () =>
        circleCall(ctx, chidi.cookie, 'POST', `/circles/${circleId}/accept`, { code: inviteCode }),
      409,
      M.circleFull,
    );
    expect(
      (await circleCall(ctx, chidi.cookie, 'GET', '/circles/invite/AAAAAAAAAAAAAAAAAAAAAA'))
        .statusCode,
    ).toBe(404);
  });

  it('takes a member by the link’s code, and refuses once the circle has started', async () => {
    const res = await circleCall(
      ctx,
      dayo.cookie,
      'POST',
      '/circles',
      circleBody({ 'start-date': dayFromToday(0) }),
    );
    const { id, 'invite-code': code } = res.json().data.circle;
    await refused(
      () => circleCall(ctx, chidi.cookie, 'POST', `/circles/${id}/accept`, { code }),
      409,
      M.alreadyStarted,
    );
    const later = await circleCall(ctx, dayo.cookie, 'POST', '/circles', circleBody());
    const open = later.json().data.circle;
    await refused(
      () =>
        circleCall(ctx, chidi.cookie, 'POST', `/circles/${open.id}/accept`, {
          code: 'x'.repeat(22),
        }),
      403,
      M.notInvited,
    );
    const ok = await circleCall(ctx, chidi.cookie, 'POST', `/circles/${open.id}/accept`, {
      code: open['invite-code'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets staff read any circle and list circles with filters; users are refused', async () => {
    const mod = await signInAs(ctx, 'moderator');
    const one = await circleCall(ctx, mod.cookie, 'GET', `/admin/circles/${circleId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.circle.me.role).toBe('staff');
    const mine = await circleCall(ctx, mod.cookie, 'GET', `/circles/${circleId}`);
    expect(mine.statusCode).toBe(200);
    const list = await circleCall(
      ctx,
      mod.cookie,
      'GET',
      `/admin/circles?q=${encodeURIComponent(ada.faza)}`,
    );
    expect(list.json().data.circles.map((c: { id: string }) => c.id)).toEqual([circleId]);
    const open = await circleCall(ctx, mod.cookie, 'GET', '/admin/circles?state=delivered');
    expect(open.json().data.circles).toEqual([]);
    expect((await circleCall(ctx, bola.cookie, 'GET', '/admin/circles')).statusCode).toBe(403);
  });
});
