import { useQuery } from '@tanstack/react-query';
import { deliveryFeeBenefit, deliveryTierFeesResponseSchema, type PaidTier } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/**
 * `GET /api/delivery/tier-fees`: each tier's delivery benefit in words ("Free delivery"), from the
 * percents the server's fee rule applies — the page never states a figure the server owns.
 */
export function useDeliveryBenefits() {
  return useQuery({
    queryKey: ['delivery', 'tier-fees'],
    queryFn: async ({ signal }) => {
      const { tiers } = await apiFetch('/delivery/tier-fees', {
        signal,
        schema: deliveryTierFeesResponseSchema,
      });
      const of = (tier: PaidTier) => {
        const row = tiers.find((t) => t.tier === tier);
        return row ? deliveryFeeBenefit(row.percent) : null;
      };
      return { premium: of('premium'), premium_plus: of('premium_plus') };
    },
    staleTime: 5 * 60_000,
  });
}
