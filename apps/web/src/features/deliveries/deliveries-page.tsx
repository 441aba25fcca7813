import { useState } from 'react';
import { Link } from 'wouter';
import { canDelivery, DELIVERY_MESSAGES, formatDateTime, type Delivery } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toastError, toastSuccess } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { DeliveryPlanDetails } from './delivery-plan-details';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useCancelDelivery } from './use-cancel-delivery';
import { useDeliveries } from './use-deliveries';

/** /deliveries: the customer's deliveries of pantry food and where each one is. */
export function DeliveriesPage() {
  const list = useDeliveries();
  return (
    <MainLayout
      title="My Deliveries"
      description="Food you asked us to bring from your pantry, newest first."
    >
      {list.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner className="size-5" /> Loading your deliveries…
        </p>
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">We could not load your deliveries.</p>
          <p className="mt-1 text-sm">{list.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-bold text-ink-900">No deliveries yet</p>
          <p className="mt-1 text-ink-600">
            Choose food in your pantry and tap Request Delivery: we bring it to your door.
          </p>
          <Link href="/pantry" className={buttonClasses({ className: 'mt-5' })}>
            Go to My Pantry
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.map((d) => (
            <li key={d.id}>
              <DeliveryCard delivery={d} />
            </li>
          ))}
        </ul>
      )}
    </MainLayout>
  );
}

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const online = useOnline();
  const cancel = useCancelDelivery();
  const [asking, setAsking] = useState(false);
  const cancellable = canDelivery(delivery.status, 'cancel_by_customer');
  const doCancel = () =>
    cancel.mutate(delivery.id, {
      onSuccess: () => toastSuccess(DELIVERY_MESSAGES.cancelled),
      onError: (err) => toastError({ title: 'Not cancelled', description: err.message }),
      onSettled: () => setAsking(false),
    });
  const { address } = delivery;
  return (
    <Card className="flex h-full flex-col p-4" data-testid="customer-delivery">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-ink-600">Requested {formatDateTime(delivery.created_at)}</p>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <ul className="mt-3 space-y-1">
        {delivery.items.map((item) => (
          <li key={item.lot_id} className="flex items-center gap-3">
            <img src={item.image_url} alt="" width={32} height={32} className="shrink-0" />
            <span className="min-w-0 flex-1 text-ink-900">{item.name}</span>
            <span className="shrink-0 font-semibold text-ink-900 tabular-nums">
              {item.quantity} × {item.quantity_type}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-700">
        {address.street}, {address.area}, {address.city}, {address.state} · {delivery.phone}
      </p>
      <DeliveryPlanDetails delivery={delivery} />
      {delivery.status === 'dispatched' && delivery.dispatched_at && (
        <p className="mt-2 text-sm font-medium text-palm-800">
          On the way since {formatDateTime(delivery.dispatched_at)}.
        </p>
      )}
      {delivery.status === 'delivered' && delivery.delivered_at && (
        <p className="mt-2 text-sm font-medium text-leaf-800">
          Delivered {formatDateTime(delivery.delivered_at)}.
        </p>
      )}
      {delivery.status === 'cancelled' && (
        <p className="mt-2 text-sm text-ink-600">
          Cancelled{delivery.cancelled_by === 'staff' ? ' by Faza' : ''}
          {delivery.cancel_reason ? `: ${delivery.cancel_reason}` : ''}. The food is back in your
          pantry.
        </p>
      )}
      {cancellable && (
        <div className="mt-auto pt-4">
          {asking ? (
            <div className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
              <span className="flex-1 text-sm font-semibold text-red-900">
                Cancel this delivery?
              </span>
              <Button variant="danger" disabled={cancel.isPending || !online} onClick={doCancel}>
                {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
              </Button>
              <Button variant="ghost" disabled={cancel.isPending} onClick={() => setAsking(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button
              variant="secondary"
              className="w-full"
              disabled={!online}
              title={online ? undefined : OFFLINE_ACTION_REASON}
              onClick={() => setAsking(true)}
            >
              Cancel delivery
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
