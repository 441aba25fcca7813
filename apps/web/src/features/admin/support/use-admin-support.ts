import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supportQueueResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

export type SupportFilter = 'waiting' | 'replied' | 'closed';

/** `GET /api/admin/support`: Premium Plus first, then Premium, then Basic, longest waiting first. */
export function useAdminSupport(status: SupportFilter, mine: boolean) {
  return useQuery({
    queryKey: ['admin', 'support', status, mine],
    queryFn: ({ signal }) =>
      apiFetch(`/admin/support?status=${status}&mine=${mine}`, {
        signal,
        schema: supportQueueResponseSchema,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
