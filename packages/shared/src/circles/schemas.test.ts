import { describe, expect, it } from 'vitest';
import { CIRCLE_MESSAGES as M } from './messages';
import { createCircleRequestSchema } from './requests';

const base = {
  name: 'December rice',
  kind: 'save_together',
  goal: { 'bundle-id': 'family-basics' },
  schedule: 'monthly',
  instalments: 4,
  'max-members': 5,
  'start-date': '2026-12-01',
} as const;

const firstMessage = (body: unknown) =>
  createCircleRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('createCircleRequestSchema', () => {
  it('takes a bundle or a list of foods', () => {
    expect(createCircleRequestSchema.parse(base).goal).toEqual({ 'bundle-id': 'family-basics' });
    const items = createCircleRequestSchema.parse({
      ...base,
      goal: { items: [{ name: 'Rice', 'quantity-type': '5kg', quantity: 2 }] },
    });
    expect(items.goal).toEqual({ items: [{ name: 'Rice', 'quantity-type': '5kg', quantity: 2 }] });
  });

  it('refuses an empty goal, names too short or long, and counts out of range', () => {
    expect(firstMessage({ ...base, goal: { items: [] } })).toBe(M.goalRequired);
    expect(firstMessage({ ...base, goal: {} })).toBe(M.goalRequired);
    expect(firstMessage({ ...base, name: '  ' })).toBe(M.nameRequired);
    expect(firstMessage({ ...base, name: 'ab' })).toBe(M.nameLength);
    expect(firstMessage({ ...base, name: 'x'.repeat(61) })).toBe(M.nameLength);
    expect(firstMessage({ ...base, instalments: 1 })).toBe(M.instalmentsRange);
    expect(firstMessage({ ...base, instalments: 13 })).toBe(M.instalmentsRange);
    expect(firstMessage({ ...base, 'max-members': 1 })).toBe(M.membersRange);
    expect(firstMessage({ ...base, 'max-members': 31 })).toBe(M.membersRange);
    expect(firstMessage({ ...base, 'start-date': '2026-02-30' })).toBe(M.startDateInvalid);
    expect(
      firstMessage({
        ...base,
        goal: {
          items: [
            { name: 'Rice', 'quantity-type': '5kg', quantity: 1 },
            { name: 'rice', 'quantity-type': '5kg', quantity: 2 },
          ],
        },
      }),
    ).toBe(M.goalDuplicate);
  });

  it('asks a chip-in for its beneficiary, and only a chip-in', () => {
    expect(firstMessage({ ...base, kind: 'chip_in' })).toBe(M.beneficiaryRequired);
    expect(firstMessage({ ...base, 'beneficiary-faza': '1234-5678-9012' })).toBe(
      M.beneficiaryOnlyChipIn,
    );
    const chipIn = createCircleRequestSchema.parse({
      ...base,
      kind: 'chip_in',
      'beneficiary-faza': '1234-5678-9012',
    });
    expect(chipIn['beneficiary-faza']).toBe('123456789012');
  });
});
