import * as Dialog from '@radix-ui/react-dialog';
import { cartTotals, SCREEN_TEXTS } from '@faza/shared';
import { QueryProvider } from '../../lib/query-provider';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth';
import { CloseIcon } from './cart-icons';
import { formatCartBadge } from './cart-count-label';
import { CartPanelContents } from './cart-panel-contents';
import { returnFocusFromCartPanel } from './cart-panel-state';
import { useCartLines } from './cart-store';
import { keepOpenOnToast } from '../../lib/keep-open-on-toast';

/**
 * docs/product-spec.md §2 cart panel: a dialog sliding in from the right (full width on phones). Radix traps
 * focus, closes on Escape and on the backdrop, and returns focus to the Cart button.
 * Loaded only when first opened, so it costs the landing page nothing.
 */
export function CartPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const lines = useCartLines();
  const { count } = cartTotals(lines);
  const session = useSession();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="faza-overlay fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          data-testid="cart-panel"
          onInteractOutside={keepOpenOnToast}
          onCloseAutoFocus={returnFocusFromCartPanel}
          className="faza-drawer fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-cream-50 shadow-2xl outline-none sm:max-w-md sm:rounded-l-3xl"
        >
          <header className="flex items-start gap-3 border-b border-cream-200 bg-white px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-4 sm:rounded-tl-3xl sm:px-6">
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-2">
                <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink-900">
                  Shopping Cart
                </Dialog.Title>
                {/* An empty cart says so below; a "0" bubble beside the title says nothing. */}
                {count > 0 && (
                  <span
                    data-testid="cart-panel-count"
                    aria-hidden="true"
                    className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-palm-600 px-2 text-xs font-bold text-white"
                  >
                    {formatCartBadge(count)}
                  </span>
                )}
                <span className="sr-only">
                  {count} {count === 1 ? 'item' : 'items'}
                </span>
              </div>
              <Dialog.Description className="mt-1 text-sm text-ink-600">
                {SCREEN_TEXTS.cart.subtitle}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close cart"
              className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900"
            >
              <CloseIcon size={22} />
            </Dialog.Close>
          </header>

          {session.status === 'loading' ? (
            <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3">
              <Spinner />
              <span className="text-sm text-ink-600">Checking your account…</span>
            </div>
          ) : (
            <QueryProvider>
              <CartPanelContents
                lines={lines}
                guest={session.status === 'anonymous'}
                onNavigate={() => onOpenChange(false)}
              />
            </QueryProvider>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
