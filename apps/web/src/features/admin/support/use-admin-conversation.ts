import { useQuery } from '@tanstack/react-query';
import { staffConversationDetailSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/support/{id}`: one conversation with its messages, polled while open. */
export function useAdminConversation(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'support', 'one', id],
    queryFn: ({ signal }) =>
      apiFetch(`/admin/support/${id}`, { signal, schema: staffConversationDetailSchema }),
    enabled: id !== null,
    refetchInterval: 15_000,
  });
}
