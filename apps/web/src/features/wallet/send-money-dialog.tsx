import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  authUserPerson,
  formatFaza,
  formatNaira,
  hasSufficientBalance,
  nairaToKobo,
  publicFirstName,
  SEND_NOTE_MAX_LENGTH,
  sendAmountError,
  WALLET_MESSAGES,
} from '@faza/shared';
import { SendActions } from '../../components/ui/send-actions';
import { SheetAlert, SheetDialog } from '../../components/ui/sheet-dialog';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { RecipientFazaField, useRecipient } from '../../components/recipient-faza-field';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/sheet-dialog';
import { BankNameForm, needsBankName, useSession } from '../auth';
import { GiftHeld, useCreateGift } from '../gifts';
import { toastSuccess } from '../../lib/toasts';
import { TextField } from '../../components/ui/form-fields';
import { sendMoney } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { parseNairaInput } from './wallet-format';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

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
  const overBalance =
    naira !== null &&
    balanceKobo !== undefined &&
    sendAmountError(naira) === null &&
    !hasSufficientBalance(balanceKobo, nairaToKobo(naira));
  const amountError =
    sendAmountError(naira ?? Number.NaN) ??
    (overBalance ? WALLET_MESSAGES.insufficientBalanceOf(balanceKobo) : null);

  const send = useSubmitMutation({
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

  // To a phone not on Faza: a gift held for it (docs/decisions/0036).
  const { user } = useSession();
  const gift = useCreateGift();
  const pending = send.isPending || gift.isPending;
  // An account with no name gives it once before it sends (docs/decisions/0054-real-names.md).
  const askName = needsBankName(user);

  function submit(event: FormEvent) {
    event.preventDefault();
    recipient.touch();
    setAmountTouched(true);
    if (amountError || pending) return;
    if (recipient.gift && recipient.phone) {
      gift.mutate(
        { phone: recipient.phone, amount: naira! },
        { onSuccess: () => void reloadWallet(client) },
      );
      return;
    }
    if (!recipient.found) return;
    send.mutate();
  }

  // A ceiling (over ₦1,000,000, over the balance) is said while typing: more digits cannot cure
  // it, and the disabled Send button must not be the only sign. The rest waits for the field to be
  // left or Send: '5' on its way to '500', or '1.' on its way to '1.5', is not wrong yet.
  const overCeiling = amountError === WALLET_MESSAGES.sendMax || overBalance;
  const shownAmountError =
    amountTouched || (amount !== '' && overCeiling) ? (amountError ?? undefined) : undefined;

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      title="Send Money"
      description={
        balanceKobo === undefined
          ? 'Send money to anyone with a FAZA number or a phone number.'
          : `You have ${formatNaira(balanceKobo)} to send.`
      }
      footer={
        askName ? null : gift.data ? (
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        ) : (
          <SendActions
            form="send-money-form"
            label={recipient.gift ? 'Send Gift' : 'Send Money'}
            pending={pending}
            disabled={!(recipient.found || recipient.gift) || Boolean(amountError)}
          />
        )
      }
    >
      {askName ? (
        <BankNameForm />
      ) : gift.data ? (
        <GiftHeld
          gift={gift.data}
          sender={user ? publicFirstName(authUserPerson(user)) : 'Someone'}
        />
      ) : (
        <form id="send-money-form" noValidate onSubmit={submit} className="space-y-4">
          <RecipientFazaField recipient={recipient} disabled={pending} />
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
            disabled={pending}
          />
          <TextField
            label="Note (optional)"
            name="note"
            autoComplete="off"
            placeholder="For foodstuff"
            maxLength={SEND_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={pending}
          />
          {send.isError && <SheetAlert>{send.error.message}</SheetAlert>}
          {gift.isError && <SheetAlert>{gift.error.message}</SheetAlert>}
        </form>
      )}
    </SheetDialog>
  );
}
