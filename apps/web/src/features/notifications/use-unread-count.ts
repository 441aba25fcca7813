import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchUnread, inboxKey, unreadKey } from './notifications-api';

/** While the event stream is down (a proxy that drops it, an old browser), the count is polled. */
const POLL_MS = 15_000;

/**
 * The unread count, kept live while the app is open: the server's event stream
 * (`/api/notifications/stream`) says the count as it opens and at every change, from whichever
 * server instance made it. Only while the stream is down (offline, a proxy that drops it, an old
 * browser) is the count polled, so a page load costs no extra request. A count that went up means
 * a new notification: the inbox list is refetched too, so an open /notifications page shows it.
 */
export function useUnreadCount(): number | undefined {
  const client = useQueryClient();
  const [mode, setMode] = useState<'connecting' | 'live' | 'polling'>(() =>
    typeof EventSource === 'undefined' ? 'polling' : 'connecting',
  );
  const query = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => fetchUnread(signal),
    enabled: mode === 'polling',
    staleTime: 0,
    refetchInterval: POLL_MS,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    source.addEventListener('unread', (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      const before = client.getQueryData<number>(unreadKey);
      client.setQueryData(unreadKey, unread);
      if (before === undefined || unread > before) {
        void client.invalidateQueries({ queryKey: inboxKey });
        // A delivery's steps arrive as notifications: an open My Deliveries page follows them
        // without a reload (docs/decisions/0057). By key, so this feature imports no other.
        void client.invalidateQueries({ queryKey: ['deliveries'] });
      }
      setMode('live');
    });
    // EventSource reconnects by itself; until it does, polling keeps the count.
    source.addEventListener('error', () => setMode('polling'));
    return () => source.close();
  }, [client]);

  return query.data;
}
