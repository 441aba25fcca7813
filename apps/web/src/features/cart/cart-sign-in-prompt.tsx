import { Link, useLocation, useSearch } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { buttonClasses } from '../../components/ui/button';
import { LockIcon } from './cart-icons';

/**
 * A signed-out visitor reads their cart like anyone (it lives on this phone); checking out needs
 * an account (docs/product-spec.md §2, §6), so Checkout becomes a way to sign in that comes back
 * to the page they were on (`next`).
 */
export function SignInToCheckout({ onNavigate }: { onNavigate: () => void }) {
  const [location] = useLocation();
  const search = useSearch();
  const next = search ? `${location}?${search}` : location;
  return (
    <div data-testid="cart-sign-in" className="mt-4">
      <Link
        href={`${PATHS.signIn}?next=${encodeURIComponent(next)}`}
        onClick={onNavigate}
        className={buttonClasses({ size: 'lg', className: 'w-full' })}
      >
        <LockIcon size={18} /> Sign in to check out
      </Link>
      <p className="mt-3 text-center text-sm text-ink-600">
        Your cart stays on this phone. New to Faza?{' '}
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
