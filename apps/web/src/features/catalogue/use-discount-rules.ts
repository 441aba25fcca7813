import { useQuery } from '@tanstack/react-query';
import { discountsResponseSchema, type DiscountRule, type DiscountsResponse } from '@faza/shared';
import { apiFetch, unchecked } from '../../lib/api-client';
import { discountsQueryKey } from './catalogue-query-keys';

/**
 * The Premium Plus discount rules not yet ended (`GET /api/discounts`), for the shop and the cart
 * to show a member's price and what others would save with the same pure function checkout uses.
 * Checkout prices on the server whatever this says. While it loads, or offline without it, no
 * discount is shown.
 */
export function useDiscountRules(): readonly DiscountRule[] {
  const query = useQuery({
    queryKey: discountsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch('/discounts', {
        signal,
        // Parsed in development and tests only: this is on the shop's first load, whose 110 KB
        // budget has no room for zod; the API validates its answer anyway.
        schema: import.meta.env.DEV ? discountsResponseSchema : unchecked<DiscountsResponse>(),
      }),
    staleTime: 5 * 60_000,
  });
  return query.data?.rules ?? NONE;
}

const NONE: readonly DiscountRule[] = [];
