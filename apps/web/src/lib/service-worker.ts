import { createExternalStore } from './external-store.ts';

/** Where the service worker is served (at the root, so that it covers every page). */
export const SERVICE_WORKER_URL = '/sw.js';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** A new version of the app is installed and waits to take over: the app offers to reload. */
const waiting = createExternalStore<ServiceWorker | null>(null);
export const useWaitingVersion = waiting.use;

/** Follows a registration: offers a version that waits, and asks for updates now and then. */
export function watchRegistration(registration: ServiceWorkerRegistration): void {
  // Only an update waits: the very first worker takes over at once (there is nothing to replace).
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) waiting.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** How long after the page has loaded the service worker is registered. */
export const REGISTER_AFTER_MS = 5000;

/**
 * Registers the service worker of the built app (not while developing: the development server
 * has none), which keeps the app for offline use and receives pushes. Installing it fetches every
 * file of the app, a few hundred: on a first visit that would compete with the page being opened
 * for the server and the network, so it waits until the page has loaded, a few seconds more and
 * an idle moment.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(watchRegistration)
      .catch(() => undefined);
  const later = () =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(register, { timeout: REGISTER_AFTER_MS });
      else register();
    }, REGISTER_AFTER_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Lets the waiting version take over; the page reloads into it once it controls the page. */
export function switchToWaitingVersion(): void {
  const worker = waiting.get();
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
