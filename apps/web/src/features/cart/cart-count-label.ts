/** docs/product-spec.md §2/§9: the badge shows the count, or "99+" above 99. */
export function formatCartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Accessible name of the Cart button; the badge itself is hidden from screen readers. */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
