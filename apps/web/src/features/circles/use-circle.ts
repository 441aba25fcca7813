import { useQuery } from '@tanstack/react-query';
import { circleDetailResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleQueryKey } from './circle-query-keys';

/** `GET /api/circles/{id}`: the whole circle as its members (and invitees) see it. */
export function useCircle(id: string) {
  return useQuery({
    queryKey: circleQueryKey(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/circles/${id}`, { signal, schema: circleDetailResponseSchema })).circle,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
