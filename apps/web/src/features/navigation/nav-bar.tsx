import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { CartIcon } from '../../components/icons/icons';
import { Logo } from '../../components/ui/logo';
import { PATHS } from '../../lib/route-paths';
import { preloadRoute } from '../../lib/route-preload';
import {
  CartBadge,
  cartButtonLabel,
  CartPanelHost,
  openCartPanel,
  preloadCartPanel,
  useCartCount,
  useCartPanelOpen,
} from '../cart';
import { AccountNavItem } from './account-nav-item';
import { NAV_ITEMS } from './nav-items';
import { navIconWrapClass, navItemClass } from './nav-item-styles';

/**
 * docs/product-spec.md §2 navigation: a top bar from 768 px up; below that the brand stays at the top and the
 * links move to a bar fixed at the bottom, within thumb reach. `bell`: what the app shows a
 * signed-in person beside the links (the notification bell).
 */
export function NavBar({ bell }: { bell?: ReactNode }) {
  const [location] = useLocation();
  const cartCount = useCartCount();
  const cartOpen = useCartPanelOpen();

  return (
    <header className="border-b border-cream-200 bg-cream-50 md:sticky md:top-0 md:z-40">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between px-4 sm:px-6 md:h-16">
        <Link
          href={PATHS.home}
          aria-label="Faza home"
          className="-mx-1 rounded-lg px-1 py-1"
          onPointerEnter={() => preloadRoute(PATHS.home)}
        >
          <Logo />
        </Link>

        <nav
          data-testid="nav"
          aria-label="Main"
          data-toast-floor=""
          className="fixed inset-x-0 bottom-0 z-40 border-t border-cream-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(36_26_19/0.15)] md:static md:ml-auto md:border-0 md:bg-transparent md:pb-0 md:shadow-none"
        >
          <ul className="mx-auto flex max-w-lg items-stretch px-0.5 md:max-w-none md:items-center md:gap-1 md:px-0">
            {NAV_ITEMS.map(({ href, label, Icon }) => {
              const active = location === href;
              return (
                <li key={href} className="flex min-w-0 flex-1 md:flex-none">
                  <Link
                    href={href}
                    aria-current={active ? 'page' : undefined}
                    className={navItemClass(active)}
                    onPointerEnter={() => preloadRoute(href)}
                    onFocus={() => preloadRoute(href)}
                  >
                    <span className={navIconWrapClass(active, false)}>
                      <Icon size={22} />
                    </span>
                    {label}
                  </Link>
                </li>
              );
            })}
            <AccountNavItem />
            <li className="flex min-w-0 flex-1 md:ml-1 md:flex-none">
              <button
                type="button"
                aria-label={cartButtonLabel(cartCount)}
                data-cart-button
                aria-haspopup="dialog"
                aria-expanded={cartOpen}
                className={navItemClass(false)}
                onClick={openCartPanel}
                // The panel's code downloads as the finger or pointer arrives, not on page load.
                onPointerEnter={preloadCartPanel}
                onPointerDown={preloadCartPanel}
                onFocus={preloadCartPanel}
              >
                <span className={navIconWrapClass(false, true)}>
                  <CartIcon size={22} className="md:size-5" />
                </span>
                Cart
                <CartBadge count={cartCount} />
              </button>
            </li>
          </ul>
        </nav>
        {/* Phones: top right, beside the brand (the links are at the bottom). Wide screens: after
            the Cart. */}
        {bell}
      </div>
      <CartPanelHost />
    </header>
  );
}
