import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { subscribeResponseSchema, type BillingPeriod, type PaidTier } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { refreshSession } from '../auth';
import { reloadWallet } from '../wallet';
import { subscriptionQueryKey } from './use-subscription';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/**
 * `POST /api/user/subscribe/{type}` with one idempotency key per confirmation dialog. Afterwards
 * the tier, the wallet (balance and history) and the session's is_premium flags are refreshed.
 */
export function useSubscribe(tier: PaidTier, period: BillingPeriod) {
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: () =>
      apiFetch(`/user/subscribe/${tier}`, {
        method: 'POST',
        json: { period },
        headers: { 'Idempotency-Key': key },
        schema: subscribeResponseSchema,
      }),
    onSuccess: (result) => {
      client.setQueryData(subscriptionQueryKey, {
        tier: result.tier,
        ends_at: result.ends_at,
        is_premium: result.is_premium,
        is_premium_plus: result.is_premium_plus,
      });
      void client.invalidateQueries({ queryKey: subscriptionQueryKey });
      void reloadWallet(client);
      void refreshSession();
    },
  });
}
