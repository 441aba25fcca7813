import {
  CIRCLE_LIMITS as L,
  CIRCLE_MESSAGES as M,
  CIRCLE_SCHEDULES,
  CIRCLE_SCREEN_TEXTS as T,
  formatNaira,
  type CircleQuoteResponse,
} from '@faza/shared';
import { Card } from '../../components/ui/card';
import { SelectField, TextField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { formatDay } from './circle-bits';
import type { CircleDraft } from './circle-draft';
import { GoalLines } from './goal-lines';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Step 3: weekly or monthly, how many instalments and members, the start date. */
export function CircleStepSchedule({
  draft,
  onChange,
  errors,
}: {
  draft: CircleDraft;
  onChange: (next: Partial<CircleDraft>) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Instalments are paid"
        name="schedule"
        value={draft.schedule}
        onChange={(event) => onChange({ schedule: event.target.value as CircleDraft['schedule'] })}
        error={errors.schedule}
      >
        {CIRCLE_SCHEDULES.map((s) => (
          <option key={s} value={s}>
            {M.scheduleLabel[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Number of instalments"
        name="instalments"
        value={draft.instalments}
        onChange={(event) => onChange({ instalments: Number(event.target.value) })}
        error={errors.instalments}
      >
        {range(L.minInstalments, L.maxInstalments).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Most members (you included)"
        name="max-members"
        value={draft.maxMembers}
        onChange={(event) => onChange({ maxMembers: Number(event.target.value) })}
        error={errors['max-members']}
      >
        {range(L.minMembers, L.maxMembers).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <TextField
        label="First instalment due on"
        name="start-date"
        type="date"
        value={draft.startDate}
        onChange={(event) => onChange({ startDate: event.target.value })}
        error={errors['start-date']}
      />
    </div>
  );
}

/** The live price preview from `POST /api/circles/quote`, beside the schedule. */
export function QuotePreview({
  quote,
  loading,
  error,
  kind,
}: {
  quote: CircleQuoteResponse | undefined;
  loading: boolean;
  error: string | undefined;
  kind: CircleDraft['kind'];
}) {
  return (
    <Card className="p-5" aria-live="polite" data-testid="circle-quote">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink-900">{T.quoteTitle}</h2>
        {loading && <Spinner className="size-4 border-2" />}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : !quote ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-palm-50 p-3">
              <dt className="text-xs font-semibold text-palm-700 uppercase">Price per member</dt>
              <dd className="text-xl font-extrabold text-ink-900" data-testid="quote-price">
                {formatNaira(quote['price-kobo'])}
              </dd>
            </div>
            <div className="rounded-xl bg-cream-100 p-3">
              <dt className="text-xs font-semibold text-ink-600 uppercase">Each instalment</dt>
              <dd className="text-xl font-extrabold text-ink-900">
                {formatNaira(quote['instalment-kobo'])}
              </dd>
            </div>
          </dl>
          {quote['last-instalment-kobo'] !== quote['instalment-kobo'] && (
            <p className="text-sm text-ink-600">
              The last instalment is {formatNaira(quote['last-instalment-kobo'])}.
            </p>
          )}
          {kind === 'chip_in' && (
            <p className="text-sm text-ink-600">
              The goal costs {formatNaira(quote.goal['total-kobo'])}, shared by the members.
            </p>
          )}
          <p className="text-sm text-ink-800">
            Due {quote['due-dates'].map(formatDay).join(', ')}. Delivery on{' '}
            <strong>{formatDay(quote['delivery-date'])}</strong>.
          </p>
          <GoalLines goal={quote.goal} compact />
          <p className="text-xs text-ink-600">{T.quoteHint}</p>
        </div>
      )}
    </Card>
  );
}
