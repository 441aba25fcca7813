import type { PushSubscriptionRequest } from '@faza/shared';
import { deleteSubscription, fetchPublicKey, saveSubscription } from './notifications-api';

/**
 * What this device can do about push: 'ios-install' on an iPhone or iPad outside the installed app
 * (Safari only offers push to a Home Screen app), 'unsupported' where the browser has no Push API,
 * else the browser's permission.
 */
export type PushState = 'unsupported' | 'ios-install' | 'denied' | 'default' | 'on';

// As the install card tells them apart (features/pwa/install-rules.ts); not imported from there,
// which would split that file into a chunk of its own on every page's first load.
const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker's registration; it registers after first paint, so wait a little for it. */
function registration(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no service worker')), 10_000),
    ),
  ]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration()).pushManager.getSubscription();
}

export async function pushState(): Promise<PushState> {
  if (isAppleMobile() && !isStandalone()) return 'ios-install';
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'default';
  return (await currentSubscription()) ? 'on' : 'default';
}

const toRequest = (subscription: PushSubscription) =>
  subscription.toJSON() as unknown as PushSubscriptionRequest;

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/**
 * Asks for permission (only ever from a tap on "Turn on notifications": browsers block or
 * penalise a prompt nobody asked for), subscribes this browser with our VAPID key and gives the
 * subscription to the server for the signed-in person.
 */
export async function turnOnPush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  const { pushManager } = await registration();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await fetchPublicKey()),
    }));
  await saveSubscription(toRequest(subscription));
  return 'on';
}

export async function turnOffPush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'default';
}

/**
 * A browser that already has a subscription gives it again to whoever is signed in now: the
 * server keeps a subscription only for the session that registered it, so after signing in again
 * (or as someone else on a shared phone) pushes follow the person now using the phone. Never asks
 * for permission.
 */
export async function renewPushSubscription(): Promise<void> {
  if (!supported() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await saveSubscription(toRequest(subscription));
}
