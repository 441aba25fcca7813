import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  formatNaira,
  nairaToKobo,
  topUpAmountError,
  type BankTransferDetails,
  type TopUpMethod,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { DialogClose, SheetAlert, SheetDialog } from '../../components/ui/sheet-dialog';
import { Spinner } from '../../components/ui/spinner';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toastSuccess } from '../../lib/toasts';
import { AccountDetails } from '../../components/account-details';
import { BankTransferDetailsView } from './bank-transfer-details';
import { reservePaymentWindow, watchPaymentWindow } from './payment-window';
import { topUpOutcome } from './top-up-outcome';
import { useWalletAccount } from '../../lib/wallet-account';
import { TopUpFields } from './top-up-form';
import { startTopUp, verifyTopUp } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { parseNairaInput } from './wallet-format';
import { CardIcon } from './wallet-icons';

type Step =
  | { kind: 'form' }
  | { kind: 'paying'; reference: string; amountKobo: number; win: Window }
  | { kind: 'verifying' }
  | { kind: 'failed'; message: string }
  | { kind: 'bank'; bank: BankTransferDetails; amountKobo: number };

/**
 * docs/product-spec.md §2/§4 Top Up. Card: the provider's page opens in a 500×600 window; its message (or its
 * closing) makes us verify with our API, which alone decides whether money arrived. Bank: our
 * account details with the top-up's own reference, pending until staff confirm.
 * Mounted afresh for each opening; each attempt has its own idempotency key.
 */
