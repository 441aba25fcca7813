import { describe, expect, it } from 'vitest';
import type { PantryHistoryEntry } from '@faza/shared';
import { describeHistoryEntry, formatPantryDate, formatPantryDateTime } from './pantry-format';

const entry = (overrides: Partial<PantryHistoryEntry>): PantryHistoryEntry => ({
  id: 'e',
  kind: 'adjust',
  'lot-id': 'l',
  'food-name': 'Foreign parboiled rice',
  'quantity-type': '5kg',
  'image-url': '',
  quantity: 2,
  'created-at': 0,
  'transfer-id': null,
  counterparty: null,
  'order-id': null,
  'delivery-id': null,
  ...overrides,
});

describe('describeHistoryEntry', () => {
  it('names the other person of a transfer', () => {
    expect(
      describeHistoryEntry(
        entry({ kind: 'transfer_in', quantity: 2, counterparty: { name: 'Ad*** Ok***' } }),
      ),
    ).toEqual({
      title: 'Received from Ad*** Ok***',
      detail: '2 × 5kg of Foreign parboiled rice',
      amount: '+2',
      incoming: true,
    });
    expect(
      describeHistoryEntry(
        entry({ kind: 'transfer_out', quantity: -3, counterparty: { name: 'Bo*** Ad***' } }),
      ),
    ).toMatchObject({ title: 'Sent to Bo*** Ad***', amount: '\u22123', incoming: false });
  });

  it.each([
    ['purchase', 1, 'Bought'],
    ['delivery', -1, 'Delivered'],
    ['delivery_return', 1, 'Returned from delivery'],
    ['adjust', 4, 'Added by Faza'],
    ['adjust', -4, 'Removed by Faza'],
  ] as const)('%s %d → %s', (kind, quantity, title) => {
    expect(describeHistoryEntry(entry({ kind, quantity })).title).toBe(title);
  });

  it('says a group buy share came from the split of the bag', () => {
    const share = entry({
      kind: 'purchase',
      quantity: 2,
      'group-buy': { id: '7112c398-afcb-42e5-bd6e-c3762e2cb439', tier: '50kg' },
    });
    expect(describeHistoryEntry(share)).toMatchObject({
      title: 'Group buy: your share of a 50kg bag',
      detail: '2 × 5kg of Foreign parboiled rice',
    });
  });

  it('pluralises the quantity type', () => {
    const tins = entry({ 'quantity-type': '1 tin', quantity: 3, 'food-name': 'Tomato paste' });
    expect(describeHistoryEntry(tins).detail).toBe('3 tins of Tomato paste');
  });
});

describe('pantry dates', () => {
  it('reads in Lagos time, en-NG', () => {
    // 2026-03-31T23:30:00Z is already 1 April in Lagos (UTC+1).
    const seconds = Date.UTC(2026, 2, 31, 23, 30) / 1000;
    expect(formatPantryDate(seconds)).toBe('1 Apr 2026');
    expect(formatPantryDateTime(seconds)).toBe('1 Apr 2026, 12:30 am');
  });
});
