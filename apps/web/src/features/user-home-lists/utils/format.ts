/** Formatting of the list pages (dates, durations, numbers) in the interface language. Pure. */
import { formatDate as sharedDate, formatDateTime as sharedDateTime, formatNumber as sharedNumber } from '@abhyas/domain';

/** A date like "12 Mar 2026" in the Indian form of `locale` (platform.md §9: the shared formatters). */
export function formatDate(iso: string, locale: string): string {
  return sharedDate(iso, locale);
}

/** A date and time like "12 Mar 2026, 10:30 am" in the Indian form of `locale`. */
export function formatDateTime(iso: string, locale: string): string {
  return sharedDateTime(iso, locale);
}

/** A number with at most `digits` decimals in the Indian form of `locale`. */
export function formatNumber(n: number, locale: string, digits = 2): string {
  return sharedNumber(n, locale, digits);
}

/** Seconds as m:ss, or h:mm:ss from an hour (video lengths). */
export function formatClock(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A subject code shown as a name when no translation exists ("mathematics" → "Mathematics"). */
export function subjectFallback(code: string): string {
  return code
    .split(/[-_ ]+/u)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
