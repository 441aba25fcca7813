import { useQuery } from '@tanstack/react-query';
import { circleListResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circlesQueryKey } from './circle-query-keys';

/**
 * `GET /api/circles`: my circles and my invitations. The service worker keeps the last answer
 * (network first, docs/decisions/0013), so the list reads offline.
 */
export function useCircles() {
  return useQuery({
    queryKey: circlesQueryKey,
    queryFn: ({ signal }) => apiFetch('/circles', { signal, schema: circleListResponseSchema }),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
