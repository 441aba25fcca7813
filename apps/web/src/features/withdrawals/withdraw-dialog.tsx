import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  bankAccountLabel,
  formatNaira,
  WITHDRAWAL_MESSAGES,
  type Bank,
  type SavedBankAccount,
} from '@faza/shared';
import { SendActions } from '../../components/ui/send-actions';
import { SheetAlert, SheetDialog } from '../../components/ui/sheet-dialog';
import { PasswordField, TextField } from '../../components/ui/form-fields';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toastSuccess } from '../../lib/toasts';
import { useSubmitMutation } from '../../lib/use-submit-mutation';
import { BankPicker } from './bank-picker';
import { parseAmount } from './withdrawal-format';
import {
  requestWithdrawal,
  savedAccountsQueryKey,
  useBanks,
  useResolvedAccount,
  useSavedAccounts,
  withdrawalsQueryKey,
} from './withdrawals-api';

/**
 * Withdraw to a bank account (docs/decisions/0062-withdrawals.md): a saved account or a bank and
 * a 10-digit number, whose holder's name the bank reports before anything is confirmed; the
 * amount; the password again. Mounted afresh for each opening: one opening is one idempotency key.
 */
export function WithdrawDialog({
  balanceKobo,
  feeKobo,
  minKobo,
  open,
  onOpenChange,
  onDone,
}: {
  balanceKobo: number | undefined;
  feeKobo: number;
  minKobo: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After money moved: the wallet's balance and history are stale. */
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const banks = useBanks();
  const saved = useSavedAccounts();
  const [bank, setBank] = useState<Bank | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [save, setSave] = useState(true);
  const [touched, setTouched] = useState(false);
  const resolved = useResolvedAccount(bank?.code ?? '', accountNumber);

  const kobo = parseAmount(amount);
  const numberError =
    accountNumber !== '' && !/^[0-9]{10}$/.test(accountNumber)
      ? WITHDRAWAL_MESSAGES.accountNumberInvalid
      : undefined;
  const amountError =
    kobo === null
      ? WITHDRAWAL_MESSAGES.amountInvalid
      : kobo < minKobo
        ? WITHDRAWAL_MESSAGES.belowMinimum(minKobo)
        : balanceKobo !== undefined && kobo + feeKobo > balanceKobo
          ? `${WITHDRAWAL_MESSAGES.feeNeeded(formatNaira(kobo + feeKobo), formatNaira(feeKobo))} You have ${formatNaira(balanceKobo)}.`
          : null;

  // Over the balance is said while typing (more digits cannot cure it); the rest once Withdraw is
  // pressed: '5' on its way to '5000' is not wrong yet.
  const showAmountError = touched || (kobo !== null && kobo >= minKobo && amountError !== null);

  const withdraw = useSubmitMutation({
    mutationFn: () =>
      requestWithdrawal(
        { amount: kobo! / 100, bankCode: bank!.code, accountNumber, password, save },
        idempotencyKey,
      ),
    onSuccess: ({ withdrawal }) => {
      void client.invalidateQueries({ queryKey: withdrawalsQueryKey });
      void client.invalidateQueries({ queryKey: savedAccountsQueryKey });
      onDone();
      toastSuccess({
        title:
          withdrawal.state === 'awaiting_approval'
            ? 'Withdrawal waiting for approval'
            : 'Withdrawal on its way',
        description: `${formatNaira(withdrawal.amountKobo)} to ${bankAccountLabel(withdrawal.bankName, withdrawal.accountNumber)}.`,
      });
      onOpenChange(false);
    },
  });
  const pending = withdraw.isPending;
  const ready = Boolean(resolved.data) && !amountError && password !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!ready || pending) return;
    withdraw.mutate();
  }

  const choose = (account: SavedBankAccount) => {
    setBank({ code: account.bankCode, name: account.bankName });
    setAccountNumber(account.accountNumber);
    setSave(false);
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      title="Withdraw to bank"
      description={
        balanceKobo === undefined
          ? 'Send money from your wallet to any Nigerian bank account.'
          : `You have ${formatNaira(balanceKobo)} to withdraw.`
      }
      footer={
        <SendActions
          form="withdraw-form"
          label={kobo !== null && !amountError ? `Withdraw ${formatNaira(kobo)}` : 'Withdraw'}
          pending={pending}
          disabled={!ready}
        />
      }
    >
      <form id="withdraw-form" noValidate onSubmit={submit} className="space-y-4">
        {saved.data && saved.data.accounts.length > 0 && (
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">Saved accounts</legend>
            <ul className="mt-1.5 space-y-2">
              {saved.data.accounts.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    disabled={pending}
                    aria-pressed={bank?.code === a.bankCode && accountNumber === a.accountNumber}
                    onClick={() => choose(a)}
                    className="block min-h-12 w-full rounded-xl px-4 py-2 text-left ring-1 ring-cream-200 hover:bg-cream-100 aria-pressed:bg-palm-50 aria-pressed:ring-palm-300"
                  >
                    <span className="block font-semibold text-ink-900">
                      {bankAccountLabel(a.bankName, a.accountNumber)}
                    </span>
                    <span className="block text-sm text-ink-600">{a.accountName}</span>
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <BankPicker banks={banks.data?.banks} value={bank} onChange={setBank} disabled={pending} />
        <TextField
          label="Account number"
          name="account-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          placeholder="0123456789"
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, '').slice(0, 10))}
          error={touched || accountNumber.length === 10 ? numberError : undefined}
          disabled={pending}
        />
        <ResolvedName
          loading={resolved.fetchStatus === 'fetching'}
          name={resolved.data?.accountName}
          error={resolved.isError ? resolved.error.message : undefined}
        />
        <TextField
          label="Amount (₦)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5000"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\s/g, ''))}
          error={showAmountError ? (amountError ?? undefined) : undefined}
          hint={
            feeKobo > 0
              ? `From ${formatNaira(minKobo)}; a fee of ${formatNaira(feeKobo)} is added.`
              : `From ${formatNaira(minKobo)}. No fee.`
          }
          disabled={pending}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint="Money leaving your wallet needs your password."
          error={touched && password === '' ? WITHDRAWAL_MESSAGES.passwordRequired : undefined}
          disabled={pending}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={save}
            onChange={(event) => setSave(event.target.checked)}
            disabled={pending}
            className="size-5 accent-palm-600"
          />
          Save this account for next time
        </label>
        {withdraw.isError && <SheetAlert>{withdraw.error.message}</SheetAlert>}
      </form>
    </SheetDialog>
  );
}

function ResolvedName({
  loading,
  name,
  error,
}: {
  loading: boolean;
  name: string | undefined;
  error: string | undefined;
}) {
  if (loading)
    return (
      <p role="status" className="text-sm text-ink-600">
        Checking the account name…
      </p>
    );
  if (error)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {error}
      </p>
    );
  if (!name) return null;
  return (
    <p className="rounded-xl bg-leaf-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-leaf-100 ring-inset">
      Account name: <strong data-testid="resolved-account-name">{name}</strong>
    </p>
  );
}
