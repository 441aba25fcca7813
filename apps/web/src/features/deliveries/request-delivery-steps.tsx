import { NIGERIAN_STATES, pantryQuantityLabel, type PantryItem } from '@faza/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { SelectField, TextField } from '../../components/ui/form-fields';
import type { AddressDraft } from './delivery-address';
import { slotLabel } from './delivery-when-step';

const stepperButton =
  'flex size-11 items-center justify-center rounded-full text-xl font-bold text-palm-700 ring-1 ring-sand-300 ring-inset hover:bg-palm-50 disabled:opacity-40';

/** Step 1: tick the food to deliver and how much of each (up to what the lot holds). */
export function ChooseStep({
  items,
  chosen,
  onChange,
}: {
  items: readonly PantryItem[];
  chosen: Record<string, number>;
  onChange: (chosen: Record<string, number>) => void;
}) {
  const set = (id: string, quantity: number | null) => {
    const next = { ...chosen };
    if (quantity === null) delete next[id];
    else next[id] = quantity;
    onChange(next);
  };
  return (
    <ul className="space-y-2">
      {items.map((item) => {
        const quantity = chosen[item.id];
        const picked = quantity !== undefined;
        return (
          <li
            key={item.id}
            className={cx(
              'rounded-2xl p-3 ring-1 ring-inset',
              picked ? 'bg-palm-50 ring-palm-300' : 'bg-white ring-cream-200',
            )}
          >
            <label className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={picked}
                onChange={(e) => set(item.id, e.target.checked ? 1 : null)}
                className="size-5 shrink-0 accent-palm-600"
              />
              <img src={item['image-url']} alt="" width={36} height={36} className="shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block leading-snug font-semibold text-ink-900">{item.name}</span>
                <span className="block text-sm text-ink-600">
                  You have {pantryQuantityLabel(item.quantity, item['quantity-type'])}
                </span>
              </span>
            </label>
            {picked && (
              <div className="mt-2 flex items-center justify-end gap-3">
                <span className="text-sm text-ink-600">Deliver</span>
                <button
                  type="button"
                  aria-label={`One less ${item.name}`}
                  disabled={quantity <= 1}
                  onClick={() => set(item.id, quantity - 1)}
                  className={stepperButton}
                >
                  −
                </button>
                <output
                  aria-label={`Quantity of ${item.name}`}
                  className="w-8 text-center text-lg font-bold text-ink-900 tabular-nums"
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  aria-label={`One more ${item.name}`}
                  disabled={quantity >= item.quantity}
                  onClick={() => set(item.id, quantity + 1)}
                  className={stepperButton}
                >
                  +
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Step 2: where to, and the number the rider calls. A field's error shows once it is filled; after
 * Next was tapped with something missing (`attempts` > 0), every field's shows, and the first
 * field in error takes the focus, so Next never refuses without saying why.
 */
export function AddressStep({
  draft,
  onChange,
  errors,
  attempts,
}: {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  errors: Record<string, string>;
  attempts: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempts === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const field = (key: keyof AddressDraft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [key]: e.target.value }),
  });
  const shown = (path: string, key: keyof AddressDraft) =>
    draft[key] !== '' || attempts > 0 ? errors[path] : undefined;
  return (
    <div ref={container} className="space-y-4">
      <TextField
        label="Street address"
        autoComplete="street-address"
        placeholder="12 Adeola Odeku Street"
        error={shown('address.street', 'street')}
        {...field('street')}
      />
      <div className="grid grid-cols-2 items-start gap-3">
        <TextField
          label="Area"
          placeholder="Victoria Island"
          error={shown('address.area', 'area')}
          {...field('area')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          placeholder="Lagos"
          error={shown('address.city', 'city')}
          {...field('city')}
        />
      </div>
      <SelectField
        label="State"
        id="delivery-state"
        error={shown('address.state', 'state')}
        {...field('state')}
      >
        <option value="">Choose a state</option>
        {NIGERIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Phone for the rider"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08031234567"
        error={shown('phone', 'phone')}
        {...field('phone')}
      />
      <TextField
        label="Note (optional)"
        placeholder="e.g. Call when you reach the gate"
        maxLength={500}
        error={shown('note', 'note')}
        {...field('note')}
      />
    </div>
  );
}

/** Step 3: everything once more before the food leaves the pantry. */
export function ConfirmStep({
  items,
  chosen,
  draft,
  slot,
  fee,
  error,
}: {
  items: readonly PantryItem[];
  chosen: Record<string, number>;
  draft: AddressDraft;
  slot: { date: string; start: string; end: string } | undefined;
  fee: ReactNode;
  error: string | null;
}) {
  return (
    <div className="space-y-4 text-sm">
      <ul className="divide-y divide-cream-200 rounded-2xl ring-1 ring-cream-200">
        {items
          .filter((i) => chosen[i.id] !== undefined)
          .map((i) => (
            <li key={i.id} className="flex justify-between gap-3 px-3 py-2.5">
              <span className="text-ink-900">{i.name}</span>
              <span className="shrink-0 font-semibold text-ink-900">
                {pantryQuantityLabel(chosen[i.id]!, i['quantity-type'])}
              </span>
            </li>
          ))}
      </ul>
      <address className="rounded-2xl bg-cream-50 px-3 py-2.5 text-ink-900 not-italic ring-1 ring-cream-200 ring-inset">
        {draft.street}, {draft.area}
        <br />
        {draft.city}, {draft.state}
        <br />
        {draft.phone}
        {draft.note.trim() && (
          <span className="mt-1 block text-ink-600">“{draft.note.trim()}”</span>
        )}
      </address>
      <div className="rounded-2xl bg-cream-50 px-3 py-2.5 ring-1 ring-cream-200 ring-inset">
        <p className="mb-1 text-ink-900" data-testid="confirm-slot">
          {slot ? `Slot: ${slotLabel(slot)}` : 'Slot: we will schedule it and let you know.'}
        </p>
        {fee}
      </div>
      <p className="text-ink-600">
        The food leaves your pantry now and the fee is paid from your wallet. You can cancel until
        it is on its way, and it comes back with the same expiry date.
      </p>
      {error && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-3 py-2.5 font-medium text-red-700 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
    </div>
  );
}
