import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from './messages';
import { NIGERIAN_STATES } from './nigerian-states';
import { consumeRequestSchema } from './schemas';

const LOT = '7b0c8f3e-2f7a-4c1e-9d7b-3f2a1c9e8b11';
const valid = {
  items: [{ 'lot-id': LOT, quantity: 2 }],
  address: { street: '12 Adeola Odeku St', area: 'Victoria Island', city: 'Lagos', state: 'Lagos' },
  phone: '08031234567',
};

describe('consume (request delivery) payload', () => {
  it('accepts the spec payload and normalises the phone', () => {
    const parsed = consumeRequestSchema.parse(valid);
    expect(parsed.phone).toBe('+2348031234567');
  });

  it('lists the 36 states and the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
  });

  it('refuses no items, duplicate lots, a bad state, a bad phone and a fractional quantity', () => {
    const issues = (body: unknown) =>
      consumeRequestSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...valid, items: [] })).toContain(DELIVERY_MESSAGES.itemsRequired);
    expect(issues({ ...valid, items: [valid.items[0], valid.items[0]] })).toContain(
      DELIVERY_MESSAGES.duplicateLot,
    );
    expect(issues({ ...valid, address: { ...valid.address, state: 'Atlantis' } })).toContain(
      DELIVERY_MESSAGES.stateRequired,
    );
    expect(issues({ ...valid, phone: '12345' })).toHaveLength(1);
    expect(issues({ ...valid, items: [{ 'lot-id': LOT, quantity: 1.5 }] })).toContain(
      DELIVERY_MESSAGES.quantity,
    );
  });
});
