import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weekPlanSchema, type ConsultantPlanRequest } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `PUT /api/admin/consultant/members/{id}/plan`: the consultant writes the member's plan with a
 * note; the shared view is read again so the plan section shows what was saved.
 */
export function useWriteMemberPlan(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: ConsultantPlanRequest) =>
      apiFetch(`/admin/consultant/members/${memberId}/plan`, {
        method: 'PUT',
        json: plan,
        schema: weekPlanSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'consultant-view', memberId] }),
  });
}
