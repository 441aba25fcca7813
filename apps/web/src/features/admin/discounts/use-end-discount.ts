import { useQueryClient } from '@tanstack/react-query';
import { adminDiscountSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** `POST /api/admin/discounts/{id}/end`: the rule stops now (a scheduled one never starts). */
export function useEndDiscount() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (id: string) =>
      apiFetch(`/admin/discounts/${id}/end`, { method: 'POST', schema: adminDiscountSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'discounts'] });
      void client.invalidateQueries({ queryKey: ['discounts'] });
    },
  });
}
