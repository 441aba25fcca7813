import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { consume, customerCancel, lotQuantity } from '../../../test/delivery-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';

/** A Lagos day `days` from now, `2026-12-01`. */
const dayAhead = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('delivery slots with capacity', () => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ DELIVERY_REQUESTS_PER_HOUR: '100000' });
    staff = (await signInAs(ctx, 'moderator')).cookie;
  }, 120_000);
  afterAll(() => ctx.close());

  const publish = (body: Record<string, unknown>, cookie = staff) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/slots',
      cookies: sessionCookies(ctx.app, cookie),
      payload: body,
    });
  const slotsOf = (zone: string, cookie?: string) =>
    ctx.app.inject({
      url: `/api/delivery/slots?zone=${zone}`,
      ...(cookie ? { cookies: sessionCookies(ctx.app, cookie) } : {}),
    });
  const customer = async () => {
    const who = await signedInUser(ctx);
    const lot = await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 3 });
    return { ...who, lot };
  };
  const ikeja = { street: '12 Allen Avenue', area: 'Ikeja', city: 'Lagos', state: 'Lagos' };

  it('lets staff publish a slot once, and no customer', async () => {
    const body = {
      zoneId: 'lagos-yaba',
      date: dayAhead(2),
      start: '10:00',
      end: '13:00',
      capacity: 20,
    };
    const made = await publish(body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ start: '10:00', end: '13:00', places_left: 20 });
    expect((await publish(body)).json().code).toBe('SLOT_EXISTS');
    expect((await publish({ ...body, start: '14:00', end: '13:00' })).statusCode).toBe(400);
    const someone = await signedInUser(ctx);
    expect(
      (await publish({ ...body, start: '15:00', end: '18:00' }, someone.cookie)).statusCode,
    ).toBe(403);
  });

  it('holds the Premium share back from Basic until the cut-off', async () => {
    const made = await publish({
      zoneId: 'lagos-surulere',
      date: dayAhead(3),
      start: '09:00',
      end: '12:00',
      capacity: 10,
      premiumReserved: 4,
      premiumCutoffHours: 24,
    });
    const basic = await customer();
    const premium = await customer();
    await ctx.sql`update users set subscription_tier = 'premium',
                  subscription_ends_at = now() + interval '30 days' where id = ${premium.user.user_id}`;
    const left = async (cookie?: string) =>
      (await slotsOf('lagos-surulere', cookie))
        .json()
        .data.slots.find((s: { id: string }) => s.id === made.json().data.id).places_left;
    expect(await left(basic.cookie)).toBe(6);
    expect(await left()).toBe(6);
    expect(await left(premium.cookie)).toBe(10);
  });

  it('never books a slot past its capacity: 12 customers at once for 5 places', async () => {
    const made = await publish({
      zoneId: 'lagos-ikeja',
      date: dayAhead(1),
      start: '10:00',
      end: '13:00',
      capacity: 5,
    });
    const later = await publish({
      zoneId: 'lagos-ikeja',
      date: dayAhead(1),
      start: '14:00',
      end: '17:00',
      capacity: 20,
    });
    const slotId = made.json().data.id as string;
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await customer());
    const answers = await Promise.all(
      people.map((p) =>
        consume(ctx, p.cookie, [{ 'lot-id': p.lot, quantity: 1 }], { address: ikeja, slotId }),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    const full = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(5);
    expect(full).toHaveLength(7);
    for (const r of full) {
      expect(r.json().code).toBe('SLOT_FULL');
      expect(r.json().nextSlots.map((s: { id: string }) => s.id)).toEqual([later.json().data.id]);
    }
    for (const r of won) expect(r.json().data.slot).toMatchObject({ id: slotId, start: '10:00' });
    const [slot] = await ctx.sql`select booked from delivery_slots where id = ${slotId}`;
    expect(slot!.booked).toBe(5);
    // The refused kept their food; the greyed-out slot shows no place left.
    const kept = people.filter((_, i) => answers[i]!.statusCode === 409);
    for (const p of kept) expect(await lotQuantity(ctx, p.lot)).toBe(3);
    const listed = (await slotsOf('lagos-ikeja')).json().data.slots;
    expect(listed.find((s: { id: string }) => s.id === slotId).places_left).toBe(0);
    await expectLedgerSound(ctx.sql);
  });

  it('takes the next free slot without one, frees the place on a cancel, refuses when all are full', async () => {
    const only = await publish({
      zoneId: 'lagos-gbagada',
      date: dayAhead(1),
      start: '15:00',
      end: '18:00',
      capacity: 1,
    });
    const gbagada = { ...ikeja, area: 'Gbagada' };
    const ada = await customer();
    const bola = await customer();
    const first = await consume(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 1 }], {
      address: gbagada,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.slot.id).toBe(only.json().data.id);
    const second = await consume(ctx, bola.cookie, [{ 'lot-id': bola.lot, quantity: 1 }], {
      address: gbagada,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SLOT_FULL', nextSlots: [] });
    expect((await customerCancel(ctx, ada.cookie, first.json().data.id)).statusCode).toBe(200);
    const third = await consume(ctx, bola.cookie, [{ 'lot-id': bola.lot, quantity: 1 }], {
      address: gbagada,
    });
    expect(third.statusCode, third.body).toBe(201);
    // A slot of another zone is not this delivery's.
    const wrong = await consume(ctx, ada.cookie, [{ 'lot-id': ada.lot, quantity: 1 }], {
      address: ikeja,
      slotId: only.json().data.id,
    });
    expect(wrong.json().code).toBe('SLOT_NOT_FOUND');
    await expectLedgerSound(ctx.sql);
  });
});
