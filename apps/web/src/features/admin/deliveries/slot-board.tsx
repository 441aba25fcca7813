import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  adminSlotsResponseSchema,
  closeSlotResultSchema,
  deliveryZonesResponseSchema,
  formatDate,
  type AdminSlot,
} from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { apiFetch } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { ReasonAction, SectionError, useStaffDecision } from '../shared';

function useZones() {
  return useQuery({
    queryKey: ['admin', 'delivery-zones'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/delivery/zones', { signal, schema: deliveryZonesResponseSchema })).zones,
    staleTime: 5 * 60_000,
  });
}

function useBoard(zoneId: string) {
  return useQuery({
    queryKey: ['admin', 'slot-board', zoneId],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/delivery/slots?zone=${encodeURIComponent(zoneId)}`, {
          signal,
          schema: adminSlotsResponseSchema,
        })
      ).slots,
    enabled: zoneId !== '',
  });
}

const byDay = (slots: readonly AdminSlot[]) => {
  const days = new Map<string, AdminSlot[]>();
  for (const s of slots) days.set(s.date, [...(days.get(s.date) ?? []), s]);
  return [...days];
};

/**
 * Console → Deliveries' slot board (docs/decisions/0057): a zone's slots per day with capacity
 * and bookings, and Close with a reason (bookings move to the next free slot or are refunded).
 */
export function SlotBoard() {
  const zones = useZones();
  const [zoneId, setZoneId] = useState('lagos-ikeja');
  const board = useBoard(zoneId);
  return (
    <Card className="space-y-3 p-4" data-testid="slot-board">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink-900">Slot board</h3>
        <select
          aria-label="Zone"
          value={zoneId}
          onChange={(e) => setZoneId(e.target.value)}
          className="min-w-0 rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm"
        >
          {zones.data?.map((z) => (
            <option key={z.id} value={z.id}>
              {z.area}, {z.state}
            </option>
          ))}
        </select>
      </div>
      {board.isPending ? (
        <p className="text-sm text-ink-600">Loading slots…</p>
      ) : board.isError ? (
        <SectionError message={board.error.message} onRetry={() => void board.refetch()} />
      ) : board.data.length === 0 ? (
        <p className="text-sm text-ink-600">No slots published for this zone this week.</p>
      ) : (
        <DayOfSlots days={byDay(board.data)} />
      )}
    </Card>
  );
}

/** One day of the board at a time, so the queue below stays in reach on a phone. */
function DayOfSlots({ days }: { days: [string, AdminSlot[]][] }) {
  const [picked, setPicked] = useState('');
  const [day, slots] = days.find(([d]) => d === picked) ?? days[0]!;
  return (
    <div>
      <select
        aria-label="Day"
        value={day}
        onChange={(e) => setPicked(e.target.value)}
        className="rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm"
      >
        {days.map(([d, list]) => (
          <option key={d} value={d}>
            {formatDate(`${d}T12:00:00+01:00`)} · {list.reduce((n, s) => n + s.booked, 0)} booked
          </option>
        ))}
      </select>
      <ul className="mt-1 divide-y divide-cream-200">
        {slots.map((s) => (
          <SlotRow key={s.id} slot={s} />
        ))}
      </ul>
    </div>
  );
}

function SlotRow({ slot }: { slot: AdminSlot }) {
  const close = useStaffDecision((reason: string) => ({
    path: `/admin/delivery/slots/${slot.id}/close`,
    json: { reason },
    schema: closeSlotResultSchema,
  }));
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span className="text-ink-900">
        <strong className="tabular-nums">
          {slot.start}–{slot.end}
        </strong>{' '}
        · {slot.booked} of {slot.capacity} booked
        {slot.premium_reserved > 0 ? ` (${slot.premium_reserved} held for Premium)` : ''}
        {slot.closed && (
          <span className="block text-red-800">Closed: {slot.close_reason ?? 'no reason'}</span>
        )}
      </span>
      {!slot.closed && (
        <ReasonAction
          action="Close"
          submitLabel="Close slot"
          placeholder="Why it closes (customers are told)"
          pending={close.isPending}
          onSubmit={(reason, done) =>
            close.mutate(reason, {
              onSuccess: (r) => {
                done();
                toastSuccess({
                  title: 'Slot closed',
                  description: `${r.moved} moved to another slot, ${r.refunded} refunded.`,
                });
              },
              onError: (err) => toastError({ title: 'Not closed', description: err.message }),
            })
          }
        />
      )}
    </li>
  );
}
