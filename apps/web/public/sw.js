/* global self */
/*
 * Abhyas service worker: Web Push only (issue 20 §2; docs/decisions/034-notification-delivery.md).
 * No caching, no fetch handler. A push carries JSON { title, body, url, tag } from the server
 * (apps/server/src/modules/notifications/delivery/channels.ts); clicking the notification focuses
 * an open Abhyas tab and takes it to `url`, or opens a new one there.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Abhyas';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of open) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        try {
          const focused = await client.focus();
          if (focused.url !== target) await focused.navigate(target);
          return;
        } catch {
          break; // a tab this worker does not control cannot be navigated: open a new one
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
