import { useId } from 'react';
import { cx } from '../../../lib/cx';
import { inputClass } from './admin-ui';

/** Naira typed by staff ("9,600" or "9600.50") → kobo, or null when it is not a price above 0. */
export function nairaToKobo(draft: string): number | null {
  const clean = draft.replace(/[,\s₦]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const kobo = Math.round(Number(clean) * 100);
  return kobo > 0 ? kobo : null;
}

export const koboToDraft = (kobo: number) =>
  kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);

/** A price field in naira with the ₦ sign inside; red when what is typed is not a price. */
export function NairaInput({
  label,
  value,
  onChange,
  compact,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  compact?: boolean;
}) {
  const id = useId();
  const invalid = nairaToKobo(value) === null;
  return (
    <div className={compact ? 'min-w-0' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-500">
          ₦
        </span>
        <input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          className={cx(inputClass, 'pl-8 tabular-nums', invalid && 'border-red-600')}
        />
      </div>
    </div>
  );
}
