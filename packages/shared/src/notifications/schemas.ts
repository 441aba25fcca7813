import { z } from 'zod';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './categories';
import { NOTIFICATION_MESSAGES } from './messages';

// The notifications API contract. Field names are snake_case like the wallet's and /api/auth/me.

const KINDS = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export const notificationSchema = z.object({
  id: z.uuid(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.enum(KINDS),
  title: z.string(),
  body: z.string(),
  /** A page of the app, e.g. '/pantry'. */
  deep_link: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?cursor=&limit=`: newest first. */
export const notificationsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, NOTIFICATION_MESSAGES.cursorInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread notifications in the whole inbox, not only this page. */
  unread: z.number().int().nonnegative(),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationParamsSchema = z.object({
  id: z.uuid(NOTIFICATION_MESSAGES.notFound),
});

/** `POST /api/notifications/{id}/read` and `/read-all`: what is left unread. */
export const markReadResponseSchema = z.object({ unread: z.number().int().nonnegative() });

export const preferenceSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof preferenceSchema>;

/** `GET /api/notifications/preferences`: every switch this person may see. */
export const preferencesResponseSchema = z.object({
  preferences: z.array(preferenceSchema.extend({ can_change: z.boolean() })),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** `PUT /api/notifications/preferences`: the switches to change; the others stay. */
export const preferencesRequestSchema = z.object({
  preferences: z.array(preferenceSchema).min(1).max(30),
});
export type PreferencesRequest = z.input<typeof preferencesRequestSchema>;

/** `GET /api/push/public-key`: the VAPID key the browser subscribes with. */
export const pushPublicKeyResponseSchema = z.object({ public_key: z.string() });

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, NOTIFICATION_MESSAGES.subscriptionInvalid);

/** What `PushSubscription.toJSON()` gives: only https push services are ever called. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: NOTIFICATION_MESSAGES.subscriptionInvalid })
    .max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(30) }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.url({ error: NOTIFICATION_MESSAGES.subscriptionInvalid }).max(2000),
});

export const pushSubscriptionResponseSchema = z.object({ subscribed: z.boolean() });
