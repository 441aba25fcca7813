import { useInfiniteQuery } from '@tanstack/react-query';
import { walletTransactionsResponseSchema, type WalletDirection } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { refetchUnlessJustDrawn } from '../../lib/server-data';

const PAGE_SIZE = 20;

/** Everything under ['wallet'] (balance included) is refreshed after a wallet change. */
export const walletTransactionsQueryKey = ['wallet', 'transactions'] as const;

/** `GET /api/wallet/transactions`, newest first, one page at a time as the list scrolls. */
export function useWalletTransactions(direction: WalletDirection) {
  return useInfiniteQuery({
    queryKey: [...walletTransactionsQueryKey, direction],
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ direction, limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch(`/wallet/transactions?${params}`, {
        signal,
        schema: walletTransactionsResponseSchema,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
    refetchOnMount: refetchUnlessJustDrawn,
  });
}

/**
 * Whether the wallet holds test money (card top-ups go to the sandbox provider), as the history's
 * first page says; the same query as the All tab, so it costs no request of its own.
 */
export function useTestMoney(): boolean {
  const { data } = useWalletTransactions('all');
  return data?.pages[0]?.test_money ?? false;
}
