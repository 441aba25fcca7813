import { useQuery } from '@tanstack/react-query';
import { recipesResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/consultant/recipes`: the dishes the consultant's plan editor offers. */
export function useConsultantRecipes(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'consultant-recipes'],
    queryFn: ({ signal }) =>
      apiFetch('/admin/consultant/recipes', { signal, schema: recipesResponseSchema }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
