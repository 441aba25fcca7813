import { describe, expect, it } from 'vitest';
import {
  DELIVERY_EVENTS,
  DELIVERY_STATUSES,
  DELIVERY_TRANSITIONS,
  nextDeliveryStatus,
} from './delivery-status';

describe('delivery status table', () => {
  it('runs requested → dispatched → delivered', () => {
    expect(nextDeliveryStatus('requested', 'dispatch')).toBe('dispatched');
    expect(nextDeliveryStatus('dispatched', 'deliver')).toBe('delivered');
  });

  it('lets the customer cancel only while requested, staff until delivered', () => {
    expect(nextDeliveryStatus('requested', 'cancel_by_customer')).toBe('cancelled');
    expect(nextDeliveryStatus('dispatched', 'cancel_by_customer')).toBeNull();
    expect(nextDeliveryStatus('requested', 'cancel_by_staff')).toBe('cancelled');
    expect(nextDeliveryStatus('dispatched', 'cancel_by_staff')).toBe('cancelled');
    expect(nextDeliveryStatus('requested', 'deliver')).toBeNull();
  });

  it('keeps delivered and cancelled final', () => {
    for (const event of DELIVERY_EVENTS) {
      expect(nextDeliveryStatus('delivered', event)).toBeNull();
      expect(nextDeliveryStatus('cancelled', event)).toBeNull();
    }
    expect(Object.keys(DELIVERY_TRANSITIONS).sort()).toEqual([...DELIVERY_STATUSES].sort());
  });
});
