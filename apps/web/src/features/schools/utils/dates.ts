/**
 * Dates of the school screens, always in India time (Asia/Kolkata, UTC+05:30 all year): what a
 * teacher types in a date-time field, and the day-month-year of a due date (learning.md §4 Tiles).
 */
import { displayLocale } from '@abhyas/domain';

const IST_OFFSET_MS = 330 * 60_000;

/** A `datetime-local` input's value (`YYYY-MM-DDTHH:mm`) for `epochMs` in India time. */
export function indiaInputValue(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** Epoch ms of a `datetime-local` value read as India time; null when it is not a valid date and time. */
export function fromIndiaInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  // 31 February and the like roll over: refuse them.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return utc - IST_OFFSET_MS;
}

/** A calendar day (`YYYY-MM-DD`) written day-month-year in the reader's Indian locale ("3 Dec 2026" in en-IN). */
export function formatDay(date: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Intl.DateTimeFormat(displayLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at);
}
