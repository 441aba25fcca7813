import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  lagosToday,
  riderRunsResponseSchema,
  SUBSCRIPTION_TIER_LABELS,
  type RiderRunStop,
} from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { apiFetch } from '../../../lib/api-client';
import { DeliveryStatusBadge } from '../../deliveries';
import { SectionError } from '../shared';

function useRiderRuns(date: string) {
  return useQuery({
    queryKey: ['admin', 'rider-runs', date],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/riders/runs?date=${encodeURIComponent(date)}`, {
          signal,
          schema: riderRunsResponseSchema,
        })
      ).riders,
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/**
 * Console → Deliveries' run list (docs/decisions/0057): each rider's deliveries on a day in the
 * order they drive them — the server's `orderRun`, the same as the rider's own /rider list.
 */
export function RiderRuns() {
  const [date, setDate] = useState(() => lagosToday(new Date()));
  const runs = useRiderRuns(date);
  return (
    <Card className="space-y-3 p-4" data-testid="rider-runs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink-900">Riders’ runs</h3>
        <input
          type="date"
          aria-label="Run day"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className="min-w-0 rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      {runs.isPending ? (
        <p className="text-sm text-ink-600">Loading runs…</p>
      ) : runs.isError ? (
        <SectionError message={runs.error.message} onRetry={() => void runs.refetch()} />
      ) : runs.data.every((r) => r.deliveries.length === 0) ? (
        <p className="text-sm text-ink-600">No deliveries assigned to a rider on this day.</p>
      ) : (
        <ul className="space-y-3">
          {runs.data
            .filter((r) => r.deliveries.length > 0)
            .map((r) => (
              <li key={r.id} data-testid="rider-run">
                <h4 className="text-sm font-bold text-ink-900">
                  {r.name} · {r.deliveries.length} {r.deliveries.length === 1 ? 'stop' : 'stops'}
                </h4>
                <ol className="mt-1 divide-y divide-cream-200">
                  {r.deliveries.map((d, i) => (
                    <RunStopRow key={d.id} stop={d} position={i + 1} />
                  ))}
                </ol>
              </li>
            ))}
        </ul>
      )}
    </Card>
  );
}

function RunStopRow({ stop, position }: { stop: RiderRunStop; position: number }) {
  return (
    <li data-testid="run-stop" className="flex items-start justify-between gap-2 py-2 text-sm">
      <span className="min-w-0 text-ink-900">
        <strong className="tabular-nums">
          {position}. {stop.slot ? `${stop.slot.start}–${stop.slot.end}` : 'No slot'}
        </strong>{' '}
        · {stop.customer_name}
        <span className="block text-ink-600">
          {stop.area} · {SUBSCRIPTION_TIER_LABELS[stop.tier]}
          {stop.on_the_way ? ' · on the way' : ''}
        </span>
      </span>
      <DeliveryStatusBadge status={stop.status} />
    </li>
  );
}
