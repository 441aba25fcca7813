import { useId, useState, type ChangeEvent } from 'react';
import { CART_LINE_MAX_QUANTITY, correctTypedQuantity } from '@faza/shared';
import { MinusIcon, PlusIcon } from '../cart';

const MIN = 1;
const MAX = CART_LINE_MAX_QUANTITY;

/**
 * The draft text of the quantity field after a keystroke: digits only, clamped to 1..99. Empty
 * is allowed while typing (to replace the number); the value it stands for is then 1.
 */
export function clampQuantityDraft(text: string): string {
  return correctTypedQuantity(text).draft;
}

export const draftQuantity = (draft: string): number => (draft === '' ? MIN : Number(draft));

const stepButton =
  'flex size-12 shrink-0 items-center justify-center text-ink-800 transition-colors hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Minus, a number field and plus, never outside 1..99 (docs/product-spec.md §5 cart quantity). */
export function QuantityStepper({
  draft,
  onDraftChange,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
}) {
  const id = useId();
  const quantity = draftQuantity(draft);
  // A typed number outside 1..99 is corrected, and this says so until the next change.
  const [note, setNote] = useState<string | null>(null);
  const set = (value: number) => {
    setNote(null);
    onDraftChange(String(Math.min(MAX, Math.max(MIN, value))));
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        Quantity
      </label>
      <div className="mt-2 flex w-fit items-center overflow-hidden rounded-full border border-sand-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          className={stepButton}
          disabled={quantity <= MIN}
          onClick={() => set(quantity - 1)}
        >
          <MinusIcon size={18} />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const corrected = correctTypedQuantity(event.target.value);
            setNote(corrected.note);
            onDraftChange(corrected.draft);
          }}
          onBlur={() => draft === '' && onDraftChange(String(MIN))}
          onFocus={(event) => event.target.select()}
          className="h-12 w-14 border-x border-sand-300 text-center text-lg font-bold text-ink-900 tabular-nums outline-none focus-visible:bg-palm-50"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          className={stepButton}
          disabled={quantity >= MAX}
          onClick={() => set(quantity + 1)}
        >
          <PlusIcon size={18} />
        </button>
      </div>
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={
          note ? 'mt-1.5 text-xs font-semibold text-red-700' : 'mt-1.5 text-xs text-ink-500'
        }
      >
        {note ?? `From ${MIN} to ${MAX}`}
      </p>
    </div>
  );
}
