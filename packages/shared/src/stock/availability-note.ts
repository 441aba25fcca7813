import type { ShopItem } from '../catalogue/schemas';

/**
 * The words for stock a customer sees. Their own module, apart from the cart's rule, so the shop's
 * first load carries only these (e2e/page-weight.test.ts).
 */
export const CART_STOCK_TEXTS = {
  out: 'Out of stock',
  only: (n: number) => `Only ${n} left`,
} as const;

/** What a shop card or bundle says about its stock: "Out of stock", "Only 3 left", or nothing. */
export const availabilityNote = (a: ShopItem['availability']): string | null =>
  a?.status === 'out_of_stock'
    ? CART_STOCK_TEXTS.out
    : a?.status === 'low'
      ? CART_STOCK_TEXTS.only(a.left)
      : null;
