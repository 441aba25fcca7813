import { formatNaira, pantryQuantityLabel, type PantryItem } from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { AlertIcon } from '../cart';
import { ClockIcon, SendIcon } from '../../components/icons/transfer-icons';
import { formatPantryDate } from './pantry-format';

/** docs/product-spec.md §2/§4: why an expired card's Send is disabled. */
const EXPIRED_REASON = 'Expired food can’t be sent.';

/**
 * A pantry lot: picture, where it came from (when another lot holds the same food), quantity
 * badge, Expired or Expiring Soon badge, added and expiry dates, total value and Send (disabled,
 * with the reason, when expired or offline).
 */
export function PantryItemCard({
  item,
  origin,
  onSend,
  onIntent,
}: {
  item: PantryItem;
  /** Where the lot came from ('From Starter Pack'), when another card holds the same food. */
  origin?: string | undefined;
  onSend: (item: PantryItem) => void;
  /** The pointer or focus is on Send: a good moment to fetch the dialog's code. */
  onIntent: () => void;
}) {
  const titleId = `pantry-item-${item.id}`;
  const reasonId = `${titleId}-reason`;
  const expired = item['is-expired'];
  // Food is never sent later: offline, Send is off with the reason.
  const online = useOnline();
  const reason = expired ? EXPIRED_REASON : online ? null : OFFLINE_ACTION_REASON;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="pantry-item"
      className="flex h-full flex-col rounded-2xl border border-cream-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <div
          className={cx(
            'flex size-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-cream-100 to-palm-50',
            expired && 'grayscale',
          )}
        >
          <img
            src={item['image-url']}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            decoding="async"
            className="size-11 drop-shadow-sm"
          />
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="line-clamp-2 leading-snug font-bold text-ink-900">
            {item.name}
          </h3>
          {origin && (
            <p data-testid="lot-origin" className="mt-0.5 text-sm text-ink-600">
              {origin}
            </p>
          )}
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="palm" data-testid="quantity-badge">
              {pantryQuantityLabel(item.quantity, item['quantity-type'])}
            </Badge>
            {expired ? (
              <Badge tone="danger">
                <AlertIcon size={12} />
                Expired
              </Badge>
            ) : (
              item['is-expiring'] && (
                <Badge tone="plantain">
                  <ClockIcon size={12} />
                  Expiring Soon
                </Badge>
              )
            )}
          </div>
        </div>
      </div>

      <dl className="mt-4 mb-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-500">Added</dt>
          <dd className="font-medium text-ink-800">{formatPantryDate(item['added-date'])}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Expires</dt>
          <dd
            data-testid="expiry-date"
            className={cx(
              'font-medium',
              expired ? 'text-red-700' : item['is-expiring'] ? 'text-palm-700' : 'text-ink-800',
            )}
          >
            {formatPantryDate(item['expiry-date'])}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex items-end justify-between gap-3 border-t border-cream-200 pt-3">
        <p>
          <span className="block text-xs text-ink-500">Total value</span>
          <span data-testid="total-price" className="text-lg font-extrabold text-ink-900">
            {formatNaira(item['total-price-kobo'])}
          </span>
        </p>
        <Button
          className="px-4"
          variant={reason ? 'secondary' : 'primary'}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => onSend(item)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          <SendIcon size={16} />
          Send
        </Button>
      </div>
      {reason && (
        <p
          id={reasonId}
          data-testid="send-disabled-reason"
          className={cx('mt-2 text-right text-xs', expired ? 'text-red-700' : 'text-ink-600')}
        >
          {reason}
        </p>
      )}
    </article>
  );
}

/** Same footprint as PantryItemCard, so nothing moves when the pantry arrives. */
export function PantryItemCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-cream-200 bg-white p-4 shadow-card">
      <div className="flex gap-3">
        <div className="size-16 shrink-0 animate-pulse rounded-xl bg-cream-100" />
        <div className="flex-1">
          <div className="h-4 w-4/5 animate-pulse rounded-md bg-cream-200" />
          <div className="mt-2 h-5 w-20 animate-pulse rounded-full bg-cream-200" />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="h-9 animate-pulse rounded-md bg-cream-100" />
        <div className="h-9 animate-pulse rounded-md bg-cream-100" />
      </div>
      <div className="mt-4 flex items-end justify-between border-t border-cream-200 pt-3">
        <div className="h-9 w-24 animate-pulse rounded-md bg-cream-100" />
        <div className="h-11 w-24 animate-pulse rounded-full bg-cream-200" />
      </div>
    </div>
  );
}
