import { formatFaza, sanitizeFazaInput } from '@faza/shared';
import { UserCheckIcon } from '../components/icons/transfer-icons';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/form-fields';
import type { RecipientStatus } from './recipient-status';

/**
 * The recipient's FAZA number in the send dialogs (food from the pantry, money from the wallet):
 * typed as 1234-5678-9012, with the spec §5 message or, under it, who receives (the masked name)
 * or that the number is being checked. The dialog keeps the digits and `status`
 * (`recipientStatus` over `useFazaLookup`), since its submit needs them too.
 */
export function RecipientFazaField({
  digits,
  onDigitsChange,
  onLeave,
  status,
  disabled,
}: {
  digits: string;
  onDigitsChange: (digits: string) => void;
  /** The field was left: incomplete input may now be called out. */
  onLeave: () => void;
  status: RecipientStatus;
  disabled: boolean;
}) {
  return (
    <div>
      <TextField
        label="Recipient FAZA number"
        name="faza"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234-5678-9012"
        value={formatFaza(digits)}
        onChange={(event) => onDigitsChange(sanitizeFazaInput(event.target.value))}
        onBlur={onLeave}
        error={status.kind === 'error' ? status.message : undefined}
        disabled={disabled}
      />
      <RecipientNote status={status} />
    </div>
  );
}

/** Under the FAZA field: who receives (the masked name), or that the number is being checked. */
function RecipientNote({ status }: { status: RecipientStatus }) {
  if (status.kind === 'checking')
    return (
      <p role="status" className="mt-2 flex items-center gap-2 text-sm text-ink-600">
        <Spinner className="size-4 border-2" />
        Checking FAZA number…
      </p>
    );
  if (status.kind !== 'found') return null;
  return (
    <p
      role="status"
      data-testid="recipient-name"
      className="mt-2 flex items-center gap-2 rounded-xl bg-leaf-50 px-3 py-2.5 text-sm text-leaf-800 ring-1 ring-leaf-100 ring-inset"
    >
      <UserCheckIcon size={18} className="shrink-0" />
      <span>
        Sending to <strong className="font-bold">{status.name}</strong>
      </span>
    </p>
  );
}
