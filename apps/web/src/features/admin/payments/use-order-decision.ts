import { orderSchema } from '@faza/shared';
import { useStaffDecision } from '../shared';

type Decision =
  { id: string; action: 'confirm-payment' } | { id: string; action: 'reject'; reason: string };

/** `POST /api/admin/orders/{id}/confirm-payment` or `/reject` with a reason. */
export const useOrderDecision = () =>
  useStaffDecision((decision: Decision) => ({
    path: `/admin/orders/${decision.id}/${decision.action}`,
    json: decision.action === 'reject' ? { reason: decision.reason } : undefined,
    schema: orderSchema,
  }));
