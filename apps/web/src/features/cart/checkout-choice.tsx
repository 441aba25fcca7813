import { useState } from 'react';
import { Link } from 'wouter';
import {
  formatNaira,
  hasSufficientBalance,
  PAYMENT_METHOD_LABELS,
  SCREEN_TEXTS,
  type CartLine,
  type PaymentMethod,
} from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { useOnline } from '../../lib/use-online';
import { useSession } from '../auth';
import { useCheckout } from './use-checkout';
import { useWalletBalance } from './use-wallet-balance';

/** docs/product-spec.md §2 cart footer: 'Bank transfer payment • Send proof via WhatsApp'. */
export function PaymentNote() {
  return <p className="mt-3 text-center text-xs text-ink-500">{SCREEN_TEXTS.cart.paymentNote}</p>;
}

/**
 * The checkout step of the cart panel (docs/product-spec.md §2, §4; docs/architecture.md §3): bank transfer (invoice, proof on
 * WhatsApp, staff confirm) or the wallet, which shows its balance and is offered only when it
 * covers the total.
 */
export function CheckoutChoice({
  lines,
  totalKobo,
  onBack,
  onNavigate,
}: {
  lines: readonly CartLine[];
  totalKobo: number;
  onBack: () => void;
  onNavigate: () => void;
}) {
  const { user } = useSession();
  const wallet = useWalletBalance(user?.wallet_id);
  const balance = wallet.data;
  const walletCovers = balance !== undefined && hasSufficientBalance(balance, totalKobo);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const { checkout, placing } = useCheckout({ onPlaced: onBack });
  // The panel shows why (checkout-offline-reason); nothing is queued to fire later.
  const online = useOnline();
  const chosen = method === 'wallet' && !walletCovers ? 'bank_transfer' : method;

  const walletNote = wallet.isPending
    ? 'Checking your balance…'
    : balance === undefined
      ? 'Your balance could not be loaded.'
      : `Balance ${formatNaira(balance)}`;

  return (
    <fieldset className="mt-4" disabled={placing}>
      <legend className="text-sm font-bold text-ink-900">How would you like to pay?</legend>
      <div className="mt-2 flex flex-col gap-2">
        <Choice
          value="bank_transfer"
          checked={chosen === 'bank_transfer'}
          onChange={setMethod}
          title={PAYMENT_METHOD_LABELS.bank_transfer}
          note="Get an invoice, pay into our account, send the proof on WhatsApp."
        />
        <Choice
          value="wallet"
          checked={chosen === 'wallet'}
          onChange={setMethod}
          disabled={!walletCovers}
          title={PAYMENT_METHOD_LABELS.wallet}
          note={walletNote}
        >
          {balance !== undefined && !walletCovers && (
            <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
              Not enough for this order.
              <Link
                href={PATHS.wallet}
                onClick={onNavigate}
                className="font-semibold text-palm-700 underline underline-offset-2"
              >
                Top Up
              </Link>
            </span>
          )}
        </Choice>
      </div>
      <div className="mt-4 grid grid-cols-[auto_1fr] gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button
          aria-disabled={placing || undefined}
          disabled={!online}
          aria-describedby={online ? undefined : 'checkout-offline-reason'}
          onClick={() => void checkout(lines, chosen)}
          data-testid="place-order"
        >
          {placing
            ? 'Placing order…'
            : chosen === 'wallet'
              ? `Pay ${formatNaira(totalKobo)}`
              : 'Get Invoice'}
        </Button>
      </div>
      {chosen === 'bank_transfer' && <PaymentNote />}
    </fieldset>
  );
}

function Choice({
  value,
  checked,
  onChange,
  disabled = false,
  title,
  note,
  children,
}: {
  value: PaymentMethod;
  checked: boolean;
  onChange: (value: PaymentMethod) => void;
  disabled?: boolean;
  title: string;
  note: string;
  children?: React.ReactNode;
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer gap-3 rounded-2xl border bg-white p-3 transition-colors',
        checked ? 'border-palm-500 ring-2 ring-palm-200' : 'border-cream-200 hover:border-palm-300',
        disabled && 'cursor-not-allowed bg-cream-50',
      )}
    >
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="mt-1 size-5 shrink-0 accent-palm-600"
      />
      <span className="min-w-0">
        <span className={cx('block font-semibold', disabled ? 'text-ink-600' : 'text-ink-900')}>
          {title}
        </span>
        <span className="block text-sm text-ink-600">{note}</span>
        {children}
      </span>
    </label>
  );
}
