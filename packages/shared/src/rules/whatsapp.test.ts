import { describe, expect, it } from 'vitest';
import { whatsappProofLink } from '../orders/invoice';
import { whatsAppShareUrl } from '../gifts/messages';
import { whatsAppAppUrl } from './whatsapp';

describe('whatsAppAppUrl', () => {
  it('turns a proof link to one of our numbers into the app’s send address, text intact', () => {
    const web = whatsappProofLink('0803 123 4567', 'INV-1772359200123', 1_600_000);
    const app = whatsAppAppUrl(web);
    expect(app.startsWith('whatsapp://send?phone=2348031234567&text=')).toBe(true);
    const text = new URLSearchParams(app.split('?')[1]).get('text');
    expect(text).toBe(new URL(web).searchParams.get('text'));
    expect(app).not.toContain('+');
  });

  it('keeps a share link without a number for the person to pick the chat', () => {
    const app = whatsAppAppUrl(
      whatsAppShareUrl('Ada sent you food & more: https://x.test/claim/a'),
    );
    expect(app.startsWith('whatsapp://send?text=')).toBe(true);
    expect(new URLSearchParams(app.split('?')[1]).get('text')).toBe(
      'Ada sent you food & more: https://x.test/claim/a',
    );
  });

  it('leaves anything else as it is', () => {
    for (const other of [
      'https://example.com/?text=hi',
      'http://wa.me/234',
      'not a url',
      '/orders',
    ])
      expect(whatsAppAppUrl(other)).toBe(other);
  });
});
