import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';

// Small pieces every console section shares: states, filter chips, the reason form, dates.

export const inputClass =
  'min-h-11 w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-ink-900 focus:border-palm-500 focus:ring-2 focus:ring-palm-200 focus:outline-none';

/** "5 min ago", "3 h ago", "2 days ago": how long something has waited. */
export function waitedFor(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export function SectionLoading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-ink-600">
      <Spinner className="size-5" /> Loading {what}…
    </p>
  );
}

export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">Could not load this list.</p>
      <p className="mt-1 text-sm">{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-sand-300 bg-white/60 px-4 py-10 text-center text-ink-600">
      {children}
    </p>
  );
}

/** A row of pill buttons choosing one filter value. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cx(
            'min-h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap',
            o.value === value
              ? 'bg-ink-900 text-white'
              : 'bg-white text-ink-800 ring-1 ring-sand-300 ring-inset hover:bg-cream-100',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/**
 * "Reject" / "Cancel" with a reason: a button that opens a small form in place, so a stray tap
 * never refuses anything on its own.
 */
export function ReasonAction({
  action,
  submitLabel,
  placeholder,
  pending,
  disabled,
  onSubmit,
}: {
  action: string;
  submitLabel: string;
  placeholder: string;
  pending: boolean;
  disabled?: boolean;
  onSubmit: (reason: string, done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const short = reason.trim().length < 3;
  if (!open)
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        <span className="text-red-700">{action}</span>
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (short || pending) return;
    onSubmit(reason.trim(), () => setOpen(false));
  };
  return (
    <form
      onSubmit={submit}
      className="w-full space-y-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200"
    >
      <label className="block text-sm font-semibold text-red-900">
        Reason
        <textarea
          autoFocus
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={placeholder}
          className={cx(inputClass, 'mt-1 py-2 font-normal')}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={short || pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
