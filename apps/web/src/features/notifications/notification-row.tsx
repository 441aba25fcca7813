import { Link } from 'wouter';
import { formatDateTime, NOTIFICATION_MESSAGES, type AppNotification } from '@faza/shared';
import { cx } from '../../lib/cx';

/**
 * One notification: its title, words and time, the whole row a link to the page it is about
 * (opening it marks it read), and for an unread one its own Mark as read.
 */
export function NotificationRow({
  item,
  onOpen,
  onMarkRead,
}: {
  item: AppNotification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const unread = item.read_at === null;
  return (
    <li
      data-testid="notification-row"
      data-unread={unread || undefined}
      className={cx(
        'relative flex gap-3 rounded-2xl border p-4 transition-colors',
        unread ? 'border-palm-200 bg-white shadow-card' : 'border-cream-200 bg-cream-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          unread ? 'bg-palm-600' : 'bg-transparent',
        )}
      />
      <div className="min-w-0 flex-1">
        <Link
          href={item.deep_link}
          onClick={onOpen}
          className="block rounded-lg after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          <span
            className={cx('block text-base text-ink-900', unread ? 'font-bold' : 'font-semibold')}
          >
            {unread && <span className="sr-only">{NOTIFICATION_MESSAGES.unread}: </span>}
            {item.title}
          </span>
        </Link>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-700">{item.body}</p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <time dateTime={item.created_at} className="text-xs font-medium text-ink-500">
            {formatDateTime(item.created_at)}
          </time>
          {unread && (
            <button
              type="button"
              onClick={onMarkRead}
              // Above the row's link, which covers the card.
              className="relative z-10 -my-2 min-h-11 rounded-full px-3 text-sm font-semibold text-palm-700 hover:bg-palm-50"
            >
              {NOTIFICATION_MESSAGES.markRead}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

export function NotificationRowSkeleton() {
  return (
    <li className="flex gap-3 rounded-2xl border border-cream-200 bg-white p-4">
      <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-cream-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-1/3 animate-pulse rounded bg-cream-200" />
        <div className="h-3 w-5/6 animate-pulse rounded bg-cream-100" />
        <div className="h-3 w-1/4 animate-pulse rounded bg-cream-100" />
      </div>
    </li>
  );
}
