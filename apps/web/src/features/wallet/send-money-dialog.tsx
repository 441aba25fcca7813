import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  formatFaza,
  formatNaira,
  hasSufficientBalance,
  nairaToKobo,
  SEND_NOTE_MAX_LENGTH,
  sendAmountError,
  WALLET_MESSAGES,
} from '@faza/shared';
import { SendActions } from '../../components/ui/send-actions';
import { SheetAlert, SheetDialog } from '../../components/ui/sheet-dialog';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { RecipientFazaField, useRecipient } from '../../components/recipient-faza-field';
import { toastSuccess } from '../../lib/toasts';
import { TextField } from '../../components/ui/form-fields';
import { sendMoney } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { parseNairaInput } from './wallet-format';

/**
 * Send money by FAZA number: the recipient's masked name shows before anything
 * is sent, then amount (₦50 to ₦1,000,000, 2 decimals at most) and an optional note. Mounted
 * afresh for each opening, so one opening is one idempotency key: a double tap sends once.
 */
export function SendMoneyDialog({
  balanceKobo,
  open,
  onOpenChange,
}: {
  balanceKobo: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const recipient = useRecipient();
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [note, setNote] = useState('');

  const naira = amount.trim() === '' ? null : parseNairaInput(amount);
  const amountError =
    sendAmountError(naira ?? Number.NaN) ??
    (naira !== null &&
    balanceKobo !== undefined &&
    !hasSufficientBalance(balanceKobo, nairaToKobo(naira))
      ? WALLET_MESSAGES.insufficientBalance
      : null);

  const send = useMutation({
    mutationFn: () =>
      sendMoney(
        { faza: recipient.digits, amount: naira!, ...(note.trim() ? { note: note.trim() } : {}) },
        idempotencyKey,
      ),
    onSuccess: (sent) => {
      void reloadWallet(client);
      toastSuccess({
        title: WALLET_MESSAGES.sendSuccess.title,
        description: WALLET_MESSAGES.sendSuccess.description(
          formatNaira(sent.amount),
          `${sent.recipient.name} (${formatFaza(sent.recipient.faza)})`,
        ),
      });
      onOpenChange(false);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    recipient.touch();
    setAmountTouched(true);
    if (!recipient.found || amountError || send.isPending) return;
    send.mutate();
  }

  // A ceiling (over ₦1,000,000, over the balance) is said while typing: more digits cannot cure
  // it, and the disabled Send button must not be the only sign. The rest waits for the field to be
  // left or Send: '5' on its way to '500', or '1.' on its way to '1.5', is not wrong yet.
  const overCeiling =
    amountError === WALLET_MESSAGES.sendMax || amountError === WALLET_MESSAGES.insufficientBalance;
  const shownAmountError =
    amountTouched || (amount !== '' && overCeiling) ? (amountError ?? undefined) : undefined;

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={send.isPending}
      title="Send Money"
      description={
        balanceKobo === undefined
          ? 'Send money to anyone with a FAZA number.'
          : `You have ${formatNaira(balanceKobo)} to send.`
      }
      footer={
        <SendActions
          form="send-money-form"
          label="Send Money"
          pending={send.isPending}
          disabled={!recipient.found || Boolean(amountError)}
        />
      }
    >
      <form id="send-money-form" noValidate onSubmit={submit} className="space-y-4">
        <RecipientFazaField recipient={recipient} disabled={send.isPending} />
        <TextField
          label="Amount (₦)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1200"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\s/g, ''))}
          onBlur={() => setAmountTouched(true)}
          error={shownAmountError}
          hint={shownAmountError ? undefined : 'From ₦50 to ₦1,000,000'}
          disabled={send.isPending}
        />
        <TextField
          label="Note (optional)"
          name="note"
          autoComplete="off"
          placeholder="For foodstuff"
          maxLength={SEND_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={send.isPending}
        />
        {send.isError && <SheetAlert>{send.error.message}</SheetAlert>}
      </form>
    </SheetDialog>
  );
}
