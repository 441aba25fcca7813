import { formatCartBadge } from './cart-count-label';

/** The count bubble on the Cart button. Decorative: the button's aria-label carries the count. */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      // Phones: a bubble on the icon's corner. Wide screens: a pill after the "Cart" label.
      className="absolute top-0.5 left-1/2 ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-palm-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white md:static md:ml-0 md:ring-0"
    >
      {formatCartBadge(count)}
    </span>
  );
}
