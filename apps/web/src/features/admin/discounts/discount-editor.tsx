import { useId, useState } from 'react';
import { DISCOUNT_TEXTS, formatDateTime, type AdminDiscount } from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { inputClass } from '../shared';
import { draftOf, requestOf, type DiscountDraft } from './discount-draft';
import { NairaInput } from '../shared';
import { useEndDiscount } from './use-end-discount';
import { useSaveDiscount } from './use-save-discount';

export type DiscountState = 'active' | 'scheduled' | 'ended';

const stateOf = (rule: AdminDiscount, now = Date.now()): DiscountState =>
  rule.endsAt !== null && Date.parse(rule.endsAt) <= now
    ? 'ended'
    : Date.parse(rule.startsAt) > now
      ? 'scheduled'
      : 'active';

const BADGES = {
  active: <Badge tone="leaf">In force</Badge>,
  scheduled: <Badge tone="plantain">Scheduled</Badge>,
  ended: <Badge tone="neutral">Ended</Badge>,
} as const;

function Field({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      {hint && <p className="mt-1 text-xs text-ink-600">{hint}</p>}
    </div>
  );
}

/**
 * One Premium Plus discount rule, or the form for a new one (`rule` null). Saving sends the whole
 * rule; orders already placed keep the discount they got.
 */
export function DiscountEditor({
  rule,
  onDone,
}: {
  rule: AdminDiscount | null;
  onDone?: () => void;
}) {
  const save = useSaveDiscount();
  const end = useEndDiscount();
  const [draft, setDraft] = useState<DiscountDraft>(() => draftOf(rule));
  const set = (change: Partial<DiscountDraft>) => setDraft((d) => ({ ...d, ...change }));
  const request = requestOf(draft);
  const state = rule ? stateOf(rule) : null;
  const kindId = useId();

  const submit = () =>
    request &&
    save.mutate(
      { id: rule?.id ?? null, rule: request },
      {
        onSuccess: () => {
          toastSuccess({ title: 'Saved', description: DISCOUNT_TEXTS.describe(request) });
          onDone?.();
        },
        onError: (err) => toastError({ title: 'Not saved', description: err.message }),
      },
    );

  const form = (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={kindId} className="mb-1 block text-sm font-semibold text-ink-800">
          Applies to
        </label>
        <select
          id={kindId}
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as DiscountDraft['kind'] })}
          className={inputClass}
        >
          <option value="line">Lines of a size or more</option>
          <option value="order">Orders of an amount or more</option>
        </select>
      </div>
      <Field
        label="Percentage off"
        inputMode="decimal"
        value={draft.percent}
        onChange={(percent) => set({ percent })}
        hint="Above 0 and at most 50, e.g. 5 or 2.5"
      />
      {draft.kind === 'line' ? (
        <Field
          label="From size (base units)"
          inputMode="numeric"
          value={draft.units}
          onChange={(units) => set({ units })}
          hint="25 means 25 kg, 25 litres, 50 kg…"
        />
      ) : (
        <NairaInput
          label="From order amount"
          value={draft.amount}
          onChange={(amount) => set({ amount })}
        />
      )}
      <Field
        label="Starts"
        type="datetime-local"
        value={draft.starts}
        onChange={(starts) => set({ starts })}
      />
      <Field
        label="Ends (optional)"
        type="datetime-local"
        value={draft.ends}
        onChange={(ends) => set({ ends })}
        hint="Empty: until someone ends it"
      />
    </div>
  );

  const actions = (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
      {rule && state !== 'ended' && (
        <Button
          variant="secondary"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(rule.id, {
              onSuccess: () => toastSuccess({ title: 'Ended', description: 'The rule has ended.' }),
              onError: (err) => toastError({ title: 'Not ended', description: err.message }),
            })
          }
        >
          {end.isPending ? 'Ending…' : 'End now'}
        </Button>
      )}
      <Button disabled={!request || save.isPending} onClick={submit}>
        {save.isPending ? 'Saving…' : rule ? 'Save changes' : 'Add rule'}
      </Button>
    </div>
  );

  if (!rule)
    return (
      <Card className="p-4" data-testid="discount-new">
        <h3 className="mb-3 font-bold text-ink-900">New discount rule</h3>
        {form}
        {actions}
      </Card>
    );

  return (
    <Card className="overflow-hidden" data-testid={`discount-${rule.id}`}>
      <details>
        <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 p-4 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1">
            <span className="block leading-snug font-bold text-ink-900">
              {DISCOUNT_TEXTS.describe(rule)}
            </span>
            <span className="block text-sm text-ink-600">
              From {formatDateTime(rule.startsAt)}
              {rule.endsAt ? ` until ${formatDateTime(rule.endsAt)}` : ', no end date'}
            </span>
          </span>
          {state && BADGES[state]}
          {state !== 'ended' && (
            <span aria-hidden="true" className="text-ink-500">
              Edit ›
            </span>
          )}
        </summary>
        {state !== 'ended' && (
          <div className="border-t border-cream-200 p-4">
            {form}
            {actions}
          </div>
        )}
      </details>
    </Card>
  );
}
