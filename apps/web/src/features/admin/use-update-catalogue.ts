import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBundle,
  AdminProduct,
  UpdateBundleRequest,
  UpdateProductRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

type Edit =
  | { kind: 'products'; id: string; change: UpdateProductRequest }
  | { kind: 'bundles'; id: string; change: UpdateBundleRequest };

/**
 * `PATCH /api/admin/catalogue/{products|bundles}/{id}`; then the console and the customer
 * catalogue (shop, bundles) refetch, so this tab shows the new prices at once too.
 */
export function useUpdateCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit) =>
      apiFetch<AdminProduct | AdminBundle>(`/admin/catalogue/${edit.kind}/${edit.id}`, {
        method: 'PATCH',
        json: edit.change,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['shop'] });
      void client.invalidateQueries({ queryKey: ['bundles'] });
    },
  });
}
