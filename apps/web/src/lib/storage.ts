/**
 * Safe access to `window.localStorage` (platform.md §2.4, §2.5, §4.3). Storage can be missing or
 * throw (private mode, quota, disabled cookies): every call here degrades to "nothing stored".
 */
export const STORAGE_KEYS = {
  locale: 'abhyas.locale',
  smartBannerClosed: 'abhyas.smart-banner.closed',
  optimisedVideo: 'abhyas.optimised-video',
  previousRoute: 'abhyas.route.previous',
  currentRoute: 'abhyas.route.current',
  locations: 'abhyas.locations',
} as const;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or unreadable. */
export function readString(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; returns false when storage refused it. */
export function writeString(key: string, value: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing stored that we can remove: fine.
  }
}

/** Parsed JSON, or `fallback` when absent or not valid JSON. */
export function readJson<T>(key: string, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}
