import {
  formatDate,
  formatNaira,
  type DeliveryQuote,
  type DeliverySlot,
  type DeliveryZone,
} from '@faza/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { SelectField } from '../../components/ui/form-fields';
import { cx } from '../../lib/cx';

export const slotLabel = (s: { date: string; start: string; end: string }) =>
  `${formatDate(`${s.date}T12:00:00+01:00`)}, ${s.start}–${s.end}`;

/** The fee the server quoted, or why there is none yet. */
export function FeeLine({ quote }: { quote: UseQueryResult<DeliveryQuote> }) {
  if (quote.isError)
    return (
      <p role="alert" className="text-red-700">
        {quote.error.message}
      </p>
    );
  if (!quote.data) return <p className="text-ink-600">Working out the delivery fee…</p>;
  const { fee_kobo: fee, full_fee_kobo: full } = quote.data;
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-ink-900">
      <span>Delivery fee</span>
      <span data-testid="delivery-fee" className="text-lg tabular-nums">
        {fee === 0 ? 'Free' : formatNaira(fee)}
      </span>
      {full > fee && (
        <span className="w-full text-xs font-normal text-palm-700">
          Your plan saves you {formatNaira(full - fee)} on this delivery.
        </span>
      )}
    </p>
  );
}

/**
 * Step 3: the zone (preselected from the address when it matches), the slot (a full one greyed
 * out with its places shown), and the fee the server quotes for both (docs/decisions/0057).
 */
export function WhenStep({
  zones,
  zoneId,
  onZone,
  slots,
  slotId,
  onSlot,
  quote,
  slotFilled,
}: {
  zones: UseQueryResult<DeliveryZone[]>;
  zoneId: string;
  onZone: (id: string) => void;
  slots: UseQueryResult<DeliverySlot[]>;
  slotId: string;
  onSlot: (id: string) => void;
  quote: UseQueryResult<DeliveryQuote>;
  /** The slot picked last was taken meanwhile (409 SLOT_FULL): point at the next free ones. */
  slotFilled: boolean;
}) {
  return (
    <div className="space-y-4 text-sm">
      <SelectField
        label="Delivery area"
        id="delivery-zone"
        value={zoneId}
        onChange={(e) => onZone(e.target.value)}
        error={zones.isError ? zones.error.message : undefined}
      >
        <option value="">{zones.isPending ? 'Loading areas…' : 'Choose your area'}</option>
        {zones.data?.map((z) => (
          <option key={z.id} value={z.id}>
            {z.area}, {z.state}
          </option>
        ))}
      </SelectField>
      {zoneId !== '' && (
        <div className="rounded-2xl bg-cream-50 px-3 py-2.5 ring-1 ring-cream-200 ring-inset">
          <FeeLine quote={quote} />
        </div>
      )}
      {zoneId !== '' && (
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">Time slot</legend>
          {slotFilled && (
            <p role="alert" className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-900">
              That slot has just filled. Pick one of the next free slots below.
            </p>
          )}
          {slots.isPending && <p className="mt-2 text-ink-600">Loading slots…</p>}
          {slots.isError && (
            <p role="alert" className="mt-2 text-red-700">
              {slots.error.message}
            </p>
          )}
          {slots.data?.length === 0 && (
            <p className="mt-2 text-ink-600">
              No slots published for this area yet: we will schedule it and let you know.
            </p>
          )}
          <ul className="mt-2 space-y-2" data-testid="slot-list">
            {slots.data?.map((s) => {
              const full = s.places_left === 0;
              return (
                <li key={s.id}>
                  <label
                    className={cx(
                      'flex min-h-12 items-center gap-3 rounded-2xl px-3 py-2 ring-1 ring-inset',
                      full
                        ? 'cursor-not-allowed bg-cream-50 text-ink-500 ring-cream-200'
                        : s.id === slotId
                          ? 'cursor-pointer bg-palm-50 ring-palm-300'
                          : 'cursor-pointer bg-white ring-cream-200',
                    )}
                  >
                    <input
                      type="radio"
                      name="delivery-slot"
                      value={s.id}
                      checked={s.id === slotId}
                      disabled={full}
                      onChange={() => onSlot(s.id)}
                      className="size-5 shrink-0 accent-palm-600"
                    />
                    <span className="flex-1 font-medium">{slotLabel(s)}</span>
                    <span className="shrink-0 text-xs">
                      {full
                        ? 'Full'
                        : `${s.places_left} place${s.places_left === 1 ? '' : 's'} left`}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
