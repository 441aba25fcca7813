import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCartBadge, cartButtonLabel } from './cart-count-label';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const line = {
  id: 'parboiled-rice:5kg',
  name: 'Parboiled Rice',
  price: 960_000,
  quantity: 2,
  quantityType: '5kg',
  image: '/images/food/parboiled-rice.svg',
  productId: 'parboiled-rice',
};

// The store caches per module, so each test gets a fresh copy with fresh globals.
async function loadStore() {
  vi.resetModules();
  return import('./cart-store');
}

describe('cart store', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads an empty cart when nothing is stored', async () => {
    const { getCartLines } = await loadStore();
    expect(getCartLines()).toEqual([]);
  });

  it('reads a valid version 1 cart', async () => {
    localStorage.setItem('faza-cart', JSON.stringify({ version: 1, lines: [line] }));
    const { getCartLines } = await loadStore();
    expect(getCartLines()).toEqual([line]);
    // Same array while nothing changed: useSyncExternalStore relies on it.
    expect(getCartLines()).toBe(getCartLines());
  });

  it.each([
    ['not JSON', '{oops'],
    ['an older format', JSON.stringify([line])],
    ['another version', JSON.stringify({ version: 2, lines: [line] })],
    [
      'a line with a naira float price',
      JSON.stringify({ version: 1, lines: [{ ...line, price: 9600.5 }] }),
    ],
    [
      'a line with zero quantity',
      JSON.stringify({ version: 1, lines: [{ ...line, quantity: 0 }] }),
    ],
    [
      'a line missing productId',
      JSON.stringify({ version: 1, lines: [{ ...line, productId: undefined }] }),
    ],
    ['null', 'null'],
  ])('discards %s without throwing', async (_label, raw) => {
    localStorage.setItem('faza-cart', raw);
    const { getCartLines } = await loadStore();
    expect(getCartLines()).toEqual([]);
  });

  it('writes the versioned shape and notifies subscribers', async () => {
    const { setCartLines, subscribeCart, getCartLines } = await loadStore();
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    setCartLines([line, { ...line, id: 'parboiled-rice:10kg', quantity: 1, maxQuantity: 5 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('faza-cart') ?? '')).toMatchObject({
      version: 1,
      lines: [{ id: line.id }, { id: 'parboiled-rice:10kg', maxQuantity: 5 }],
    });
    expect(getCartLines()).toHaveLength(2);
    unsubscribe();
  });

  it('reads a bundle line next to an item line', async () => {
    const bundle = {
      id: 'bundle:family-pack',
      kind: 'bundle',
      name: 'Family Pack',
      price: 3_100_000,
      quantity: 1,
      quantityType: 'bundle',
      image: '/images/food/family-pack.svg',
      productId: 'family-pack',
    };
    localStorage.setItem('faza-cart', JSON.stringify({ version: 1, lines: [line, bundle] }));
    const { getCartLines } = await loadStore();
    expect(getCartLines()).toEqual([line, bundle]);
  });

  it('keeps the cart for the page view when localStorage refuses to store it', async () => {
    const { setCartLines, getCartLines } = await loadStore();
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    setCartLines([line]);
    expect(getCartLines()).toEqual([line]);
  });

  it('notifies subscribers when another tab changes the cart', async () => {
    const { subscribeCart } = await loadStore();
    const listener = vi.fn();
    subscribeCart(listener);
    const event = new Event('storage') as Event & { key: string };
    Object.defineProperty(event, 'key', { value: 'faza-cart' });
    window.dispatchEvent(event);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('cart badge text', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(formatCartBadge(1)).toBe('1');
    expect(formatCartBadge(99)).toBe('99');
    expect(formatCartBadge(100)).toBe('99+');
  });

  it('names the button with the count', () => {
    expect(cartButtonLabel(0)).toBe('Cart, 0 items');
    expect(cartButtonLabel(1)).toBe('Cart, 1 item');
    expect(cartButtonLabel(120)).toBe('Cart, 120 items');
  });
});
