// Small display helpers. platform.md §9

/** Fallback estimate in minutes when the input is unusable. */
export const DEFAULT_ESTIMATED_MINUTES = 30;

/**
 * Estimated time in minutes: 2 × the whole minutes of `minutes` (a number or numeric
 * string; fractions are dropped). 30 when the input is missing, not a finite number, or
 * negative. platform.md §9
 */
export function estimatedTimeMinutes(minutes: number | string | null | undefined): number {
  const value = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return DEFAULT_ESTIMATED_MINUTES;
  return 2 * Math.floor(value);
}

const UNITS = [
  { suffix: 'G', size: 1e9 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'K', size: 1e3 },
] as const;

function oneDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/**
 * Short form of a count with K (10³), M (10⁶) or G (10⁹) and at most one decimal:
 * 1500 → '1.5K', 2_000_000 → '2M', 999 → '999', 999_950 → '1M', -1500 → '-1.5K'.
 * Non-finite input is returned as `String(n)`. platform.md §9
 */
export function shortNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < UNITS.length; i += 1) {
    const unit = UNITS[i];
    if (unit === undefined || abs < unit.size) continue;
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    const bigger = UNITS[i - 1];
    if (scaled >= 1000 && bigger !== undefined) return `${sign}${oneDecimal(abs / bigger.size)}${bigger.suffix}`;
    return `${sign}${String(scaled)}${unit.suffix}`;
  }
  const rounded = oneDecimal(abs);
  if (rounded === '1000') return `${sign}1K`;
  return `${sign}${rounded}`;
}

/** Above this a timestamp is taken to be in µs. platform.md §9 */
export const MICROSECOND_TIMESTAMP_THRESHOLD = 1e15;

/** A timestamp in ms: values above 1e15 are µs and are divided by 1000. platform.md §9 */
export function normaliseTimestamp(t: number): number {
  return t > MICROSECOND_TIMESTAMP_THRESHOLD ? t / 1000 : t;
}

/** Time zone of displayed dates and times (the product serves India). */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * The Intl locale dates and numbers are shown in (platform.md §9 "Date display uses the en-IN
 * locale"): en → en-IN; another interface language its Indian form (hi → hi-IN), so the day,
 * month and digits are in the reader's language with Indian conventions. A locale that already
 * names a region is kept.
 */
export function displayLocale(language: string | null | undefined): string {
  const lng = (language ?? '').trim();
  if (lng === '' || lng === 'en') return 'en-IN';
  return lng.includes('-') ? lng : `${lng}-IN`;
}

/** A date or time value as sent by an API: ms (or µs above 1e15) since the epoch, an ISO string, or a Date. */
export type DateInput = number | string | Date;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(normaliseTimestamp(value));
  // A numeric string is a timestamp too.
  return /^\d+$/.test(value.trim()) ? new Date(normaliseTimestamp(Number(value))) : new Date(value);
}

/**
 * A date for display (platform.md §9): in `displayLocale(language)`, India time, `dateStyle:
 * 'medium'` unless `options` say otherwise ("27 Nov 2026" in en-IN); timestamps above 1e15 are µs.
 * An invalid value gives ''.
 */
export function formatDate(value: DateInput, language: string | null | undefined, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(displayLocale(language), { timeZone: DISPLAY_TIME_ZONE, ...options }).format(date);
}

/** A date and time for display: as `formatDate` with the medium date and the short time. */
export function formatDateTime(value: DateInput, language: string | null | undefined): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A number for display in `displayLocale(language)` (Indian grouping: 1,23,456), at most `digits` decimals. */
export function formatNumber(n: number, language: string | null | undefined, digits = 1): string {
  return new Intl.NumberFormat(displayLocale(language), { maximumFractionDigits: digits }).format(n);
}
