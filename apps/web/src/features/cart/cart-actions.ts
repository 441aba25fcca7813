import {
  addCartLine,
  bundleCartLine,
  itemCartLine,
  removeCartLine,
  repriceCartLines,
  setCartLineQuantity,
  TOASTS,
  type Bundle,
  type CartLine,
  type PricedBundle,
  type PricedItem,
  type ShopItem,
} from '@faza/shared';
import { openCartPanel } from './cart-panel-state';
import { getCartLines, setCartLines } from './cart-store';
import { toastError, toastInfo, toastSuccess } from '../../lib/toasts';

// Applies the shared cart rules to the stored cart and tells the customer what happened with the
// docs/product-spec.md §8 toasts. Returns whether the cart changed, so a dialog knows whether to close.

const T = TOASTS.cart;
const viewCart = { label: 'View cart', onClick: openCartPanel };

function addFailed(): false {
  toastError(TOASTS.shop.addFailed);
  return false;
}

function limitReached(maxQuantity: number, name: string): false {
  toastError({
    title: T.quantityLimit.title,
    description: T.quantityLimit.description(maxQuantity, name),
  });
  return false;
}

/** The shop dialog's Add to Cart: one tier of an item, 1 to 99 of it. */
export function addItemToCart(item: ShopItem, quantityType: string, quantity: number): boolean {
  try {
    const line = itemCartLine(item, quantityType, quantity);
    if (!line) return addFailed();
    const outcome = addCartLine(getCartLines(), line);
    if (outcome.status === 'limit') return limitReached(outcome.maxQuantity, outcome.name);
    if (outcome.status === 'invalid') return addFailed();
    setCartLines(outcome.lines);
    const what = `${quantity} × ${item.name} (${line.quantityType})`;
    const toast = outcome.status === 'merged' ? T.updated : T.added;
    toastSuccess({ title: toast.title, description: toast.description(what), action: viewCart });
    return true;
  } catch {
    // Storage or an unexpected value threw: say so instead of pretending it was added.
    return addFailed();
  }
}

/**
 * Several catalogue lines at once (food planning's "Add missing to cart"), with one toast. Prices
 * are the catalogue's, as for any cart line; checkout prices them again on the server.
 */
export function addItemsToCart(
  lines: readonly { item: ShopItem; quantityType: string; quantity: number }[],
): boolean {
  try {
    let cart = getCartLines();
    for (const { item, quantityType, quantity } of lines) {
      const line = itemCartLine(item, quantityType, quantity);
      if (!line) return addFailed();
      const outcome = addCartLine(cart, line);
      if (outcome.status === 'limit') return limitReached(outcome.maxQuantity, outcome.name);
      if (outcome.status === 'invalid') return addFailed();
      cart = outcome.lines;
    }
    setCartLines(cart);
    const what = lines.length === 1 ? lines[0]!.item.name : `${lines.length} items`;
    toastSuccess({
      title: T.added.title,
      description: T.added.description(what),
      action: viewCart,
    });
    return true;
  } catch {
    return addFailed();
  }
}

export function addBundleToCart(bundle: Bundle): boolean {
  try {
    const outcome = addCartLine(getCartLines(), bundleCartLine(bundle));
    if (outcome.status === 'limit') return limitReached(outcome.maxQuantity, outcome.name);
    if (outcome.status === 'invalid') return addFailed();
    setCartLines(outcome.lines);
    toastSuccess({
      title: T.bundleAdded.title,
      description: T.bundleAdded.description(bundle.name),
      action: viewCart,
    });
    return true;
  } catch {
    return addFailed();
  }
}

/** The panel's plus and minus: 0 or less removes the line, past its maximum is refused. */
export function changeLineQuantity(id: string, quantity: number): void {
  const before = getCartLines();
  const outcome = setCartLineQuantity(before, id, quantity);
  if (outcome.status === 'limit') {
    limitReached(outcome.maxQuantity, outcome.name);
  } else if (outcome.status === 'removed') {
    setCartLines(outcome.lines);
    announceRemoved(outcome.line, before);
  } else if (outcome.status === 'updated') {
    setCartLines(outcome.lines);
  }
}

export function removeLine(line: CartLine): void {
  const before = getCartLines();
  const after = removeCartLine(before, line.id);
  if (after === before) return;
  setCartLines(after);
  announceRemoved(line, before);
}

export function clearCart(): void {
  const before = getCartLines();
  if (before.length === 0) return;
  setCartLines([]);
  toastSuccess({
    title: T.cleared.title,
    description: T.cleared.description,
    action: undo(before),
  });
}

/**
 * Brings the stored cart to the catalogue's current prices (spec: a changed price is shown, never
 * silently kept; the panel marks it) and drops what is no longer sold, saying so.
 */
export function repriceCart(catalogue: {
  items?: readonly PricedItem[];
  bundles?: readonly PricedBundle[];
}): void {
  const before = getCartLines();
  const { lines, removed } = repriceCartLines(before, catalogue);
  if (lines === before) return;
  setCartLines(lines);
  for (const line of removed) {
    toastInfo({ title: T.removed.title, description: `${line.name} is no longer sold` });
  }
}

function announceRemoved(line: CartLine, before: readonly CartLine[]): void {
  toastSuccess({
    title: T.removed.title,
    description: T.removed.description(line.name),
    action: undo(before),
  });
}

// Removing and clearing are one tap away from a mistake on a small screen: offer to put it back.
function undo(before: readonly CartLine[]) {
  return { label: 'Undo', onClick: () => setCartLines(before) };
}
