import { Link } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { ArrowLeftIcon } from './auth-icons';

/** The way out of an account screen: back home, or to sign-in from the other screens. */
export function AuthFooterLinks({ to = 'home' }: { to?: 'home' | 'signIn' }) {
  const href = to === 'home' ? PATHS.home : PATHS.signIn;
  return (
    <div className="mt-4 flex justify-center border-t border-cream-200 pt-4">
      <Link
        href={href}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-600 hover:bg-cream-100 hover:text-ink-900"
      >
        <ArrowLeftIcon size={18} />
        {to === 'home' ? 'Back to Home' : 'Back to Sign In'}
      </Link>
    </div>
  );
}
