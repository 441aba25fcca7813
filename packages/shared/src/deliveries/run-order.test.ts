import { describe, expect, it } from 'vitest';
import { orderRun, type RunStop } from './run-order';

const stop = (id: string, over: Partial<RunStop>): RunStop => ({
  id,
  slot: { date: '2026-12-01', start: '10:00' },
  tier: 'basic',
  requested_at: '2026-11-30T08:00:00Z',
  ...over,
});

describe('orderRun', () => {
  it('orders by slot start, then Premium Plus, Premium, basic, then request time; unscheduled last', () => {
    const run = orderRun([
      stop('none', { slot: null, tier: 'premium_plus' }),
      stop('late-slot', { slot: { date: '2026-12-01', start: '14:00' }, tier: 'premium_plus' }),
      stop('basic-early', { requested_at: '2026-11-29T08:00:00Z' }),
      stop('premium', { tier: 'premium', requested_at: '2026-11-30T09:00:00Z' }),
      stop('plus', { tier: 'premium_plus', requested_at: '2026-11-30T10:00:00Z' }),
      stop('basic-late', {}),
      stop('next-day', { slot: { date: '2026-12-02', start: '08:00' } }),
    ]);
    expect(run.map((s) => s.id)).toEqual([
      'plus',
      'premium',
      'basic-early',
      'basic-late',
      'late-slot',
      'next-day',
      'none',
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [stop('b', { tier: 'basic' }), stop('a', { tier: 'premium' })];
    orderRun(list);
    expect(list.map((s) => s.id)).toEqual(['b', 'a']);
  });
});
