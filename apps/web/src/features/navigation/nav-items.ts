import type { ComponentType } from 'react';
import { BundleIcon, HomeIcon, PantryIcon, ShopIcon } from '../../components/icons/icons';
import { PATHS } from '../../lib/route-paths';

export type NavItem = {
  href: string;
  label: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
};

/**
 * docs/product-spec.md §2 order: Home, Shop, Bundles, Pantry, then Sign In — drawn by AccountNavItem, which shows
 * the account menu instead once signed in — and the Cart button.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: PATHS.home, label: 'Home', Icon: HomeIcon },
  { href: PATHS.shop, label: 'Shop', Icon: ShopIcon },
  { href: PATHS.bundles, label: 'Bundles', Icon: BundleIcon },
  { href: PATHS.pantry, label: 'Pantry', Icon: PantryIcon },
];
