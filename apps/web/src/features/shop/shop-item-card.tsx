import {
  availabilityNote,
  DISCOUNT_TEXTS,
  firstDiscountedTier,
  formatNaira,
  formatPercentBp,
  type DiscountRule,
  type ShopItem,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PlusIcon } from '../cart';

/** The cheapest way to buy the item, shown on its price badge. */
function startingTier(item: ShopItem) {
  return item.tiers.reduce((min, tier) => (tier.priceKobo < min.priceKobo ? tier : min));
}

/** A shop item: picture, price badge and Add to Cart (which opens the quantity dialog). */
export function ShopItemCard({
  item,
  rules,
  member,
  opening,
  onAdd,
  onIntent,
}: {
  item: ShopItem;
  /** Premium Plus discount rules, and whether the shopper is a member (their price) or not. */
  rules: readonly DiscountRule[];
  member: boolean;
  /** The dialog's code is downloading after a tap on this card's button. */
  opening: boolean;
  onAdd: (item: ShopItem) => void;
  /** The pointer or focus is on the button: a good moment to fetch the dialog's code. */
  onIntent: () => void;
}) {
  const tier = startingTier(item);
  const titleId = `shop-item-${item.id}`;
  const sizes = item.tiers.length;
  const offer = firstDiscountedTier(item.tiers, rules, new Date());
  // From the server's free stock (docs/decisions/0056-warehouse-stock.md).
  const note = availabilityNote(item.availability);
  const out = item.availability?.status === 'out_of_stock';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-card"
    >
      {/* The price sits under the picture, never over it. */}
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-gradient-to-br from-cream-100 to-palm-50">
        <img
          src={item['image-url']}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="size-16 drop-shadow-sm sm:size-20"
        />
        <span
          data-testid="price-pill"
          className="inline-flex max-w-[calc(100%-1rem)] items-baseline gap-1 rounded-full bg-white/95 px-2.5 py-1 text-sm font-extrabold text-ink-900 shadow-sm ring-1 ring-cream-200"
        >
          <span className="sr-only">{sizes > 1 ? 'From ' : 'Price '}</span>
          {formatNaira(tier.priceKobo)}
          <span className="text-xs font-medium text-ink-600">/ {tier.type}</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h3 id={titleId} className="line-clamp-2 leading-snug font-bold text-ink-900">
          {item.name}
        </h3>
        <p className="mt-1 text-xs text-ink-600">
          {sizes > 1 ? `${sizes} sizes available` : 'One size'}
        </p>
        {offer && (
          <p
            data-testid="plus-offer"
            className="mt-1.5 self-start rounded-lg bg-palm-50 px-2 py-0.5 text-xs font-semibold text-palm-700 ring-1 ring-palm-100"
          >
            {(member ? DISCOUNT_TEXTS.cardMember : DISCOUNT_TEXTS.cardOthers)(
              formatPercentBp(offer.percentBp),
              offer.type,
            )}
          </p>
        )}
        {note && (
          <p
            data-testid="stock-note"
            className="mt-1.5 self-start rounded-lg bg-plantain-100 px-2 py-0.5 text-xs font-semibold text-ink-800"
          >
            {note}
          </p>
        )}
        <span aria-hidden="true" className="block h-3 shrink-0 sm:h-4" />
        <Button
          // mt-auto: cards in a row keep their buttons level, with or without the Plus line.
          className="mt-auto w-full px-3"
          onClick={() => onAdd(item)}
          onPointerEnter={onIntent}
          onPointerDown={onIntent}
          onFocus={onIntent}
          aria-busy={opening || undefined}
          disabled={out}
        >
          {opening ? (
            <Spinner className="size-4 border-2 border-white/40 border-t-white" />
          ) : (
            <PlusIcon size={18} className="hidden min-[380px]:block" />
          )}
          {out ? note : 'Add to Cart'}
        </Button>
      </div>
    </article>
  );
}

/** Same footprint as ShopItemCard, so the grid does not move when the items arrive. */
export function ShopItemCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-card">
      <div className="aspect-[4/3] animate-pulse bg-cream-100" />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <div className="h-4 w-11/12 animate-pulse rounded-md bg-cream-200" />
        <div className="mt-1.5 h-4 w-3/5 animate-pulse rounded-md bg-cream-200" />
        <div className="mt-2 h-3 w-1/2 animate-pulse rounded-md bg-cream-200" />
        <div className="mt-3 h-11 animate-pulse rounded-full bg-cream-200 sm:mt-4" />
      </div>
    </div>
  );
}
