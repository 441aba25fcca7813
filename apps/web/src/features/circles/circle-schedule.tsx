import { CIRCLE_MESSAGES as M, formatNaira, type CircleInstalment } from '@faza/shared';
import { formatDay } from './circle-bits';

/** The instalments with their due dates, and (when known) how many I have paid. */
export function ScheduleList({
  schedule,
  kind,
  paid,
  deliveryDate,
}: {
  schedule: CircleInstalment[];
  kind: keyof typeof M.scheduleLabel;
  paid?: number | undefined;
  deliveryDate: string;
}) {
  return (
    <div>
      <p className="text-sm text-ink-600">
        {M.scheduleLabel[kind]}, {schedule.length} instalments. Delivery on{' '}
        <strong className="text-ink-900">{formatDay(deliveryDate)}</strong>.
      </p>
      <ol className="mt-2 divide-y divide-cream-200 text-sm">
        {schedule.map((i) => (
          <li key={i.number} className="flex items-center justify-between gap-3 py-2">
            <span className="text-ink-800">
              {i.number}. {formatDay(i['due-date'])}
            </span>
            <span className="flex items-center gap-2 font-semibold text-ink-900">
              {formatNaira(i['amount-kobo'])}
              {paid !== undefined && i.number <= paid && (
                <span className="text-xs font-semibold text-leaf-700">Paid</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
