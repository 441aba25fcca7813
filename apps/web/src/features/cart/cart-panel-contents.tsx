import { useState } from 'react';
import { Link } from 'wouter';
import {
  CART_STOCK_BANNER,
  cartDiscounts,
  cartStockWarnings,
  cartTotals,
  DISCOUNT_TEXTS,
  isBundleLine,
  SCREEN_TEXTS,
  type CartLine,
  formatNaira,
} from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { CartIcon } from '../../components/icons/icons';
import { Button, buttonClasses } from '../../components/ui/button';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { useSession } from '../auth';
import { useBundles, useDiscountRules, useShopItems } from '../catalogue';
import { PendingPaymentCard, usePendingPayment } from '../orders';
import { clearCart } from './cart-actions';
import { CartLineItem } from './cart-line-item';
import { CheckoutChoice, PaymentNote } from './checkout-choice';
import { SignInToCheckout } from './cart-sign-in-prompt';
import { useCartRepricing } from './use-cart-repricing';

/**
 * The panel: the lines (or the empty state) and the footer with the total. A guest (signed out)
 * reads and edits the same cart; its Checkout asks them to sign in first.
 */
export function CartPanelContents({
  lines,
  guest,
  onNavigate,
}: {
  lines: readonly CartLine[];
  guest: boolean;
  onNavigate: () => void;
}) {
  // Re-price against today's catalogue before the customer reads a total (served from the query
  // cache when the shop or bundles page already loaded it).
  const hasItems = lines.some((line) => !isBundleLine(line));
  const hasBundles = lines.some(isBundleLine);
  const shop = useShopItems({ enabled: hasItems });
  const bundles = useBundles({ enabled: hasBundles });
  useCartRepricing(shop.data, bundles.data);
  // Premium Plus bulk discounts, priced as checkout will (docs/decisions/0038-bulk-discounts.md):
  // a member sees their price, anyone else what they would save. The server decides at checkout.
  const rules = useDiscountRules();
  const member = useSession().user?.is_premium_plus === true;
  const saved = usePendingPayment();
  // Another account's order may be remembered on this phone: a guest is shown none.
  const pending = guest ? null : saved;
  const [choosing, setChoosing] = useState(false);
  // Orders are never placed later: offline, Checkout is off with the reason.
  const online = useOnline();

  const pendingCard = pending && (
    <PendingPaymentCard key={pending.orderId} pending={pending} onNavigate={onNavigate} />
  );
  if (lines.length === 0)
    return (
      <div className="flex flex-1 flex-col overflow-y-auto overscroll-contain">
        {pendingCard && <div className="px-4 pt-4 sm:px-6">{pendingCard}</div>}
        <EmptyCart guest={guest} onNavigate={onNavigate} />
      </div>
    );

  const { count, totalKobo: listKobo } = cartTotals(lines);
  const priced = cartDiscounts(lines, shop.data, rules, new Date());
  const savingKobo = priced.discountKobo;
  const totalKobo = member ? priced.totalKobo : listKobo;
  const priceChanged = lines.some((line) => line.previousPrice !== undefined);
  // Told before paying, from the server's latest figures; checkout still decides.
  const short = cartStockWarnings(lines, shop.data, bundles.data);
  return (
    <>
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
        {priceChanged && (
          <p
            role="status"
            className="mb-3 rounded-xl bg-plantain-100 px-3 py-2 text-sm text-ink-800 ring-1 ring-plantain-300 ring-inset"
          >
            Some prices have changed since you added these items. The total uses today’s prices.
          </p>
        )}
        {short.size > 0 && (
          <p
            role="alert"
            id="cart-stock-reason"
            data-testid="cart-stock-warning"
            className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-ink-900 ring-1 ring-red-200 ring-inset"
          >
            {CART_STOCK_BANNER}
          </p>
        )}
        {pendingCard && <div className="mb-4">{pendingCard}</div>}
        <ul aria-label="Items in your cart" className="flex flex-col gap-3">
          {lines.map((line, i) => (
            <CartLineItem
              key={line.id}
              line={line}
              discountKobo={priced.lines[i]?.discountKobo ?? 0}
              member={member}
              stockNote={short.get(line.id)}
            />
          ))}
        </ul>
      </div>

      <footer
        data-toast-floor=""
        className="border-t border-cream-200 bg-white px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6"
      >
        {savingKobo > 0 && member && (
          <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-palm-700">{DISCOUNT_TEXTS.invoiceDiscount}</span>
            <span data-testid="cart-discount" className="font-bold text-palm-700 tabular-nums">
              −{formatNaira(savingKobo)}
            </span>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-medium text-ink-600">
            Total ({count} {count === 1 ? 'item' : 'items'})
          </span>
          <span data-testid="cart-total" className="text-2xl font-extrabold text-ink-900">
            {formatNaira(totalKobo)}
          </span>
        </div>
        {savingKobo > 0 && !member && (
          <p className="mt-2 rounded-xl bg-palm-50 px-3 py-2 text-sm text-ink-800 ring-1 ring-palm-100 ring-inset">
            <span data-testid="cart-plus-saving" className="font-semibold text-palm-700">
              {DISCOUNT_TEXTS.wouldSave(savingKobo)}
            </span>{' '}
            <Link
              href={PATHS.premium}
              onClick={onNavigate}
              className="font-semibold whitespace-nowrap text-palm-700 underline underline-offset-2"
            >
              See Premium Plus
            </Link>
          </p>
        )}
        {!online && (
          <p
            id="checkout-offline-reason"
            data-testid="checkout-offline-reason"
            className="mt-3 rounded-xl bg-plantain-100 px-3 py-2 text-sm font-medium text-ink-900"
          >
            {OFFLINE_ACTION_REASON}
          </p>
        )}
        {guest ? (
          <SignInToCheckout onNavigate={onNavigate} />
        ) : choosing ? (
          <CheckoutChoice
            lines={lines}
            totalKobo={totalKobo}
            onBack={() => setChoosing(false)}
            onNavigate={onNavigate}
          />
        ) : (
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={clearCart}>
              Clear Cart
            </Button>
            <Button
              onClick={() => setChoosing(true)}
              disabled={!online || short.size > 0}
              aria-describedby={
                !online
                  ? 'checkout-offline-reason'
                  : short.size > 0
                    ? 'cart-stock-reason'
                    : undefined
              }
            >
              Checkout
            </Button>
          </div>
        )}
        {/* The checkout step says it only while bank transfer is chosen: not under Pay from wallet. */}
        {!choosing && !guest && <PaymentNote />}
        {!guest && <OrdersLink onNavigate={onNavigate} />}
      </footer>
    </>
  );
}

function EmptyCart({ guest, onNavigate }: { guest: boolean; onNavigate: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-palm-50 text-palm-600">
        <CartIcon size={28} />
      </span>
      <h3 className="mt-5 text-lg font-bold text-ink-900">{SCREEN_TEXTS.cart.empty}</h3>
      <p className="mt-2 max-w-xs text-sm text-ink-600">{SCREEN_TEXTS.cart.emptyHint}</p>
      <div className="mt-6 flex w-full max-w-xs flex-col gap-3">
        <Link href={PATHS.shop} onClick={onNavigate} className={buttonClasses({ size: 'lg' })}>
          Browse the shop
        </Link>
        <Link
          href={PATHS.bundles}
          onClick={onNavigate}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          See bundles
        </Link>
        {!guest && <OrdersLink onNavigate={onNavigate} />}
      </div>
    </div>
  );
}

function OrdersLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <p className="mt-1 text-center">
      <Link
        href={PATHS.orders}
        onClick={onNavigate}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-palm-700 underline-offset-2 hover:underline"
      >
        My orders
      </Link>
    </p>
  );
}
