import { describe, expect, it } from 'vitest';
import { draftOf, percentToBp, requestOf, toLocalInput } from './discount-draft';

describe('the discount form', () => {
  it('reads percentages as basis points, up to 50 %', () => {
    expect(percentToBp('5')).toBe(500);
    expect(percentToBp('2.5%')).toBe(250);
    expect(percentToBp('0')).toBeNull();
    expect(percentToBp('50.01')).toBeNull();
    expect(percentToBp('five')).toBeNull();
  });

  it('turns a complete line draft into a request, and refuses an incomplete one', () => {
    const draft = { ...draftOf(null), percent: '8', units: '50', starts: '2026-12-01T00:00' };
    expect(requestOf(draft)).toMatchObject({
      kind: 'line',
      percentBp: 800,
      minBaseUnits: 50,
      minOrderKobo: null,
      endsAt: null,
    });
    expect(requestOf({ ...draft, units: '' })).toBeNull();
    expect(requestOf({ ...draft, ends: '2026-11-30T00:00' })).toBeNull();
    expect(requestOf({ ...draft, kind: 'order', amount: '200,000' })).toMatchObject({
      minOrderKobo: 20_000_000,
      minBaseUnits: null,
    });
  });

  it('round-trips a rule through the form', () => {
    const rule = {
      id: 'r',
      kind: 'line' as const,
      percentBp: 500,
      minBaseUnits: 25,
      minOrderKobo: null,
      startsAt: new Date(2026, 0, 1, 9, 30).toISOString(),
      endsAt: null,
      createdAt: '',
      updatedAt: '',
    };
    expect(draftOf(rule)).toMatchObject({ percent: '5', units: '25', starts: '2026-01-01T09:30' });
    expect(requestOf(draftOf(rule))).toMatchObject({ percentBp: 500, startsAt: rule.startsAt });
    expect(toLocalInput(rule.startsAt)).toBe('2026-01-01T09:30');
  });
});
