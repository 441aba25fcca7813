import { describe, expect, it } from 'vitest';
import {
  bundleItemLabel,
  formatLocalPhone,
  invoiceNumberAt,
  INVOICE_NUMBER_PATTERN,
  matchOrderInvoicePath,
  orderInvoicePath,
  whatsappProofLink,
} from './invoice';

const ID = '3f2c1a9e-5b7d-4c8e-9f01-23456789abcd';

describe('invoice helpers', () => {
  it('numbers an invoice INV- plus the timestamp', () => {
    const number = invoiceNumberAt(new Date('2026-03-01T10:00:00.123Z'));
    expect(number).toBe('INV-1772359200123');
    expect(INVOICE_NUMBER_PATTERN.test(number)).toBe(true);
  });

  it('round-trips the invoice path and refuses anything that is not an order id', () => {
    expect(matchOrderInvoicePath(orderInvoicePath(ID))).toBe(ID);
    expect(matchOrderInvoicePath(`/orders/${ID.toUpperCase()}/invoice/`)).toBe(ID);
    for (const path of ['/orders', '/orders/1/invoice', `/orders/${ID}`, `/x/orders/${ID}/invoice`])
      expect(matchOrderInvoicePath(path)).toBeNull();
  });

  it('builds a wa.me link with international digits and the invoice number and total', () => {
    const link = new URL(whatsappProofLink('0803 123 4567', 'INV-1772359200123', 1_600_000));
    expect(link.origin + link.pathname).toBe('https://wa.me/2348031234567');
    expect(link.searchParams.get('text')).toBe(
      'Hello Faza, here is my payment proof for invoice INV-1772359200123 (₦16,000).',
    );
    expect(whatsappProofLink('+2349012345678', 'INV-1', 100)).toMatch(
      /^https:\/\/wa\.me\/2349012345678\?text=/,
    );
  });

  it('writes a +234 number the local way', () => {
    expect(formatLocalPhone('+2348031234567')).toBe('0803 123 4567');
    expect(formatLocalPhone('N/A')).toBe('N/A');
  });
});

describe('bundleItemLabel', () => {
  it('names the tier, with a count only when there is more than one', () => {
    expect(bundleItemLabel('Onions', 1, '1kg')).toBe('Onions (1kg)');
    expect(bundleItemLabel('Garri (Ijebu)', 2, '1kg')).toBe('Garri (Ijebu) (2 × 1kg)');
  });
});
