import { MinusIcon, PlusIcon } from '../cart';

/** How many people the food is for, 1 to 30. */
export function HouseholdStepper({
  value,
  onChange,
  label = 'Cooking for',
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}) {
  const step = (by: number) => onChange(Math.min(30, Math.max(1, value + by)));
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm font-semibold text-ink-800" id="household-label">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby="household-label"
        className="inline-flex items-center rounded-full bg-white ring-1 ring-sand-300 ring-inset"
      >
        <button
          type="button"
          aria-label="Fewer people"
          onClick={() => step(-1)}
          className="grid size-11 place-items-center rounded-full hover:bg-palm-50"
        >
          <MinusIcon size={16} />
        </button>
        <output
          aria-live="polite"
          className="min-w-20 text-center text-sm font-semibold text-ink-900"
        >
          {value} {value === 1 ? 'person' : 'people'}
        </output>
        <button
          type="button"
          aria-label="More people"
          onClick={() => step(1)}
          className="grid size-11 place-items-center rounded-full hover:bg-palm-50"
        >
          <PlusIcon size={16} />
        </button>
      </div>
    </div>
  );
}
