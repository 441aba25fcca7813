import { isBundleLine, type CartLine } from '../cart/cart-line';
import type { PaymentMethod } from './order-status';
import type { BuyRequest } from './schemas';

/**
 * The docs/product-spec.md §3 purchase payload for a cart: names, quantity types, bundle ids and quantities.
 * Prices stay behind on purpose: the server prices the order from its catalogue.
 */
export function buyRequestFromCart(
  lines: readonly CartLine[],
  paymentMethod: PaymentMethod,
): BuyRequest {
  // A circle's order is made by its delivery, never at checkout (docs/decisions/0043-food-circles.md).
  if (paymentMethod === 'circle') throw new RangeError('a food circle does not check out');
  return {
    items: lines
      .filter((line) => !isBundleLine(line))
      .map((line) => ({
        name: line.name,
        'quantity-type': line.quantityType,
        quantity: line.quantity,
      })),
    bundles: lines
      .filter(isBundleLine)
      .map((line) => ({ id: line.productId, quantity: line.quantity })),
    'payment-method': paymentMethod,
  };
}
