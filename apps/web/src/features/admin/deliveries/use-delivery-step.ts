import { deliverySchema } from '@faza/shared';
import { useStaffDecision } from '../shared';

type Step =
  { id: string; step: 'dispatch' | 'deliver' } | { id: string; step: 'cancel'; reason: string };

/** `POST /api/admin/deliveries/{id}/dispatch | deliver | cancel`, then the queue refreshes. */
export const useDeliveryStep = () =>
  useStaffDecision((s: Step) => ({
    path: `/admin/deliveries/${s.id}/${s.step}`,
    json: s.step === 'cancel' ? { reason: s.reason } : undefined,
    schema: deliverySchema,
  }));
