import { useState, type FormEvent } from 'react';
import type { StockLevel } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { inputClass } from '../shared';
import { useChangeStock } from './use-stock';

const label = 'block text-sm font-semibold text-ink-800';

type Props = { level: StockLevel; onDone: () => void };

/** An amount and a reason; the server books what it means. */
function AmountReasonForm({
  name,
  amountLabel,
  submitLabel,
  minimum,
  onSubmit,
}: {
  name: string;
  amountLabel: string;
  submitLabel: string;
  /** 0: zero allowed (a count of an empty shelf); otherwise more than zero. */
  minimum: 'zero' | 'positive';
  onSubmit: (units: number, reason: string) => Promise<unknown>;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const units = Number(amount);
  const valid =
    amount.trim() !== '' &&
    Number.isFinite(units) &&
    (minimum === 'zero' ? units >= 0 : units > 0) &&
    reason.trim().length >= 3;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    onSubmit(units, reason.trim()).finally(() => setPending(false));
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label={name}>
      <label className={label}>
        {amountLabel}
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <label className={label}>
        Reason
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <Button type="submit" disabled={!valid || pending} className="sm:col-span-2">
        {submitLabel}
      </Button>
    </form>
  );
}

/** A stock count: what is on the shelf, held food included; the server books the difference. */
export function CountForm({ level, onDone }: Props) {
  const change = useChangeStock();
  return (
    <AmountReasonForm
      name="Count stock"
      amountLabel={`Counted on the shelf (books say ${level.onHand})`}
      submitLabel="Book the count"
      minimum="zero"
      onSubmit={(units, reason) =>
        change
          .mutateAsync({
            kind: 'counts',
            body: { productId: level.productId, countedBaseUnits: units, reason },
          })
          .then(
            (after) => {
              const diff = Math.round((after.onHand - level.onHand) * 1000) / 1000;
              toastSuccess({
                title: 'Count booked',
                description:
                  diff === 0
                    ? `${level.name} matches the books.`
                    : `${level.name}: ${diff} booked.`,
              });
              onDone();
            },
            (err: Error) => toastError({ title: 'Count not booked', description: err.message }),
          )
      }
    />
  );
}

/** Free stock spoiled, damaged or lost. */
export function WriteOffForm({ level, onDone }: Props) {
  const change = useChangeStock();
  return (
    <AmountReasonForm
      name="Write off stock"
      amountLabel={`Amount to write off (${level.free} free)`}
      submitLabel="Write it off"
      minimum="positive"
      onSubmit={(units, reason) =>
        change
          .mutateAsync({
            kind: 'write-offs',
            body: { productId: level.productId, baseUnits: units, reason },
          })
          .then(
            () => {
              toastSuccess({ title: 'Written off', description: `${units} of ${level.name}.` });
              onDone();
            },
            (err: Error) => toastError({ title: 'Not written off', description: err.message }),
          )
      }
    />
  );
}

/** The reorder level: free stock at or below it shows as low. */
export function ReorderLevelForm({ level, onDone }: Props) {
  const change = useChangeStock();
  const [amount, setAmount] = useState(String(level.reorderLevel));
  const units = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(units) && units >= 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    change.mutate(
      { kind: 'reorder-level', productId: level.productId, body: { reorderLevel: units } },
      {
        onSuccess: () => {
          toastSuccess({
            title: 'Reorder level set',
            description: `${level.name} shows as low at ${units} free or less.`,
          });
          onDone();
        },
        onError: (err) => toastError({ title: 'Not set', description: err.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Reorder level">
      <label className={label}>
        Low at (free, base units)
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <Button type="submit" disabled={!valid || change.isPending} className="self-end">
        Save the reorder level
      </Button>
    </form>
  );
}
