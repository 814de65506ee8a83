import { readString, writeString } from './storage.ts';

const BROWSER_ID_KEY = 'abhyas.browser-id';
let cached: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A random id for this browser, created once and kept in localStorage; sent as `x-browser-id`
 * on every call and used as the device id of sign-in and push-token calls (platform.md §7).
 * Falls back to an in-memory id when storage is unavailable.
 */
export function getBrowserId(): string {
  if (cached) return cached;
  const stored = readString(BROWSER_ID_KEY);
  if (stored) {
    cached = stored;
    return stored;
  }
  cached = randomId();
  writeString(BROWSER_ID_KEY, cached);
  return cached;
}
