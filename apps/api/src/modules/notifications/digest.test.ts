import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { allNotifications } from '../../../test/notification-helpers';
import { BEANS, giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expiringLots } from '../pantry';
import { sendPantryDigests, sendSubscriptionReminders } from './daily';

type Who = Awaited<ReturnType<typeof signedInUser>>;

describe('the morning digest and the subscription reminder', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  let chidi: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    [ada, bola, chidi] = [
      await signedInUser(ctx),
      await signedInUser(ctx),
      await signedInUser(ctx),
    ];
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate notifications, pantry_journal, pantry_lots cascade`;
  });

  const OFADA = { name: 'Local rice (Ofada)', type: '1kg' };
  const now = async () => (await ctx.sql<{ now: Date }[]>`select now() as now`)[0]!.now;

  it('sends each person one digest a day, a line per food however many lots, and none on a quiet day', async () => {
    const id = ada.user.user_id;
    // Rice in two lots expiring soon, and a third much later; beans that expired overnight and
    // beans that expired last week (already told); ofada rice well within date.
    await giveFood(ctx.sql, id, { ...RICE, quantity: 2 }, { expiresInDays: 1 });
    await giveFood(ctx.sql, id, { ...RICE, quantity: 1 }, { expiresInDays: 2.5 });
    await giveFood(ctx.sql, id, { ...RICE, quantity: 4 }, { expiresInDays: 20 });
    await giveFood(ctx.sql, id, { ...BEANS, quantity: 3 }, { expiresInDays: -0.5 });
    await giveFood(ctx.sql, id, { ...BEANS, quantity: 9 }, { expiresInDays: -7 });
    await giveFood(ctx.sql, id, { ...OFADA, quantity: 1 }, { expiresInDays: 30 });
    // Bola: only food well within date. Chidi: an empty pantry.
    await giveFood(ctx.sql, bola.user.user_id, { ...OFADA, quantity: 2 }, { expiresInDays: 9 });

    const at = await now();
    expect(await sendPantryDigests(ctx.sql, expiringLots, at)).toBe(1);
    // The same morning again (a retried job, a second instance): nothing more.
    expect(await sendPantryDigests(ctx.sql, expiringLots, at)).toBe(0);

    const rows = await allNotifications(ctx);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipient_id: id,
      kind: 'pantry.digest',
      title: '1 item expires soon, 1 expired',
    });
    const lines = rows[0]!.body.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Use or send soon:');
    expect(lines[1]).toMatch(/^• Foreign parboiled rice, 3 × 5kg — by \d+ \w{3} \d{4}$/);
    expect(lines.slice(2)).toEqual(['Expired:', '• Honey beans (oloyin), 3kg']);
    expect(rows.some((r) => [bola.user.user_id, chidi.user.user_id].includes(r.recipient_id))).toBe(
      false,
    );
  });

  it('reminds a member three days before the subscription ends, once per end date', async () => {
    await ctx.sql`update users set subscription_tier = 'premium_plus',
                                   subscription_ends_at = now() + interval '2 days 12 hours'
                  where id = ${bola.user.user_id}`;
    await ctx.sql`update users set subscription_tier = 'premium',
                                   subscription_ends_at = now() + interval '10 days'
                  where id = ${chidi.user.user_id}`;
    const at = await now();
    expect(await sendSubscriptionReminders(ctx.sql, at)).toBe(1);
    expect(await sendSubscriptionReminders(ctx.sql, at)).toBe(0);
    const [row] = await allNotifications(ctx);
    expect(row).toMatchObject({
      recipient_id: bola.user.user_id,
      kind: 'subscription.ending',
      title: 'Premium Plus ends in 3 days',
    });
  });
});
