import {
  canDelivery,
  formatDateTime,
  formatFaza,
  SUBSCRIPTION_TIER_LABELS,
  type AdminDelivery,
} from '@faza/shared';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError, toastSuccess } from '../../../lib/toasts';
import {
  FilterChips,
  ReasonAction,
  SectionEmpty,
  SectionError,
  SectionLoading,
  waitedFor,
} from '../shared';
import { DeliveryStatusBadge } from '../../deliveries';
import { useAdminDeliveries, type DeliveriesFilter } from './use-admin-deliveries';
import { useDeliveryStep } from './use-delivery-step';
import { AssignRider } from './assign-rider';
import { RiderRuns } from './rider-runs';
import { SlotBoard } from './slot-board';

const FILTERS = [
  { value: 'open', label: 'To deliver' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly { value: DeliveriesFilter; label: string }[];

/** The delivery queue: Premium Plus first, then Premium, then Basic, oldest first in each. */
export function DeliveriesSection() {
  const [status, setStatus] = useState<DeliveriesFilter>('open');
  const list = useAdminDeliveries(status);
  return (
    <section aria-labelledby="deliveries-heading" className="space-y-4">
      <h2 id="deliveries-heading" className="sr-only">
        Deliveries
      </h2>
      <FilterChips label="Delivery status" options={FILTERS} value={status} onChange={setStatus} />
      {status === 'open' && (
        <p className="text-sm text-ink-600">
          Premium Plus customers first, then Premium, then Basic — oldest first within each.
        </p>
      )}
      {status === 'open' && <SlotBoard />}
      {status === 'open' && <RiderRuns />}
      {list.isPending ? (
        <SectionLoading what="deliveries" />
      ) : list.isError ? (
        <SectionError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <SectionEmpty>
          {status === 'open' ? 'Nothing to deliver right now.' : 'No deliveries here yet.'}
        </SectionEmpty>
      ) : (
        <ol className="grid gap-3 lg:grid-cols-2">
          {list.data.map((d, i) => (
            <li key={d.id}>
              <DeliveryCard delivery={d} position={status === 'open' ? i + 1 : null} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DeliveryCard({
  delivery,
  position,
}: {
  delivery: AdminDelivery;
  position: number | null;
}) {
  const step = useDeliveryStep();
  const { customer, address } = delivery;
  const run = (s: 'dispatch' | 'deliver', done: string) =>
    step.mutate(
      { id: delivery.id, step: s },
      {
        onSuccess: () => toastSuccess({ title: done, description: customer.name }),
        onError: (err) => toastError({ title: 'Not saved', description: err.message }),
      },
    );
  const cancel = (reason: string, done: () => void) =>
    step.mutate(
      { id: delivery.id, step: 'cancel', reason },
      {
        onSuccess: () => {
          done();
          toastSuccess({
            title: 'Delivery cancelled',
            description: `The food is back in ${customer.name}'s pantry.`,
          });
        },
        onError: (err) => toastError({ title: 'Not cancelled', description: err.message }),
      },
    );

  return (
    <Card className="p-4" data-testid="delivery-card">
      <div className="flex items-start gap-3">
        {position !== null && (
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
            {position}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-ink-900">{customer.name}</p>
          <p className="text-sm text-ink-600">
            {formatFaza(customer.faza)} · {waitedFor(delivery.created_at)}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge
            tone={customer.tier === 'basic' ? 'neutral' : 'plantain'}
            data-testid="delivery-tier"
          >
            {SUBSCRIPTION_TIER_LABELS[customer.tier]}
          </Badge>
          <DeliveryStatusBadge status={delivery.status} />
        </div>
      </div>
      <address className="mt-3 rounded-xl bg-cream-50 px-3 py-2 text-sm text-ink-900 not-italic ring-1 ring-cream-200 ring-inset">
        {address.street}, {address.area}
        <br />
        {address.city}, {address.state}
        <br />
        <a href={`tel:${delivery.phone}`} className="font-semibold text-palm-700 underline">
          {delivery.phone}
        </a>
      </address>
      <ul className="mt-3 space-y-1 text-sm">
        {delivery.items.map((item) => (
          <li key={item.lot_id} className="flex justify-between gap-3">
            <span className="text-ink-900">{item.name}</span>
            <span className="shrink-0 font-semibold text-ink-900 tabular-nums">
              {item.quantity} × {item.quantity_type}
            </span>
          </li>
        ))}
      </ul>
      <AssignRider delivery={delivery} />
      {delivery.note && (
        <p className="mt-3 rounded-xl bg-palm-50 px-3 py-2 text-sm text-palm-900">
          “{delivery.note}”
        </p>
      )}
      {delivery.status === 'cancelled' && (
        <p className="mt-3 text-sm text-ink-600">
          Cancelled by {delivery.cancelled_by} {formatDateTime(delivery.cancelled_at!)}
          {delivery.cancel_reason ? ` — “${delivery.cancel_reason}”` : ''}
        </p>
      )}
      {delivery.status === 'delivered' && (
        <p className="mt-3 text-sm text-ink-600">
          Delivered {formatDateTime(delivery.delivered_at!)}
        </p>
      )}
      {(canDelivery(delivery.status, 'dispatch') || canDelivery(delivery.status, 'deliver')) && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-cream-200 pt-3">
          {canDelivery(delivery.status, 'dispatch') && (
            <Button
              className="flex-1"
              disabled={step.isPending}
              onClick={() => run('dispatch', 'Marked dispatched')}
            >
              Mark dispatched
            </Button>
          )}
          {canDelivery(delivery.status, 'deliver') && (
            <Button
              variant="confirm"
              className="flex-1"
              disabled={step.isPending}
              onClick={() => run('deliver', 'Marked delivered')}
            >
              Mark delivered
            </Button>
          )}
          <ReasonAction
            action="Cancel"
            submitLabel="Cancel delivery"
            placeholder="e.g. Nobody answered at the address"
            pending={step.isPending}
            onSubmit={cancel}
          />
        </div>
      )}
    </Card>
  );
}
