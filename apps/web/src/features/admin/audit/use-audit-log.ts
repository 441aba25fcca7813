import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/admin/audit?action=&actor=`, newest first, one page of 50 at a time. Each keystroke in
 * a filter is a new query: the last rows stay (`isPlaceholderData`) until the new ones arrive,
 * rather than the list blanking to its loading text on every letter.
 */
export function useAuditLog(action: string, actor = '') {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', action, actor],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (action) params.set('action', action);
      if (actor) params.set('actor', actor);
      if (pageParam) params.set('before', pageParam);
      return apiFetch(`/admin/audit?${params}`, { signal, schema: auditResponseSchema });
    },
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}
