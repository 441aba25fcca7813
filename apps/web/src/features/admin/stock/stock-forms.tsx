import { useState, type FormEvent } from 'react';
import type { StockLevel } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { inputClass, NairaInput, nairaToKobo } from '../shared';
import { useChangeStock } from './use-stock';

const label = 'block text-sm font-semibold text-ink-800';

/** A goods-received note: one supplier delivery of this product into free stock. */
export function ReceiveForm({ level, onDone }: { level: StockLevel; onDone: () => void }) {
  const change = useChangeStock();
  const [amount, setAmount] = useState('');
  const [supplier, setSupplier] = useState('');
  const [cost, setCost] = useState('');
  const [bestBefore, setBestBefore] = useState('');
  const units = Number(amount);
  const costKobo = nairaToKobo(cost);
  const valid =
    amount !== '' && units > 0 && supplier.trim() !== '' && costKobo !== null && bestBefore !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    change.mutate(
      {
        kind: 'receipts',
        body: {
          productId: level.productId,
          baseUnits: units,
          supplier: supplier.trim(),
          unitCostKobo: costKobo,
          bestBefore,
        },
      },
      {
        onSuccess: () => {
          toastSuccess({ title: 'Received', description: `${units} of ${level.name} booked in.` });
          onDone();
        },
        onError: (err) => toastError({ title: 'Not received', description: err.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Receive stock">
      <label className={label}>
        Amount (base units)
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <label className={label}>
        Supplier
        <input
          value={supplier}
          onChange={(e) => setSupplier(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <NairaInput compact label="Cost per base unit" value={cost} onChange={setCost} />
      <label className={label}>
        Best before
        <input
          type="date"
          value={bestBefore}
          onChange={(e) => setBestBefore(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <Button type="submit" disabled={!valid || change.isPending} className="sm:col-span-2">
        Book the receipt
      </Button>
    </form>
  );
}

/** A count's difference, damage or a write-off: a signed amount with the reason. */
export function AdjustForm({ level, onDone }: { level: StockLevel; onDone: () => void }) {
  const change = useChangeStock();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const units = Number(amount);
  const valid = amount !== '' && Number.isFinite(units) && units !== 0 && reason.trim().length >= 3;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    change.mutate(
      {
        kind: 'adjustments',
        body: { productId: level.productId, baseUnits: units, reason: reason.trim() },
      },
      {
        onSuccess: () => {
          toastSuccess({ title: 'Adjusted', description: `${level.name}: ${units} booked.` });
          onDone();
        },
        onError: (err) => toastError({ title: 'Not adjusted', description: err.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Adjust stock">
      <label className={label}>
        Change (e.g. −2 for two torn bags)
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace('−', '-'))}
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
      <Button type="submit" disabled={!valid || change.isPending} className="sm:col-span-2">
        Book the adjustment
      </Button>
    </form>
  );
}
