import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-change';

describe('audit changes in words', () => {
  it('lists only what changed, with kobo as naira and tiers as prices', () => {
    expect(
      auditChanges(
        { tiers: [{ label: '5kg', price_kobo: 960000 }], status: 'x' },
        { tiers: [{ label: '5kg', price_kobo: 990000 }], status: 'x', totalKobo: 1920000 },
      ),
    ).toEqual([
      { field: 'tiers', before: '5kg ₦9,600', after: '5kg ₦9,900' },
      { field: 'totalKobo', before: null, after: '₦19,200' },
    ]);
  });

  it('copes with entries that have no before or after', () => {
    expect(auditChanges(null, { role: 'admin' })).toEqual([
      { field: 'role', before: null, after: 'admin' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
