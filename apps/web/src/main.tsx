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

/** The event stream (lib/data-events.ts: page views, API_Error events) loads when the browser is idle after the first paint. */
function startEventStreamLater(): void {
  const start = () => void import('./lib/data-events.ts').then((events) => events.startInBrowser(router));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
