import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { UserIcon } from '../../components/icons/icons';
import { PATHS } from '../../lib/route-paths';
import { preloadRoute } from '../../lib/route-preload';
import { hasLocalSession, useSession } from '../auth';
import { AccountMenu } from './account-menu';
import { navIconWrapClass, navItemClass } from './nav-item-styles';

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
        <AccountMenu user={user} />
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
