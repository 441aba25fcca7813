import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushSubscriptionRow } from './push-subscriptions-repository';
import type { VapidKeys } from './vapid';

/** What the service worker receives (apps/web/public/sw-push.js reads these fields). */
type PushMessage = { id: string; title: string; body: string; url: string; tag: string };

type PushOptions = { ttlSeconds: number; topic?: string | undefined; urgent: boolean };

/** `gone`: the push service no longer knows the subscription (404 or 410). */
type PushOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

export type PushSender = (
  subscription: PushSubscriptionRow,
  message: PushMessage,
  options: PushOptions,
) => Promise<PushOutcome>;

/**
 * Sends through web-push (RFC 8291 aes128gcm payload encryption, RFC 8292 VAPID). `agent` lets tests
 * trust their local fake push service's certificate; push services are always https.
 */
export function webPushSender(
  keys: () => Promise<VapidKeys>,
  deps: { agent?: Agent; timeoutMs?: number } = {},
): PushSender {
  return async (subscription, message, options) => {
    const vapid = await keys();
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgent ? 'high' : 'normal',
          timeout: deps.timeoutMs ?? 10_000,
          ...(options.topic ? { topic: options.topic } : {}),
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      return { ok: true };
    } catch (err) {
      if (err instanceof webpush.WebPushError) {
        return {
          ok: false,
          gone: err.statusCode === 404 || err.statusCode === 410,
          error: `${err.statusCode} ${err.body}`.slice(0, 500),
        };
      }
      return { ok: false, gone: false, error: String((err as Error).message ?? err).slice(0, 500) };
    }
  };
}
