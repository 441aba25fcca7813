import { useQuery } from '@tanstack/react-query';
import { conversationDetailSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { supportQueryKey } from './use-conversations';

/** `GET /api/support/conversations/{id}`: polled, so a reply shows up while the page is open. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: [...supportQueryKey, 'one', id],
    queryFn: ({ signal }) =>
      apiFetch(`/support/conversations/${id}`, { signal, schema: conversationDetailSchema }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: 15_000,
    retry: false,
  });
}
