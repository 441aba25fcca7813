import { useQuery } from '@tanstack/react-query';
import { consultantsOverviewSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/consultants`: staff marked as consultants, and each Premium Plus member's. */
export function useConsultants() {
  return useQuery({
    queryKey: ['admin', 'consultants'],
    queryFn: ({ signal }) =>
      apiFetch('/admin/consultants', { signal, schema: consultantsOverviewSchema }),
  });
}
