import { Agent } from 'node:https';
import pLimit from 'p-limit';
import webpush from 'web-push';
import { checkedLookup, pushTarget, type PushEndpointPolicy, type Resolve } from './push-endpoints';
import type { PushSubscriptionRow } from './push-subscriptions-repository';
import type { VapidKeys } from './vapid';

/** What the service worker receives (apps/web/public/sw-push.js reads these fields). */
type PushMessage = { id: string; title: string; body: string; url: string; tag: string };

type PushOptions = { ttlSeconds: number; topic?: string | undefined; urgent: boolean };

/**
 * `gone`: the push service no longer knows the subscription (404 or 410), or its endpoint is not
 * one we send to (decision 0046): never try it again.
 */
type PushOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

export type PushSender = (
  subscription: PushSubscriptionRow,
  message: PushMessage,
  options: PushOptions,
) => Promise<PushOutcome>;

export type WebPushDeps = {
  policy: PushEndpointPolicy;
  /** Pushes this process has in flight at once (PUSH_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Extra certificate authority: a test's fake push service. */
  ca?: string | Buffer;
  timeoutMs?: number;
  /** Name resolution; tests replace it. */
  resolve?: Resolve;
};

/**
 * Sends through web-push (RFC 8291 aes128gcm payload encryption, RFC 8292 VAPID) over our own
 * agent, whose lookup refuses names that resolve to internal addresses and connects to the address
 * it checked (docs/decisions/0046-push-endpoints.md). web-push makes one request and never follows
 * a redirect: a 3xx is a failed push like any other status.
 */
export function webPushSender(keys: () => Promise<VapidKeys>, deps: WebPushDeps): PushSender {
  const fakeHosts = new Set(deps.policy.testOrigins.map((origin) => new URL(origin).hostname));
  const agent = new Agent({
    keepAlive: true,
    lookup: checkedLookup(deps.resolve, (hostname) => fakeHosts.has(hostname)),
    ...(deps.ca ? { ca: deps.ca } : {}),
  });
  // At most maxInFlight at once, the rest first come first served; per process, not the fleet.
  const inFlight = pLimit(deps.maxInFlight);
  return async (subscription, message, options) => {
    const target = pushTarget(subscription.endpoint, deps.policy);
    if (!target.ok) return { ok: false, gone: true, error: `refused: ${target.reason}` };
    const vapid = await keys();
    try {
      await inFlight(() =>
        webpush.sendNotification(
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
            agent,
          },
        ),
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
