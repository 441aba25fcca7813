import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  ERROR_TEXTS,
  formatFaza,
  isValidSendQuantity,
  MESSAGES,
  pantryQuantityLabel,
  SCREEN_TEXTS,
  sendFoodResponseSchema,
  TOASTS,
  type PantryItem,
  type SendFoodRequest,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, apiFetch } from '../../lib/api-client';
import { API_ERROR_TEXTS } from '../../lib/api-messages';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { TextField } from '../../components/ui/form-fields';
import { useSession } from '../auth';
import { keepOpenOnToast } from '../../lib/keep-open-on-toast';
import { toastSuccess } from '../../lib/toasts';
import { AlertIcon, CloseIcon } from '../cart';
import '../../components/ui/overlays.css';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { SendIcon } from '../../components/icons/transfer-icons';
import { RecipientFazaField } from '../../lib/recipient-faza-field';
import { recipientStatus } from '../../lib/recipient-status';
import { useFazaLookup } from '../../lib/use-faza-lookup';

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
 * Spec §2/§4 send dialog: recipient FAZA (name enquiry at 12 digits), quantity 1..available,
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
  const [digits, setDigits] = useState('');
  const [fazaTouched, setFazaTouched] = useState(false);
  const [quantityDraft, setQuantityDraft] = useState('1');
  const [quantityTouched, setQuantityTouched] = useState(false);
  const lookup = useFazaLookup(digits);
  const recipient = recipientStatus({ digits, touched: fazaTouched, lookup });
  const available = item.quantity;
  const quantity = /^\d+$/.test(quantityDraft) ? Number(quantityDraft) : Number.NaN;
  const quantityOk = isValidSendQuantity(quantity, available);

  const send = useMutation({
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

  if (!user) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setFazaTouched(true);
    setQuantityTouched(true);
    if (recipient.kind !== 'found' || !quantityOk || send.isPending) return;
    send.mutate({
      'food-name': item.name,
      'food-quantity': quantity,
      'food-quantity-type': item['quantity-type'],
      faza: digits,
      'lot-id': item.id,
    });
  }

  // Out of range as soon as it is typed; an emptied field only once it is left.
  const quantityError =
    (quantityTouched || quantityDraft !== '') && !quantityOk
      ? MESSAGES.quantity.sendRange(available)
      : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !send.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="faza-overlay fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          onInteractOutside={keepOpenOnToast}
          onCloseAutoFocus={onCloseAutoFocus}
          className="faza-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={submit}>
            <div className="overflow-y-auto overscroll-contain px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-lg leading-snug font-bold text-ink-900">
                  {SCREEN_TEXTS.pantry.sendDialogTitle}
                </Dialog.Title>
                <Dialog.Close
                  aria-label="Close"
                  className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
                >
                  <CloseIcon size={22} />
                </Dialog.Close>
              </div>
              <Dialog.Description asChild>
                <div className="mt-3 flex items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200 ring-inset">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-cream-100 to-palm-50">
                    <img src={item['image-url']} alt="" width={32} height={32} />
                  </span>
                  <span className="min-w-0">
                    <span className="block leading-snug font-semibold text-ink-900">
                      {item.name}
                    </span>
                    <span className="block text-sm text-ink-600">
                      You have {pantryQuantityLabel(available, item['quantity-type'])}
                    </span>
                  </span>
                </div>
              </Dialog.Description>

              <div className="mt-5 space-y-4">
                <RecipientFazaField
                  digits={digits}
                  onDigitsChange={setDigits}
                  onLeave={() => setFazaTouched(true)}
                  status={recipient}
                  disabled={send.isPending}
                />
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
                  disabled={send.isPending}
                />
              </div>

              {send.isError && (
                <p
                  role="alert"
                  className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700 ring-1 ring-red-200 ring-inset"
                >
                  <AlertIcon size={18} className="mt-px shrink-0" />
                  {sendErrorText(send.error)}
                </p>
              )}
            </div>

            {!online && (
              <p
                id="send-offline-reason"
                className="border-t border-cream-200 bg-plantain-100 px-5 py-2 text-sm font-medium text-ink-900 sm:px-6"
              >
                {OFFLINE_ACTION_REASON}
              </p>
            )}
            <div className="grid grid-cols-2 gap-3 border-t border-cream-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={send.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                disabled={!online || recipient.kind !== 'found' || !quantityOk || send.isPending}
                aria-describedby={online ? undefined : 'send-offline-reason'}
                aria-busy={send.isPending || undefined}
              >
                {send.isPending ? (
                  <Spinner className="size-4 border-2 border-white/40 border-t-white" />
                ) : (
                  <SendIcon size={16} />
                )}
                {send.isPending ? 'Sending…' : 'Send Food'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
