import { useQuery } from '@tanstack/react-query';
import { conversationsResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const supportQueryKey = ['support'] as const;

/** `GET /api/support/conversations`: open ones first; refreshed while the page is open. */
export function useConversations() {
  return useQuery({
    queryKey: [...supportQueryKey, 'list'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/support/conversations', { signal, schema: conversationsResponseSchema }))
        .conversations,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}
