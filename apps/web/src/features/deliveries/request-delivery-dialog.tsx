import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  consumeRequestSchema,
  DELIVERY_MESSAGES,
  deliverySchema,
  type ConsumeRequest,
  type PantryItem,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { ApiError, apiFetch } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toasts';
import { useSession } from '../auth';
import { CloseIcon } from '../cart';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { savedAddress, saveAddress, type AddressDraft } from './delivery-address';
import { AddressStep, ChooseStep, ConfirmStep } from './request-delivery-steps';
import { deliveriesQueryKey } from './use-deliveries';
import { useSubmitMutation } from '../../lib/use-submit-mutation';
import { FeeLine, WhenStep } from './delivery-when-step';
import { useDeliveryChoice } from './use-delivery-choice';
import { quoteQueryKey, slotsQueryKey } from './use-delivery-plan';

type Step = 'choose' | 'address' | 'when' | 'confirm';
const ORDER: Step[] = ['choose', 'address', 'when', 'confirm'];
const TITLES: Record<Step, string> = {
  choose: 'What should we deliver?',
  address: 'Where to?',
  when: 'When should it come?',
  confirm: 'Confirm delivery',
};

/**
 * Request Delivery (docs/architecture.md §3 pantry consume): choose food and quantities, then the address,
 * then confirm. Mounted afresh for every opening, so one opening is one idempotency key: a double
 * tap or a retry after a dropped connection requests once.
 */
export function RequestDeliveryDialog({
  items,
  open,
  onOpenChange,
}: {
  items: readonly PantryItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useSession();
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const [step, setStep] = useState<Step>('choose');
  // Taps on step 2's Next while something is missing: each shows every error and focuses the first.
  const [addressAttempts, setAddressAttempts] = useState(0);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [address, setAddress] = useState<AddressDraft>(() =>
    savedAddress(user?.['phone-number'] ?? ''),
  );
  const lines = Object.entries(chosen).map(([id, quantity]) => ({ 'lot-id': id, quantity }));
  const choice = useDeliveryChoice(lines, address);
  const body: ConsumeRequest = {
    items: lines,
    address: {
      street: address.street,
      area: address.area,
      city: address.city,
      state: address.state as never,
    },
    phone: address.phone,
    ...(address.note.trim() ? { note: address.note.trim() } : {}),
    ...choice.plan,
  };
  const parsed = consumeRequestSchema.safeParse(body);
  const errors = Object.fromEntries(
    (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

  const request = useSubmitMutation({
    mutationFn: () =>
      apiFetch('/pantry/consume', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': key },
        schema: deliverySchema,
      }),
    onSuccess: () => {
      saveAddress(address);
      toastSuccess(DELIVERY_MESSAGES.requested);
      onOpenChange(false);
    },
    onError: (error) => {
      // The server stays the authority: a slot taken meanwhile or a fee changed since the quote.
      if (error instanceof ApiError && error.code === 'SLOT_FULL') {
        choice.markSlotFilled();
        void client.invalidateQueries({ queryKey: slotsQueryKey(choice.zoneId) });
        setStep('when');
      }
      if (error instanceof ApiError && error.code === 'DELIVERY_FEE_CHANGED')
        void client.invalidateQueries({ queryKey: quoteQueryKey });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['pantry'] });
      void client.invalidateQueries({ queryKey: deliveriesQueryKey });
    },
  });

  const addressOk = !Object.keys(errors).some(
    (k) => k.startsWith('address') || k === 'phone' || k === 'note',
  );
  const chosenCount = body.items.length;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !request.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="faza-overlay fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="faza-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
            <div>
              <p className="text-xs font-semibold tracking-wide text-palm-700 uppercase">
                Step {ORDER.indexOf(step) + 1} of {ORDER.length}
              </p>
              <Dialog.Title className="text-lg leading-snug font-bold text-ink-900">
                {TITLES[step]}
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
            >
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Request delivery of food from your pantry.
          </Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 sm:px-6">
            {step === 'choose' && <ChooseStep items={items} chosen={chosen} onChange={setChosen} />}
            {step === 'address' && (
              <AddressStep
                draft={address}
                onChange={setAddress}
                errors={errors}
                attempts={addressAttempts}
              />
            )}
            {step === 'when' && <WhenStep {...choice} />}
            {step === 'confirm' && (
              <ConfirmStep
                slot={choice.slots.data?.find((s) => s.id === choice.slotId)}
                fee={<FeeLine quote={choice.quote} />}
                items={items}
                chosen={chosen}
                draft={address}
                error={request.isError ? request.error.message : null}
              />
            )}
          </div>
          <div
            data-toast-floor=""
            className="grid grid-cols-2 gap-3 border-t border-cream-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6"
          >
            {step === 'choose' ? (
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
            ) : (
              <Button
                variant="secondary"
                disabled={request.isPending}
                onClick={() => setStep(ORDER[ORDER.indexOf(step) - 1]!)}
              >
                Back
              </Button>
            )}
            {step === 'choose' && (
              <Button disabled={chosenCount === 0} onClick={() => setStep('address')}>
                Next{chosenCount ? ` (${chosenCount})` : ''}
              </Button>
            )}
            {step === 'address' && (
              <Button
                onClick={() => (addressOk ? setStep('when') : setAddressAttempts((n) => n + 1))}
              >
                Next
              </Button>
            )}
            {step === 'when' && (
              <Button disabled={!choice.ready} onClick={() => setStep('confirm')}>
                Next
              </Button>
            )}
            {step === 'confirm' && (
              <Button
                disabled={!parsed.success || !choice.ready || request.isPending}
                onClick={() => request.mutate()}
              >
                {request.isPending ? 'Requesting…' : 'Request Delivery'}
              </Button>
            )}
          </div>
          {step === 'choose' && (
            <p className="px-5 pb-4 text-center text-xs text-ink-600 sm:px-6">
              Follow your deliveries on{' '}
              <Link href="/deliveries" className="font-semibold text-palm-700 underline">
                My Deliveries
              </Link>
              .
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
