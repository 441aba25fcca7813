import { useId, useState } from 'react';
import type { Bank } from '@faza/shared';
import { TextField } from '../../components/ui/form-fields';

/**
 * A searchable bank list: type part of the name, tap the bank. Once chosen it shows as one line
 * with Change, so the rest of the form stays on a small screen.
 */
export function BankPicker({
  banks,
  value,
  onChange,
  disabled,
  error,
}: {
  banks: readonly Bank[] | undefined;
  value: Bank | null;
  onChange: (bank: Bank | null) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const listId = useId();
  if (value)
    return (
      <div>
        <span className="block text-sm font-semibold text-ink-900">Bank</span>
        <div className="mt-1.5 flex min-h-12 items-center justify-between gap-3 rounded-xl border border-sand-300 bg-cream-50 px-4">
          <span data-testid="chosen-bank" className="font-semibold text-ink-900">
            {value.name}
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(null)}
            className="min-h-10 rounded-full px-3 text-sm font-semibold text-palm-700 hover:bg-palm-50"
          >
            Change
          </button>
        </div>
      </div>
    );
  const words = search.trim().toLowerCase();
  const shown = (banks ?? []).filter((b) => b.name.toLowerCase().includes(words)).slice(0, 8);
  return (
    <div>
      <TextField
        label="Bank"
        name="bank-search"
        placeholder="Search for your bank"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
        disabled={disabled}
        error={error}
      />
      <ul
        id={listId}
        aria-label="Matching banks"
        className="mt-2 max-h-56 divide-y divide-cream-200 overflow-y-auto rounded-xl ring-1 ring-cream-200"
      >
        {banks === undefined ? (
          <li className="px-4 py-3 text-sm text-ink-600">Loading banks…</li>
        ) : shown.length === 0 ? (
          <li className="px-4 py-3 text-sm text-ink-600">No bank matches “{search}”.</li>
        ) : (
          shown.map((bank) => (
            <li key={bank.code}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(bank)}
                className="block min-h-11 w-full px-4 text-left text-base text-ink-900 hover:bg-cream-100"
              >
                {bank.name}
              </button>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
