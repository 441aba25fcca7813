import {
  markReadResponseSchema,
  notificationsResponseSchema,
  preferencesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionResponseSchema,
  type NotificationPreference,
  type PushSubscriptionRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

const PAGE_SIZE = 20;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
const notificationsKey = ['notifications'] as const;
export const inboxKey = [...notificationsKey, 'inbox'] as const;
export const unreadKey = [...notificationsKey, 'unread'] as const;
export const preferencesKey = [...notificationsKey, 'preferences'] as const;

export const fetchInbox = (cursor: string | null, signal?: AbortSignal, limit = PAGE_SIZE) =>
  apiFetch(
    `/notifications?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal, schema: notificationsResponseSchema },
  );

/** The bell only needs the count: the smallest page carries it. */
export const fetchUnread = async (signal?: AbortSignal) =>
  (await fetchInbox(null, signal, 1)).unread;

export const markRead = (id: string) =>
  apiFetch(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: markReadResponseSchema,
  });

export const markAllRead = () =>
  apiFetch('/notifications/read-all', { method: 'POST', schema: markReadResponseSchema });

export const fetchPreferences = (signal?: AbortSignal) =>
  apiFetch('/notifications/preferences', { signal, schema: preferencesResponseSchema });

export const savePreferences = (preferences: NotificationPreference[]) =>
  apiFetch('/notifications/preferences', {
    method: 'PUT',
    json: { preferences },
    schema: preferencesResponseSchema,
  });

export const fetchPublicKey = async () =>
  (await apiFetch('/push/public-key', { schema: pushPublicKeyResponseSchema })).public_key;

export const saveSubscription = (subscription: PushSubscriptionRequest) =>
  apiFetch('/push/subscriptions', {
    method: 'POST',
    json: subscription,
    schema: pushSubscriptionResponseSchema,
  });

export const deleteSubscription = (endpoint: string) =>
  apiFetch('/push/subscriptions', {
    method: 'DELETE',
    json: { endpoint },
    schema: pushSubscriptionResponseSchema,
  });
