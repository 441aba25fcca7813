import { describe, expect, it } from 'vitest';
import {
  canOrder,
  INITIAL_ORDER_STATUS,
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
} from './order-status';

// The whole table, written out: [from, event, to]. Every pair not listed must be refused.
const ALLOWED: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['awaiting_payment', 'submit_payment', 'payment_submitted'],
  ['awaiting_payment', 'confirm_payment', 'paid'],
  ['awaiting_payment', 'cancel_by_customer', 'cancelled'],
  ['awaiting_payment', 'reject', 'cancelled'],
  ['awaiting_payment', 'expire', 'cancelled'],
  ['payment_submitted', 'confirm_payment', 'paid'],
  ['payment_submitted', 'reject', 'cancelled'],
];

describe('order status transitions', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(nextOrderStatus(from, event)).toBe(to);
    expect(canOrder(from, event)).toBe(true);
  });

  it('refuses every other pair of status and event', () => {
    const refused: string[] = [];
    for (const from of ORDER_STATUSES)
      for (const event of ORDER_EVENTS) {
        const listed = ALLOWED.some(([f, e]) => f === from && e === event);
        if (!listed) {
          expect([from, event, nextOrderStatus(from, event)]).toEqual([from, event, null]);
          refused.push(`${from}:${event}`);
        }
      }
    expect(refused.length).toBe(ORDER_STATUSES.length * ORDER_EVENTS.length - ALLOWED.length);
  });

  it('makes paid and cancelled final', () => {
    for (const event of ORDER_EVENTS) {
      expect(canOrder('paid', event)).toBe(false);
      expect(canOrder('cancelled', event)).toBe(false);
    }
  });

  it('never lets the customer or the timer cancel an order whose payment was reported', () => {
    expect(canOrder('payment_submitted', 'cancel_by_customer')).toBe(false);
    expect(canOrder('payment_submitted', 'expire')).toBe(false);
  });

  it('starts a bank transfer awaiting payment; a wallet payment, a circle delivery and a group buy paid', () => {
    expect(INITIAL_ORDER_STATUS).toEqual({
      bank_transfer: 'awaiting_payment',
      wallet: 'paid',
      circle: 'paid',
      group_buy: 'paid',
    });
  });
});
