import { useQuery } from '@tanstack/react-query';
import { giftListResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { giftsQueryKey } from '../../lib/wallet-part-keys';
import { refetchUnlessJustDrawn } from '../../lib/server-data';

export { giftsQueryKey };

/** `GET /api/gifts`: the gifts I sent to phone numbers, newest first; fresh on every visit. */
export function useGifts() {
  return useQuery({
    queryKey: giftsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/gifts', { signal, schema: giftListResponseSchema })).gifts,
    staleTime: 0,
    refetchOnMount: refetchUnlessJustDrawn,
    retry: false,
  });
}
