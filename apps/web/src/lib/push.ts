import { ROUTES } from '@tandem/contract/browser';
import { call } from './api-client.ts';
import { SERVICE_WORKER_URL } from './service-worker.ts';
import type { NotificationChoice } from './push-config.ts';
import { isPushSyncDue, readNotificationConfig, saveNotificationConfig } from './push-config.ts';

/** Why a browser cannot receive pushes: no push support at all, or the person blocked them. */
export type PushBlock = 'unsupported' | 'denied' | null;

/** Subscribing failed in the browser (no push service), not on the server. */
export class PushUnavailableError extends Error {}

/** A browser that cannot reach its push service may never answer: it is given this long. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

/** Whether this browser has what pushes need: a service worker, a push manager, notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushBlock(): PushBlock {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : null;
}

/** Registers the service worker (again: the browser keeps one); resolves once it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** Tells the service worker the language the app now speaks in. */
export function tellServiceWorkerLanguage(language: string): void {
  if (!pushSupported()) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'LANGUAGE_CHANGED', language }),
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** This browser's subscription for the server's key, made when missing or made for another key. */
async function subscription(): Promise<PushSubscription> {
  const registration = await registerServiceWorker();
  const { public_key } = await call(ROUTES.push.publicKey, {});
  const key = keyBytes(public_key);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('No answer from the push service.')),
      SUBSCRIBE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      timeout,
    ]);
  } catch (error) {
    throw new PushUnavailableError((error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}

/** Subscribes this browser and tells the server it receives the person's pushes. */
async function sendSubscription(publicToken: string): Promise<void> {
  const sub = await subscription();
  const { keys } = sub.toJSON();
  if (!keys?.p256dh || !keys.auth) throw new PushUnavailableError('The subscription has no keys.');
  await call(ROUTES.push.signin, {
    body: {
      device_token: sub.endpoint,
      notification_token: `${keys.p256dh}.${keys.auth}`,
      os_type: 'web',
      user_public_token: publicToken,
    },
  });
}

/** Unsubscribes this browser, telling the server first (while still signed in). */
async function withdrawSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const sub = await registration?.pushManager.getSubscription();
  if (!sub) return;
  await call(ROUTES.push.signout, { body: { device_token: sub.endpoint } });
  await sub.unsubscribe();
}

/**
 * Makes the server's view of this browser match the choice, when it is due (the choice changed,
 * or the subscription is a day old), and stores the choice. ENABLED needs the permission granted.
 */
export async function applyPushChoice(
  choice: NotificationChoice,
  publicToken: string,
  nowMs = Date.now(),
): Promise<void> {
  const stored = readNotificationConfig();
  if (!isPushSyncDue(stored, choice, nowMs)) return;
  if (choice === 'ENABLED') await sendSubscription(publicToken);
  if (choice === 'DISABLED' && pushSupported()) await withdrawSubscription();
  saveNotificationConfig({ timestamp: nowMs, value: { ...stored.value, choice } });
}

/** "Ask later": the prompt waits before asking again. */
export function askPushLater(nowMs = Date.now()): void {
  const stored = readNotificationConfig();
  saveNotificationConfig({ ...stored, value: { ...stored.value, askLaterChosenAtMs: nowMs } });
}

/** Asks the browser's permission; answers the person's answer. */
export async function requestPushPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The subscription is sent again with the next start (another person may sign in here). */
function markSubscriptionStale(): void {
  const stored = readNotificationConfig();
  if (stored.timestamp !== 0) saveNotificationConfig({ ...stored, timestamp: 0 });
}

/**
 * Before signing out: this browser stops receiving the person's pushes. Never fails, so that
 * signing out never waits on it going wrong.
 */
export async function leavePushDevice(): Promise<void> {
  markSubscriptionStale();
  if (!pushSupported()) return;
  try {
    await withdrawSubscription();
  } catch {
    // The server forgets a subscription its push service no longer knows.
  }
}

/** After signing in: the subscription is sent again for whoever signed in. */
export function pushSignedIn(): void {
  markSubscriptionStale();
}
