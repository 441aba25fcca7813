import { useState } from 'react';
import { formatFaza, sanitizeFazaInput } from '@faza/shared';
import { UserCheckIcon } from '../../components/icons/transfer-icons';
import { TextField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { recipientStatus } from '../../lib/recipient-status';
import { fazaLookup, useLookup } from '../../lib/use-lookup';

/**
 * A FAZA number typed with the name enquiry Send Food uses (docs/product-spec.md §5): grouped
 * 1234-5678-9012, the masked name once 12 digits are in, or the spec's message.
 */
export function useFazaEntry() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const digits = sanitizeFazaInput(text.replace(/\D/g, ''));
  const lookup = useLookup(fazaLookup(digits));
  const status = recipientStatus({ digits, touched, lookup });
  return {
    text,
    setText: (typed: string) => setText(formatFaza(sanitizeFazaInput(typed.replace(/\D/g, '')))),
    digits,
    status,
    found: status.kind === 'found',
    touch: () => setTouched(true),
    reset: () => {
      setText('');
      setTouched(false);
    },
  };
}

export type FazaEntry = ReturnType<typeof useFazaEntry>;

export function FazaEntryField({
  entry,
  label,
  serverError,
  disabled = false,
}: {
  entry: FazaEntry;
  label: string;
  /** The server's refusal for this number, shown in place of the enquiry's answer. */
  serverError?: string | undefined;
  disabled?: boolean;
}) {
  const { status } = entry;
  return (
    <div>
      <TextField
        label={label}
        name="faza"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234-5678-9012"
        value={entry.text}
        onChange={(event) => entry.setText(event.target.value)}
        onBlur={entry.touch}
        error={serverError ?? (status.kind === 'error' ? status.message : undefined)}
        disabled={disabled}
      />
      {!serverError && status.kind === 'checking' && (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4 border-2" />
          Checking the number…
        </p>
      )}
      {!serverError && status.kind === 'found' && (
        <p
          role="status"
          data-testid="faza-name"
          className="mt-2 flex items-center gap-2 text-sm font-semibold text-leaf-800"
        >
          <UserCheckIcon size={18} className="text-leaf-600" />
          {status.name}
        </p>
      )}
    </div>
  );
}
