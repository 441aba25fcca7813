import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { formatUnreadBadge, NOTIFICATION_MESSAGES, PATHS } from '@faza/shared';
import { cx } from '../../lib/cx';
import { BellIcon } from './notifications-icons';
import { renewPushSubscription } from './push-subscription';
import { useUnreadCount } from './use-unread-count';

/**
 * The bell of the signed-in navigation: the unread count, live (useUnreadCount), and the way to
 * the inbox. Loaded only once someone is signed in, never with the public pages.
 */
export function NotificationBell() {
  const [location] = useLocation();
  const unread = useUnreadCount() ?? 0;
  const active = location === PATHS.notifications;

  useEffect(() => {
    renewPushSubscription().catch(() => {
      // Offline, or no service worker yet: the next visit tries again.
    });
  }, []);

  return (
    <Link
      href={PATHS.notifications}
      aria-label={NOTIFICATION_MESSAGES.bellLabel(unread)}
      aria-current={active ? 'page' : undefined}
      data-testid="notification-bell"
      className={cx(
        'relative flex size-11 items-center justify-center rounded-full transition-colors md:size-10',
        active ? 'bg-palm-100 text-palm-700' : 'text-ink-700 hover:bg-cream-100 hover:text-ink-900',
      )}
    >
      <BellIcon size={22} />
      {unread > 0 && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute top-0.5 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-cream-50"
        >
          {formatUnreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}
