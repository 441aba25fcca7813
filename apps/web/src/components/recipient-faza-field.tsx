import { useState } from 'react';
import { formatFaza, sanitizeFazaInput } from '@faza/shared';
import { UserCheckIcon } from './icons/transfer-icons';
import { Spinner } from './ui/spinner';
import { TextField } from './ui/form-fields';
import { recipientStatus, type RecipientStatus } from '../lib/recipient-status';
import { useFazaLookup } from '../lib/use-faza-lookup';

export type Recipient = ReturnType<typeof useRecipient>;

/**
 * Who a send dialog sends to (food from the pantry, money from the wallet): the digits typed,
 * the name enquiry once there are 12, and what the field shows (`recipientStatus`). The dialog
 * holds it, since its submit needs the digits and whether the recipient was found.
 */
export function useRecipient() {
  const [digits, setDigits] = useState('');
  const [touched, setTouched] = useState(false);
  const lookup = useFazaLookup(digits);
  const status = recipientStatus({ digits, touched, lookup });
  return {
    digits,
    setDigits,
    status,
    found: status.kind === 'found',
    /** The field was left or the form submitted: incomplete input may now be called out. */
    touch: () => setTouched(true),
  };
}

/**
 * The recipient's FAZA number in the send dialogs: typed as 1234-5678-9012, with the docs/product-spec.md §5
 * message or, under it, who receives (the masked name) or that the number is being checked.
 */
export function RecipientFazaField({
  recipient,
  disabled,
}: {
  recipient: Recipient;
  disabled: boolean;
}) {
  const { status } = recipient;
  return (
    <div>
      <TextField
        label="Recipient FAZA number"
        name="faza"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234-5678-9012"
        value={formatFaza(recipient.digits)}
        onChange={(event) => recipient.setDigits(sanitizeFazaInput(event.target.value))}
        onBlur={recipient.touch}
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
