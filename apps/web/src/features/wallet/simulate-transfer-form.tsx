import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../lib/toasts';
import { simulateTransfer } from './wallet-api';
import { reloadWallet } from './wallet-cache';
import { parseNairaInput } from './wallet-format';

/**
 * Sandbox only: plays a bank paying into the account, so a newcomer can watch a transfer credit
 * the wallet by itself (the API sends the signed event to our own webhook, as the provider would).
 */
export function SimulateTransferForm({ accountNumber }: { accountNumber: string }) {
  const client = useQueryClient();
  const [amount, setAmount] = useState('5000');
  const [sender, setSender] = useState('CHIOMA OKAFOR');
  const naira = parseNairaInput(amount);
  const send = useMutation({
    mutationFn: () =>
      simulateTransfer({ accountNumber, amount: naira ?? 0, senderName: sender || undefined }),
    onSuccess: () => reloadWallet(client),
    onError: (error) => toastError({ title: 'Transfer not sent', description: error.message }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (naira !== null && naira > 0 && !send.isPending) send.mutate();
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="simulate-transfer"
      className="mt-4 rounded-2xl bg-cream-50 p-4 ring-1 ring-cream-200 ring-inset"
    >
      <p className="text-sm font-bold text-ink-900">Simulate a transfer</p>
      <p className="text-xs text-ink-600">Sandbox only: plays a bank paying into this account.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          label="Amount (₦)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          name="simulated-amount"
        />
        <TextField
          label="Sender name"
          value={sender}
          onChange={(e) => setSender(e.target.value)}
          name="simulated-sender"
          maxLength={100}
        />
      </div>
      <Button type="submit" className="mt-3 w-full sm:w-auto" disabled={send.isPending || !naira}>
        {send.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
        Send transfer
      </Button>
      {send.isSuccess && (
        <p role="status" className="mt-2 text-sm font-medium text-leaf-700">
          Transfer sent. Watch your balance.
        </p>
      )}
    </form>
  );
}
