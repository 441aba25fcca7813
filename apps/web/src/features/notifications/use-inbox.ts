import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { NotificationsResponse } from '@faza/shared';
import { toastError } from '../../lib/toasts';
import { NOTIFICATION_MESSAGES } from '@faza/shared';
import { fetchInbox, inboxKey, markAllRead, markRead, unreadKey } from './notifications-api';

type Pages = InfiniteData<NotificationsResponse, string | null>;

/** The inbox, newest first, a page at a time; always fetched fresh when the page opens. */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ signal, pageParam }) => fetchInbox(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** Marks read on screen at once, then asks the server; puts it back if the server refused. */
function useMarkMutation(
  mutationFn: (id: string | null) => Promise<{ unread: number }>,
  isTarget: (id: string | null, itemId: string) => boolean,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (id: string | null) => {
      await client.cancelQueries({ queryKey: inboxKey });
      const before = client.getQueryData<Pages>(inboxKey);
      const unreadBefore = client.getQueryData<number>(unreadKey);
      const now = new Date().toISOString();
      let marked = 0;
      client.setQueryData<Pages>(inboxKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => {
                  if (item.read_at || !isTarget(id, item.id)) return item;
                  marked++;
                  return { ...item, read_at: now };
                }),
              })),
            }
          : data,
      );
      if (unreadBefore !== undefined)
        client.setQueryData(unreadKey, id === null ? 0 : Math.max(0, unreadBefore - marked));
      return { before, unreadBefore };
    },
    onSuccess: ({ unread }) => client.setQueryData(unreadKey, unread),
    onError: (_error, _id, saved) => {
      if (saved?.before) client.setQueryData(inboxKey, saved.before);
      if (saved?.unreadBefore !== undefined) client.setQueryData(unreadKey, saved.unreadBefore);
      toastError({ title: NOTIFICATION_MESSAGES.markFailed });
    },
  });
}

export const useMarkRead = () =>
  useMarkMutation(
    (id) => markRead(id!),
    (id, itemId) => id === itemId,
  );

export const useMarkAllRead = () =>
  useMarkMutation(
    () => markAllRead(),
    () => true,
  );
