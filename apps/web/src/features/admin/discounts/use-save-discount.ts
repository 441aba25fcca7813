import { useQueryClient } from '@tanstack/react-query';
import { adminDiscountSchema, type DiscountRuleRequest } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/**
 * `POST /api/admin/discounts` (no id: a new rule) or `PUT /api/admin/discounts/{id}` (the whole
 * rule); then the console list and the shop's copy of the rules refetch.
 */
export function useSaveDiscount() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, rule }: { id: string | null; rule: DiscountRuleRequest }) =>
      apiFetch(id ? `/admin/discounts/${id}` : '/admin/discounts', {
        method: id ? 'PUT' : 'POST',
        json: rule,
        schema: adminDiscountSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'discounts'] });
      void client.invalidateQueries({ queryKey: ['discounts'] });
    },
  });
}
