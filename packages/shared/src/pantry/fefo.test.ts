import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../rules/expiry';
import { compareFefo, planSend, type SendableLot } from './fefo';

const now = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
const lot = (id: string, quantity: number, days: number): SendableLot => ({
  id,
  quantity,
  expiresAt: inDays(days),
});

describe('planSend (first-expired-first-out)', () => {
  it('takes the earliest-expiring lot first, whatever the input order', () => {
    const lots = [lot('c', 5, 30), lot('a', 5, 2), lot('b', 5, 10)];
    expect(planSend(lots, 3, now)).toEqual({
      ok: true,
      takes: [{ lotId: 'a', quantity: 3 }],
      available: 15,
    });
  });

  it('spills into the next lot when the first is not enough', () => {
    const lots = [lot('late', 4, 20), lot('soon', 2, 1)];
    expect(planSend(lots, 5, now)).toMatchObject({
      ok: true,
      takes: [
        { lotId: 'soon', quantity: 2 },
        { lotId: 'late', quantity: 3 },
      ],
    });
  });

  it('skips expired and empty lots', () => {
    const lots = [lot('gone', 9, -1), lot('empty', 0, 1), lot('ok', 3, 5)];
    expect(planSend(lots, 3, now)).toEqual({
      ok: true,
      takes: [{ lotId: 'ok', quantity: 3 }],
      available: 3,
    });
  });

  it('treats a lot expiring exactly now as expired', () => {
    expect(planSend([lot('edge', 2, 0)], 1, now)).toEqual({
      ok: false,
      reason: 'expired',
      available: 0,
    });
  });

  it('breaks expiry ties by id, so every server picks the same lot', () => {
    const lots = [lot('b', 1, 3), lot('a', 1, 3)];
    expect(planSend(lots, 1, now)).toMatchObject({ takes: [{ lotId: 'a', quantity: 1 }] });
    expect([...lots].sort(compareFefo).map((l) => l.id)).toEqual(['a', 'b']);
    // The comparator itself: a total order, so the sort cannot depend on the input's order.
    const [b, a] = lots as [SendableLot, SendableLot];
    expect(Math.sign(compareFefo(a, b))).toBe(-1);
    expect(Math.sign(compareFefo(b, a))).toBe(1);
    expect(compareFefo(a, { ...a })).toBe(0);
    expect(Math.sign(compareFefo(lot('z', 1, 2), lot('a', 1, 3)))).toBe(-1);
  });

  it('sends from the given lot only, even when another expires sooner', () => {
    const lots = [lot('soon', 5, 1), lot('chosen', 5, 9)];
    expect(planSend(lots, 2, now, 'chosen')).toEqual({
      ok: true,
      takes: [{ lotId: 'chosen', quantity: 2 }],
      available: 5,
    });
    expect(planSend(lots, 6, now, 'chosen')).toEqual({
      ok: false,
      reason: 'quantity',
      available: 5,
    });
  });

  it('refuses an expired chosen lot, and a lot that is not there', () => {
    const lots = [lot('old', 5, -2), lot('fresh', 5, 9)];
    expect(planSend(lots, 1, now, 'old')).toMatchObject({ ok: false, reason: 'expired' });
    expect(planSend(lots, 1, now, 'missing')).toMatchObject({ ok: false, reason: 'none' });
    expect(planSend([], 1, now)).toEqual({ ok: false, reason: 'none', available: 0 });
  });

  it.each([0, -1, 1.5, 11, Number.NaN])('refuses quantity %s with what is available', (q) => {
    expect(planSend([lot('a', 4, 3), lot('b', 6, 4)], q, now)).toEqual({
      ok: false,
      reason: 'quantity',
      available: 10,
    });
  });

  it('can take everything there is', () => {
    const plan = planSend([lot('a', 4, 3), lot('b', 6, 4)], 10, now);
    expect(plan).toMatchObject({ ok: true, available: 10 });
    if (plan.ok) expect(plan.takes.reduce((s, t) => s + t.quantity, 0)).toBe(10);
  });
});
