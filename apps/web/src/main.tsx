import '@fontsource-variable/noto-sans';
import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/offline.ts';

const router = createAppRouter();
registerServiceWorker();

/** Starts the stored language (catalogs and script font), then renders the app. */
void startI18n().then((locale) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  startEventStreamLater();
});

/**
 * The event stream (lib/data-events.ts: page views, API_Error events) loads after the first paint,
 * when the browser is idle, so it adds nothing to the landing page's critical bundle.
 */
function startEventStreamLater(): void {
  const start = () =>
    void Promise.all([import('./lib/data-events.ts'), import('./lib/api-client.ts'), import('./lib/browser-id.ts')]).then(([events, client, browser]) =>
      events.startDataEvents({
        router,
        onApiError: client.onApiError,
        deps: {
          storage: safeLocalStorage(),
          fetch: (input, init) => fetch(input, init),
          sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : null,
          token: client.currentAccessToken,
          browserId: browser.getBrowserId,
          now: Date.now,
          setTimer: (fn, ms) => setTimeout(fn, ms),
          clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
        },
      }),
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
