import { useQueryClient } from '@tanstack/react-query';
import {
  adminBundleSchema,
  adminProductSchema,
  type AdminBundle,
  type AdminProduct,
  type UpdateBundleRequest,
  type UpdateProductRequest,
} from '@faza/shared';
import { apiFetch, type ResponseSchema } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

type Edit =
  | { kind: 'products'; id: string; change: UpdateProductRequest }
  | { kind: 'bundles'; id: string; change: UpdateBundleRequest };

/** What each kind of edit answers with: the product or the bundle as it now is. */
const ANSWERS: Record<Edit['kind'], ResponseSchema<AdminProduct | AdminBundle>> = {
  products: adminProductSchema,
  bundles: adminBundleSchema,
};

/**
 * `PATCH /api/admin/catalogue/{products|bundles}/{id}`; then the console and the customer
 * catalogue (shop, bundles) refetch, so this tab shows the new prices at once too.
 */
export function useUpdateCatalogue() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (edit: Edit) =>
      apiFetch(`/admin/catalogue/${edit.kind}/${edit.id}`, {
        method: 'PATCH',
        json: edit.change,
        schema: ANSWERS[edit.kind],
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['shop'] });
      void client.invalidateQueries({ queryKey: ['bundles'] });
    },
  });
}
