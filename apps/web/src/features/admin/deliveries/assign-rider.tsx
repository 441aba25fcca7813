import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deliverySchema, ridersResponseSchema, type AdminDelivery } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useStaffDecision } from '../shared';

/** `GET /api/admin/riders`, shared by every card of the queue. */
function useRiders() {
  return useQuery({
    queryKey: ['admin', 'riders'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/admin/riders', { signal, schema: ridersResponseSchema })).riders,
    staleTime: 60_000,
  });
}

/** The delivery's slot, fee and rider, and giving it to a rider (docs/decisions/0057). */
export function AssignRider({ delivery }: { delivery: AdminDelivery }) {
  const riders = useRiders();
  const [riderId, setRiderId] = useState('');
  const assign = useStaffDecision((id: string) => ({
    path: `/admin/deliveries/${delivery.id}/assign`,
    json: { riderId: id },
    schema: deliverySchema,
  }));
  const open = delivery.status === 'requested' || delivery.status === 'dispatched';
  return (
    <div className="mt-3 space-y-2 text-sm text-ink-700">
      <p>
        {delivery.slot
          ? `Slot ${delivery.slot.date}, ${delivery.slot.start}–${delivery.slot.end}`
          : 'No slot'}
        {delivery.rider_first_name ? ` · Rider ${delivery.rider_first_name}` : ''}
        {delivery.failed_attempts > 0 ? ` · ${delivery.failed_attempts} failed attempt(s)` : ''}
      </p>
      {open && riders.data && riders.data.length > 0 && (
        <div className="flex gap-2">
          <select
            aria-label="Rider"
            value={riderId}
            onChange={(e) => setRiderId(e.target.value)}
            className="min-w-0 flex-1 rounded-xl border border-sand-300 bg-white px-3 py-2"
          >
            <option value="">Choose a rider…</option>
            {riders.data.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={!riderId || assign.isPending}
            onClick={() =>
              assign.mutate(riderId, {
                onSuccess: () => toastSuccess({ title: 'Rider assigned' }),
                onError: (err) => toastError({ title: 'Not assigned', description: err.message }),
              })
            }
          >
            Assign
          </Button>
        </div>
      )}
    </div>
  );
}
