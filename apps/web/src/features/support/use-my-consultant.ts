import { useQuery } from '@tanstack/react-query';
import { myConsultantSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const consultantQueryKey = ['consultant'] as const;

/** `GET /api/consultant`: who the member's consultant is, and their consent switch. */
export function useMyConsultant() {
  return useQuery({
    queryKey: consultantQueryKey,
    queryFn: ({ signal }) => apiFetch('/consultant', { signal, schema: myConsultantSchema }),
    staleTime: 60_000,
  });
}
