import { Link } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { ArrowLeftIcon } from './auth-icons';

const footerLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-600 hover:bg-cream-100 hover:text-ink-900';

/**
 * The way out of an account screen: back home, or to sign-in from the other screens, or onwards
 * (`onward`: the phone screen's 'Skip for now').
 */
export function AuthFooterLinks({
  to = 'home',
  onward,
}: {
  to?: 'home' | 'signIn';
  onward?: { href: string; label: string };
}) {
  return (
    <div className="mt-4 flex justify-center border-t border-cream-200 pt-4">
      {onward ? (
        <Link href={onward.href} className={footerLinkClass}>
          {onward.label}
        </Link>
      ) : (
        <Link href={to === 'home' ? PATHS.home : PATHS.signIn} className={footerLinkClass}>
          <ArrowLeftIcon size={18} />
          {to === 'home' ? 'Back to Home' : 'Back to Sign In'}
        </Link>
      )}
    </div>
  );
}
