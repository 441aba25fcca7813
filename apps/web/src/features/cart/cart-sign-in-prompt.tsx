import { Link, useLocation, useSearch } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { buttonClasses } from '../../components/ui/button';
import { LockIcon } from './cart-icons';

/**
 * The cart panel is for signed-in users (docs/product-spec.md §2, §6). A signed-out visitor keeps their cart on
 * this phone and is sent to sign in, coming back to the page they were on (`next`).
 */
export function CartSignInPrompt({ count, onNavigate }: { count: number; onNavigate: () => void }) {
  const [location] = useLocation();
  const search = useSearch();
  const next = search ? `${location}?${search}` : location;
  const saved =
    count > 0
      ? `Your ${count} ${count === 1 ? 'item is' : 'items are'} saved on this phone and will be waiting for you.`
      : 'Sign in to fill your cart and check out.';

  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-palm-50 text-palm-600">
        <LockIcon size={28} />
      </span>
      <h3 className="mt-5 text-lg font-bold text-ink-900">Sign in to view your cart</h3>
      <p className="mt-2 max-w-xs text-sm text-ink-600">{saved}</p>
      <Link
        href={`${PATHS.signIn}?next=${encodeURIComponent(next)}`}
        onClick={onNavigate}
        className={buttonClasses({ size: 'lg', className: 'mt-6 w-full max-w-xs' })}
      >
        Sign In
      </Link>
      <p className="mt-4 text-sm text-ink-600">
        New to Faza?{' '}
        <Link
          href={PATHS.signUp}
          onClick={onNavigate}
          className="font-semibold text-palm-700 underline-offset-2 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
