import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-line';
import { buyRequestFromCart } from './buy-request';

const rice: CartLine = {
  id: 'Foreign parboiled rice:5kg',
  kind: 'item',
  name: 'Foreign parboiled rice',
  price: 960_000,
  quantity: 2,
  quantityType: '5kg',
  image: '/images/food/parboiled-rice.svg',
  productId: 'parboiled-rice',
};
const pack: CartLine = {
  id: 'bundle:starter-pack',
  kind: 'bundle',
  name: 'Starter Pack',
  price: 1_600_000,
  quantity: 1,
  quantityType: 'bundle',
  image: '/images/food/starter-pack.svg',
  productId: 'starter-pack',
};

describe('buyRequestFromCart', () => {
  it('sends names, types, bundle ids and quantities, and never a price', () => {
    const body = buyRequestFromCart([rice, pack, { ...rice, kind: undefined }], 'bank_transfer');
    expect(body).toEqual({
      items: [
        { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 },
        { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 },
      ],
      bundles: [{ id: 'starter-pack', quantity: 1 }],
      'payment-method': 'bank_transfer',
    });
    expect(JSON.stringify(body)).not.toMatch(/price/i);
  });
});
