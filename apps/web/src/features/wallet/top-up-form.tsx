import { useId } from 'react';
import { formatNaira, SUGGESTED_TOP_UPS, type TopUpMethod } from '@faza/shared';
import { cx } from '../../lib/cx';
import { BankIcon, CardIcon } from './wallet-icons';

const METHODS: { id: TopUpMethod; label: string; note: string; Icon: typeof CardIcon }[] = [
  { id: 'card', label: 'Card', note: 'Pay on the secure payment page', Icon: CardIcon },
  { id: 'bank', label: 'Bank transfer', note: 'Confirmed by our staff', Icon: BankIcon },
];

/** docs/product-spec.md §2 top-up dialog fields: amount (input minimum 1), suggested amounts, card or bank. */
export function TopUpFields({
  amount,
  onAmount,
  amountError,
  method,
  onMethod,
  disabled,
}: {
  amount: string;
  onAmount: (value: string) => void;
  amountError: string | undefined;
  method: TopUpMethod;
  onMethod: (method: TopUpMethod) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={`${id}-amount`} className="block text-sm font-semibold text-ink-900">
          Amount (₦)
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder="5000"
          autoComplete="off"
          value={amount}
          disabled={disabled}
          onChange={(event) => onAmount(event.target.value)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${id}-amount-error` : undefined}
          className={cx(
            'mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-4 text-lg font-semibold text-ink-900 tabular-nums shadow-xs focus:ring-4 focus:outline-none',
            amountError
              ? 'border-red-600 focus:ring-red-600/15'
              : 'border-sand-300 focus:border-palm-600 focus:ring-palm-600/15',
          )}
        />
        {amountError && (
          <p id={`${id}-amount-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {amountError}
          </p>
        )}
        <div role="group" aria-label="Suggested amounts" className="mt-3 grid grid-cols-3 gap-2">
          {SUGGESTED_TOP_UPS.map((naira) => (
            <button
              key={naira}
              type="button"
              disabled={disabled}
              aria-pressed={amount === String(naira)}
              onClick={() => onAmount(String(naira))}
              className={cx(
                'min-h-10 rounded-full text-sm font-semibold tabular-nums ring-1 transition-colors ring-inset',
                amount === String(naira)
                  ? 'bg-palm-600 text-white ring-palm-600'
                  : 'bg-white text-ink-800 ring-sand-300 hover:bg-palm-50',
              )}
            >
              {formatNaira(naira * 100)}
            </button>
          ))}
        </div>
      </div>
      <fieldset disabled={disabled}>
        <legend className="text-sm font-semibold text-ink-900">Payment method</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {METHODS.map(({ id: value, label, note, Icon }) => (
            <label
              key={value}
              className={cx(
                'flex cursor-pointer flex-col gap-1 rounded-2xl p-3 ring-1 transition-colors ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-palm-600',
                method === value ? 'bg-palm-50 ring-palm-600' : 'bg-white ring-sand-300',
              )}
            >
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => onMethod(value)}
                className="sr-only"
              />
              <span className="flex items-center gap-2 font-semibold text-ink-900">
                <Icon size={18} className="text-palm-700" />
                {label}
              </span>
              <span className="text-xs text-ink-600">{note}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
