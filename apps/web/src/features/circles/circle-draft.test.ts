import { describe, expect, it } from 'vitest';
import { createCircleRequestSchema } from '@faza/shared';
import {
  draftRequest,
  newCircleDraft,
  quoteRequest,
  setPick,
  stepOfField,
  stepReady,
} from './circle-draft';

const now = new Date('2026-11-25T20:00:00Z');

describe('circle draft', () => {
  it('starts tomorrow in Lagos (21:00 Lagos on the 25th: the 26th)', () => {
    expect(newCircleDraft(now).startDate).toBe('2026-11-26');
    expect(newCircleDraft(new Date('2026-11-25T23:30:00Z')).startDate).toBe('2026-11-27');
  });

  it('is no request until a goal is chosen, then one the shared schema accepts', () => {
    const draft = { ...newCircleDraft(now), name: 'December rice' };
    expect(draftRequest(draft)).toBeNull();
    const withBundle = { ...draft, goal: { mode: 'bundle' as const, bundleId: 'b-1' } };
    const body = draftRequest(withBundle);
    expect(body).toEqual({
      name: 'December rice',
      kind: 'save_together',
      goal: { 'bundle-id': 'b-1' },
      schedule: 'monthly',
      instalments: 3,
      'max-members': 5,
      'start-date': '2026-11-26',
    });
    expect(createCircleRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the beneficiary only for chip-in', () => {
    const draft = {
      ...newCircleDraft(now),
      name: 'For Mama',
      kind: 'chip_in' as const,
      beneficiaryFaza: '123456789012',
      goal: {
        mode: 'items' as const,
        picks: [{ name: 'Rice', quantityType: '50kg', quantity: 2 }],
      },
    };
    const body = draftRequest(draft)!;
    expect(body['beneficiary-faza']).toBe('123456789012');
    expect(body.goal).toEqual({ items: [{ name: 'Rice', 'quantity-type': '50kg', quantity: 2 }] });
    expect(createCircleRequestSchema.safeParse(body).success).toBe(true);
    expect(stepReady({ ...draft, beneficiaryFaza: '1234' }, 0)).toBe(false);
  });

  it('quotes with a placeholder name while the name is short, and not with a missing beneficiary', () => {
    const draft = { ...newCircleDraft(now), goal: { mode: 'bundle' as const, bundleId: 'b' } };
    expect(quoteRequest(draft)?.name).toBe('Preview');
    expect(quoteRequest({ ...draft, kind: 'chip_in' })).toBeNull();
    expect(quoteRequest({ ...draft, instalments: 13 })).toBeNull();
  });

  it('sets, replaces in place, caps and removes picks', () => {
    let picks = setPick([], { name: 'Rice', quantityType: '5kg', quantity: 1 });
    picks = setPick(picks, { name: 'Beans', quantityType: '1kg', quantity: 2 });
    picks = setPick(picks, { name: 'Rice', quantityType: '5kg', quantity: 500 });
    expect(picks).toEqual([
      { name: 'Rice', quantityType: '5kg', quantity: 99 },
      { name: 'Beans', quantityType: '1kg', quantity: 2 },
    ]);
    expect(setPick(picks, { name: 'Rice', quantityType: '5kg', quantity: 0 })).toHaveLength(1);
  });

  it('sends a server field error back to its step', () => {
    expect(stepOfField('beneficiary-faza')).toBe(0);
    expect(stepOfField('goal.items')).toBe(1);
    expect(stepOfField('start-date')).toBe(2);
  });
});
