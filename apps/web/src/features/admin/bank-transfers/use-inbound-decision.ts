import { adminInboundResponseSchema } from '@faza/shared';
import { useStaffDecision } from '../shared';

type Decision =
  { id: string; action: 'credit'; faza: string } | { id: string; action: 'return'; reason: string };

/**
 * `POST /api/admin/inbound-transfers/{id}/credit` with the customer's FAZA number (never the
 * staff member's own: the server refuses it) or `/return` with a reason.
 */
export const useInboundDecision = () =>
  useStaffDecision((decision: Decision) => ({
    path: `/admin/inbound-transfers/${decision.id}/${decision.action}`,
    json: decision.action === 'credit' ? { faza: decision.faza } : { reason: decision.reason },
    schema: adminInboundResponseSchema,
  }));
