import { useState } from 'react';
import { BANK_TRANSFER_MESSAGES, type WalletAccount } from '@faza/shared';
import { copyText } from '../lib/copy-text';
import { toastError, toastSuccess } from '../lib/toasts';
import { CheckIcon } from './icons/common-icons';
import { CopyIcon } from './icons/transfer-icons';
import { Button } from './ui/button';

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
