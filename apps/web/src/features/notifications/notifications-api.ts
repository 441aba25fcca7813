import type {
  NotificationPreference,
  NotificationsResponse,
  PreferencesResponse,
  PushSubscriptionRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const PAGE_SIZE = 20;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const notificationsKey = ['notifications'] as const;
export const inboxKey = [...notificationsKey, 'inbox'] as const;
export const unreadKey = [...notificationsKey, 'unread'] as const;
export const preferencesKey = [...notificationsKey, 'preferences'] as const;

export const fetchInbox = (cursor: string | null, signal?: AbortSignal, limit = PAGE_SIZE) =>
  apiFetch<NotificationsResponse>(
    `/notifications?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal },
  );

/** The bell only needs the count: the smallest page carries it. */
export const fetchUnread = async (signal?: AbortSignal) =>
  (await fetchInbox(null, signal, 1)).unread;

export const markRead = (id: string) =>
  apiFetch<{ unread: number }>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

export const markAllRead = () =>
  apiFetch<{ unread: number }>('/notifications/read-all', { method: 'POST' });

export const fetchPreferences = (signal?: AbortSignal) =>
  apiFetch<PreferencesResponse>('/notifications/preferences', { signal });

export const savePreferences = (preferences: NotificationPreference[]) =>
  apiFetch<PreferencesResponse>('/notifications/preferences', {
    method: 'PUT',
    json: { preferences },
  });

export const fetchPublicKey = async () =>
  (await apiFetch<{ public_key: string }>('/push/public-key')).public_key;

export const saveSubscription = (subscription: PushSubscriptionRequest) =>
  apiFetch<{ subscribed: boolean }>('/push/subscriptions', { method: 'POST', json: subscription });

export const deleteSubscription = (endpoint: string) =>
  apiFetch<{ subscribed: boolean }>('/push/subscriptions', {
    method: 'DELETE',
    json: { endpoint },
  });
