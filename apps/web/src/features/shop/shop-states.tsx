import { SCREEN_TEXTS } from '@faza/shared';
import { RefreshIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { AlertIcon } from '../cart';
import { ShopItemCardSkeleton } from './shop-item-card';
import { SHOP_GRID } from './shop-grid';

/** Tabs and cards in their final places, so nothing jumps when the catalogue arrives. */
export function ShopSkeleton() {
  return (
    <div role="status" aria-label="Loading shop items">
      <div className="-mx-4 flex gap-2 overflow-hidden px-4 pt-1 pb-3 sm:-mx-6 sm:px-6 lg:mx-0 lg:px-0">
        {[24, 20, 20, 16, 24].map((width, index) => (
          <div
            key={index}
            style={{ width: `${width * 4}px` }}
            className="h-10 shrink-0 animate-pulse rounded-full bg-cream-200"
          />
        ))}
      </div>
      <div className={`${SHOP_GRID} mt-3`}>
        {Array.from({ length: 8 }, (_, index) => (
          <ShopItemCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** docs/product-spec.md §2/§8: 'Error Loading Shop', 'Failed to load shop items', Try Again. */
export function ShopError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-4 flex max-w-md flex-col items-center rounded-2xl border border-palm-200 bg-white px-6 py-10 text-center shadow-card"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-palm-50 text-palm-600">
        <AlertIcon size={28} />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink-900">{SCREEN_TEXTS.shop.errorTitle}</h2>
      <p className="mt-1 text-ink-600">{SCREEN_TEXTS.shop.error}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} className="mt-6" />
    </div>
  );
}

/** A refresh failed but the last catalogue is still on screen: say so, and offer a retry. */
export function StaleShopNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-plantain-100 px-4 py-3 text-sm text-ink-800 ring-1 ring-plantain-300 ring-inset"
    >
      <p>
        <strong className="font-semibold">Couldn’t refresh the shop.</strong> Showing prices from
        your last visit; they may have changed.
      </p>
      <RetryButton
        onRetry={onRetry}
        retrying={retrying}
        variant="ghost"
        className="-my-1 -ml-3 min-h-9 px-3"
      />
    </div>
  );
}

function RetryButton({
  onRetry,
  retrying,
  variant = 'secondary',
  className,
}: {
  onRetry: () => void;
  retrying: boolean;
  variant?: 'secondary' | 'ghost';
  className?: string;
}) {
  return (
    <Button variant={variant} className={className} onClick={onRetry} disabled={retrying}>
      <RefreshIcon size={18} className={retrying ? 'animate-spin' : undefined} />
      Try Again
    </Button>
  );
}
