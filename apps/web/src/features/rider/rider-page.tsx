import { useState } from 'react';
import type { RiderDelivery } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Link } from 'wouter';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toasts';
import { usePositionSharing } from './use-position-sharing';
import { useRiderRun, useRiderStep } from './use-rider-run';

/** /rider: the rider's run for today in slot order, phone first (docs/decisions/0057). */
export function RiderPage() {
  const run = useRiderRun();
  const [sharing, setSharing] = useState(false);
  const onTheWay = run.data?.some((d) => d.on_the_way) ?? false;
  usePositionSharing(sharing && onTheWay);
  return (
    <MainLayout
      title="My Run"
      description="Your deliveries in slot order. Tap a phone number to call."
    >
      {run.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner className="size-5" /> Loading your run…
        </p>
      ) : run.isError && run.error instanceof ApiError && run.error.status === 403 ? (
        <Card className="p-8 text-center" data-testid="not-a-rider">
          <p className="text-lg font-bold text-ink-900">This page is for Faza riders</p>
          <p className="mt-1 text-ink-600">
            Riders see their delivery run here. To follow your own deliveries, open{' '}
            <Link href="/deliveries" className="font-semibold text-palm-700 underline">
              My Deliveries
            </Link>
            .
          </p>
        </Card>
      ) : run.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">We could not load your run.</p>
          <p className="mt-1 text-sm">{run.error.message}</p>
        </div>
      ) : run.data.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-bold text-ink-900">No deliveries assigned to you</p>
          <p className="mt-1 text-ink-600">Staff assign deliveries from the console.</p>
        </Card>
      ) : (
        <>
          <label className="mb-4 flex items-start gap-3 rounded-xl bg-white p-3 text-sm ring-1 ring-sand-300">
            <input
              type="checkbox"
              checked={sharing}
              onChange={(e) => setSharing(e.target.checked)}
            />
            <span>
              Share my position with the customer while a delivery is on the way (every 20 seconds,
              only during the run).
            </span>
          </label>
          <ul className="grid gap-4 md:grid-cols-2">
            {run.data.map((d) => (
              <li key={d.id}>
                <RunCard delivery={d} />
              </li>
            ))}
          </ul>
        </>
      )}
    </MainLayout>
  );
}

function RunCard({ delivery }: { delivery: RiderDelivery }) {
  const step = useRiderStep();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const go = (status: 'picked_up' | 'on_the_way' | 'delivered' | 'failed', done: string) =>
    step.mutate(
      {
        id: delivery.id,
        status,
        ...(status === 'delivered' ? { code } : {}),
        ...(status === 'failed' ? { reason } : {}),
      },
      {
        onSuccess: () => toastSuccess({ title: done }),
        onError: (err) => toastError({ title: 'Not saved', description: err.message }),
      },
    );
  const { address, slot } = delivery;
  return (
    <Card className="flex h-full flex-col gap-2 p-4" data-testid="rider-delivery">
      <p className="text-sm font-semibold text-ink-900">
        {slot ? `${slot.start}–${slot.end}` : 'Unscheduled'} · {delivery.customer_name}
      </p>
      <p className="text-sm text-ink-700">
        {address.street}, {address.area}, {address.city}
      </p>
      <a className="text-sm font-semibold text-palm-700 underline" href={`tel:${delivery.phone}`}>
        Call {delivery.phone}
      </a>
      {delivery.note && <p className="text-sm text-ink-600">Note: {delivery.note}</p>}
      <ul className="text-sm text-ink-900">
        {delivery.items.map((i) => (
          <li key={i.name}>
            {i.quantity} × {i.name} ({i.quantity_type})
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2 pt-2">
        {delivery.status === 'requested' ? (
          <Button disabled={step.isPending} onClick={() => go('picked_up', 'Picked up')}>
            Picked up
          </Button>
        ) : !delivery.on_the_way ? (
          <Button disabled={step.isPending} onClick={() => go('on_the_way', 'On the way')}>
            On the way
          </Button>
        ) : (
          <>
            <label className="text-sm font-medium text-ink-900">
              Customer’s hand-over code
              <input
                inputMode="numeric"
                maxLength={4}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                className="mt-1 block w-full rounded-xl border border-sand-300 px-3 py-2 text-lg tracking-[0.3em]"
              />
            </label>
            <Button
              disabled={step.isPending || code.length !== 4}
              onClick={() => go('delivered', 'Delivered')}
            >
              Delivered
            </Button>
            <label className="text-sm font-medium text-ink-900">
              Could not deliver? Why
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder="Nobody home, wrong address…"
                className="mt-1 block w-full rounded-xl border border-sand-300 px-3 py-2"
              />
            </label>
            <Button
              variant="secondary"
              disabled={step.isPending || reason.trim().length < 3}
              onClick={() => go('failed', 'Back in the queue')}
            >
              Failed attempt
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
