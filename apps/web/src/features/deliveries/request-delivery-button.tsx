import { lazy, Suspense, useState } from 'react';
import type { PantryItem } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { loadRequestDialog, preloadRequestDialog } from './load-request-dialog';

const RequestDeliveryDialog = lazy(() =>
  loadRequestDialog().then((m) => ({ default: m.RequestDeliveryDialog })),
);

/**
 * The pantry's Request Delivery: opens the three-step dialog (food → address → confirm). Disabled
 * while offline or when nothing unexpired is held, with the reason beside it.
 */
export function RequestDeliveryButton({ items }: { items: readonly PantryItem[] }) {
  const online = useOnline();
  const [dialog, setDialog] = useState<{ open: boolean; seq: number } | null>(null);
  const deliverable = items.filter((i) => !i['is-expired']);
  const reason = !online
    ? OFFLINE_ACTION_REASON
    : deliverable.length === 0
      ? 'Only unexpired food can be delivered.'
      : null;

  const open = () =>
    loadRequestDialog().then(
      () => setDialog((last) => ({ open: true, seq: (last?.seq ?? 0) + 1 })),
      () => toastError({ title: 'Error', description: 'Could not open. Please try again.' }),
    );

  return (
    <>
      <div className="flex flex-col">
        <Button
          size="lg"
          disabled={reason !== null}
          aria-describedby={reason ? 'request-delivery-reason' : undefined}
          onPointerEnter={preloadRequestDialog}
          onFocus={preloadRequestDialog}
          onClick={() => void open()}
        >
          Request Delivery
        </Button>
        {reason && (
          <span id="request-delivery-reason" className="mt-1 text-xs text-ink-600">
            {reason}
          </span>
        )}
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <RequestDeliveryDialog
            key={dialog.seq}
            items={deliverable}
            open={dialog.open}
            onOpenChange={(next) => setDialog((d) => (d ? { ...d, open: next } : d))}
          />
        </Suspense>
      )}
    </>
  );
}
