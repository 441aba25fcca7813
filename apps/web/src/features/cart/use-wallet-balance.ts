import { useQuery } from '@tanstack/react-query';
import { nairaToKobo, walletBalanceResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { refetchUnlessJustDrawn } from '../../lib/server-data';

export const walletBalanceQueryKey = ['wallet', 'balance'] as const;

/**
 * The signed-in user's wallet balance in kobo, from `GET /api/wallet/balance/{id}` (naira as a
 * number, docs/architecture.md §3). Undefined while loading or when it cannot be read: the wallet choice is
 * then unavailable rather than guessed.
 */
export function useWalletBalance(walletId: string | null | undefined) {
  return useQuery({
    queryKey: [...walletBalanceQueryKey, walletId],
    queryFn: async ({ signal }) =>
      nairaToKobo(
        await apiFetch(`/wallet/balance/${walletId}`, {
          signal,
          schema: walletBalanceResponseSchema,
        }),
      ),
    enabled: Boolean(walletId),
    retry: false,
    staleTime: 0,
    refetchOnMount: refetchUnlessJustDrawn,
  });
}
