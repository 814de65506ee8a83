/**
 * Server clock for timers and tests (platform.md §4.6, §7.5): the domain `TimeSync` fed by
 * `GET /api/now`. `startTimeSync()` syncs at once and then hourly (and when the tab becomes
 * visible after the hour has passed); `serverNow()` is the best estimate in epoch ms, the
 * local clock until the first sync succeeds. Failures are only logged (§8).
 */
import { RESYNC_INTERVAL_MS, TimeSync } from '@abhyas/domain';
import { api } from './api-client.ts';

async function fetchServerNow(): Promise<number> {
  // Checked by hand (not with the zod contract) so the clock costs no bundle on the landing page.
  const { data } = await api<{ now?: unknown }>('/api/now', { auth: 'none' });
  if (typeof data.now !== 'number' || !Number.isFinite(data.now)) throw new Error('GET /api/now answered without a numeric `now`');
  return data.now;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The app's single clock estimate. */
export const timeSync = new TimeSync({ now: () => Date.now(), fetchServerNow, sleep });

let started = false;

/** Estimated server time, ms since epoch. */
export function serverNow(): number {
  return timeSync.serverNow();
}

/** Runs one sync now; resolves true when a new offset was taken. Never rejects. */
export function syncNow(): Promise<boolean> {
  return timeSync.sync().catch((error: unknown) => {
    console.warn('Time sync failed', error);
    return false;
  });
}

/** Starts syncing (idempotent): once at start, then every RESYNC_INTERVAL_MS. Returns a stop function. */
export function startTimeSync(): () => void {
  if (started || typeof window === 'undefined') return () => {};
  started = true;
  void syncNow();
  const timer = window.setInterval(() => void syncNow(), RESYNC_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && timeSync.needsResync()) void syncNow();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    started = false;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
