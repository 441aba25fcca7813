import { describe, expect, it } from 'vitest';
import type { AuthUser, PantryItem } from '@faza/shared';
import { renderSignedInPage } from './entry-server';

/*
 * A page drawn per request is rendered synchronously once its code has loaded, and by the
 * streaming render that waits otherwise (docs/decisions/0071). The browser hydrates either, so
 * they must be the same markup, byte for byte.
 */
const user: AuthUser = {
  user_id: '2f1c7c1e-8d1a-4c1e-9a57-0b8f7d3c2a10',
  wallet_id: null,
  faza: '803123456789',
  role: 'user',
  is_premium: false,
  is_premium_plus: false,
  has_wallet: true,
  email: 'ada@example.com',
  'phone-number': '+2348031234567',
  name: 'Adaeze Okafor',
  'first-name': 'Adaeze',
  'last-name': 'Okafor',
  email_verified: true,
  phone_verified: true,
  subscription_tier: 'basic',
  subscription_ends_at: null,
};

const lot = (id: string, name: string, expiry: string): PantryItem => ({
  id,
  'product-id': name.toLowerCase().replace(/\W+/g, '-'),
  name,
  quantity: 2,
  'quantity-type': '5kg',
  'image-url': '/images/rice.webp',
  'last-updated': 1_795_000_000,
  'added-date': 1_795_000_000,
  'expiry-date': Date.parse(expiry) / 1000,
  'unit-price': 17_600,
  'total-price': 35_200,
  'unit-price-kobo': 1_760_000,
  'total-price-kobo': 3_520_000,
  'is-expired': false,
  'is-expiring': false,
  class: 'grains',
  'storage-duration': 180,
  source: 'purchase',
  'bundle-name': null,
});

const pantry = {
  pantry: {
    items: [
      lot('6b0f7e8a-1c2d-4e3f-8a9b-0c1d2e3f4a5b', 'Foreign parboiled rice', '2027-03-01T10:00:00Z'),
      lot('7c1a8f9b-2d3e-4f5a-9b0c-1d2e3f4a5b6c', 'Honey beans', '2027-04-12T22:30:00Z'),
    ],
  },
};

describe('a signed-in page drawn on the server', () => {
  it('is the same markup rendered synchronously as streamed', async () => {
    const streamed = await renderSignedInPage('/pantry', user, [pantry], undefined, true);
    // The first drawing loaded the page's code: this one is rendered synchronously.
    const quick = await renderSignedInPage('/pantry', user, [pantry]);
    const html = streamed.html.toString('utf8');
    expect(html).toContain('Foreign parboiled rice');
    expect(html).toContain('Honey beans');
    expect(html).not.toContain('<!--$!-->');
    expect(quick.html.toString('utf8')).toBe(html);
    expect(quick.title).toBe(streamed.title);
  });
});
