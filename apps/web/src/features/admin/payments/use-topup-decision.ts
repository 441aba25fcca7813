import { adminTopUpResponseSchema } from '@faza/shared';
import { useStaffDecision } from '../shared';

type Decision =
  | { id: string; action: 'confirm'; receivedKobo: number }
  | { id: string; action: 'reject'; reason: string };

/**
 * `POST /api/admin/topups/{id}/confirm` with the amount that arrived (idempotent: the wallet is
 * credited once, with that amount) or `/reject` with a reason.
 */
export const useTopUpDecision = () =>
  useStaffDecision((decision: Decision) => ({
    path: `/admin/topups/${decision.id}/${decision.action}`,
    json:
      decision.action === 'reject'
        ? { reason: decision.reason }
        : { received_kobo: decision.receivedKobo },
    schema: adminTopUpResponseSchema,
  }));
