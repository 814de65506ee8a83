// Recent geolocation fixes. platform.md §3 Position, §4.7
import { LOCATION_HISTORY_MAX } from './constants.ts';

export interface GeoPosition {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  /** Metres per second, or null when unknown. */
  speed: number | null;
  /** ms since epoch. */
  timestamp: number;
}

/**
 * Returns a new history with `position` appended, oldest first, keeping the newest `max`
 * entries (10 by default; 0 or less keeps none). The input is not changed. platform.md §3
 */
export function pushLocation(history: readonly GeoPosition[], position: GeoPosition, max: number = LOCATION_HISTORY_MAX): GeoPosition[] {
  if (max <= 0) return [];
  const next = [...history, position];
  return next.slice(Math.max(0, next.length - Math.floor(max)));
}
