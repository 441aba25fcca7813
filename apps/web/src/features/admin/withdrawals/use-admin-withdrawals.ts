import { useQuery } from '@tanstack/react-query';
import {
  adminWithdrawalResponseSchema,
  adminWithdrawalsResponseSchema,
  type ADMIN_WITHDRAWAL_FILTERS,
} from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';
import { useStaffDecision } from '../shared';

export type WithdrawalFilter = (typeof ADMIN_WITHDRAWAL_FILTERS)[number];

/** `GET /api/admin/withdrawals?state=…` */
export function useAdminWithdrawals(state: WithdrawalFilter) {
  return useQuery({
    queryKey: ['admin', 'withdrawals', state],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/withdrawals?state=${state}`, {
          signal,
          schema: adminWithdrawalsResponseSchema,
        })
      ).withdrawals,
    refetchInterval: 60_000,
    retry: false,
  });
}

type Decision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** `POST /api/admin/withdrawals/{id}/approve`, or `/reject` with a reason (never one's own). */
export const useWithdrawalDecision = () =>
  useStaffDecision((decision: Decision) => ({
    path: `/admin/withdrawals/${decision.id}/${decision.action}`,
    ...(decision.action === 'reject' ? { json: { reason: decision.reason } } : {}),
    schema: adminWithdrawalResponseSchema,
  }));