export function TopUpDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [method, setMethod] = useState<TopUpMethod>('card');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const reserved = useRef<Window | null>(null);
  const own = useWalletAccount().data;
  const ownAccount = own?.status === 'assigned' ? own : null;

  const naira = amount.trim() === '' ? null : parseNairaInput(amount);
  const amountError = topUpAmountError(naira) ?? undefined;

  const verify = useMutation({
    mutationFn: ({ reference }: { reference: string; windowClosed: boolean }) =>
      verifyTopUp(reference, userId),
    onMutate: () => setStep({ kind: 'verifying' }),
    onSuccess: (verified, { windowClosed }) => {
      void reloadWallet(client);
      const outcome = topUpOutcome(verified, windowClosed);
      if (outcome.kind === 'success') {
        toastSuccess({ title: outcome.title, description: outcome.description });
        onOpenChange(false);
      } else setStep({ kind: 'failed', message: outcome.message });
    },
    onError: (error) => setStep({ kind: 'failed', message: error.message }),
  });

  const start = useMutation({
    mutationFn: (body: { amount: number; method: TopUpMethod }) => startTopUp(body, key),
    onSuccess: (started) => {
      if (started.method === 'bank') {
        void reloadWallet(client);
        setStep({ kind: 'bank', bank: started.bank, amountKobo: started.topup.amount });
        return;
      }
      const win = reserved.current;
      if (!win || win.closed) {
        // The popup was blocked: pay in this tab; the page comes back to /wallet?reference=….
        window.location.assign(started.payment_url);
        return;
      }
      win.location.href = started.payment_url;
      win.focus();
      setStep({
        kind: 'paying',
        reference: started.reference,
        amountKobo: started.topup.amount,
        win,
      });
    },
    onError: () => {
      reserved.current?.close();
      reserved.current = null;
    },
  });

  // While the payment window is open: its message or its closing leads to verify.
  const { mutate: runVerify } = verify;
  useEffect(() => {
    if (step.kind !== 'paying') return;
    return watchPaymentWindow(step.win, step.reference, {
      finished: () => runVerify({ reference: step.reference, windowClosed: false }),
      closed: () => runVerify({ reference: step.reference, windowClosed: true }),
    });
  }, [step, runVerify]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (amountError || naira === null || start.isPending) return;
    // Inside the tap: a popup opened after the API answers would be blocked.
    if (method === 'card') reserved.current = reservePaymentWindow();
    start.mutate({ amount: naira, method });
  }

  function tryAgain() {
    setKey(newIdempotencyKey());
    start.reset();
    setStep({ kind: 'form' });
  }

  const busy = start.isPending || step.kind === 'paying' || step.kind === 'verifying';
  const payLabel =
    method === 'card'
      ? `Pay ${naira !== null && !amountError ? formatNaira(nairaToKobo(naira)) : ''}`.trim()
      : 'Get Bank Details';

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={step.kind === 'bank' ? 'Pay by bank transfer' : 'Top Up Wallet'}
      description={
        step.kind === 'form' ? 'Add money to your wallet by card or bank transfer.' : undefined
      }
      footer={
        step.kind === 'form' ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={start.isPending}>
                Cancel
              </Button>
            </DialogClose>
            {/* Keyed: React must not turn the Try Again button into this submit button while
                its click is still being handled, or that click would submit the form. */}
            <Button
              key="pay"
              type="submit"
              form="top-up-form"
              disabled={start.isPending || (touched && Boolean(amountError))}
              aria-busy={start.isPending || undefined}
            >
              {start.isPending && (
                <Spinner className="size-4 border-2 border-white/40 border-t-white" />
              )}
              {payLabel}
            </Button>
          </>
        ) : step.kind === 'paying' ? (
          <>
            <Button variant="secondary" onClick={() => step.win.close()}>
              Cancel
            </Button>
            {/* Short: 'Show payment window' overflowed its half of the footer at 360 px. */}
            <Button key="show-window" onClick={() => step.win.focus()}>
              Show window
            </Button>
          </>
        ) : step.kind === 'failed' ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button key="try-again" onClick={tryAgain}>
              Try Again
            </Button>
          </>
        ) : step.kind === 'bank' ? (
          <DialogClose asChild>
            <Button className="col-span-2">Done</Button>
          </DialogClose>
        ) : undefined
      }
    >
      {step.kind === 'form' && (
        <form id="top-up-form" noValidate onSubmit={submit}>
          <TopUpFields
            amount={amount}
            onAmount={(value) => {
              setAmount(value);
              setTouched(true);
            }}
            amountError={touched ? amountError : undefined}
            method={method}
            onMethod={setMethod}
            disabled={start.isPending}
          />
          {/* Their own number needs no top-up at all (docs/decisions/0055); the company
              account's details stay one tap away as the fallback. */}
          {method === 'bank' && ownAccount && (
            <div
              data-testid="top-up-own-account"
              className="mt-4 rounded-2xl bg-palm-50 px-4 pb-3 ring-1 ring-palm-100 ring-inset"
            >
              <AccountDetails account={ownAccount} />
            </div>
          )}
          {start.isError && <ErrorNote message={start.error.message} />}
        </form>
      )}
      {step.kind === 'paying' && (
        <div role="status" className="flex flex-col items-center py-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-palm-50 text-palm-700">
            <CardIcon size={28} />
          </span>
          <p className="mt-4 text-lg font-bold text-ink-900">
            Pay {formatNaira(step.amountKobo)} in the payment window
          </p>
          <p className="mt-1 text-sm text-ink-600">
            Enter your card details on the secure page that opened. This updates by itself when you
            finish.
          </p>
          <Spinner className="mt-5" />
        </div>
      )}
      {step.kind === 'verifying' && (
        <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-700">
          <Spinner className="size-5" />
          Checking your payment…
        </div>
      )}
      {step.kind === 'failed' && <ErrorNote message={step.message} />}
      {step.kind === 'bank' && (
        <BankTransferDetailsView bank={step.bank} amountKobo={step.amountKobo} />
      )}
    </SheetDialog>
  );
}

function ErrorNote({ message }: { message: string }) {
  return (
    <SheetAlert data-testid="top-up-error" className="mt-4">
      {message}
    </SheetAlert>
  );
}
