import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { NOTIFICATION_MESSAGES, PATHS } from '@faza/shared';
import { RefreshIcon } from '../../components/icons/icons';
import { Button, buttonClasses } from '../../components/ui/button';
import { BellIcon, CheckAllIcon, SettingsIcon } from './notifications-icons';
import { NotificationRow, NotificationRowSkeleton } from './notification-row';
import { useInbox, useMarkAllRead, useMarkRead } from './use-inbox';
import { useUnreadCount } from './use-unread-count';

function StateCard(props: { title: string; text: string; role?: 'alert'; children?: ReactNode }) {
  return (
    <div
      role={props.role}
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-cream-200 bg-white px-6 py-10 text-center shadow-card"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-palm-50 text-palm-600">
        <BellIcon size={28} />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink-900">{props.title}</h2>
      <p className="mt-1 text-ink-600">{props.text}</p>
      {props.children && <div className="mt-6">{props.children}</div>}
    </div>
  );
}

/** The /notifications page's content: newest first, older pages on demand, each row a link. */
export function NotificationsInbox() {
  const inbox = useInbox();
  const unread = useUnreadCount() ?? inbox.data?.pages[0]?.unread ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm font-medium text-ink-600" aria-live="polite">
        {unread > 0
          ? `${unread} ${NOTIFICATION_MESSAGES.unread.toLowerCase()}`
          : NOTIFICATION_MESSAGES.allRead}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() => markAll.mutate(null)}
          disabled={unread === 0 || items.length === 0}
        >
          <CheckAllIcon size={18} />
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
        <Link
          href={PATHS.notificationSettings}
          className={buttonClasses({ variant: 'ghost' })}
          aria-label={NOTIFICATION_MESSAGES.settings}
        >
          <SettingsIcon size={18} />
          <span className="hidden sm:inline">{NOTIFICATION_MESSAGES.settings}</span>
        </Link>
      </div>
    </div>
  );

  if (inbox.isPending)
    return (
      <div role="status" aria-live="polite">
        <p className="mb-4 text-sm font-medium text-ink-600">{NOTIFICATION_MESSAGES.loading}</p>
        <ul className="space-y-3">
          {[0, 1, 2].map((i) => (
            <NotificationRowSkeleton key={i} />
          ))}
        </ul>
      </div>
    );

  if (inbox.isError && items.length === 0)
    return (
      <StateCard
        role="alert"
        title={NOTIFICATION_MESSAGES.loadError}
        text={NOTIFICATION_MESSAGES.loadErrorHelp}
      >
        <Button
          variant="secondary"
          onClick={() => void inbox.refetch()}
          disabled={inbox.isFetching}
        >
          <RefreshIcon size={18} className={inbox.isFetching ? 'animate-spin' : undefined} />
          {NOTIFICATION_MESSAGES.retry}
        </Button>
      </StateCard>
    );

  if (items.length === 0)
    return (
      <>
        {toolbar}
        <StateCard title={NOTIFICATION_MESSAGES.empty} text={NOTIFICATION_MESSAGES.emptyHelp} />
      </>
    );

  return (
    <>
      {toolbar}
      <ul className="space-y-3" aria-label={NOTIFICATION_MESSAGES.title}>
        {items.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            onOpen={() => {
              if (!item.read_at) markRead.mutate(item.id);
            }}
            onMarkRead={() => markRead.mutate(item.id)}
          />
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
          >
            {inbox.isFetchingNextPage
              ? NOTIFICATION_MESSAGES.loadingMore
              : NOTIFICATION_MESSAGES.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
