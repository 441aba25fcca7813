import { useQuery } from '@tanstack/react-query';
import { adminCatalogueResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

const adminCatalogueKey = ['admin', 'catalogue'] as const;

/** `GET /api/admin/catalogue`: every product and bundle, inactive ones too, with staff figures. */
export function useAdminCatalogue() {
  return useQuery({
    queryKey: adminCatalogueKey,
    queryFn: ({ signal }) =>
      apiFetch('/admin/catalogue', { signal, schema: adminCatalogueResponseSchema }),
  });
}
