import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DEVICES_TEXTS, hasPermission, PHONE_VERIFY_TEXTS, type AuthUser } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { cx } from '../../lib/cx';
import { verifyPathFor, verifyPhonePathFor } from '../auth';
import {
  ChartIcon,
  CrownIcon,
  CirclesIcon,
  GiftIcon,
  HelpIcon,
  LockIcon,
  MailAlertIcon,
  OrdersIcon,
  PhoneAlertIcon,
  SignOutIcon,
  StaffIcon,
  TruckIcon,
  WalletIcon,
} from './account-icons';

const loadSignOut = () => import('../auth/sign-out');

// 1234-5678-9012 (docs/product-spec.md §3). Not @faza/shared's formatFaza: its module brings zod (~23 KB gzip)
// along, for one line.
const groupFaza = (faza: string) => (faza.match(/\d{1,4}/g) ?? []).join('-');

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-semibold text-ink-900 hover:bg-cream-100';

/**
 * What the account menu holds: who is signed in, their FAZA number, the wallet (not among the
 * spec's nav links), nudges to verify the email and the phone, and Sign Out. Its own chunk,
 * fetched when a signed-in user reaches for the menu, so visitors never download it.
 */
export function AccountMenuPanel({
  user,
  onClose,
}: {
  user: AuthUser | null;
  onClose: () => void;
}) {
  const [location, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      const module = await loadSignOut();
      await module.signOut(() => {
        onClose();
        navigate(PATHS.home);
      });
    } catch {
      // The code did not download (offline): the user is still signed in and can retry.
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      {user ? (
        <div className="flex items-center gap-3 px-3 pt-2 pb-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-palm-100 text-lg font-extrabold text-palm-700 uppercase"
          >
            {user.name.slice(0, 1) || '?'}
          </span>
          <div className="min-w-0">
            <p className="truncate font-bold text-ink-900">{user.name}</p>
            <p className="truncate text-sm text-ink-600">{user.email}</p>
          </div>
        </div>
      ) : (
        <p className="px-3 pt-2 pb-3 text-sm text-ink-600">Loading your account…</p>
      )}
      {user && (
        <p className="mx-1 mb-2 flex items-center justify-between gap-2 rounded-xl bg-cream-100 px-3 py-2.5 text-sm">
          <span className="text-ink-600">FAZA number</span>
          <span className="font-mono font-bold tracking-wide text-ink-900">
            {groupFaza(user.faza)}
          </span>
        </p>
      )}
      {user && !user.email_verified && (
        <Link
          href={verifyPathFor(user.email)}
          className={cx(rowClass, 'text-amber-800 hover:bg-amber-50')}
        >
          <MailAlertIcon className="text-amber-600" />
          Verify your email
        </Link>
      )}
      {user && !user.phone_verified && (
        <Link
          href={verifyPhonePathFor(location)}
          className={cx(rowClass, 'text-amber-800 hover:bg-amber-50')}
        >
          <PhoneAlertIcon className="text-amber-600" />
          {PHONE_VERIFY_TEXTS.menuNudge}
        </Link>
      )}
      <Link href={PATHS.wallet} className={rowClass}>
        <WalletIcon className="text-ink-600" />
        My Wallet
      </Link>
      <Link href={PATHS.premium} className={rowClass}>
        <CrownIcon className="text-ink-600" />
        Premium
      </Link>
      <Link href={PATHS.insights} className={rowClass}>
        <ChartIcon className="text-ink-600" />
        Food insights
      </Link>
      <Link href={PATHS.orders} className={rowClass}>
        <OrdersIcon className="text-ink-600" />
        My Orders
      </Link>
      <Link href={PATHS.deliveries} className={rowClass}>
        <TruckIcon className="text-ink-600" />
        My Deliveries
      </Link>
      <Link href={PATHS.gifts} className={rowClass}>
        <GiftIcon className="text-ink-600" />
        My Gifts
      </Link>
      <Link href={PATHS.circles} className={rowClass}>
        <CirclesIcon className="text-ink-600" />
        My Circles
      </Link>
      <Link href={PATHS.groupBuys} className={rowClass}>
        <CirclesIcon className="text-ink-600" />
        Group Buys
      </Link>
      <Link href={PATHS.help} className={rowClass}>
        <HelpIcon className="text-ink-600" />
        Help
      </Link>
      <Link href={PATHS.security} className={rowClass}>
        <LockIcon className="text-ink-600" />
        {DEVICES_TEXTS.menuLink}
      </Link>
      {user && hasPermission(user.role, 'orders:view') && (
        <Link href={PATHS.admin} className={rowClass}>
          <StaffIcon className="text-ink-600" />
          Staff console
        </Link>
      )}
      <div className="my-1 border-t border-cream-200" />
      <button
        type="button"
        className={cx(rowClass, 'text-red-700 hover:bg-red-50')}
        // Not `disabled`: a focused button that gets disabled can drop focus and close the menu.
        aria-disabled={signingOut || undefined}
        onClick={() => void signOut()}
      >
        <SignOutIcon />
        {signingOut ? 'Signing Out…' : 'Sign Out'}
      </button>
    </>
  );
}

export function preloadSignOut(): void {
  void loadSignOut().catch(() => {});
}
