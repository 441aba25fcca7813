import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopItem } from '@faza/shared';

// Toasts are checked by what the actions ask for; sonner itself is not loaded in node.
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toasts', () => ({
  toastSuccess: toasts.success,
  toastError: toasts.error,
  toastInfo: toasts.info,
}));

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const rice = {
  id: 'parboiled-rice',
  name: 'Foreign parboiled rice',
  category: 'grains',
  'image-url': '/images/food/parboiled-rice.svg',
  tiers: [
    { type: '1kg', priceKobo: 200_000, multiplier: 1 },
    { type: '5kg', priceKobo: 960_000, multiplier: 5 },
  ],
} as unknown as ShopItem;

async function load() {
  vi.resetModules();
  const actions = await import('./cart-actions');
  const store = await import('./cart-store');
  return { ...actions, ...store };
}

describe('cart actions', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', new EventTarget());
    for (const fn of Object.values(toasts)) fn.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("adds with 'Added to Cart', then merges with 'Cart Updated'", async () => {
    const { addItemToCart, getCartLines } = await load();
    expect(addItemToCart(rice, '5kg', 3)).toBe(true);
    expect(toasts.success).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Added to Cart' }),
    );
    expect(addItemToCart(rice, '5kg', 2)).toBe(true);
    expect(toasts.success).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Cart Updated' }),
    );
    expect(getCartLines()).toEqual([expect.objectContaining({ quantity: 5, price: 960_000 })]);
  });

  it("refuses to pass 99 with 'Quantity Limit Reached' and keeps the line", async () => {
    const { addItemToCart, getCartLines } = await load();
    addItemToCart(rice, '1kg', 98);
    expect(addItemToCart(rice, '1kg', 2)).toBe(false);
    expect(toasts.error).toHaveBeenCalledWith({
      title: 'Quantity Limit Reached',
      description: 'Maximum 99 items allowed for Foreign parboiled rice',
    });
    expect(getCartLines()[0]?.quantity).toBe(98);
  });

  it("answers a tier the item does not have with the spec's add-failed toast", async () => {
    const { addItemToCart, getCartLines } = await load();
    expect(addItemToCart(rice, '2kg', 1)).toBe(false);
    expect(addItemToCart(rice, '1kg', 0)).toBe(false);
    expect(toasts.error).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Unable to add item to cart. Please try again.',
    });
    expect(getCartLines()).toEqual([]);
  });

  it("removes a line at 0 with 'Item Removed' and can undo it", async () => {
    const { addItemToCart, changeLineQuantity, getCartLines } = await load();
    addItemToCart(rice, '5kg', 1);
    changeLineQuantity('Foreign parboiled rice:5kg', 0);
    expect(getCartLines()).toEqual([]);
    const [{ title, action }] = toasts.success.mock.lastCall as [
      { title: string; action: { onClick: () => void } },
    ];
    expect(title).toBe('Item Removed');
    action.onClick();
    expect(getCartLines()).toHaveLength(1);
  });

  it("clears with 'Cart Cleared'", async () => {
    const { addItemToCart, clearCart, getCartLines } = await load();
    addItemToCart(rice, '5kg', 1);
    clearCart();
    expect(getCartLines()).toEqual([]);
    expect(toasts.success).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Cart Cleared' }),
    );
  });

  it('re-prices from the catalogue and drops what is no longer sold, saying so', async () => {
    const { addItemToCart, repriceCart, getCartLines } = await load();
    addItemToCart(rice, '5kg', 1);
    addItemToCart(rice, '1kg', 1);
    repriceCart({
      items: [{ id: rice.id, tiers: [{ type: '5kg', priceKobo: 1_000_000, multiplier: 5 }] }],
    });
    expect(getCartLines()).toEqual([
      expect.objectContaining({ quantityType: '5kg', price: 1_000_000, previousPrice: 960_000 }),
    ]);
    expect(toasts.info).toHaveBeenCalledWith(expect.objectContaining({ title: 'Item Removed' }));
  });
});
