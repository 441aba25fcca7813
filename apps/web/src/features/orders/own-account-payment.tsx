import { formatNaira, type OrderDetail } from '@faza/shared';
import { AccountDetails } from '../../components/account-details';
import { useWalletAccount } from '../../lib/wallet-account';

/**
 * A bank-transfer order of a customer with their own account number (docs/decisions/0055): the
 * order's total transferred there pays it by itself, oldest waiting order first. On screen only:
 * the printed invoice keeps to one page with the company account, which anyone can pay.
 */
export function OwnAccountPayment({ order }: { order: OrderDetail }) {
  const { data: account } = useWalletAccount();
  if (account?.status !== 'assigned') return null;
  return (
    <section
      aria-labelledby="own-account-pay"
      data-testid="own-account-payment"
      className="mt-6 rounded-2xl bg-palm-50 p-4 ring-1 ring-palm-100 ring-inset print:hidden"
    >
      <h2 id="own-account-pay" className="text-sm font-bold tracking-wide text-palm-800 uppercase">
        Pay into your own account number
      </h2>
      <p className="mt-1 text-sm text-ink-800">
        Transfer <span className="font-bold">{formatNaira(order.totalKobo)}</span> to your Faza
        account. This order is paid the moment it arrives: no proof to send, no wait for staff.
      </p>
      <AccountDetails account={account} />
      <p className="mt-3 text-xs text-ink-600">
        Paid the company account below instead? Send the proof on WhatsApp as before.
      </p>
    </section>
  );
}
