import '@fontsource-variable/noto-sans';
import '@mantine/core/styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/offline.ts';
import { applyStoredDisplaySoon } from './lib/display-boot.ts';

// The profile's display settings (text size, contrast, motion, font) before anything is painted (issue 22 §2).
const displayReady = applyStoredDisplaySoon();
const router = createAppRouter();
registerServiceWorker();

/** Starts the stored language (catalogs and script font), then renders the app. */
void Promise.all([startI18n(), displayReady]).then(([locale]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // In a transition: React renders the first screen in slices and lets the browser breathe between
  // them, instead of one long task (issue 25 §3: Lighthouse's total blocking time on a phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders locale={locale}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  startEventStreamLater();
});

/** The event stream starts at the latest this long (ms) after the first paint. */
const EVENT_STREAM_DELAY_MS = 10_000;

/**
 * The event stream (lib/data-events.ts: page views, API_Error events) loads on the visitor's first
 * interaction or route change, or after EVENT_STREAM_DELAY_MS, whichever comes first: analytics never
 * competes with the first visit's download (the landing page's budget, decision 004). It records
 * the page in view when it starts; API errors seen before wait in api-client's early list.
 */
function startEventStreamLater(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, start);
    void import('./lib/data-events.ts').then((events) => events.startInBrowser(router));
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, start, { once: true, passive: true });
  const unsubscribe = router.subscribe('onResolved', (e) => {
    if (e.fromLocation && e.fromLocation.pathname !== e.toLocation.pathname) {
      unsubscribe();
      start();
    }
  });
  setTimeout(start, EVENT_STREAM_DELAY_MS);
}
