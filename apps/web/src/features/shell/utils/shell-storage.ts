/**
 * Small persisted shell settings (platform.md §2.4, §4.7): optimised video (7 days), the
 * previous/current route, the location history, projector mode for this tab.
 */
import { optimisedVideoActive, pushLocation, type GeoPosition } from '@abhyas/domain';
import { readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString } from '../../../lib/storage.ts';

const PROJECTOR_SESSION_KEY = 'abhyas.projector';
const OFF_VALUES = new Set(['0', 'false', 'off', 'no']);

/** A query flag: present (with no value or any value but 0/false/off/no) → true; else null. */
function flag(search: URLSearchParams, name: string): boolean | null {
  if (!search.has(name)) return null;
  return !OFF_VALUES.has((search.get(name) ?? '').trim().toLowerCase());
}

/** `?optimised_video` stores the time it was set (ms); `?optimised_video=0` clears it. */
export function recordOptimisedVideo(search: URLSearchParams, now: number): void {
  const on = flag(search, 'optimised_video');
  if (on === true) writeString(STORAGE_KEYS.optimisedVideo, String(now));
  if (on === false) removeKey(STORAGE_KEYS.optimisedVideo);
}

/** Whether optimised video is on: set within the last 7 days (`optimisedVideoActive`). */
export function isOptimisedVideoOn(now: number): boolean {
  const raw = readString(STORAGE_KEYS.optimisedVideo);
  return optimisedVideoActive(raw === null ? null : Number(raw), now);
}

/**
 * Projector mode for this tab: `?projector` turns it on, `?projector=0` off; otherwise the tab's
 * last choice holds while the teacher moves between pages.
 */
export function projectorModeFor(search: URLSearchParams): boolean {
  const on = flag(search, 'projector');
  try {
    if (on !== null) window.sessionStorage.setItem(PROJECTOR_SESSION_KEY, on ? '1' : '0');
    return window.sessionStorage.getItem(PROJECTOR_SESSION_KEY) === '1';
  } catch {
    return on === true;
  }
}

/** Remembers the route just left and the route now shown (platform.md §2.4). */
export function rememberRoute(href: string): void {
  const current = readString(STORAGE_KEYS.currentRoute);
  if (current === href) return;
  if (current !== null) writeString(STORAGE_KEYS.previousRoute, current);
  writeString(STORAGE_KEYS.currentRoute, href);
}

export function rememberedRoutes(): { previous: string | null; current: string | null } {
  return { previous: readString(STORAGE_KEYS.previousRoute), current: readString(STORAGE_KEYS.currentRoute) };
}

/** Appends a fix to the stored history, keeping the last 10 (platform.md §3 Position). */
export function storePosition(position: GeoPosition): GeoPosition[] {
  const next = pushLocation(readJson<GeoPosition[]>(STORAGE_KEYS.locations, []), position);
  writeJson(STORAGE_KEYS.locations, next);
  return next;
}
