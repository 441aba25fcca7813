import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchUnread, inboxKey, unreadKey } from './notifications-api';

/** While the event stream is down (a proxy that drops it, an old browser), the count is polled. */
const POLL_MS = 15_000;

/**
 * The unread count, kept live while the app is open: the server's event stream
 * (`/api/notifications/stream`) says the new count at every change, from whichever server instance
 * made it; polling stands in whenever the stream is not connected. A count that went up means a new
 * notification: the inbox list is refetched too, so an open /notifications page shows it.
 */
export function useUnreadCount(): number | undefined {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: live ? Infinity : 0,
    refetchInterval: live ? false : POLL_MS,
    refetchOnWindowFocus: !live,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    source.addEventListener('unread', (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      const before = client.getQueryData<number>(unreadKey);
      client.setQueryData(unreadKey, unread);
      if (before === undefined || unread > before)
        void client.invalidateQueries({ queryKey: inboxKey });
      setLive(true);
    });
    // EventSource reconnects by itself; until it does, polling keeps the count.
    source.addEventListener('error', () => setLive(false));
    return () => source.close();
  }, [client]);

  return query.data;
}
