import { useEffect } from 'react';
import type { PricedBundle, PricedItem } from '@faza/shared';
import { repriceCart } from './cart-actions';

/**
 * Re-prices the cart whenever a fresh catalogue or bundle list arrives (spec: lines follow the
 * current catalogue). Pass undefined for a list that has not loaded: its lines are left alone.
 */
export function useCartRepricing(
  items: readonly PricedItem[] | undefined,
  bundles: readonly PricedBundle[] | undefined,
): void {
  useEffect(() => {
    if (items) repriceCart({ items });
  }, [items]);
  useEffect(() => {
    if (bundles) repriceCart({ bundles });
  }, [bundles]);
}
