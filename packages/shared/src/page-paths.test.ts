import { describe, expect, it } from 'vitest';
import { isPagePath, matchPagePath, PATHS } from './page-paths';

const ORDER = '3f2c1a9e-5b7d-4c8e-9f01-23456789abcd';

describe('page paths', () => {
  it('matches plain pages exactly, forgiving a trailing slash', () => {
    expect(matchPagePath('/')).toBe('/');
    expect(matchPagePath('/shop/')).toBe('/shop');
    expect(matchPagePath('/orders')).toBe(PATHS.orders);
    expect(matchPagePath('/shopping')).toBeNull();
  });

  it('matches the invoice page only for an order UUID', () => {
    expect(matchPagePath(`/orders/${ORDER}/invoice`)).toBe(PATHS.orderInvoice);
    expect(isPagePath(`/orders/${ORDER}/invoice/`)).toBe(true);
    expect(isPagePath('/orders/:id/invoice')).toBe(false);
    expect(isPagePath('/orders/123/invoice')).toBe(false);
    expect(isPagePath(`/orders/${ORDER}`)).toBe(false);
  });
});
