import { useState, type FormEvent } from 'react';
import {
  authUserPerson,
  ERROR_TEXTS,
  formatFaza,
  isValidSendQuantity,
  MESSAGES,
  pantryQuantityLabel,
  publicFirstName,
  SCREEN_TEXTS,
  sendFoodResponseSchema,
  TOASTS,
  type PantryItem,
  type SendFoodRequest,
} from '@faza/shared';
import { SendActions } from '../../components/ui/send-actions';
import { SheetAlert, SheetDialog } from '../../components/ui/sheet-dialog';
import { ApiError, apiFetch } from '../../lib/api-client';
import { API_ERROR_TEXTS } from '../../lib/api-messages';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { TextField } from '../../components/ui/form-fields';
import { BankNameForm, needsBankName, useSession } from '../auth';
import { toastSuccess } from '../../lib/toasts';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { RecipientFazaField, useRecipient } from '../../components/recipient-faza-field';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/sheet-dialog';
import { GiftHeld, useCreateGift } from '../gifts';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** The server's own words, or the spec's 'Failed to send food. Please try again.'. */
function sendErrorText(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.message !== API_ERROR_TEXTS.apiFailed
  )
    return error.message;
  return ERROR_TEXTS.sendFoodFailed;
}

/**
 * docs/product-spec.md §2/§4 send dialog: recipient FAZA (name enquiry at 12 digits), quantity 1..available,
 * Cancel and Send Food. Mounted afresh for every opening, so one opening is one idempotency key:
 * a double tap or a retry after a dropped connection sends once.
 */
export function SendFoodDialog({
  item,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  item: PantryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { user } = useSession();
  const online = useOnline();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const recipient = useRecipient();
  const [quantityDraft, setQuantityDraft] = useState('1');
  const [quantityTouched, setQuantityTouched] = useState(false);
  const available = item.quantity;
  const quantity = /^\d+$/.test(quantityDraft) ? Number(quantityDraft) : Number.NaN;
  const quantityOk = isValidSendQuantity(quantity, available);

  const send = useSubmitMutation({
    mutationFn: (body: SendFoodRequest) =>
      apiFetch('/pantry/send', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: sendFoodResponseSchema,
      }),
    onSuccess: (sent) => {
      toastSuccess({
        title: TOASTS.pantry.sent.title,
        description: TOASTS.pantry.sent.description(
          `${pantryQuantityLabel(sent['food-quantity'], sent['food-quantity-type'])} of ${sent['food-name']}`,
          `${sent.recipient.name} (${formatFaza(sent.recipient.faza)})`,
        ),
      });
      onOpenChange(false);
    },
  });

  // To a phone not on Faza: a gift held for it (docs/decisions/0036).
  const gift = useCreateGift();
  const pending = send.isPending || gift.isPending;

  if (!user) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    recipient.touch();
    setQuantityTouched(true);
    if (!quantityOk || pending) return;
    if (recipient.gift && recipient.phone) {
      gift.mutate({
        phone: recipient.phone,
        items: [
          {
            'food-name': item.name,
            'food-quantity': quantity,
            'food-quantity-type': item['quantity-type'],
          },
        ],
      });
      return;
    }
    if (!recipient.found) return;
    send.mutate({
      'food-name': item.name,
      'food-quantity': quantity,
      'food-quantity-type': item['quantity-type'],
      faza: recipient.digits,
      'lot-id': item.id,
    });
  }

  // Out of range as soon as it is typed; an emptied field only once it is left.
  const quantityError =
    (quantityTouched || quantityDraft !== '') && !quantityOk
      ? MESSAGES.quantity.sendRange(available)
      : undefined;

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      busy={pending}
      title={SCREEN_TEXTS.pantry.sendDialogTitle}
      summary={
        <div className="mt-3 flex items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200 ring-inset">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-cream-100 to-palm-50">
            <img src={item['image-url']} alt="" width={32} height={32} />
          </span>
          <span className="min-w-0">
            <span className="block leading-snug font-semibold text-ink-900">{item.name}</span>
            <span className="block text-sm text-ink-600">
              You have {pantryQuantityLabel(available, item['quantity-type'])}
            </span>
          </span>
        </div>
      }
      notice={
        !online && (
          <p
            id="send-offline-reason"
            className="border-t border-cream-200 bg-plantain-100 px-5 py-2 text-sm font-medium text-ink-900 sm:px-6"
          >
            {OFFLINE_ACTION_REASON}
          </p>
        )
      }
      footer={
        needsBankName(user) ? null : gift.data ? (
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        ) : (
          <SendActions
            form="send-food-form"
            label={recipient.gift ? 'Send Gift' : 'Send Food'}
            pending={pending}
            disabled={!online || !(recipient.found || recipient.gift) || !quantityOk}
            describedBy={online ? undefined : 'send-offline-reason'}
          />
        )
      }
    >
      {needsBankName(user) ? (
        // An account with no name gives it once before it sends (docs/decisions/0054-real-names.md).
        <div className="mt-5">
          <BankNameForm />
        </div>
      ) : gift.data ? (
        <GiftHeld gift={gift.data} sender={publicFirstName(authUserPerson(user))} />
      ) : (
        // mt-5 (not the body's mt-4): the item's card above wants the wider gap.
        <form id="send-food-form" noValidate onSubmit={submit} className="mt-5 space-y-4">
          <RecipientFazaField recipient={recipient} disabled={pending} />
          <TextField
            label="Quantity"
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            value={quantityDraft}
            onChange={(event) => setQuantityDraft(event.target.value.replace(/\s/g, ''))}
            onBlur={() => setQuantityTouched(true)}
            onFocus={(event) => event.target.select()}
            error={quantityError}
            hint={quantityError ? undefined : `From 1 to ${available}`}
            disabled={pending}
          />
          {send.isError && <SheetAlert>{sendErrorText(send.error)}</SheetAlert>}
          {gift.isError && <SheetAlert>{sendErrorText(gift.error)}</SheetAlert>}
        </form>
      )}
    </SheetDialog>
  );
}
