import { describe, expect, it } from 'vitest';
import { planCook, type PlanLot } from './cook-plan';

const NOW = new Date('2026-11-25T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const bag = (id: string, quantity: number, expiresIn: number, grams = 5000): PlanLot => ({
  id,
  quantity,
  expiresAt: days(expiresIn),
  unitAmount: { amount: grams, unit: 'g' },
});

describe('what cooking takes (first-expiry-first)', () => {
  it('opens one bag of the soonest-expiring lot and keeps the rest in grams', () => {
    const plan = planCook([bag('late', 2, 20), bag('soon', 1, 2)], { amount: 600, unit: 'g' }, NOW);
    expect(plan).toEqual({
      ok: true,
      takes: [{ lotId: 'soon', quantity: 1 }],
      opened: { lotId: 'soon', remainder: 4400, unit: 'g' },
      used: 600,
    });
  });

  it('takes whole units before opening one, across lots', () => {
    const plan = planCook(
      [bag('a', 2, 3, 1000), bag('b', 3, 5, 1000)],
      { amount: 3500, unit: 'g' },
      NOW,
    );
    expect(plan).toMatchObject({
      ok: true,
      takes: [
        { lotId: 'a', quantity: 2 },
        { lotId: 'b', quantity: 2 },
      ],
      opened: { lotId: 'b', remainder: 500 },
    });
  });

  it('uses opened grams first when they expire first', () => {
    const grams = { ...bag('g', 300, 1), unitAmount: { amount: 1, unit: 'g' as const } };
    const plan = planCook([bag('bag', 1, 9), grams], { amount: 250, unit: 'g' }, NOW);
    expect(plan).toEqual({
      ok: true,
      takes: [{ lotId: 'g', quantity: 250 }],
      opened: null,
      used: 250,
    });
  });

  it('never counts expired food and says when it is short', () => {
    const plan = planCook(
      [bag('old', 5, -1), bag('ok', 1, 4, 1000)],
      { amount: 1500, unit: 'g' },
      NOW,
    );
    expect(plan).toEqual({ ok: false, reason: 'short', available: 1000 });
  });

  it('asks when only unconvertible lots could cover it', () => {
    const odd = { ...bag('odd', 3, 4), unitAmount: null };
    expect(planCook([odd], { amount: 100, unit: 'g' }, NOW)).toEqual({
      ok: false,
      reason: 'unknown',
      available: 0,
    });
  });

  it('uses counted food whole, rounding a part up', () => {
    const tubers: PlanLot = {
      id: 't',
      quantity: 3,
      expiresAt: days(4),
      unitAmount: { amount: 1, unit: 'tuber' },
    };
    const plan = planCook([tubers], { amount: 1.5, unit: 'tuber' }, NOW);
    expect(plan).toEqual({ ok: true, takes: [{ lotId: 't', quantity: 2 }], opened: null, used: 2 });
  });

  it('never takes more than a lot holds, for any need', () => {
    for (let need = 1; need <= 12_000; need += 397) {
      const lots = [bag('a', 1, 2), bag('b', 1, 3, 1000), bag('c', 2, 7, 1000)];
      const plan = planCook(lots, { amount: need, unit: 'g' }, NOW);
      if (!plan.ok) {
        expect(need).toBeGreaterThan(8000);
        continue;
      }
      let taken = 0;
      for (const t of plan.takes) {
        const lot = lots.find((l) => l.id === t.lotId)!;
        expect(t.quantity).toBeLessThanOrEqual(lot.quantity);
        taken += t.quantity * lot.unitAmount!.amount;
      }
      expect(taken - (plan.opened?.remainder ?? 0)).toBe(need);
    }
  });
});
