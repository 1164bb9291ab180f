// Tandem's service worker: it shows the pushes the server sends and opens what they are about.
// It caches nothing and leaves every request to the network.
/* global self */

const ICON = '/favicon.svg';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this app from what a push names; anything pointing elsewhere opens the start page. */
function ownPath(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin
      ? target.pathname + target.search + target.hash
      : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  if (!data || typeof data !== 'object') data = {};
  const title = typeof data.title === 'string' && data.title ? data.title : 'Tandem';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: ownPath(typeof data.url === 'string' ? data.url : '/') },
      icon: ICON,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = ownPath(event.notification.data && event.notification.data.url);
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

// The app tells the worker its language when it changes; the worker keeps nothing of it (the
// server writes pushes in the person's language) and says it heard.
self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.type !== 'LANGUAGE_CHANGED') return;
  const reply = { type: 'LANGUAGE_CHANGED_ACK', language: message.language };
  if (event.ports && event.ports[0]) event.ports[0].postMessage(reply);
  else if (event.source) event.source.postMessage(reply);
});
