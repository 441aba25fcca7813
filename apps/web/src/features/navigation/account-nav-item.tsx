import { Suspense, useSyncExternalStore } from 'react';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { Link, useLocation } from 'wouter';
import { UserIcon } from '../../components/icons/icons';
import { PATHS } from '../../lib/route-paths';
import { preloadRoute } from '../../lib/route-preload';
import { hasLocalSession, useSession } from '../auth';
import { lazyLoaded } from '../../lib/lazy-loaded';
import { navIconWrapClass, navItemClass } from './nav-item-styles';

// Only a signed-in user sees the menu: its code is not in the visitor's first load
// (docs/decisions/0066-a-landing-page-that-hydrates-little.md). A page the server drew for its user
// preloads it (entry-server.tsx); until it has run, the item is drawn without its button.
const accountMenu = lazyLoaded(() => import('./account-menu').then((m) => m.AccountMenu));
const AccountMenu = accountMenu.Component;

/** Starts loading the account menu, e.g. before a page drawn for its user hydrates. */
export const preloadAccountMenu = accountMenu.preload;

/**
 * The last navigation link (docs/product-spec.md §2 'Sign In'): Sign In for visitors, the account menu (with
 * sign-out) for a signed-in user. While the session loads, the phone's local keys pick which,
 * so a signed-in user does not see Sign In flash on every visit.
 */
export function AccountNavItem() {
  const [location] = useLocation();
  const { status, user } = useSession();
  // The hint is read after hydration (a server-drawn page says 'Sign In', and hydration must
  // draw the same first); on a page the browser draws alone it is read at once.
  const hint = useSyncExternalStore(noChanges, hasLocalSession, () => false);
  const signedIn = status === 'authenticated' || (status === 'loading' && hint);

  if (signedIn) {
    return (
      <li className="flex min-w-0 flex-1 md:relative md:flex-none">
        {/* Without its code (offline before the app was saved) the item stays a label. */}
        <ChunkBoundary fallback={<AccountLabel />}>
          <Suspense fallback={<AccountLabel />}>
            <AccountMenu user={user} />
          </Suspense>
        </ChunkBoundary>
      </li>
    );
  }
  const active = location === PATHS.signIn;
  return (
    <li className="flex min-w-0 flex-1 md:flex-none">
      <Link
        href={PATHS.signIn}
        aria-current={active ? 'page' : undefined}
        className={navItemClass(active)}
        onPointerEnter={() => preloadRoute(PATHS.signIn)}
        onFocus={() => preloadRoute(PATHS.signIn)}
      >
        <span className={navIconWrapClass(active, false)}>
          <UserIcon size={22} />
        </span>
        Sign In
      </Link>
    </li>
  );
}

const noChanges = () => () => {};

/** The item drawn until the menu's code has run. */
function AccountLabel() {
  return (
    <span className={navItemClass(false)}>
      <span className={navIconWrapClass(false, true)}>
        <UserIcon size={22} className="md:size-5" />
      </span>
      Account
    </span>
  );
}
