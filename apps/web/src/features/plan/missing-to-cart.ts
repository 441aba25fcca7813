import type { CartSuggestion, ShopItem } from '@faza/shared';
import { addItemsToCart } from '../cart';

/**
 * Puts the server's suggestions (today's tiers and counts) into the cart through the cart's
 * public API; the cart prices them from the catalogue and checkout prices them again on the server.
 */
export function addSuggestionsToCart(
  suggestions: readonly CartSuggestion[],
  items: readonly ShopItem[] | undefined,
): boolean {
  const lines = suggestions.flatMap((s) => {
    const item = items?.find((i) => i.id === s['product-id']);
    return item ? [{ item, quantityType: s['quantity-type'], quantity: s.quantity }] : [];
  });
  if (lines.length === 0) return false;
  return addItemsToCart(lines);
}
