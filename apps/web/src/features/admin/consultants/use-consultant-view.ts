import { useQuery } from '@tanstack/react-query';
import { consultantMemberViewSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/admin/consultant/members/{id}`: what the member shares with their consultant. The
 * server answers 403 without the member's consent; that is an answer, not a failure to retry.
 */
export function useConsultantView(memberId: string | null) {
  return useQuery({
    queryKey: ['admin', 'consultant-view', memberId],
    queryFn: ({ signal }) =>
      apiFetch(`/admin/consultant/members/${memberId}`, {
        signal,
        schema: consultantMemberViewSchema,
      }),
    enabled: memberId !== null,
    retry: false,
    // Asked afresh on every opening, never from the cache: consent may have changed since.
    staleTime: 0,
    refetchOnMount: 'always',
    // The member may switch sharing off at any moment: an open console follows within a minute.
    refetchInterval: 30_000,
  });
}
