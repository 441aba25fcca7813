import { formatNaira, WALLET_MESSAGES, type BankTransferDetails } from '@faza/shared';
import { ClockIcon } from '../../components/icons/transfer-icons';
import { AlertIcon } from './wallet-icons';

/**
 * Bank top-up: our account, the amount, and this top-up's own reference (`TU-7K3M9Q`) to quote, so
 * staff can tell its transfer from any other.
 */
export function BankTransferDetailsView({
  bank,
  amountKobo,
}: {
  bank: BankTransferDetails;
  amountKobo: number;
}) {
  const rows: [string, string, string][] = [
    ['Bank', bank.bank_name, 'bank-name'],
    ['Account name', bank.account_name, 'account-name'],
    ['Account number', bank.account_number, 'account-number'],
    ['Amount', formatNaira(amountKobo), 'transfer-amount'],
    ['Reference', bank.reference, 'transfer-reference'],
  ];
  return (
    <div data-testid="bank-transfer-details">
      {bank.placeholder && (
        <p className="mb-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
          <AlertIcon size={18} className="mt-px shrink-0" />
          {WALLET_MESSAGES.bankPlaceholder}
        </p>
      )}
      <dl className="divide-y divide-cream-200 rounded-2xl bg-cream-50 px-4 ring-1 ring-cream-200 ring-inset">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd data-testid={testId} className="text-right font-bold text-ink-900 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-700">
        {WALLET_MESSAGES.bankTransferNote(bank.reference)}
      </p>
      <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
        <ClockIcon size={18} className="mt-px shrink-0" />
        It shows as Pending in your transactions until our staff confirm the transfer.
      </p>
    </div>
  );
}
