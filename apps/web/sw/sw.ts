/**
 * Tandem's service worker.
 *
 * - It keeps the app itself (the page, its scripts, styles, strings and icons, listed by the build)
 *   so that the app opens without a network, and answers every page address with the app's page.
 *   What the app shows comes from the server, never from here: calls and files go to the network.
 * - A new version waits until the app asks for it ("a new version is ready"), so a page that is
 *   open never runs half old, half new code.
 * - It shows the pushes the server sends and opens what they are about.
 * - The app tells it its language; it keeps nothing of it (the server writes pushes in the
 *   person's language) and says it heard.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const ICON = '/icons/icon-192.png';

/** Addresses the server answers itself: calls, files, the live connection, health, feeds. */
const SERVER_PATHS = /^\/(api|ws|health|ready|ical|settings\/save-global)(\/|$)|\/api\//;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the one page; the router draws it. Not the server's own addresses.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS] }),
);

// The build's files that are not kept up front (the PDF reader, the strings of other languages)
// are kept once used; their names carry their content's hash, so a kept copy is never stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tandem-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this app from what a push names; anything pointing elsewhere opens the start page. */
function ownPath(url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin
      ? target.pathname + target.search + target.hash
      : '/';
  } catch {
    return '/';
  }
}

interface PushData {
  title?: unknown;
  body?: unknown;
  tag?: unknown;
  url?: unknown;
}

function pushData(event: PushEvent): PushData {
  try {
    const data: unknown = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const data = pushData(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Tandem';
  const options: NotificationOptions = {
    body: typeof data.body === 'string' ? data.body : '',
    data: { url: ownPath(data.url) },
    icon: ICON,
  };
  if (typeof data.tag === 'string') options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = ownPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus().catch(() => undefined);
        // A window this worker does not control yet cannot be moved: a new one opens instead.
        const moved = await open.navigate(path).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; language?: unknown } | null;
  if (!message) return;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (message.type !== 'LANGUAGE_CHANGED') return;
  const reply = { type: 'LANGUAGE_CHANGED_ACK', language: message.language };
  const port = event.ports[0];
  if (port) port.postMessage(reply);
  else event.source?.postMessage(reply);
});
