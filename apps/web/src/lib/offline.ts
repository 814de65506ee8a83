/**
 * The service worker (docs/decisions/010-offline-app-shell.md): registered after the page has
 * loaded, in built apps only, so a page reloaded without a connection still opens from the
 * device. `clearOfflineData` empties the cached API answers (sign-out).
 */

/**
 * Registers /sw.js with the browser's own API, once the page has loaded. The worker activates at
 * once and claims open pages (skipWaiting, clientsClaim in vite.config.ts), so there is no update
 * prompt to drive; workbox-window (2.2 KB gzipped on every signed-in page) is not needed for that.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // When a worker takes this page over (the first install, or an update), the account was read
    // without it: read it again so an offline reload finds it (the cache keeps the last answer).
    navigator.serviceWorker.addEventListener('controllerchange', () => void warmAccount());
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The offline support could not start', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function warmAccount(): Promise<void> {
  try {
    const { useAuthStore } = await import('../features/auth/stores/auth-store.ts');
    if (!useAuthStore.getState().parentToken) return;
    const { fetchConnectedProfiles } = await import('../features/auth/api/connected-profiles.ts');
    await fetchConnectedProfiles();
  } catch {
    /* offline or signed out: nothing to keep */
  }
}

/** Deletes the cached API answers of the signed-in account (the code cache stays). Never throws. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete('abhyas-api');
  } catch {
    /* no cache storage (private mode) */
  }
}
