import { describe, expect, it } from 'vitest';
import {
  daysOfFoodLeft,
  foodFlows,
  percentChange,
  share,
  spoilRate,
  type JournalSum,
} from './figures';

// A hand-built month: 12 bags bought at ₦1,000, 2 received, 3 sent, 5 cooked, 4 delivered of which
// 1 came back, and 2 expired.
const MONTH: JournalSum[] = [
  { kind: 'purchase', quantity: 12, kobo: 1_200_000 },
  { kind: 'transfer_in', quantity: 2, kobo: 200_000 },
  { kind: 'transfer_out', quantity: -3, kobo: -300_000 },
  { kind: 'consume', quantity: -5, kobo: -500_000 },
  { kind: 'delivery', quantity: -4, kobo: -400_000 },
  { kind: 'delivery_return', quantity: 1, kobo: 100_000 },
];

describe('food flows', () => {
  it('reads each journal kind as a flow, returns netting against deliveries', () => {
    expect(foodFlows(MONTH, { items: 2, kobo: 200_000 })).toEqual([
      { flow: 'bought', items: 12, kobo: 1_200_000 },
      { flow: 'received', items: 2, kobo: 200_000 },
      { flow: 'sent', items: 3, kobo: 300_000 },
      { flow: 'consumed', items: 5, kobo: 500_000 },
      { flow: 'delivered', items: 3, kobo: 300_000 },
      { flow: 'expired', items: 2, kobo: 200_000 },
    ]);
  });

  it('keeps staff additions and removals apart, and a future kind under other', () => {
    const flows = foodFlows(
      [
        { kind: 'adjust', quantity: 4, kobo: 40_000 },
        { kind: 'adjust', quantity: -1, kobo: -10_000 },
        { kind: 'compost', quantity: -2, kobo: -20_000 },
      ],
      { items: 0, kobo: 0 },
    );
    expect(flows).toEqual([
      { flow: 'added', items: 4, kobo: 40_000 },
      { flow: 'removed', items: 1, kobo: 10_000 },
      { flow: 'other', items: 2, kobo: 20_000 },
    ]);
  });

  it('a month with no activity has no flows, no spoil rate and no change', () => {
    const flows = foodFlows([], { items: 0, kobo: 0 });
    expect(flows).toEqual([]);
    expect(spoilRate(flows)).toEqual({ part: 0, whole: 0, percent: null });
    expect(percentChange(0, 0)).toBeNull();
  });

  it('a month with only gifts received: received, nothing ended, no spoil rate', () => {
    const flows = foodFlows([{ kind: 'transfer_in', quantity: 6, kobo: 90_000 }], {
      items: 0,
      kobo: 0,
    });
    expect(flows).toEqual([{ flow: 'received', items: 6, kobo: 90_000 }]);
    expect(spoilRate(flows)).toEqual({ part: 0, whole: 0, percent: null });
  });
});

describe('spoil rate', () => {
  it('is the expired share by value of what was cooked, delivered or expired', () => {
    // 5 cooked + 3 delivered + 2 expired = 10 items, ₦10,000; ₦2,000 expired.
    expect(spoilRate(foodFlows(MONTH, { items: 2, kobo: 200_000 }))).toEqual({
      part: 2,
      whole: 10,
      percent: 20,
    });
  });

  it('with fewer than ten items it is a count, not a percentage', () => {
    const flows = foodFlows([{ kind: 'consume', quantity: -2, kobo: -20_000 }], {
      items: 1,
      kobo: 50_000,
    });
    expect(spoilRate(flows)).toEqual({ part: 1, whole: 3, percent: null });
  });

  it('share rounds to one decimal', () => {
    expect(share({ part: 1, whole: 30 })).toEqual({ part: 1, whole: 30, percent: 3.3 });
  });
});

describe('days of food left', () => {
  it('divides the pantry by the daily use, whole days', () => {
    // ₦30,000 used over 30 days = ₦1,000 a day; ₦7,500 in the pantry.
    expect(daysOfFoodLeft(750_000, { items: 12, kobo: 3_000_000, days: 30 })).toBe(7);
  });

  it('is unknown with too little use', () => {
    expect(daysOfFoodLeft(750_000, { items: 3, kobo: 300_000, days: 30 })).toBeNull();
    expect(daysOfFoodLeft(750_000, { items: 0, kobo: 0, days: 30 })).toBeNull();
  });
});
