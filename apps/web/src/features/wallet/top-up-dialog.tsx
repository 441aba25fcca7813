import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { useSubmitMutation } from '../../lib/use-submit-mutation';
import { BankTransferDetailsView } from './bank-transfer-details';
import { AccountDetails } from '../../components/account-details';
import { useWalletAccount } from '../../lib/wallet-account';
import { TopUpFields } from './top-up-form';
import { startTopUp } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { parseNairaInput } from './wallet-format';
import { CardIcon } from './wallet-icons';

type Step =
  | { kind: 'form' }
  | { kind: 'leaving'; amountKobo: number }
  | { kind: 'bank'; bank: BankTransferDetails; amountKobo: number };

/**
 * docs/product-spec.md §2/§4 Top Up. Card: the provider's page opens in this tab and sends the
 * customer back to /wallet, where our API alone decides whether money arrived (decisions 0018,
 * 0058). Bank: our account details with the top-up's own reference, pending until staff confirm.
 * Mounted afresh for each opening; each attempt has its own idempotency key.
 */
export function TopUpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [method, setMethod] = useState<TopUpMethod>('card');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const own = useWalletAccount().data;
  const ownAccount = own?.status === 'assigned' ? own : null;

  const naira = amount.trim() === '' ? null : parseNairaInput(amount);
  const amountError = topUpAmountError(naira) ?? undefined;

  const start = useSubmitMutation({
    mutationFn: (body: { amount: number; method: TopUpMethod }) => startTopUp(body, key),
    onSuccess: (started) => {
      if (started.method === 'bank') {
        void reloadWallet(client);
        setStep({ kind: 'bank', bank: started.bank, amountKobo: started.topup.amount });
        return;
      }
      // The payment page opens in this tab (docs/decisions/0058) and comes back to /wallet,
      // which verifies and shows the new balance (use-top-up-return.ts).
      setStep({ kind: 'leaving', amountKobo: started.topup.amount });
      window.location.assign(started.payment_url);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (amountError || naira === null || start.isPending) return;
    start.mutate({ amount: naira, method });
  }

  const busy = start.isPending || step.kind === 'leaving';
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
      {step.kind === 'leaving' && (
        <div role="status" className="flex flex-col items-center py-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-palm-50 text-palm-700">
            <CardIcon size={28} />
          </span>
          <p className="mt-4 text-lg font-bold text-ink-900">
            Opening the payment page for {formatNaira(step.amountKobo)}
          </p>
          <p className="mt-1 text-sm text-ink-600">
            After paying you come back here, to your wallet with its new balance.
          </p>
          <Spinner className="mt-5" />
        </div>
      )}
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
