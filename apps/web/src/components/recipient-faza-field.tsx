import { useState } from 'react';
import {
  ERROR_TEXTS,
  formatFaza,
  GIFT_MESSAGES,
  MESSAGES,
  parseRecipient,
  sanitizeFazaInput,
} from '@faza/shared';
import { UserCheckIcon } from './icons/transfer-icons';
import { Spinner } from './ui/spinner';
import { TextField } from './ui/form-fields';
import { recipientStatus, type RecipientStatus } from '../lib/recipient-status';
import { fazaLookup, phoneLookup, useLookup } from '../lib/use-lookup';

export type Recipient = ReturnType<typeof useRecipient>;

/**
 * What the field keeps of what was typed: digits that read as a FAZA number are grouped
 * 1234-5678-9012 and cut at 12, as before phones were accepted; anything that starts like a phone
 * (0…, 234…, +…, or with spaces) is kept as typed, so 0803 123 4567 reads as written.
 */
export function recipientInput(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (/^[\d-]*$/.test(typed) && !/^(0|234)/.test(digits))
    return formatFaza(sanitizeFazaInput(digits));
  return typed.slice(0, 20);
}

/**
 * Who a send dialog sends to (food from the pantry, money from the wallet): a FAZA number (the
 * name enquiry once there are 12 digits) or a phone number (docs/decisions/0036). A member's phone
 * is sent to by their FAZA number, with their name shown as usual; any other phone gets a gift
 * held for it. The dialog holds it, since its submit needs the FAZA digits or the phone.
 */
export function useRecipient() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseRecipient(text);
  const phone = parsed?.kind === 'phone' ? parsed.phone : null;
  const typedFaza = parsed?.kind === 'faza' ? parsed.faza : '';
  const fazaAnswer = useLookup(fazaLookup(typedFaza));
  const phoneAnswer = useLookup(phoneLookup(phone));
  let status: RecipientStatus;
  let digits = typedFaza;
  if (phone) {
    if (phoneAnswer.state === 'pending') status = { kind: 'checking' };
    else if (phoneAnswer.state === 'error')
      status = { kind: 'error', message: phoneAnswer.message ?? ERROR_TEXTS.fazaValidationFailed };
    else if (phoneAnswer.result.member) {
      digits = phoneAnswer.result.faza;
      status = { kind: 'found', name: phoneAnswer.result.name };
    } else status = { kind: 'gift', phone };
  } else if (typedFaza)
    status = recipientStatus({ digits: typedFaza, touched, lookup: fazaAnswer });
  else if (!touched) status = { kind: 'idle' };
  else
    status = {
      kind: 'error',
      message: text.trim() === '' ? MESSAGES.faza.required : GIFT_MESSAGES.recipientInvalid,
    };
  return {
    text,
    setText,
    /** The FAZA number to send to, once found. */
    digits,
    /** The phone number a gift is for, when it is not on Faza. */
    phone,
    status,
    found: status.kind === 'found',
    gift: status.kind === 'gift',
    /** The field was left or the form submitted: incomplete input may now be called out. */
    touch: () => setTouched(true),
  };
}

/**
 * The recipient in the send dialogs: a FAZA number (1234-5678-9012) or a phone number, with the
 * docs/product-spec.md §5 message or, under it, who receives (the masked name), that the number is
 * being checked, or that it is not on Faza yet and what happens to a gift.
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
        label="Recipient FAZA number or phone number"
        name="faza"
        inputMode="tel"
        autoComplete="off"
        placeholder="1234-5678-9012 or 0803 123 4567"
        value={recipient.text}
        onChange={(event) => recipient.setText(recipientInput(event.target.value))}
        onBlur={recipient.touch}
        error={status.kind === 'error' ? status.message : undefined}
        disabled={disabled}
      />
      <RecipientNote status={status} />
    </div>
  );
}

/** Under the field: who receives, that the number is being checked, or the gift's promise. */
function RecipientNote({ status }: { status: RecipientStatus }) {
  if (status.kind === 'checking')
    return (
      <p role="status" className="mt-2 flex items-center gap-2 text-sm text-ink-600">
        <Spinner className="size-4 border-2" />
        Checking the number…
      </p>
    );
  if (status.kind === 'gift')
    return (
      <div
        role="status"
        data-testid="recipient-gift"
        className="mt-2 rounded-xl bg-plantain-100 px-3 py-2.5 text-sm text-ink-900 ring-1 ring-plantain-200 ring-inset"
      >
        <p className="font-bold">{GIFT_MESSAGES.notOnFaza}</p>
        <p className="mt-1 text-ink-800">{GIFT_MESSAGES.holdExplainer}</p>
      </div>
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
