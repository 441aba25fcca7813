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

  it('tells the circles pages apart: new, one circle by UUID, and an invitation link', () => {
    expect(matchPagePath('/circles')).toBe(PATHS.circles);
    expect(matchPagePath('/circles/new')).toBe(PATHS.newCircle);
    expect(matchPagePath(`/circles/${ORDER}`)).toBe(PATHS.circle);
    expect(matchPagePath('/circles/join/Ab-_cdefghijklmnopqrstuv')).toBe(PATHS.joinCircle);
    expect(isPagePath('/circles/join/short')).toBe(false);
    expect(isPagePath('/circles/december-rice')).toBe(false);
  });
});
