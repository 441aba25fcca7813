import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatNaira } from '@faza/shared';
import { SectionError } from '../shared';
import { useAdminUserDetail } from './use-admin-user-detail';

/** A user's pantry and deliveries, read only, loaded when staff ask for them. */
export function UserDetail({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const detail = useAdminUserDetail(id, open);
  if (!open)
    return (
      <Button variant="ghost" className="-ml-3" onClick={() => setOpen(true)}>
        Show pantry and deliveries
      </Button>
    );
  if (detail.isPending) return <p className="py-2 text-sm text-ink-600">Loading…</p>;
  if (detail.isError)
    return <SectionError message={detail.error.message} onRetry={() => void detail.refetch()} />;
  const { pantry, open_deliveries } = detail.data;
  return (
    <div className="space-y-2 text-sm" data-testid="user-detail">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Units held', String(pantry.units)],
          ['Food value', formatNaira(pantry.value_kobo)],
          ['Open deliveries', String(open_deliveries)],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-xl bg-cream-50 px-2 py-2 ring-1 ring-cream-200 ring-inset"
          >
            <dt className="text-xs text-ink-500">{label}</dt>
            <dd className="font-bold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {(pantry.expiring_units > 0 || pantry.expired_units > 0) && (
        <p className="text-amber-800">
          {pantry.expiring_units} expiring within 3 days · {pantry.expired_units} expired
        </p>
      )}
      {pantry.foods.length === 0 ? (
        <p className="text-ink-600">The pantry is empty.</p>
      ) : (
        <ul className="divide-y divide-cream-200">
          {pantry.foods.map((f) => (
            <li key={`${f.name}|${f.quantity_type}`} className="flex justify-between gap-3 py-1.5">
              <span className="text-ink-900">
                {f.name} <span className="text-ink-500">({f.quantity_type})</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="font-semibold tabular-nums">{f.quantity}</span>
                <span className="block text-xs text-ink-500">
                  expires {formatDateTime(f.next_expiry)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
