import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { BANK_TRANSFER_MESSAGES, formatNaira, type WalletAccount } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { CopyIcon } from '../../components/icons/transfer-icons';
import { copyText } from '../../lib/copy-text';
import { toastError, toastInfo, toastSuccess } from '../../lib/toasts';
import { verifyPhonePathFor } from '../auth';
import { PATHS } from '../../lib/route-paths';
import { isSandboxAccount, useWalletAccount } from './use-wallet-account';
import { requeryWalletAccount } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { SimulateTransferForm } from './simulate-transfer-form';
import { CheckIcon } from './wallet-icons';

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

/** The number, its bank and name, Copy, and the one-line promise: also the top-up dialog's bank option. */
export function AccountDetails({ account }: { account: WalletAccount }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (await copyText(account.accountNumber ?? '')) {
      setCopied(true);
      toastSuccess({ title: 'Account number copied' });
      setTimeout(() => setCopied(false), 2000);
    } else toastError({ title: 'Copy failed', description: 'Please copy the number by hand.' });
  }
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          data-testid="own-account-number"
          className="text-3xl font-extrabold tracking-wider text-ink-900 tabular-nums"
        >
          {account.accountNumber}
        </p>
        <Button variant="secondary" onClick={() => void copy()} aria-label="Copy account number">
          {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-1 text-sm font-semibold text-ink-700" data-testid="own-bank-name">
        {account.bankName} · {account.accountName}
      </p>
      <p className="mt-2 text-sm text-ink-600">{BANK_TRANSFER_MESSAGES.accountHint}</p>
    </div>
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
