import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BANK_TRANSFER_MESSAGES, formatNaira, type WalletAccount } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { toastError, toastInfo, toastSuccess } from '../../lib/toasts';
import { verifyPhonePathFor } from '../auth';
import { PATHS } from '../../lib/route-paths';
import { isSandboxAccount, useWalletAccount } from '../../lib/wallet-account';
import { AccountDetails } from '../../components/account-details';
import { requeryWalletAccount } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { SimulateTransferForm } from './simulate-transfer-form';

/**
 * The customer's own account number (docs/decisions/0055): transfers into it land in the wallet by
 * themselves. Shown prominently on /wallet with Copy and "I've sent money"; in sandbox mode with
 * a small form that plays the bank.
 */
export function AccountNumberCard() {
  const account = useWalletAccount();
  return (
    <section
      aria-labelledby="account-number-heading"
      data-testid="account-number-card"
      className="mt-4 rounded-3xl bg-white px-5 py-5 shadow-card sm:px-8"
    >
      <h2 id="account-number-heading" className="text-base font-bold text-ink-900">
        Your Faza account number
      </h2>
      {account.data ? (
        <AccountBody account={account.data} />
      ) : account.isError ? (
        <p role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          Your account number could not be loaded.
          <Button variant="secondary" onClick={() => void account.refetch()}>
            Try Again
          </Button>
        </p>
      ) : (
        <div role="status" aria-label="Loading your account number" className="mt-3">
          <Skeleton className="h-8 w-48" />
        </div>
      )}
    </section>
  );
}

function AccountBody({ account }: { account: WalletAccount }) {
  if (account.status === 'phone_unverified')
    return (
      <p className="mt-2 text-sm text-ink-700">
        {BANK_TRANSFER_MESSAGES.accountNeedsPhone}{' '}
        <Link
          href={verifyPhonePathFor(PATHS.wallet)}
          className="font-semibold text-palm-700 underline underline-offset-2"
        >
          Verify phone
        </Link>
      </p>
    );
  if (account.status === 'pending' || !account.accountNumber)
    return (
      <p role="status" className="mt-2 flex items-center gap-3 text-sm text-ink-700">
        <Spinner className="size-5" /> {BANK_TRANSFER_MESSAGES.accountPending}
      </p>
    );
  return (
    <>
      <AccountDetails account={account} />
      <SentMoneyButton />
      {isSandboxAccount(account) && <SimulateTransferForm accountNumber={account.accountNumber} />}
    </>
  );
}

function SentMoneyButton() {
  const client = useQueryClient();
  const requery = useMutation({
    mutationFn: requeryWalletAccount,
    onSuccess: ({ credited, balance }) => {
      void reloadWallet(client);
      if (credited > 0)
        toastSuccess({
          title: 'Money received',
          description: `Your balance is ${formatNaira(Math.round(balance * 100))}.`,
        });
      else toastInfo({ title: BANK_TRANSFER_MESSAGES.noneFound });
    },
    onError: (error) => toastError({ title: 'Could not check', description: error.message }),
  });
  return (
    <Button
      variant="ghost"
      className="mt-2 -ml-3"
      onClick={() => requery.mutate()}
      disabled={requery.isPending}
      aria-busy={requery.isPending || undefined}
    >
      {requery.isPending && <Spinner className="size-4" />}
      I’ve sent money
    </Button>
  );
}
