import { formatNaira, nairaToKobo, type CircleGoal } from '@faza/shared';
import { cx } from '../../lib/cx';

/** The goal's foods with their pictures and the prices locked for the circle. */
export function GoalLines({ goal, compact = false }: { goal: CircleGoal; compact?: boolean }) {
  return (
    <div>
      {goal.bundle && <p className="mb-2 font-semibold text-ink-900">{goal.bundle.name}</p>}
      <ul className={cx('divide-y divide-cream-200', compact && 'text-sm')}>
        {goal.lines.map((line) => (
          <li
            key={`${line['product-id']}|${line['quantity-type']}`}
            className="flex items-center gap-3 py-2"
          >
            <img
              src={line.image}
              alt=""
              className={cx('shrink-0 rounded-lg object-cover', compact ? 'size-8' : 'size-12')}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink-900">
                {line.quantity} × {line.name}
              </span>
              <span className="block text-ink-600">
                {line['quantity-type']} · {formatNaira(nairaToKobo(line['unit-price']))} each
              </span>
            </span>
            <span className="font-semibold text-ink-900">
              {formatNaira(line['line-total-kobo'])}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-cream-200 pt-2 font-bold text-ink-900">
        <span>Goal total</span>
        <span>{formatNaira(goal['total-kobo'])}</span>
      </p>
    </div>
  );
}
