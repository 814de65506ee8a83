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
